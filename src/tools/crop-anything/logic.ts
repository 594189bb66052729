// Pure geometry of the crop box: rectangles are fractions (0–1) of the turned picture's bounding box, so
// an aspect ratio in pixels becomes a different ratio in fractions when the box is not square.
import type { CropRect } from '@workers/image/crop.options'

export type Size = { width: number; height: number }
export type Corner = 'nw' | 'ne' | 'sw' | 'se'

export const RATIOS = [
  { id: 'free', value: null },
  { id: 'square', value: 1 },
  { id: 'fourThree', value: 4 / 3 },
  { id: 'sixteenNine', value: 16 / 9 },
  { id: 'threeFour', value: 3 / 4 },
  { id: 'passport', value: 35 / 45 },
] as const
export type RatioId = (typeof RATIOS)[number]['id']

/** Smallest side of the crop box, as a fraction. */
export const MIN_SIDE = 0.02

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The ratio width/height in fractions for a pixel ratio inside `bounds`. */
function fractionRatio(ratio: number, bounds: Size): number {
  return (ratio * bounds.height) / bounds.width
}

/** The largest box of the ratio (or the whole picture when free), centred, at `share` of the picture. */
export function fitRatio(bounds: Size, ratio: number | null, share = 0.9): CropRect {
  if (ratio === null) return { x: (1 - share) / 2, y: (1 - share) / 2, width: share, height: share }
  const k = fractionRatio(ratio, bounds)
  let width = share
  let height = width / k
  if (height > share) {
    height = share
    width = height * k
  }
  return { x: (1 - width) / 2, y: (1 - height) / 2, width, height }
}

/** Moves the box by fractions, keeping it inside the picture. */
export function moveRect(rect: CropRect, dx: number, dy: number): CropRect {
  return { ...rect, x: clamp(rect.x + dx, 0, 1 - rect.width), y: clamp(rect.y + dy, 0, 1 - rect.height) }
}

/** Drags one corner by fractions; the opposite corner stays. With a ratio the width leads. */
export function dragCorner(
  rect: CropRect,
  corner: Corner,
  dx: number,
  dy: number,
  ratio: number | null,
  bounds: Size,
): CropRect {
  const west = corner === 'nw' || corner === 'sw'
  const north = corner === 'nw' || corner === 'ne'
  const anchorX = west ? rect.x + rect.width : rect.x
  const anchorY = north ? rect.y + rect.height : rect.y
  const maxWidth = west ? anchorX : 1 - anchorX
  const maxHeight = north ? anchorY : 1 - anchorY
  let width = clamp(rect.width + (west ? -dx : dx), MIN_SIDE, maxWidth)
  let height = clamp(rect.height + (north ? -dy : dy), MIN_SIDE, maxHeight)
  if (ratio !== null) {
    const k = fractionRatio(ratio, bounds)
    height = width / k
    if (height > maxHeight) {
      height = maxHeight
      width = height * k
    }
    if (height < MIN_SIDE) {
      height = MIN_SIDE
      width = Math.min(maxWidth, height * k)
    }
  }
  return { x: west ? anchorX - width : anchorX, y: north ? anchorY - height : anchorY, width, height }
}

/** Grows or shrinks the box from its bottom-right corner (the keyboard's Shift+arrows). */
export function resizeRect(
  rect: CropRect,
  dw: number,
  dh: number,
  ratio: number | null,
  bounds: Size,
): CropRect {
  if (ratio === null) return dragCorner(rect, 'se', dw, dh, null, bounds)
  // With a ratio the width leads, so an up/down key turns into the matching width change.
  return dragCorner(rect, 'se', dw !== 0 ? dw : dh * fractionRatio(ratio, bounds), 0, ratio, bounds)
}
