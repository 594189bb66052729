import { PDFDocument } from '@cantoo/pdf-lib'
import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { makeEAadhaar } from '../../../workers/pdf/aadhaar-fixture'
import { downloadedBytes, openOffline } from './pdf-helpers'

// The fixture is a made-up e-Aadhaar ("Asha Verma", 1990), never a real person's.
test.describe('Aadhaar formatter, offline', () => {
  swTest(
    'wrong password explained, password built from name and year, masked cards on A4',
    async ({ page, context }) => {
      test.setTimeout(90_000)
      await openOffline(page, context, '/tools/aadhaar-formatter')
      await expect(page.getByText('followed by the year of birth', { exact: false })).toBeVisible()
      await page.locator('input[type=file]').setInputFiles({
        name: 'EAadhaar_sample.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await makeEAadhaar()),
      })
      const password = page.getByLabel('Password of the e-Aadhaar PDF')
      await password.fill('ASHA1991')
      await page.getByRole('button', { name: 'Open', exact: true }).click()
      await expect(page.getByRole('alert')).toContainText('That password is not right.')

      await page.getByLabel('Name as on the Aadhaar').fill('Asha Verma')
      await page.getByLabel('Year of birth').fill('1990')
      await page.getByRole('button', { name: 'Use this password' }).click()
      await expect(password).toHaveValue('ASHA1990')
      await page.getByRole('button', { name: 'Open', exact: true }).click()
      await expect(page.getByText('Found the front and the back of the card.')).toBeVisible({
        timeout: 20_000,
      })

      // Manual adjust in mm: the box follows, keeping the card shape.
      await page.getByLabel('Adjust box').selectOption('back')
      await page.getByLabel('Width (mm)').fill('86')
      await expect(page.getByLabel('Width (mm)')).toHaveValue('86')

      await page.getByLabel('Layout').selectOption('grid')
      await page.getByLabel('Copies (pairs)').selectOption('3')
      await page.getByLabel('Mask the first 8 digits (XXXX XXXX 1234)').check()
      await page.getByRole('button', { name: 'Make print PDF' }).click()
      await expect(page.getByText('Print at 100 %', { exact: false })).toBeVisible({ timeout: 45_000 })
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download aadhaar-grid.pdf' }).click()
      const pdf = await PDFDocument.load(await downloadedBytes(await download))
      const { width, height } = pdf.getPage(0).getSize()
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842])
    },
  )

  test('a file that is not a PDF gets a clear message, on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/tools/aadhaar-formatter')
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') })
    await expect(page.getByRole('alert')).toHaveText(
      'This is not a PDF. Choose the e-Aadhaar PDF downloaded from UIDAI.',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
