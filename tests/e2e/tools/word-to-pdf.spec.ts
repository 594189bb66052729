import { PDFDocument } from '@cantoo/pdf-lib'
import { expect, test } from '@playwright/test'
import { strToU8, zipSync } from 'fflate'
import { openOffline } from './pdf-helpers'

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

/** A small .docx: a bold heading, a Hindi paragraph, a 2×2 table, US Letter pages with 1-inch margins. */
function docx(): Buffer {
  const cell = (text: string) => `<w:tc><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${W}><w:body>
<w:p><w:r><w:rPr><w:b/><w:sz w:val="36"/></w:rPr><w:t>Quotation for Ramesh Motors</w:t></w:r></w:p>
<w:p><w:r><w:t>नमस्ते, यह कोटेशन आपकी गाड़ी के लिए है।</w:t></w:r></w:p>
<w:tbl><w:tr>${cell('Item')}${cell('Amount')}</w:tr><w:tr>${cell('Service')}${cell('₹4,500')}</w:tr></w:tbl>
<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>
</w:body></w:document>`
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/_rels/document.xml.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>',
      ),
      'word/document.xml': strToU8(document),
    }),
  )
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

test.describe('Word to PDF, offline', () => {
  test('lays out a .docx with Hindi text and a table, and prints only the pages', async ({
    page,
    context,
  }) => {
    await openOffline(page, context, '/tools/word-to-pdf')
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'quote.docx', mimeType: DOCX_MIME, buffer: docx() })
    const preview = page.getByRole('region', { name: 'Preview of quote.docx' })
    await expect(preview.getByText('Quotation for Ramesh Motors')).toBeVisible()
    await expect(preview.getByText('नमस्ते, यह कोटेशन आपकी गाड़ी के लिए है।')).toBeVisible()
    await expect(preview.getByRole('cell', { name: '₹4,500' })).toBeVisible()
    // The page is US Letter: 612 points wide.
    expect(
      await preview
        .locator('section.docx')
        .first()
        .evaluate((el) => el.style.width),
    ).toBe('612pt')

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    await page.getByRole('button', { name: 'Save as PDF' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 1, name: 'Word to PDF' })).toBeHidden()
    await expect(page.locator('#word-print-root').getByText('Quotation for Ramesh Motors')).toBeVisible()
    // What the browser's "Save as PDF" makes of it: one Letter page, not the whole tool page.
    const pdf = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true }))
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
  })

  test('explains old .doc files and files that are not Word documents', async ({ page, context }) => {
    await openOffline(page, context, '/tools/word-to-pdf')
    const input = page.locator('input[type=file]')
    await input.setInputFiles({
      name: 'old.doc',
      mimeType: 'application/msword',
      buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    })
    await expect(page.getByText('This is an old Word .doc file.')).toBeVisible()
    await input.setInputFiles({ name: 'fake.docx', mimeType: DOCX_MIME, buffer: Buffer.from('hello there') })
    await expect(page.getByText('This file is not a Word .docx document')).toBeVisible()
    await input.setInputFiles({ name: 'cut.docx', mimeType: DOCX_MIME, buffer: docx().subarray(0, 120) })
    await expect(page.getByText('This .docx could not be read')).toBeVisible()
  })
})
