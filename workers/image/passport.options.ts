// Options of the passport-photo task and the geometry the page shares with it: the photo is placed in a
// frame by a zoom (1 = the picture just covers the frame) and an offset of its centre from the frame's
// centre in fractions of the frame, so the page's small preview and the full-size result agree.
import type { Paper } from './sheet.options'

export type Size = { width: number; height: number }
export type Placement = { zoom: number; x: number; y: number }

export const MIN_ZOOM = 0.5
export const MAX_ZOOM = 5
export const CENTRED: Placement = { zoom: 1, x: 0, y: 0 }

export type PassportOptions = {
  /** The photo's pixel size. */
  output: Size
  placement: Placement
  /** −100 to 100 each; 0 leaves the picture as it is. */
  adjust: { brightness: number; contrast: number }
  /** Paint the background reached from the edges in this colour; null keeps it. */
  background: { colour: string; tolerance: number } | null
  /** The portal's upper limit; the best JPEG quality under it is searched. */
  maxBytes: number | null
  /** A print sheet of the photo at its size in mm, on 300 dpi paper. */
  sheet: { paper: Paper; photoMm: Size } | null
  /** Base name of the files, without extension. */
  name: string
}

export type PassportFile = { name: string; blob: Blob }
export type PassportResult = {
  photo: PassportFile & Size & { quality: number; met: boolean }
  sheetPdf?: PassportFile & { count: number }
  sheetJpeg?: PassportFile
}

/** Scale that makes `source` just cover `frame`. */
export function coverScale(source: Size, frame: Size): number {
  return Math.max(frame.width / source.width, frame.height / source.height)
}

/** Source-to-output scale and where the picture's centre lands, in output pixels. */
export function placementTransform(
  source: Size,
  frame: Size,
  placement: Placement,
): { scale: number; centre: { x: number; y: number } } {
  return {
    scale: coverScale(source, frame) * placement.zoom,
    centre: { x: frame.width * (0.5 + placement.x), y: frame.height * (0.5 + placement.y) },
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * Keeps the picture useful: along an axis where it is larger than the frame it keeps covering the frame;
 * where it is smaller (zoomed out) it stays inside. Depends only on the shapes, not the pixel counts.
 */
export function clampPlacement(source: Size, frame: Size, placement: Placement): Placement {
  const zoom = clamp(placement.zoom, MIN_ZOOM, MAX_ZOOM)
  const scale = coverScale(source, frame) * zoom
  const halfX = (source.width * scale) / frame.width / 2
  const halfY = (source.height * scale) / frame.height / 2
  const limitX = Math.abs(halfX - 0.5)
  const limitY = Math.abs(halfY - 0.5)
  return { zoom, x: clamp(placement.x, -limitX, limitX), y: clamp(placement.y, -limitY, limitY) }
}

/** Whole pixels of a size in mm at `dpi`. */
export function mmToPixels(mm: number, dpi: number): number {
  return Math.round((mm / 25.4) * dpi)
}
