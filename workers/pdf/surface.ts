// A drawing surface for rendering pages and re-encoding images. In the browser worker it is an
// OffscreenCanvas; tests in Node install @napi-rs/canvas instead. Canvases are released (0×0) after use
// because phones cap total canvas memory (research/tools.md §0.12).
import { WorkerTaskError } from '../shared/errors'

/** The largest canvas we ever create: iOS Safari's per-canvas limit, 4096 × 4096. */
export const MAX_CANVAS_PIXELS = 16_777_216

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp'

export type Surface = {
  readonly width: number
  readonly height: number
  readonly context: OffscreenCanvasRenderingContext2D
  /** The canvas pdf.js renders into. */
  readonly canvas: unknown
  encode(type: ImageMime, quality: number): Promise<Uint8Array>
  release(): void
}

export type DecodedImage = { width: number; height: number; source: CanvasImageSource; close(): void }

export type SurfaceBackend = {
  create(width: number, height: number): Surface
  /** Decodes an encoded image; `fromImage` applies its EXIF orientation. */
  decode(bytes: Uint8Array, type: string): Promise<DecodedImage>
}

const offscreenBackend: SurfaceBackend = {
  create(width, height) {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) throw new WorkerTaskError('OutOfMemory', 'no 2d context')
    return {
      width,
      height,
      context,
      canvas,
      async encode(type, quality) {
        const blob = await canvas.convertToBlob({ type, quality })
        return new Uint8Array(await blob.arrayBuffer())
      },
      release() {
        canvas.width = 0
        canvas.height = 0
      },
    }
  },
  async decode(bytes, type) {
    const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type }), {
      imageOrientation: 'from-image',
    })
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() }
  },
}

let backend: SurfaceBackend | null = null

/** Replaces the OffscreenCanvas backend (tests in Node). */
export function setSurfaceBackend(next: SurfaceBackend): void {
  backend = next
}

export function surfaceBackend(): SurfaceBackend {
  if (backend) return backend
  if (typeof OffscreenCanvas === 'undefined') {
    throw new WorkerTaskError('UnsupportedFormat', 'no OffscreenCanvas')
  }
  return offscreenBackend
}

/** Scales width × height down so the area stays within MAX_CANVAS_PIXELS; returns whole pixels. */
export function fitPixels(
  width: number,
  height: number,
  maxPixels = MAX_CANVAS_PIXELS,
): { width: number; height: number; scale: number } {
  const area = width * height
  const scale = area > maxPixels ? Math.sqrt(maxPixels / area) : 1
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
    scale,
  }
}
