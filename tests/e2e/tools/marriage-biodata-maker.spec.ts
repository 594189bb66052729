// Marriage biodata maker, offline: the name is required, Hindi horoscope details typed, Om chosen, the PDF
// read back with pdf.js (shaped Hindi extracts as typed), a PNG download, and a draft that survives a reload.
import { expect, test, type Page } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { downloadedBytes, openOffline } from './pdf-helpers'

const PATH = '/tools/marriage-biodata-maker'

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const content = await (await doc.getPage(1)).getTextContent()
  return content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join('')
}

async function typeInto(page: Page, label: string, text: string) {
  const field = page.locator('main').getByLabel(label, { exact: true }).first()
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

test.describe('Marriage biodata maker, offline', () => {
  test.describe.configure({ timeout: 150_000 })

  swTest(
    'needs a name, prints Hindi horoscope details as real text, downloads PDF and PNG, keeps the draft',
    async ({ page, context }) => {
      await openOffline(page, context, PATH)
      const main = page.locator('main')
      await main.getByRole('button', { name: 'Download PDF' }).click()
      await expect(page.getByTestId('biodata-status')).toHaveText(
        '1 field needs attention. It is marked in red.',
      )
      await expect(main.getByLabel('Name', { exact: true })).toBeFocused()
      await expect(main.getByText('Please enter the name.')).toBeVisible()

      await page.keyboard.type('अंकिता शर्मा')
      await main.getByLabel('Religious symbol').selectOption('om')
      await expect(main.getByLabel('Opening line')).toHaveValue('॥ ॐ ॥')
      await typeInto(page, 'Rashi', 'कन्या')
      await typeInto(page, 'Nakshatra', 'हस्त')
      await typeInto(page, 'Gotra', 'कश्यप')
      await typeInto(page, 'Manglik', 'नहीं')
      await typeInto(page, "Father's name", 'Ramesh Sharma')
      await typeInto(page, 'Mobile', '12345')
      await expect(
        main.getByText('Enter a 10-digit mobile number (or +country code and number).'),
      ).toBeVisible()
      await typeInto(page, 'Mobile', '9876543210')

      const preview = page.getByRole('region', { name: 'Preview' })
      await expect(preview.getByRole('img', { name: 'Page 1 of 1 of the PDF' })).toBeVisible({
        timeout: 30_000,
      })

      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Download PDF' }).click(),
      ])
      expect(pdf.suggestedFilename()).toBe('Biodata अंकिता शर्मा.pdf')
      const text = await pdfText(await downloadedBytes(pdf))
      for (const s of [
        '॥ ॐ ॥',
        'बायोडाटा / Biodata',
        'नाम / Name',
        'अंकिता शर्मा',
        'राशि / Rashi',
        'कन्या',
        'नक्षत्र / Nakshatra',
        'हस्त',
        'गोत्र / Gotra',
        'कश्यप',
        'Ramesh Sharma',
        '9876543210',
      ]) {
        expect(text, s).toContain(s)
      }
      expect(text).not.toContain('Income')

      const [png] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Download PNG' }).click(),
      ])
      const bytes = await downloadedBytes(png)
      expect(png.suggestedFilename()).toMatch(/\.png$/)
      expect(bytes.subarray(1, 4).toString()).toBe('PNG')
      // A4 at 150 dpi: 1241 px wide.
      expect(bytes.readUInt32BE(16)).toBe(1241)

      await page.waitForTimeout(600)
      await page.reload()
      await expect(main.getByLabel('Gotra', { exact: true })).toHaveValue('कश्यप')
      await expect(main.getByLabel('Religious symbol')).toHaveValue('om')
    },
  )
})
