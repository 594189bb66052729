// The PDF editor's page panel: reorder, rotate, delete and insert blank pages in one pass. The kept pages
// go through the toolkit's merge (one copyPages call, so shared fonts and images are written once, and
// deleted pages really leave the file); blank pages are then put in their places.
import { degrees, ParseSpeeds, PDFDocument } from '@cantoo/pdf-lib'
import { WorkerTaskError } from '../shared/errors'
import type { EditPagesOptions } from './edit-pages.options'
import { merge } from './merge'
import { PDF_MIME, toBlob, type OnProgress, type OutputFile } from './progress'
import { savePdf } from './open-pdf'

/** Builds the document the page plan describes. */
export async function editPages(
  input: { file: Blob },
  options: EditPagesOptions,
  onProgress?: OnProgress,
): Promise<OutputFile> {
  const { pages } = options
  if (pages.length === 0) throw new WorkerTaskError('InvalidInput', 'a PDF needs at least one page')
  const name = options.outputName ?? 'edited.pdf'
  const kept = pages.flatMap((page) =>
    page.kind === 'page' ? [{ file: 0, index: page.index, rotate: page.rotate }] : [],
  )
  const blanks = pages.some((page) => page.kind === 'blank')
  let doc: PDFDocument
  if (kept.length > 0) {
    const merged = await merge(
      { files: [input.file] },
      { pages: kept, passwords: [options.password], keepOutline: false, outputName: name },
      (progress) => onProgress?.({ fraction: progress.fraction * (blanks ? 0.8 : 1), stage: progress.stage }),
    )
    if (!blanks) return merged
    doc = await PDFDocument.load(new Uint8Array(await merged.blob.arrayBuffer()), {
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
    })
  } else {
    doc = await PDFDocument.create()
  }
  // Kept pages are already in their relative order, so inserting blanks by ascending slot lands each in place.
  pages.forEach((page, slot) => {
    if (page.kind !== 'blank') return
    if (!(page.width > 0 && page.height > 0 && page.width <= 14400 && page.height <= 14400)) {
      throw new WorkerTaskError('InvalidInput', `blank page size ${page.width}×${page.height}`)
    }
    const added = doc.insertPage(slot, [page.width, page.height])
    if (page.rotate) added.setRotation(degrees(page.rotate))
  })
  await onProgress?.({ fraction: 0.95, stage: 'saving' })
  const bytes = await savePdf(doc)
  return { name, blob: toBlob(bytes, PDF_MIME), pageCount: pages.length }
}
