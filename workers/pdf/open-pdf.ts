// Opening a PDF with pdf-lib (the @cantoo fork, which decrypts) and turning every failure into one of the
// named worker errors, so a corrupt, truncated, renamed or locked file gets a clear message.
import { ParseSpeeds, PDFDocument, type SaveOptions } from '@cantoo/pdf-lib'
import { WorkerTaskError } from '../shared/errors'
import { checkHeader } from './pdfjs'
import { installStreamLengths, restoreIndirectLengths } from './stream-lengths'

/** Reads a Blob (a File from the page) into bytes. */
export async function readBytes(file: Blob): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.arrayBuffer())
  } catch (error) {
    throw new WorkerTaskError('InvalidInput', `cannot read file: ${String(error)}`)
  }
}

/** Opens a PDF for editing; a locked file needs its password (empty owner-only locks open without one). */
export async function openPdf(bytes: Uint8Array, password?: string): Promise<PDFDocument> {
  checkHeader(bytes)
  let doc: PDFDocument
  let pageCount = 0
  installStreamLengths()
  try {
    // An empty password opens files locked only against editing (owner password), as every viewer does.
    doc = await PDFDocument.load(bytes, {
      password: password ?? '',
      updateMetadata: false,
      throwOnInvalidObject: false,
      // pdf-lib yields to the event loop every 100 objects by default, to keep a page responsive; in a
      // worker there is nothing to keep responsive, and each yield is a setTimeout(0), which browsers
      // clamp to 4 ms once nested.
      parseSpeed: ParseSpeeds.Fastest,
    })
    restoreIndirectLengths(doc)
    pageCount = doc.getPageCount()
  } catch (error) {
    const message = String((error as Error)?.message ?? error)
    if (/password incorrect/i.test(message)) {
      throw new WorkerTaskError(password ? 'WrongPassword' : 'PasswordRequired', message)
    }
    if (/needs password|encrypted/i.test(message)) throw new WorkerTaskError('PasswordRequired', message)
    if (error instanceof RangeError && /memory|allocation/i.test(message)) {
      throw new WorkerTaskError('OutOfMemory', message)
    }
    throw new WorkerTaskError('CorruptFile', message)
  }
  if (pageCount === 0) throw new WorkerTaskError('CorruptFile', 'no pages found')
  return doc
}

/**
 * Writes a document as every task does (object streams), without pdf-lib's default yield to the event loop
 * every 50 objects: in a worker nobody waits for those yields, and Chromium clamps each nested setTimeout(0)
 * to 4 ms — some 80 yields, 0.3 s, for a merge of 1,000 pages (bench/pdf-e2e.mjs).
 */
export function savePdf(doc: PDFDocument, options: SaveOptions = {}): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: true, ...options, objectsPerTick: Infinity })
}
