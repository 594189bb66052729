// Split: one output PDF per group of pages. Every output copies its pages in one copyPages call.
import { PDFDocument } from '@cantoo/pdf-lib'
import { WorkerTaskError } from '../shared/errors'
import { pageFileName } from './names'
import { dropDocuments } from './doc-cache'
import { openForReading, saveCreatedPdf } from './open-pdf'
import { PDF_MIME, toBlob, ZIP_MIME, type OnProgress, type OutputFile } from './progress'
import type { SplitOptions } from './split.options'
import { zipFiles, type NamedFile } from './zip'

export type SplitInput = { file: Blob }

/** Splits a PDF into the given groups; returns one file per group, or a single ZIP when asked. */
export async function split(
  input: SplitInput,
  options: SplitOptions,
  onProgress?: OnProgress,
): Promise<OutputFile[]> {
  try {
    return await splitFile(input, options, onProgress)
  } finally {
    // The document inspect kept was for this split; it is not kept past it (doc-cache.ts).
    dropDocuments()
  }
}

async function splitFile(
  input: SplitInput,
  options: SplitOptions,
  onProgress?: OnProgress,
): Promise<OutputFile[]> {
  const { groups } = options
  if (groups.length === 0 || groups.some((group) => group.length === 0)) {
    throw new WorkerTaskError('InvalidInput', 'empty group')
  }
  const source = await openForReading(input.file, options.password)
  const count = source.getPageCount()
  for (const group of groups) {
    for (const index of group) {
      if (!Number.isInteger(index) || index < 0 || index >= count) {
        throw new WorkerTaskError('InvalidInput', `no page ${index + 1}`)
      }
    }
  }
  const base = options.baseName ?? 'document'
  const outputs: NamedFile[] = []
  for (const [i, group] of groups.entries()) {
    const out = await PDFDocument.create()
    const pages = await out.copyPages(source, [...group])
    for (const page of pages) out.addPage(page)
    outputs.push({
      name: pageFileName(base, group, 'pdf'),
      bytes: await saveCreatedPdf(out),
    })
    await onProgress?.({ fraction: (i + 1) / groups.length, stage: 'splitting' })
  }
  if (options.zip && outputs.length > 1) {
    return [{ name: `${base}_split.zip`, blob: toBlob(zipFiles(outputs), ZIP_MIME) }]
  }
  return outputs.map((file, i) => ({
    name: file.name,
    blob: toBlob(file.bytes, PDF_MIME),
    pageCount: groups[i]!.length,
  }))
}
