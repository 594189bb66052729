// The documents `inspect` opened when asked to keep them (the merge and split tools ask; the others' tasks
// open the file their own way), kept for the merge or split that follows, so a chosen file is
// parsed once, not twice (bench/pdf-e2e.mjs: the second parse was a third of merge's task). Only tasks that
// read their sources without changing them (merge, split) take documents from here; a task that edits its
// document (compress, the PDF editor) opens its own.
//
// A File reaches the worker as a fresh copy with each message, so nothing about its identity survives the
// trip; an entry is found by its bytes instead: same length, then byte for byte equal, and the same password.
// Never a name or a date — two different files with the same name, size and date must not swap contents.
//
// Memory: the cache holds at most CACHE_BUDGET of weight — twice the file's size (its bytes, kept to compare,
// and pdf-lib's copy of every stream's data) plus 1 KB for each of its objects — least recently used out
// first; a file heavier than the budget is not kept.
// Merge and split empty it when they end, whatever the outcome, and the worker itself is stopped after 10 s
// idle (src/lib/worker-bridge.ts), which drops it as well.
import type { PDFDocument } from '@cantoo/pdf-lib'

export const CACHE_BUDGET = 192 * 1024 * 1024
const BYTES_PER_OBJECT = 1024

type Entry = { bytes: Uint8Array; password: string; doc: PDFDocument; weight: number }

let entries: Entry[] = []

function weightOf(bytes: Uint8Array, doc: PDFDocument): number {
  return 2 * bytes.length + doc.context.largestObjectNumber * BYTES_PER_OBJECT
}

/** Whether two byte arrays hold the same bytes (a word at a time where both are aligned). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  let i = 0
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    const words = a.length >>> 2
    const wa = new Uint32Array(a.buffer, a.byteOffset, words)
    const wb = new Uint32Array(b.buffer, b.byteOffset, words)
    for (; i < words; i += 1) if (wa[i] !== wb[i]) return false
    i = words << 2
  }
  for (; i < a.length; i += 1) if (a[i] !== b[i]) return false
  return true
}

/** Keeps an opened document for a later task on the same bytes and password. */
export function keepDocument(
  bytes: Uint8Array,
  password: string | undefined,
  doc: PDFDocument,
  budget = CACHE_BUDGET,
): void {
  const weight = weightOf(bytes, doc)
  const key = password ?? ''
  entries = entries.filter((entry) => !(entry.password === key && sameBytes(entry.bytes, bytes)))
  if (weight > budget) return
  entries.push({ bytes, password: key, doc, weight })
  let total = entries.reduce((sum, entry) => sum + entry.weight, 0)
  while (total > budget) total -= entries.shift()!.weight
}

/** The document kept for these bytes and password, if any (it becomes the most recently used). */
export function keptDocument(bytes: Uint8Array, password: string | undefined): PDFDocument | undefined {
  const key = password ?? ''
  const index = entries.findIndex((entry) => entry.password === key && sameBytes(entry.bytes, bytes))
  if (index < 0) return undefined
  const [entry] = entries.splice(index, 1)
  entries.push(entry!)
  return entry!.doc
}

/** Drops every kept document. */
export function dropDocuments(): void {
  entries = []
}

/** How many documents are kept and their total weight (for tests). */
export function keptStats(): { count: number; weight: number } {
  return { count: entries.length, weight: entries.reduce((sum, entry) => sum + entry.weight, 0) }
}
