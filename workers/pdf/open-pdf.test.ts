import { PDFDocument } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { inspect } from './inspect'
import { OBJECT_STREAMS_FROM, openPdf, saveCreatedPdf } from './open-pdf'
import { blobOf, codeOf, lockedPdf, makePdf, qpdfCheck, useNode } from './test-helpers'

beforeAll(useNode)

describe('opening PDFs (inspect)', () => {
  it('counts pages', async () => {
    expect(await inspect({ file: blobOf(await makePdf(7)) }, {})).toEqual({ pageCount: 7, encrypted: false })
  })

  it('names every kind of bad input', async () => {
    const good = await makePdf(3)
    expect(await codeOf(inspect({ file: blobOf(new Uint8Array()) }, {}))).toBe('InvalidInput')
    expect(
      await codeOf(inspect({ file: blobOf(new TextEncoder().encode('hello, I am a text file')) }, {})),
    ).toBe('UnsupportedFormat')
    expect(await codeOf(inspect({ file: blobOf(good.slice(0, 40)) }, {}))).toBe('CorruptFile')
    const garbage = new Uint8Array(5000).map((_, i) => (i * 7919) % 251)
    garbage.set(new TextEncoder().encode('%PDF-1.7\n'))
    expect(await codeOf(inspect({ file: blobOf(garbage) }, {}))).toBe('CorruptFile')
  })

  it('asks for the password of a locked file and tells a wrong one apart', async () => {
    const locked = blobOf(lockedPdf())
    expect(await codeOf(inspect({ file: locked }, {}))).toBe('PasswordRequired')
    expect(await codeOf(inspect({ file: locked }, { password: 'nope' }))).toBe('WrongPassword')
    expect(await inspect({ file: locked }, { password: 'secret' })).toEqual({ pageCount: 3, encrypted: true })
  })
})

describe('writing a document the task made (saveCreatedPdf)', () => {
  it('uses object streams only from OBJECT_STREAMS_FROM objects; both pass qpdf --check', async () => {
    const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)
    const small = await PDFDocument.load(await makePdf(2))
    const made = await PDFDocument.create()
    for (const page of await made.copyPages(small, [0, 1])) made.addPage(page)
    expect(made.context.largestObjectNumber).toBeLessThan(OBJECT_STREAMS_FROM)
    const plain = await saveCreatedPdf(made)
    expect(latin1(plain)).not.toContain('/ObjStm')
    expect(latin1(plain)).toContain('\ntrailer')
    expect(qpdfCheck(plain)).toBe(true)

    const many = await PDFDocument.load(await makePdf(40))
    const big = await PDFDocument.create()
    for (const page of await big.copyPages(many, many.getPageIndices())) big.addPage(page)
    expect(big.context.largestObjectNumber).toBeGreaterThanOrEqual(OBJECT_STREAMS_FROM)
    const packed = await saveCreatedPdf(big)
    expect(latin1(packed)).toContain('/ObjStm')
    expect(qpdfCheck(packed)).toBe(true)
    expect((await openPdf(packed)).getPageCount()).toBe(40)
  })
})
