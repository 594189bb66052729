import { PDFArray, PDFDocument, PDFDict, PDFHexString, PDFName, type PDFRef } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { extractText } from './extract-text'
import { merge } from './merge'
import { blobOf, bytesOf, lockedPdf, makePdf, qpdfCheck, useNode } from './test-helpers'

beforeAll(useNode)

async function withOutline(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await makePdf(pages, 'B'))
  const ctx = doc.context
  const rootRef = ctx.nextRef()
  const a = ctx.nextRef()
  const b = ctx.nextRef()
  ctx.assign(
    a,
    ctx.obj({
      Title: PDFHexString.fromText('Chapter one'),
      Parent: rootRef,
      Next: b,
      Dest: [doc.getPage(0).ref, 'Fit'],
    }),
  )
  ctx.assign(
    b,
    ctx.obj({
      Title: PDFHexString.fromText('Chapter two'),
      Parent: rootRef,
      Prev: a,
      Dest: [doc.getPage(1).ref, 'Fit'],
    }),
  )
  ctx.assign(rootRef, ctx.obj({ Type: 'Outlines', First: a, Last: b, Count: 2 }))
  doc.catalog.set(PDFName.of('Outlines'), rootRef)
  return doc.save()
}

function outlineTitles(doc: PDFDocument): string[] {
  const titles: string[] = []
  const walk = (item: PDFDict | undefined, depth: number) => {
    for (let node = item; node; node = node.lookupMaybe(PDFName.of('Next'), PDFDict)) {
      titles.push(
        `${'  '.repeat(depth)}${(node.lookup(PDFName.of('Title')) as unknown as { decodeText(): string }).decodeText()}`,
      )
      walk(node.lookupMaybe(PDFName.of('First'), PDFDict), depth + 1)
    }
  }
  walk(doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)?.lookupMaybe(PDFName.of('First'), PDFDict), 0)
  return titles
}

/** Page number (0-based) each bookmark opens, depth-first. */
function outlineTargets(doc: PDFDocument): number[] {
  const refs = doc.getPages().map((page) => page.ref)
  const targets: number[] = []
  const walk = (item: PDFDict | undefined) => {
    for (let node = item; node; node = node.lookupMaybe(PDFName.of('Next'), PDFDict)) {
      const dest = node.lookup(PDFName.of('Dest'), PDFArray)
      targets.push(refs.indexOf(dest.get(0) as PDFRef))
      walk(node.lookupMaybe(PDFName.of('First'), PDFDict))
    }
  }
  walk(doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)?.lookupMaybe(PDFName.of('First'), PDFDict))
  return targets
}

describe('merge', () => {
  it('merges files in the planned page order, with rotations, and keeps bookmarks per file', async () => {
    const a = blobOf(await makePdf(3, 'A'))
    const b = blobOf(await withOutline(2))
    const progress: number[] = []
    const result = await merge(
      { files: [a, b] },
      {
        pages: [
          { file: 1, index: 1, rotate: 0 },
          { file: 0, index: 0, rotate: 90 },
          { file: 0, index: 2, rotate: 0 },
          { file: 1, index: 0, rotate: 180 },
        ],
        names: ['a.pdf', 'b.pdf'],
      },
      (p) => void progress.push(p.fraction),
    )
    expect(result.pageCount).toBe(4)
    const bytes = await bytesOf(result.blob)
    expect(qpdfCheck(bytes)).toBe(true)
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([0, 90, 0, 180])
    const text = await extractText({ file: result.blob }, {})
    expect(text.pages.map((p) => p.text)).toEqual([
      'Page 2 of B',
      'Page 1 of A',
      'Page 3 of A',
      'Page 1 of B',
    ])
    expect(outlineTitles(doc)).toEqual(['b.pdf', '  Chapter one', '  Chapter two', 'a.pdf'])
    expect(progress.length).toBeGreaterThan(0)
  })

  it('puts a page of one file between pages of another: order, turns, text, bookmarks and fonts', async () => {
    const a = blobOf(await makePdf(3, 'A'))
    const b = blobOf(await withOutline(2))
    const result = await merge(
      { files: [a, b] },
      {
        pages: [
          { file: 0, index: 0, rotate: 0 },
          { file: 1, index: 1, rotate: 90 },
          { file: 0, index: 1, rotate: 0 },
          { file: 0, index: 2, rotate: 270 },
          { file: 1, index: 0, rotate: 0 },
        ],
        names: ['a.pdf', 'b.pdf'],
      },
    )
    const bytes = await bytesOf(result.blob)
    expect(qpdfCheck(bytes)).toBe(true)
    const text = await extractText({ file: result.blob }, {})
    expect(text.pages.map((p) => p.text)).toEqual([
      'Page 1 of A',
      'Page 2 of B',
      'Page 2 of A',
      'Page 3 of A',
      'Page 1 of B',
    ])
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([0, 90, 0, 270, 0])
    // Each file's bookmark opens at its first page in the result; B's chapters follow their moved pages.
    expect(outlineTitles(doc)).toEqual(['a.pdf', 'b.pdf', '  Chapter one', '  Chapter two'])
    expect(outlineTargets(doc)).toEqual([0, 1, 4, 1])
    // One font per source file, however its pages are scattered.
    const fonts = doc.context
      .enumerateIndirectObjects()
      .filter(([, obj]) => obj instanceof PDFDict && obj.lookup(PDFName.of('Type')) === PDFName.of('Font'))
    expect(fonts).toHaveLength(2)
  })

  it("writes a font shared by a file's pages once", async () => {
    const source = blobOf(await makePdf(20))
    const result = await merge(
      { files: [source] },
      { pages: Array.from({ length: 20 }, (_, index) => ({ file: 0, index, rotate: 0 as const })) },
    )
    const doc = await PDFDocument.load(await bytesOf(result.blob))
    const fonts = doc.context
      .enumerateIndirectObjects()
      .filter(([, obj]) => obj instanceof PDFDict && obj.lookup(PDFName.of('Type')) === PDFName.of('Font'))
    expect(fonts).toHaveLength(1)
  })

  it('opens a locked input with its password and refuses bad plans', async () => {
    const locked = blobOf(lockedPdf())
    const plain = blobOf(await makePdf(1))
    await expect(
      merge({ files: [plain, locked] }, { pages: [{ file: 1, index: 0, rotate: 0 }] }),
    ).rejects.toMatchObject({ name: 'PasswordRequired' })
    const ok = await merge(
      { files: [plain, locked] },
      {
        pages: [
          { file: 0, index: 0, rotate: 0 },
          { file: 1, index: 2, rotate: 0 },
        ],
        passwords: [undefined, 'secret'],
      },
    )
    expect((await extractText({ file: ok.blob }, {})).pages.map((p) => p.text)).toEqual([
      'Page 1 of doc',
      'Locked page 3',
    ])
    await expect(
      merge({ files: [plain] }, { pages: [{ file: 0, index: 5, rotate: 0 }] }),
    ).rejects.toMatchObject({ name: 'InvalidInput' })
    await expect(merge({ files: [] }, { pages: [] })).rejects.toMatchObject({ name: 'InvalidInput' })
    await expect(
      merge({ files: [blobOf(new Uint8Array())] }, { pages: [{ file: 0, index: 0, rotate: 0 }] }),
    ).rejects.toMatchObject({ name: 'InvalidInput' })
  })
})
