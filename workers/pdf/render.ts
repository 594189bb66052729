// Rendering one pdf.js page into a fresh surface at a given scale, capped to MAX_CANVAS_PIXELS, encoding
// it and releasing the canvas before the next page — one page in memory at a time.
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { WorkerTaskError } from '../shared/errors'
import { fitPixels, surfaceBackend, type ImageMime } from './surface'

export type RenderedPage = { bytes: Uint8Array; width: number; height: number }

/** Renders page `n` (1-based) at `scale` (1 = 72 dpi) and encodes it. */
export async function renderPage(
  doc: PDFDocumentProxy,
  n: number,
  scale: number,
  type: ImageMime,
  quality: number,
): Promise<RenderedPage> {
  const page = await doc.getPage(n)
  const base = page.getViewport({ scale })
  const size = fitPixels(Math.ceil(base.width), Math.ceil(base.height))
  const viewport = size.scale < 1 ? page.getViewport({ scale: scale * size.scale }) : base
  const surface = surfaceBackend().create(size.width, size.height)
  try {
    if (type !== 'image/png') {
      // JPEG has no transparency; WebP could, but a page is paper — white underneath.
      surface.context.fillStyle = '#ffffff'
      surface.context.fillRect(0, 0, size.width, size.height)
    }
    await page.render({ canvas: null, canvasContext: surface.context as never, viewport }).promise
    return { bytes: await surface.encode(type, quality), width: size.width, height: size.height }
  } catch (error) {
    if (error instanceof WorkerTaskError) throw error
    if (error instanceof RangeError) throw new WorkerTaskError('OutOfMemory', String(error))
    throw new WorkerTaskError('CorruptFile', `render page ${n}: ${String(error)}`)
  } finally {
    surface.release()
    page.cleanup()
  }
}
