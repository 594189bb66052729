// Word to PDF: offline, a .docx made by python-docx (Word's own template) becomes a real PDF whose text is
// read back with pdf.js (Hindi exactly as typed, list numbers, table cells in order) on A4 as the document
// says; what was not carried over is listed; old .doc, non-Word ZIPs and damaged files get clear messages.
import { readFileSync } from 'node:fs'
import { PDFDocument } from '@cantoo/pdf-lib'
import { expect, test } from '@playwright/test'
import { strToU8, zipSync } from 'fflate'
import { downloadedBytes, openOffline } from './pdf-helpers'

// The offline check needs the service worker (blocked by default, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const PATH = '/tools/word-to-pdf'
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const FIXTURE = new URL('../../fixtures/docx/service-report.docx', import.meta.url)
const HINDI = 'ग्राहक श्री राम कृष्ण शर्मा की गाड़ी की सर्विस पूरी हुई। कुल राशि ₹12,345 है।'

async function pdfLines(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const parts: string[] = []
  for (let p = 1; p <= doc.numPages; p += 1) {
    const content = await (await doc.getPage(p)).getTextContent()
    parts.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join(''))
  }
  return parts.join('\n').split('\n').filter(Boolean)
}

/** A Letter-size .docx with a comment mark and a footnote reference: both are named as not carried over. */
function smallDocx(): Buffer {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
  const document = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>
<w:p><w:r><w:rPr><w:i/></w:rPr><w:t>Slanted words</w:t></w:r><w:r><w:commentReference w:id="0"/></w:r><w:r><w:footnoteReference w:id="1"/></w:r></w:p>
<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr>
</w:body></w:document>`
  return Buffer.from(
    zipSync({
      '_rels/.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(document),
    }),
  )
}

test.describe('Word to PDF', () => {
  test.describe.configure({ timeout: 120_000 })

  test('offline: a .docx becomes a PDF (Hindi as real text, lists, table, A4 page); omissions and bad files are named', async ({
    page,
    context,
  }) => {
    await openOffline(page, context, PATH)
    const main = page.locator('main')
    await main.locator('input[type=file]').setInputFiles({
      name: 'service-report.docx',
      mimeType: DOCX_MIME,
      buffer: readFileSync(FIXTURE),
    })
    const preview = page.getByRole('region', { name: 'Preview of the PDF made from service-report.docx' })
    await expect(preview.getByRole('img', { name: 'Page 1 of 1 of the PDF' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(main.getByText('1 page', { exact: true })).toBeVisible()
    await expect(main.getByTestId('word-notes')).toContainText(
      'Everything in this document was carried over.',
    )

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Download service-report.pdf' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('service-report.pdf')
    const bytes = await downloadedBytes(download)
    const lines = await pdfLines(bytes)
    expect(lines).toContain(HINDI)
    expect(lines).toContain('वाहन सेवा रिपोर्ट')
    expect(lines).toEqual(expect.arrayContaining(['1. Oil change', '2. Brake pads', 'Oil filter 1 ₹450']))
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPage(0).getWidth()).toBeCloseTo(595.3, 0)

    // Same page, still offline: what was not carried over, then files that cannot be converted.
    const input = main.locator('input[type=file]')
    await input.setInputFiles({ name: 'letter.docx', mimeType: DOCX_MIME, buffer: smallDocx() })
    const notes = main.getByTestId('word-notes')
    await expect(notes.getByRole('heading', { name: 'Not carried over from this document:' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(notes.getByRole('listitem')).toHaveText([
      'Comments are left out.',
      'Footnotes and endnotes are left out.',
    ])

    await input.setInputFiles({
      name: 'old.doc',
      mimeType: 'application/msword',
      buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    })
    await expect(main.getByRole('alert')).toContainText('This is an old Word .doc file.')
    await expect(notes).toBeHidden()
    const sheet = Buffer.from(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }))
    await input.setInputFiles({ name: 'sheet.docx', mimeType: DOCX_MIME, buffer: sheet })
    await expect(main.getByRole('alert')).toContainText('not a Word document')
    await input.setInputFiles({ name: 'cut.docx', mimeType: DOCX_MIME, buffer: smallDocx().subarray(0, 120) })
    await expect(main.getByRole('alert')).toContainText('This .docx could not be read')
  })
})
