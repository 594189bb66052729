// PDF to images: renders the chosen pages one at a time at the chosen DPI and format.
import { WorkerTaskError } from '../shared/errors'
import type { RenderPagesResult } from './api.options'
import { pageFileName } from './names'
import { readBytes } from './open-pdf'
import { openWithPdfjs } from './pdfjs'
import { toBlob, ZIP_MIME, type OnProgress } from './progress'
import { renderPage } from './render'
import type { RenderPagesOptions } from './render-pages.options'
import type { ImageMime } from './surface'
import { zipFiles, type NamedFile } from './zip'

const MIME: Record<RenderPagesOptions['format'], ImageMime> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}
const EXT: Record<RenderPagesOptions['format'], string> = { jpeg: 'jpg', png: 'png', webp: 'webp' }

/** Renders pages to images; several pages come back as a ZIP when `zip` is set. */
export async function renderPages(
  input: { file: Blob },
  options: RenderPagesOptions,
  onProgress?: OnProgress,
): Promise<RenderPagesResult> {
  const { pages, format } = options
  if (pages.length === 0) throw new WorkerTaskError('InvalidInput', 'no pages chosen')
  if (!(options.dpi >= 18 && options.dpi <= 600)) {
    throw new WorkerTaskError('InvalidInput', `dpi ${options.dpi}`)
  }
  const doc = await openWithPdfjs(await readBytes(input.file), options.password)
  try {
    for (const index of pages) {
      if (!Number.isInteger(index) || index < 0 || index >= doc.numPages) {
        throw new WorkerTaskError('InvalidInput', `no page ${index + 1}`)
      }
    }
    const base = options.baseName ?? 'page'
    const quality = Math.min(1, Math.max(0.1, options.quality))
    const named: NamedFile[] = []
    const sizes: { width: number; height: number }[] = []
    for (const [i, index] of pages.entries()) {
      const rendered = await renderPage(doc, index + 1, options.dpi / 72, MIME[format], quality)
      named.push({ name: pageFileName(base, [index], EXT[format]), bytes: rendered.bytes })
      sizes.push({ width: rendered.width, height: rendered.height })
      await onProgress?.({ fraction: (i + 1) / pages.length, stage: 'rendering' })
    }
    if (options.zip && named.length > 1) {
      return { files: [{ name: `${base}_images.zip`, blob: toBlob(zipFiles(named), ZIP_MIME) }], sizes }
    }
    return {
      files: named.map((file) => ({ name: file.name, blob: toBlob(file.bytes, MIME[format]) })),
      sizes,
    }
  } finally {
    await doc.loadingTask.destroy()
  }
}
