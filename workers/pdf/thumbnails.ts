// Small page previews for the merge and split screens. The last opened document stays open (keyed by the
// caller) so asking for the next batch of thumbnails does not parse the file again.
import type { PDFDocumentProxy } from 'pdfjs-dist'
import type { ThumbnailOptions } from './api.options'
import { readBytes } from './open-pdf'
import { openWithPdfjs } from './pdfjs'
import { renderPage } from './render'

let cached: { key: string; doc: PDFDocumentProxy } | null = null

/** Renders small JPEG previews of the given 0-based pages, `width` pixels wide (default 160). */
export async function thumbnails(input: { file: Blob }, options: ThumbnailOptions): Promise<Blob[]> {
  if (cached?.key !== options.key) {
    const previous = cached
    cached = null
    await previous?.doc.loadingTask.destroy()
    cached = { key: options.key, doc: await openWithPdfjs(await readBytes(input.file), options.password) }
  }
  const doc = cached.doc
  const width = options.width ?? 160
  const out: Blob[] = []
  for (const index of options.pages) {
    if (index < 0 || index >= doc.numPages) continue
    const page = await doc.getPage(index + 1)
    const natural = page.getViewport({ scale: 1 })
    const rendered = await renderPage(doc, index + 1, width / natural.width, 'image/jpeg', 0.7)
    out.push(new Blob([rendered.bytes as BlobPart], { type: 'image/jpeg' }))
  }
  return out
}
