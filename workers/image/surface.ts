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
  /** Whether this device can draw a canvas of this size (tried, not guessed: limits differ by browser). */
  canDraw(width: number, height: number): boolean
  /** Draws the upright picture turned, flipped and scaled with its centre at `centre` on an output canvas. */
  renderTransformed(blob: Blob, plan: TransformPlan): Promise<Pixels>
}

export type TransformPlan = {
  source: { width: number; height: number }
  output: { width: number; height: number }
  scale: number
  centre: { x: number; y: number }
  radians: number
  flipX: boolean
  flipY: boolean
  background: string | null
}

/** Applies a transform plan to a 2D context (shared by the browser and the Node test backend). */
export function applyTransform(
  context: Pick<OffscreenCanvasRenderingContext2D, 'translate' | 'rotate' | 'scale'>,
  plan: TransformPlan,
): void {
  context.translate(plan.centre.x, plan.centre.y)
  context.rotate(plan.radians)
  context.scale(plan.scale * (plan.flipX ? -1 : 1), plan.scale * (plan.flipY ? -1 : 1))
  context.translate(-plan.source.width / 2, -plan.source.height / 2)
}

async function decodeUpright(blob: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' })
  } catch (error) {
    throw new WorkerTaskError('CorruptFile', String(error))
  }
}

const browserBackend: ImageBackend = {
  async renderTransformed(blob, plan) {
    const bitmap = await decodeUpright(blob)
    const canvas = new OffscreenCanvas(plan.output.width, plan.output.height)
    try {
      const context = canvas.getContext('2d', { willReadFrequently: true })
      if (!context) throw new WorkerTaskError('OutOfMemory', 'no 2d context')
      if (plan.background) {
        context.fillStyle = plan.background
        context.fillRect(0, 0, plan.output.width, plan.output.height)
      }
      context.imageSmoothingQuality = 'high'
      applyTransform(context, plan)
      context.drawImage(bitmap, 0, 0)
      const image = context.getImageData(0, 0, plan.output.width, plan.output.height)
      return { data: image.data, width: image.width, height: image.height }
    } finally {
      bitmap.close()
      canvas.width = 0
      canvas.height = 0
    }
  },
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
  canDraw(width, height) {
    let canvas: OffscreenCanvas | null = null
    try {
      canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')
      if (!context) return false
      // A canvas over the limit is made but draws nothing: the far corner's pixel tells.
      context.fillStyle = '#000'
      context.fillRect(width - 1, height - 1, 1, 1)
      return context.getImageData(width - 1, height - 1, 1, 1).data[3] === 255
    } catch {
      return false
    } finally {
      if (canvas) {
        canvas.width = 0
        canvas.height = 0
      }
    }
  },
  async measure(blob) {
    const bitmap = await decodeUpright(blob)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
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
