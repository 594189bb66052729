// Opening a PDF with pdf-lib (the @cantoo fork, which decrypts) and turning every failure into one of the
// named worker errors, so a corrupt, truncated, renamed or locked file gets a clear message.
import { ParseSpeeds, PDFDocument, type SaveOptions } from '@cantoo/pdf-lib'
import { WorkerTaskError } from '../shared/errors'
import { keptDocument } from './doc-cache'
import { checkHeader } from './pdfjs'
import { installStreamLengths, restoreIndirectLengths } from './stream-lengths'
import { installXrefEntries } from './xref-entries'

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
 * Opens a PDF for a task that only reads it (merge, split): the document `inspect` kept for the same bytes
 * and password (doc-cache.ts), or else a fresh one, with the same checks and errors as openPdf.
 */
export async function openForReading(file: Blob, password?: string): Promise<PDFDocument> {
  const bytes = await readBytes(file)
  return keptDocument(bytes, password) ?? openPdf(bytes, password)
}

/**
 * Writes a document as every task does (object streams), without pdf-lib's default yield to the event loop
 * every 50 objects: in a worker nobody waits for those yields, and Chromium clamps each nested setTimeout(0)
 * to 4 ms — some 80 yields, 0.3 s, for a merge of 1,000 pages (bench/pdf-e2e.mjs).
 */
export function savePdf(doc: PDFDocument, options: SaveOptions = {}): Promise<Uint8Array> {
  installXrefEntries()
  return doc.save({ useObjectStreams: true, ...options, objectsPerTick: Infinity })
}

/** Below this many objects a document the task made is written with a plain cross-reference table. */
export const OBJECT_STREAMS_FROM = 50

/**
 * savePdf for a document the task made with PDFDocument.create (merge, split): object streams only from
 * OBJECT_STREAMS_FROM objects (one full stream, as pdf-lib packs them). Each compressed stream costs a
 * deflate set-up (fflate allocates its tables per call): for a page split out alone, object streams were
 * 3/4 of its save and spared some 250 bytes of 2.6 KB. Not for a document read from a file: pdf-lib's
 * plain-table writer then counts the cross-reference stream it drops in /Size, which qpdf warns about.
 */
export function saveCreatedPdf(doc: PDFDocument): Promise<Uint8Array> {
  return savePdf(doc, { useObjectStreams: doc.context.largestObjectNumber >= OBJECT_STREAMS_FROM })
}
