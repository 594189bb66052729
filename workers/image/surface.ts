// Decoding and drawing. In the browser worker: createImageBitmap (which applies EXIF orientation and does
// the high-quality downscale itself, without a full-size canvas) and an OffscreenCanvas of the output size.
// Tests in Node install @napi-rs/canvas instead. Canvases are zeroed and bitmaps closed after use, because
// phones cap total canvas memory.
import { WorkerTaskError } from '../shared/errors'
import type { RenderPlan } from './resize.options'

export type Pixels = { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number }

export type ImageBackend = {
  /** Decodes `blob` upright, scaled and cropped by `plan`, over `background` when one is given. */
  render(blob: Blob, plan: RenderPlan, background: string | null): Promise<Pixels>
  /** Upright size of the picture, when the header did not tell. */
  measure(blob: Blob): Promise<{ width: number; height: number }>
  encodePng(pixels: Pixels): Promise<Uint8Array>
}

const browserBackend: ImageBackend = {
  async render(blob, plan, background) {
    let bitmap: ImageBitmap
    try {
      bitmap = await createImageBitmap(blob, {
        imageOrientation: 'from-image',
        resizeWidth: plan.scaledWidth,
        resizeHeight: plan.scaledHeight,
        resizeQuality: 'high',
      })
    } catch (error) {
      throw new WorkerTaskError('CorruptFile', String(error))
    }
    const canvas = new OffscreenCanvas(plan.width, plan.height)
    try {
      const context = canvas.getContext('2d', { willReadFrequently: true })
      if (!context) throw new WorkerTaskError('OutOfMemory', 'no 2d context')
      if (background) {
        context.fillStyle = background
        context.fillRect(0, 0, plan.width, plan.height)
      }
      context.drawImage(bitmap, -plan.offsetX, -plan.offsetY)
      const image = context.getImageData(0, 0, plan.width, plan.height)
      return { data: image.data, width: image.width, height: image.height }
    } finally {
      bitmap.close()
      canvas.width = 0
      canvas.height = 0
    }
  },
  async measure(blob) {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' })
      const size = { width: bitmap.width, height: bitmap.height }
      bitmap.close()
      return size
    } catch (error) {
      throw new WorkerTaskError('CorruptFile', String(error))
    }
  },
  async encodePng(pixels) {
    const canvas = new OffscreenCanvas(pixels.width, pixels.height)
    try {
      const context = canvas.getContext('2d')
      if (!context) throw new WorkerTaskError('OutOfMemory', 'no 2d context')
      context.putImageData(new ImageData(pixels.data, pixels.width, pixels.height), 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/png' })
      return new Uint8Array(await blob.arrayBuffer())
    } finally {
      canvas.width = 0
      canvas.height = 0
    }
  },
}

let backend: ImageBackend = browserBackend

/** Replaces the browser backend (tests in Node). */
export function setImageBackend(next: ImageBackend): void {
  backend = next
}

export function getImageBackend(): ImageBackend {
  return backend
}
