import { readFileSync } from 'node:fs'
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { swTest } from '../helpers/service-worker'
import { lockedFile, openOffline } from './pdf-helpers'

// Two text pages around one image-only ("scanned") page.
async function mixedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage([300, 300]).drawText('First page text', { x: 20, y: 250, size: 14, font })
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  const image = await doc.embedPng(png)
  doc.addPage([300, 300]).drawImage(image, { x: 0, y: 0, width: 300, height: 300 })
  const last = doc.addPage([300, 300])
  last.drawText('Third page', { x: 20, y: 250, size: 14, font })
  last.drawText('two lines', { x: 20, y: 232, size: 14, font })
  return Buffer.from(await doc.save())
}

test.describe('PDF to text, offline', () => {
  swTest('shows text per page, names the scanned page, copies and downloads', async ({ page, context }) => {
    await openOffline(page, context, '/tools/pdf-to-text')
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'mixed.pdf', mimeType: 'application/pdf', buffer: await mixedPdf() })
    const text = page.getByLabel('Text of mixed.pdf')
    await expect(text).toHaveValue(
      '--- Page 1 ---\nFirst page text\n\n--- Page 2 ---\n\n--- Page 3 ---\nThird page\ntwo lines',
    )
    await expect(page.getByTestId('no-text-note')).toContainText('Pages 2 have no text layer')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download .txt' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('mixed.txt')
    expect(readFileSync(await file.path(), 'utf8')).toContain('Third page\ntwo lines')
  })

  test('reads Hindi by its /ActualText, in the order it was typed (issue 23)', async ({ page }) => {
    await gotoReady(page, '/tools/pdf-to-text')
    await page.locator('input[type=file]').setInputFiles({
      name: 'hindi.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync(new URL('../../fixtures/pdf/chromium-hindi.pdf', import.meta.url)),
    })
    const text = page.getByLabel('Text of hindi.pdf')
    await expect(text).toHaveValue(/विशाल हिन्दी लिए तात्विक प्रदर्शन/)
    await expect(text).toHaveValue(/श्री गणेशाय नमः, कृष्ण, प्रज्ञा, धर्म/)
  })

  test('asks for a password, and explains a damaged file', async ({ page }) => {
    await gotoReady(page, '/tools/pdf-to-text')
    await page.locator('input[type=file]').setInputFiles(lockedFile())
    await page.getByLabel('Password for locked.pdf').fill('nope')
    await page.getByRole('button', { name: 'Unlock' }).click()
    await expect(page.getByText('That password is not right.')).toBeVisible()
    await page.getByLabel('Password for locked.pdf').fill('secret')
    await page.getByRole('button', { name: 'Unlock' }).click()
    await expect(page.getByLabel('Text of locked.pdf')).toHaveValue(/Locked page 3/)
    await page.locator('input[type=file]').setInputFiles({
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj <<'),
    })
    await expect(page.getByText('This PDF is damaged or incomplete')).toBeVisible()
  })
})
