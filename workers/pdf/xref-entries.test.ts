// The hook on pdf-lib's cross-reference stream (xref-entries.ts) changes how fast entries are placed, never
// where: random orders end sorted as pdf-lib sorts them, and a merge is written byte for byte the same.
import { PDFContext, PDFCrossRefStream, PDFDocument, PDFRef } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'
import { makePdf } from './test-helpers'
import { installXrefEntries } from './xref-entries'

type Listed = { entries: { ref: PDFRef; offset: number }[] }

function fill(numbers: readonly number[]): { number: number; offset: number }[] {
  const stream = PDFCrossRefStream.of(PDFContext.create().obj({}), [], false)
  numbers.forEach((n, offset) => stream.addUncompressedEntry(PDFRef.of(n), offset))
  return (stream as unknown as Listed).entries.map((e) => ({ number: e.ref.objectNumber, offset: e.offset }))
}

/** pdf-lib's order: by object number, an entry after those of the same number added before it. */
function expected(numbers: readonly number[]): { number: number; offset: number }[] {
  return numbers
    .map((number, offset) => ({ number, offset }))
    .sort((a, b) => a.number - b.number || a.offset - b.offset)
}

async function mergedBytes(): Promise<Uint8Array> {
  const sources = await Promise.all(
    ['A', 'B', 'C'].map(async (label) => PDFDocument.load(await makePdf(30, label))),
  )
  const out = await PDFDocument.create({ updateMetadata: false })
  for (const source of sources) {
    for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page)
  }
  return out.save({ useObjectStreams: true })
}

describe('cross-reference entries', () => {
  it('are placed as pdf-lib places them, and the file is the same', async () => {
    const before = await mergedBytes()
    installXrefEntries()
    expect(await mergedBytes()).toEqual(before)

    let seed = 7
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % 60
    const orders = [
      Array.from({ length: 100 }, (_, i) => i + 1),
      Array.from({ length: 100 }, (_, i) => 100 - i),
      Array.from({ length: 200 }, random),
      [5, 5, 3, 5, 9, 9, 1, 3],
    ]
    for (const numbers of orders) expect(fill(numbers)).toEqual(expected(numbers))
  })
})
