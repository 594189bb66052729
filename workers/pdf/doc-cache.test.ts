// The documents inspect keeps for the merge or split that follows (doc-cache.ts): found only by the same
// bytes and password, bounded, and gone once the task ends.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { dropDocuments, keepDocument, keptDocument, keptStats, sameBytes } from './doc-cache'
import { inspect } from './inspect'
import { merge } from './merge'
import { openForReading, openPdf } from './open-pdf'
import { split } from './split'
import { blobOf, codeOf, lockedPdf, makePdf, useNode } from './test-helpers'

beforeAll(useNode)
beforeEach(dropDocuments)

describe('sameBytes', () => {
  it('compares every byte, aligned or not', () => {
    const a = new Uint8Array(1027).map((_, i) => (i * 31) % 256)
    expect(sameBytes(a, a.slice())).toBe(true)
    for (const at of [0, 513, 1023, 1024, 1026]) {
      const b = a.slice()
      b[at] = b[at]! ^ 1
      expect(sameBytes(a, b)).toBe(false)
    }
    expect(sameBytes(a, a.slice(0, 1026))).toBe(false)
    // Views that start off a word boundary take the byte-by-byte path.
    const shifted = new Uint8Array(1028)
    shifted.set(a, 1)
    expect(sameBytes(a, shifted.subarray(1))).toBe(true)
    shifted[700] = shifted[700]! ^ 1
    expect(sameBytes(a, shifted.subarray(1))).toBe(false)
  })
})

describe('the kept documents', () => {
  it('inspect keeps the document; a read of the same bytes gets it, not a second parse', async () => {
    const bytes = await makePdf(4, 'A')
    await inspect({ file: blobOf(bytes) }, { keep: true })
    expect(keptStats().count).toBe(1)
    const kept = keptDocument(bytes.slice(), undefined)
    expect(kept?.getPageCount()).toBe(4)
    expect(await openForReading(blobOf(bytes), undefined)).toBe(kept)
  })

  it('inspect keeps nothing unless asked (the tools whose task is not merge or split)', async () => {
    const bytes = await makePdf(2, 'A')
    expect(await inspect({ file: blobOf(bytes) }, {})).toEqual({ pageCount: 2, encrypted: false })
    expect(keptStats().count).toBe(0)
  })

  it('never hands over another file of the same size, nor the same file under another password', async () => {
    const a = await makePdf(3, 'A')
    // The same file with one byte of its header's binary comment changed: same size, still a PDF.
    const b = a.slice()
    const comment = b.indexOf(0x0a) + 2
    b[comment] = b[comment]! ^ 1
    await inspect({ file: blobOf(a) }, { keep: true })
    expect(keptDocument(b, undefined)).toBeUndefined()
    const opened = await openForReading(blobOf(b), undefined)
    expect(opened).not.toBe(keptDocument(a, undefined))
    expect(opened.getPageCount()).toBe(3)

    const locked = lockedPdf()
    await inspect({ file: blobOf(locked) }, { password: 'secret', keep: true })
    expect(keptDocument(locked, 'secret')).toBeDefined()
    // Found by bytes alone, the kept document would unlock the file without its password.
    expect(await codeOf(openForReading(blobOf(locked), undefined))).toBe('PasswordRequired')
    expect(await codeOf(openForReading(blobOf(locked), 'nope'))).toBe('WrongPassword')
  })

  it('stays within its budget, the least recently used out first; a file over it is not kept', async () => {
    const files = await Promise.all(['A', 'B', 'C'].map((label) => makePdf(2, label)))
    const docs = await Promise.all(files.map((bytes) => openPdf(bytes)))
    const weights = files.map((bytes, i) => {
      dropDocuments()
      keepDocument(bytes, undefined, docs[i]!)
      return keptStats().weight
    })
    dropDocuments()
    // Room for A and B or A and C, not for all three.
    const budget = weights[0]! + Math.max(weights[1]!, weights[2]!)
    keepDocument(files[0]!, undefined, docs[0]!, budget)
    keepDocument(files[1]!, undefined, docs[1]!, budget)
    expect(keptDocument(files[0]!, undefined)).toBe(docs[0]) // A is now the most recently used
    keepDocument(files[2]!, undefined, docs[2]!, budget)
    expect(keptStats().count).toBe(2)
    expect(keptDocument(files[1]!, undefined)).toBeUndefined()
    expect(keptDocument(files[0]!, undefined)).toBe(docs[0])
    expect(keptDocument(files[2]!, undefined)).toBe(docs[2])

    dropDocuments()
    keepDocument(files[0]!, undefined, docs[0]!, weights[0]! - 1)
    expect(keptStats().count).toBe(0)
  })

  it('merge and split drop them when they end, done or failed', async () => {
    const a = await makePdf(3, 'A')
    const b = await makePdf(2, 'B')
    await inspect({ file: blobOf(a) }, { keep: true })
    await inspect({ file: blobOf(b) }, { keep: true })
    expect(keptStats().count).toBe(2)
    const merged = await merge(
      { files: [blobOf(a), blobOf(b)] },
      {
        pages: [
          { file: 1, index: 1, rotate: 0 },
          { file: 0, index: 2, rotate: 0 },
        ],
      },
    )
    expect(merged.pageCount).toBe(2)
    expect(keptStats().count).toBe(0)

    await inspect({ file: blobOf(a) }, { keep: true })
    expect(await codeOf(merge({ files: [blobOf(a)] }, { pages: [{ file: 0, index: 3, rotate: 0 }] }))).toBe(
      'InvalidInput',
    )
    expect(keptStats().count).toBe(0)

    await inspect({ file: blobOf(a) }, { keep: true })
    expect(await split({ file: blobOf(a) }, { groups: [[0], [1, 2]] })).toHaveLength(2)
    expect(keptStats().count).toBe(0)
    await inspect({ file: blobOf(a) }, { keep: true })
    expect(await codeOf(split({ file: blobOf(a) }, { groups: [[5]] }))).toBe('InvalidInput')
    expect(keptStats().count).toBe(0)
  })
})
