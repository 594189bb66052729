// The size arithmetic of the image tools, pure so it can be tested and shared with the pages: upright size
// after EXIF, resize plans (percent, pixels with fit rules, print size at a DPI) and output file names.

/** Images above this many pixels are refused before decoding: 100 MP is already 400 MB of RGBA. */
export const MAX_INPUT_PIXELS = 100_000_000
/** The largest output we draw: iOS Safari's per-canvas limit (4096 × 4096). */
export const MAX_OUTPUT_PIXELS = 16_777_216

export type Size = { width: number; height: number }

/** The upright size of an image stored as width × height with EXIF orientation 1–8 (5–8 trade sides). */
export function orientedSize(size: Size, orientation: number): Size {
  return orientation >= 5 && orientation <= 8 ? { width: size.height, height: size.width } : size
}

export type Fit = 'contain' | 'cover' | 'stretch'

export type ResizeSpec =
  | { kind: 'percent'; percent: number }
  /** A missing side follows the aspect ratio; with both, `fit` says how the picture fills the box. */
  | { kind: 'pixels'; width: number | null; height: number | null; fit: Fit }

/** Output size and, for 'cover', the part of the scaled picture kept (offsets into the scaled image). */
export type RenderPlan = {
  width: number
  height: number
  scaledWidth: number
  scaledHeight: number
  offsetX: number
  offsetY: number
}

/** Plans a resize of an upright `source`; no spec keeps the size. Sides are whole pixels, at least 1. */
export function planResize(source: Size, spec: ResizeSpec | null | undefined): RenderPlan {
  const plain = (width: number, height: number): RenderPlan => {
    const w = Math.max(1, Math.round(width))
    const h = Math.max(1, Math.round(height))
    return { width: w, height: h, scaledWidth: w, scaledHeight: h, offsetX: 0, offsetY: 0 }
  }
  if (!spec) return plain(source.width, source.height)
  if (spec.kind === 'percent') {
    return plain((source.width * spec.percent) / 100, (source.height * spec.percent) / 100)
  }
  const { width, height, fit } = spec
  if (width && !height) return plain(width, (source.height * width) / source.width)
  if (height && !width) return plain((source.width * height) / source.height, height)
  if (!width || !height) return plain(source.width, source.height)
  if (fit === 'stretch') return plain(width, height)
  const scaleX = width / source.width
  const scaleY = height / source.height
  if (fit === 'contain') {
    const scale = Math.min(scaleX, scaleY)
    return plain(source.width * scale, source.height * scale)
  }
  const scale = Math.max(scaleX, scaleY)
  const scaledWidth = Math.max(width, Math.round(source.width * scale))
  const scaledHeight = Math.max(height, Math.round(source.height * scale))
  return {
    width: Math.round(width),
    height: Math.round(height),
    scaledWidth,
    scaledHeight,
    offsetX: Math.floor((scaledWidth - width) / 2),
    offsetY: Math.floor((scaledHeight - height) / 2),
  }
}

export type PrintUnit = 'cm' | 'mm' | 'in'
const PER_INCH: Record<PrintUnit, number> = { cm: 2.54, mm: 25.4, in: 1 }

/** Pixels needed to print `length` (cm, mm or inches) at `dpi` dots per inch. */
export function printToPixels(length: number, unit: PrintUnit, dpi: number): number {
  return Math.max(1, Math.round((length / PER_INCH[unit]) * dpi))
}

/** The printed length (in `unit`) of `pixels` at `dpi`, to two decimals. */
export function pixelsToPrint(pixels: number, unit: PrintUnit, dpi: number): number {
  return Math.round((pixels / dpi) * PER_INCH[unit] * 100) / 100
}

const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g

/** "Photo 1.JPG" + "-compressed" + "webp" → "Photo 1-compressed.webp"; unsafe characters become dashes. */
export function outputName(inputName: string, suffix: string, extension: string): string {
  const dot = inputName.lastIndexOf('.')
  const base =
    (dot > 0 ? inputName.slice(0, dot) : inputName).replace(UNSAFE, '-').trim().slice(0, 100) || 'image'
  return `${base}${suffix}.${extension}`
}
