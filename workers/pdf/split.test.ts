import { PDFDocument } from '@cantoo/pdf-lib'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { extractText } from './extract-text'
import { split } from './split'
import { blobOf, bytesOf, lockedPdf, makePdf, qpdfCheck, useNode } from './test-helpers'

beforeAll(useNode)

describe('split', () => {
  it('makes one named PDF per group with the right pages', async () => {
    const file = blobOf(await makePdf(6))
    const out = await split({ file }, { groups: [[0, 1, 2], [4], [5, 3]], baseName: 'report' })
    expect(out.map((f) => f.name)).toEqual(['report_p1-3.pdf', 'report_p5.pdf', 'report_p6,4.pdf'])
    expect(out.map((f) => f.pageCount)).toEqual([3, 1, 2])
    const last = await extractText({ file: out[2]!.blob }, {})
    expect(last.pages.map((p) => p.text)).toEqual(['Page 6 of doc', 'Page 4 of doc'])
    for (const f of out) expect(qpdfCheck(await bytesOf(f.blob))).toBe(true)
  })

  it('packs many outputs into one ZIP', async () => {
    const file = blobOf(await makePdf(4))
    const [zip] = await split({ file }, { groups: [[0], [1], [2], [3]], baseName: 'x', zip: true })
    expect(zip!.name).toBe('x_split.zip')
    const entries = unzipSync(await bytesOf(zip!.blob))
    expect(Object.keys(entries)).toEqual(['x_p1.pdf', 'x_p2.pdf', 'x_p3.pdf', 'x_p4.pdf'])
    const third = await PDFDocument.load(entries['x_p3.pdf']!)
    expect(third.getPageCount()).toBe(1)
  })

  it('splits a locked file after the password and refuses bad groups', async () => {
    const file = blobOf(lockedPdf())
    await expect(split({ file }, { groups: [[0]] })).rejects.toMatchObject({ name: 'PasswordRequired' })
    await expect(split({ file }, { groups: [[0]], password: 'x' })).rejects.toMatchObject({
      name: 'WrongPassword',
    })
    const [one] = await split({ file }, { groups: [[1]], password: 'secret' })
    expect((await extractText({ file: one!.blob }, {})).pages[0]!.text).toBe('Locked page 2')
    await expect(split({ file: blobOf(await makePdf(2)) }, { groups: [[2]] })).rejects.toMatchObject({
      name: 'InvalidInput',
    })
    await expect(split({ file: blobOf(await makePdf(2)) }, { groups: [[]] })).rejects.toMatchObject({
      name: 'InvalidInput',
    })
  })
})
