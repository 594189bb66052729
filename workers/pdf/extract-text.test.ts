import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { extractText } from './extract-text'
import { blobOf, lockedPdf, makePdf, makeScannedPdf, useNode } from './test-helpers'

beforeAll(useNode)

describe('extractText', () => {
  it('returns each page in reading order even when drawn out of order', async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    const page = doc.addPage([400, 400])
    // Drawn bottom line first, and the top line in two pieces right-to-left.
    page.drawText('third line', { x: 20, y: 100, size: 12, font })
    page.drawText('world', { x: 80, y: 300, size: 12, font })
    page.drawText('Hello', { x: 20, y: 300, size: 12, font })
    page.drawText('second line', { x: 20, y: 285, size: 12, font })
    const result = await extractText({ file: blobOf(await doc.save()) }, {})
    expect(result.pages[0]!.text).toBe('Hello world\nsecond line\n\nthird line')
  })

  it('marks pages without a text layer', async () => {
    const scanned = await PDFDocument.load(await makeScannedPdf())
    const mixed = await PDFDocument.load(await makePdf(2))
    const [copied] = await mixed.copyPages(scanned, [0])
    mixed.insertPage(1, copied!)
    const result = await extractText({ file: blobOf(await mixed.save()) }, {})
    expect(result.pages.map((p) => [p.page, p.hasText])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ])
    expect(result.pages[2]!.text).toBe('Page 2 of doc')
  })

  it('reads a locked file with its password; names bad input', async () => {
    const file = blobOf(lockedPdf())
    await expect(extractText({ file }, {})).rejects.toMatchObject({ name: 'PasswordRequired' })
    await expect(extractText({ file }, { password: 'bad' })).rejects.toMatchObject({ name: 'WrongPassword' })
    expect((await extractText({ file }, { password: 'secret' })).pages.map((p) => p.text)).toEqual([
      'Locked page 1',
      'Locked page 2',
      'Locked page 3',
    ])
    await expect(extractText({ file: blobOf(new Uint8Array()) }, {})).rejects.toMatchObject({
      name: 'InvalidInput',
    })
    await expect(
      extractText({ file: blobOf(new TextEncoder().encode('PK\u0003\u0004 zip pretending')) }, {}),
    ).rejects.toMatchObject({ name: 'UnsupportedFormat' })
    const truncated = (await makePdf(3)).slice(0, 300)
    await expect(extractText({ file: blobOf(truncated) }, {})).rejects.toMatchObject({ name: 'CorruptFile' })
  })
})
