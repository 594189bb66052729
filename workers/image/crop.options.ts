// Options of the crop task and the geometry shared with the crop page: the picture is turned by quarter
// turns plus a fine straightening angle and flipped, and the crop box is given as fractions (0–1) of the
// bounding box of that turned picture, so the page's small preview and the full-size result agree.
import type { EncodedFormat } from './api.options'

export type Transform = {
  /** Quarter turns clockwise, 0–3. */
  turns: number
  /** Fine straightening in degrees, −45 to 45, clockwise positive. */
  angle: number
  flipX: boolean
  flipY: boolean
}

export type CropRect = { x: number; y: number; width: number; height: number }

export type CropOptions = {
  transform: Transform
  /** Fractions of the turned picture's bounding box. */
  crop: CropRect
  format: Exclude<EncodedFormat, 'avif'>
  quality: number
  /** Fills corners uncovered by straightening and, for JPEG, transparency. */
  background: string
  outputName: string
}

export const NO_TRANSFORM: Transform = { turns: 0, angle: 0, flipX: false, flipY: false }

/** The total clockwise rotation in radians. */
export function rotationRadians(transform: Transform): number {
  return ((transform.turns * 90 + transform.angle) * Math.PI) / 180
}

/** Size of the box that holds a width × height picture turned by `radians`. */
export function rotatedBounds(
  width: number,
  height: number,
  radians: number,
): { width: number; height: number } {
  const cos = Math.abs(Math.cos(radians))
  const sin = Math.abs(Math.sin(radians))
  // Rounding first keeps exact quarter turns exact (cos 90° is 6e-17, not 0).
  const w = width * cos + height * sin
  const h = width * sin + height * cos
  return { width: Math.max(1, Math.round(w * 1e6) / 1e6), height: Math.max(1, Math.round(h * 1e6) / 1e6) }
}

/** The crop in whole pixels of the turned picture's bounding box, kept inside it and at least 1 × 1. */
export function cropPixels(crop: CropRect, bounds: { width: number; height: number }): CropRect {
  const x = Math.min(Math.max(0, Math.round(crop.x * bounds.width)), Math.floor(bounds.width) - 1)
  const y = Math.min(Math.max(0, Math.round(crop.y * bounds.height)), Math.floor(bounds.height) - 1)
  const width = Math.max(1, Math.min(Math.round(crop.width * bounds.width), Math.floor(bounds.width) - x))
  const height = Math.max(1, Math.min(Math.round(crop.height * bounds.height), Math.floor(bounds.height) - y))
  return { x, y, width, height }
}
