import { PDFDocument } from '@cantoo/pdf-lib'
import { createCanvas } from '@napi-rs/canvas'
import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { swTest } from '../helpers/service-worker'
import { downloadedBytes, openOffline, pdfFile } from './pdf-helpers'

/** An A4 "scan" of `pages` pages: each a big, detailed JPEG of its own filling the page, plus a line of text. */
async function scanPdf(pages = 1): Promise<Buffer> {
  const canvas = createCanvas(1240, 1754)
  const ctx = canvas.getContext('2d')
  for (let y = 0; y < 1754; y += 6) {
    for (let x = 0; x < 1240; x += 6) {
      ctx.fillStyle = `rgb(${(x * 7 + y * 3) % 256}, ${(x * y) % 256}, ${(y * 5) % 256})`
      ctx.fillRect(x, y, 6, 6)
    }
  }
  const jpeg = await canvas.encode('jpeg', 95)
  const doc = await PDFDocument.create()
  for (let n = 0; n < pages; n++) {
    // Embedded once per page, so every page has its own image to recompress.
    const image = await doc.embedJpg(jpeg)
    const page = doc.addPage([595.28, 841.89])
    page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 })
    page.drawText('Form 16', { x: 40, y: 800, size: 14 })
  }
  return Buffer.from(await doc.save())
}

test.describe('compress PDF, offline', () => {
  swTest('a preset shrinks a scan; an impossible target is reported honestly', async ({ page, context }) => {
    test.setTimeout(90_000)
    await openOffline(page, context, '/tools/compress-pdf')
    const scan = await scanPdf()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: scan })
    await page.locator('label', { hasText: 'Strong' }).click()
    await page.getByRole('button', { name: 'Compress PDF' }).click()
    await expect(page.getByTestId('compress-sizes')).toContainText('smaller', { timeout: 30_000 })
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download scan-compressed.pdf' }).click()
    const bytes = await downloadedBytes(await download)
    expect(bytes.byteLength).toBeLessThan(scan.byteLength / 2)
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)

    await page.locator('label', { hasText: 'Aim for a size' }).click()
    await page.getByLabel('Largest size allowed (KB)').fill('abc')
    await expect(page.getByText('Type a number of KB, like 200')).toBeVisible()
    await page.getByLabel('Largest size allowed (KB)').fill('10')
    await page.getByRole('button', { name: 'Compress PDF' }).click()
    await expect(page.getByTestId('not-reached')).toContainText('We could not get it under 10 KB', {
      timeout: 60_000,
    })
  })

  test('a PDF with nothing to shrink comes back unchanged, never bigger', async ({ page }) => {
    await gotoReady(page, '/tools/compress-pdf')
    const text = await pdfFile('letter.pdf', 2)
    await page.locator('input[type=file]').setInputFiles(text)
    await page.getByRole('button', { name: 'Compress PDF' }).click()
    await expect(page.getByText('so your file is unchanged')).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download letter-compressed.pdf' }).click()
    expect((await downloadedBytes(await download)).equals(text.buffer)).toBe(true)
  })

  test('Cancel stops long work and the page stays usable, in Hindi too', async ({ page }) => {
    test.setTimeout(90_000)
    await gotoReady(page, '/tools/compress-pdf')
    await page.getByTestId('language-switch').click()
    await expect(page.getByRole('heading', { level: 1, name: 'PDF छोटी करें (Compress)' })).toBeVisible()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') })
    await expect(page.getByText('notes.txt नहीं जोड़ी गई: यहाँ सिर्फ़ PDF फ़ाइलें चलती हैं।')).toBeVisible()
    await page
      .locator('input[type=file]')
      // Six pages: the work must still be running when Cancel is pressed, however fast the machine.
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: await scanPdf(6) })
    await page.locator('label', { hasText: 'तय साइज़ तक' }).click()
    await page.getByLabel('ज़्यादा से ज़्यादा साइज़ (KB)').fill('10')
    await page.getByRole('button', { name: 'PDF कम्प्रेस करें' }).click()
    await page.getByRole('button', { name: 'रोकें' }).click()
    await expect(page.getByRole('alert')).toHaveText('रोक दिया गया। कुछ नहीं बदला।')
    // A fresh worker takes the next job.
    await page.locator('label', { hasText: 'ज़्यादा' }).first().click()
    await page.getByRole('button', { name: 'PDF कम्प्रेस करें' }).click()
    await expect(page.getByTestId('compress-sizes')).toContainText('छोटी', { timeout: 30_000 })
  })
})
