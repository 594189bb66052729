// pdf-lib's cross-reference stream keeps its entries sorted by object number, and finds each new entry's
// place by scanning the whole list (PDFCrossRefStream.appendEntry: findIndex, then splice). Its writer adds
// entries in rising order nearly always, so writing a document of n objects costs n²/2 comparisons: 2 million
// for a merge of 1,000 pages, some 20 ms of its save in Node and more in a browser worker not yet warmed up.
// The hook appends straight away when the new entry belongs at the end (the list is sorted, so nothing in it
// is greater) and leaves every other case to pdf-lib, so the entries and the file written are the same.
// Like pdf/stream-lengths.ts it uses a method pdf-lib does not publish; an upgrade of @cantoo/pdf-lib must
// keep xref-entries.test.ts green.
import { PDFCrossRefStream, type PDFRef } from '@cantoo/pdf-lib'

type Entry = { ref: PDFRef }
type StreamInternals = { entries: Entry[]; appendEntry(entry: Entry): void }

let installed = false

/** Hooks pdf-lib's cross-reference stream once per worker. */
export function installXrefEntries(): void {
  if (installed) return
  installed = true
  const proto = PDFCrossRefStream.prototype as unknown as StreamInternals
  const appendEntry = proto.appendEntry
  if (typeof appendEntry !== 'function') return
  proto.appendEntry = function (this: StreamInternals, entry: Entry) {
    const last = this.entries[this.entries.length - 1]
    if (last && last.ref.objectNumber < entry.ref.objectNumber) this.entries.push(entry)
    else appendEntry.call(this, entry)
  }
}
