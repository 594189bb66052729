import { readFileSync } from 'node:fs'
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { nodeDocumentsKit } from '../documents/node-kit'
import { libreOfficeStyle, pdftotext, viaQpdf } from './corpus'
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

// Issue 23 item 2. Each file's typed text is known, so the words must come out as typed; and, after
// normalisation (NFC, white space removed), they must equal poppler's pdftotext, which honours /ActualText.
// White space is left out of that comparison because poppler puts a space inside some words it reads from
// /ActualText ("कृ ष्ण", "कु ल" from Chromium's file) where the typed text has none.
describe('extractText in Hindi (issue 23)', () => {
  const words = (text: string) => text.normalize('NFC').split(/\s+/u).filter(Boolean)
  const squash = (text: string) => text.normalize('NFC').replace(/\s+/gu, '')
  const textOf = async (bytes: Uint8Array, password?: string) =>
    (await extractText({ file: blobOf(bytes) }, { password })).pages.map((p) => p.text).join('\n')
  const LINES = [
    'विशाल हिन्दी लिए तात्विक प्रदर्शन',
    'क्षत्रिय परिवार, श्री कृष्ण, प्रज्ञा, धर्म, क़िला',
    'Tax invoice 12,345',
  ]

  it('reads a LibreOffice-laid-out file by its /ActualText, in logical order', async () => {
    const bytes = await libreOfficeStyle(LINES)
    const text = await textOf(bytes)
    expect(words(text)).toEqual(words(LINES.join(' ')))
    expect(squash(text)).toBe(squash(pdftotext(bytes)))
    // The same file encrypted: the marks are read from the decrypted streams.
    const locked = viaQpdf(bytes, '--encrypt', 'user', 'owner', '256', '--')
    expect(words(await textOf(locked, 'user'))).toEqual(words(LINES.join(' ')))
  })

  it("reads Chromium's Hindi (Skia writes /ActualText too) as typed and as pdftotext does", async () => {
    const bytes = new Uint8Array(
      readFileSync(new URL('../../tests/fixtures/pdf/chromium-hindi.pdf', import.meta.url)),
    )
    const text = await textOf(bytes)
    expect(words(text)).toEqual(
      words(
        [
          'विशाल हिन्दी लिए तात्विक प्रदर्शन',
          'क्षत्रिय परिवार, श्री गणेशाय नमः, कृष्ण, प्रज्ञा, धर्म, किताब, स्थिति, क़िला, ज़िला',
          'कुल राशि ₹12,34,567 (बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये)',
          'Tax invoice for Ramesh Kumar, mainstream words in Latin.',
        ].join(' '),
      ),
    )
    expect(squash(text)).toBe(squash(pdftotext(bytes)))
  })

  it("reads the app's own Hindi documents as typed and as pdftotext does", async () => {
    const typed = LINES.join(' ')
    const { pdf } = await nodeDocumentsKit().buildPdf({
      spec: {
        title: 'Hindi',
        lang: 'hi',
        page: { margin: { top: 40, right: 40, bottom: 40, left: 40 } },
        flow: [{ kind: 'text', runs: [{ text: typed }], size: 12 }],
      },
      images: [],
    })
    const text = await textOf(pdf)
    expect(words(text)).toEqual(words(typed))
    expect(words(text)).toEqual(words(pdftotext(pdf)))
  })
})
