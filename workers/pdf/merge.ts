// Merge: copies the chosen pages of many PDFs into one. Each source's pages are copied in a single
// copyPages call, so fonts and images shared by its pages are written once (pdf-lib issue #393).
import { degrees, PDFDocument, type PDFPage, type PDFRef } from '@cantoo/pdf-lib'
import { WorkerTaskError } from '../shared/errors'
import type { MergeOptions } from './merge.options'
import { dropDocuments } from './doc-cache'
import { openForReading, saveCreatedPdf } from './open-pdf'
import { copyOutline } from './outline'
import { PDF_MIME, toBlob, type OnProgress, type OutputFile } from './progress'

export type MergeInput = { files: readonly Blob[] }

/** Merges the listed pages of the files, in the listed order, into one PDF. */
export async function merge(
  input: MergeInput,
  options: MergeOptions,
  onProgress?: OnProgress,
): Promise<OutputFile> {
  try {
    return await mergeFiles(input, options, onProgress)
  } finally {
    // The documents inspect kept were for this merge; they are not kept past it (doc-cache.ts).
    dropDocuments()
  }
}

async function mergeFiles(
  input: MergeInput,
  options: MergeOptions,
  onProgress?: OnProgress,
): Promise<OutputFile> {
  const { files } = input
  const { pages } = options
  if (files.length === 0 || pages.length === 0) throw new WorkerTaskError('InvalidInput', 'nothing to merge')
  const out = await PDFDocument.create()
  // For every output slot, the copied page that fills it.
  const slots: PDFPage[] = new Array(pages.length)
  const firstSlotOfFile = new Map<number, number>()
  const usedFiles = [...new Set(pages.map((page) => page.file))]
  const outlines: { source: PDFDocument; pageMap: Map<PDFRef, PDFPage>; fileIndex: number }[] = []

  for (const [step, fileIndex] of usedFiles.entries()) {
    const file = files[fileIndex]
    if (!file) throw new WorkerTaskError('InvalidInput', `no file ${fileIndex}`)
    await onProgress?.({ fraction: step / usedFiles.length, stage: 'reading' })
    const source = await openForReading(file, options.passwords?.[fileIndex])
    const count = source.getPageCount()
    const wanted: number[] = []
    const slotOf: number[] = []
    pages.forEach((page, slot) => {
      if (page.file !== fileIndex) return
      if (!Number.isInteger(page.index) || page.index < 0 || page.index >= count) {
        throw new WorkerTaskError(
          'InvalidInput',
          `page ${page.index + 1} of file ${fileIndex + 1} does not exist`,
        )
      }
      wanted.push(page.index)
      slotOf.push(slot)
    })
    const copied = await out.copyPages(source, wanted)
    copied.forEach((page, i) => {
      const slot = slotOf[i]!
      const turn = pages[slot]!.rotate
      if (turn) page.setRotation(degrees((page.getRotation().angle + turn) % 360))
      slots[slot] = page
    })
    firstSlotOfFile.set(fileIndex, Math.min(...slotOf))
    if (options.keepOutline !== false) {
      const pageMap = new Map(wanted.map((sourceIndex, i) => [source.getPage(sourceIndex).ref, copied[i]!]))
      outlines.push({ source, pageMap, fileIndex })
    }
  }
  for (const page of slots) out.addPage(page)
  if (options.keepOutline !== false) {
    const groups = outlines
      .sort((a, b) => firstSlotOfFile.get(a.fileIndex)! - firstSlotOfFile.get(b.fileIndex)!)
      .map(({ source, pageMap, fileIndex }) => ({
        title: options.names?.[fileIndex] ?? `File ${fileIndex + 1}`,
        firstPage: slots[firstSlotOfFile.get(fileIndex)!]!,
        source,
        pageMap,
      }))
    copyOutline(out, groups)
  }
  await onProgress?.({ fraction: 0.95, stage: 'saving' })
  const bytes = await saveCreatedPdf(out)
  return { name: options.outputName ?? 'merged.pdf', blob: toBlob(bytes, PDF_MIME), pageCount: pages.length }
}
