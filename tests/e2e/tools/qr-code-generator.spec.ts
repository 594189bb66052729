// QR code generator: a UPI code made by keyboard with inline messages, checked in the page and downloaded as
// PNG (decoded here with jsQR) and SVG; a Wi-Fi code with escaped fields offline, in Hindi.
import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { downloadedBytes } from './pdf-helpers'
import { decodePng, openOfflinePatiently } from './qr-helpers'
import { tabTo } from './keyboard'

const PATH = '/tools/qr-code-generator'

test('UPI code by keyboard: bad UPI ID explained, checked to scan, PNG and SVG decode', async ({ page }) => {
  // Typing by keyboard and two downloads take a while on a loaded two-core machine.
  test.setTimeout(90_000)
  await page.goto(PATH)
  await expect(page.getByText('Fill in the content and your code appears here.')).toBeVisible()
  // A radio group is one Tab stop; the arrow keys move along it (Link, Text, Wi-Fi, Contact card, UPI).
  await tabTo(page, page.getByRole('radio', { name: 'Link' }))
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'UPI payment' })).toBeChecked()
  await tabTo(page, page.getByLabel('UPI ID'))
  await page.keyboard.type('sharma.motors-okhdfc')
  await page.keyboard.press('Tab')
  await expect(page.getByText('A UPI ID looks like name@bank, for example shop@okhdfc.')).toBeVisible()
  await page.getByLabel('UPI ID').fill('sharma.motors@okhdfc')
  await page.getByLabel('Payee name').fill('Sharma Motors')
  await page.getByLabel('Amount in ₹ (optional)').fill('1,50,000')
  await expect(page.getByText('One UPI payment can be at most ₹1,00,000.')).toBeVisible()
  await page.getByLabel('Amount in ₹ (optional)').fill('1,250.50')
  await page.getByLabel('Note (optional)').fill('Bill 42')
  const payload = 'upi://pay?pa=sharma.motors%40okhdfc&pn=Sharma%20Motors&am=1250.50&cu=INR&tn=Bill%2042'
  await expect(page.getByTestId('qr-check')).toHaveAttribute('data-state', 'ok')
  await expect(page.getByTestId('qr-check')).toHaveText(
    'Checked: the code reads back correctly, also when printed small.',
  )

  // A pale colour is flagged before anyone prints it.
  await page.getByTestId('qr-fg').fill('#cbd5e1')
  await expect(page.getByTestId('qr-warnings')).toContainText(
    'Low contrast between code and background (1.5:1).',
  )
  await page.getByTestId('qr-fg').fill('#1e3a8a')
  await expect(page.getByTestId('qr-warnings')).toHaveCount(0)

  const png = page.waitForEvent('download')
  await tabTo(page, page.getByRole('button', { name: 'Download PNG' }))
  await page.keyboard.press('Enter')
  const pngFile = await png
  expect(pngFile.suggestedFilename()).toBe('qr-upi.png')
  expect(await decodePng(page, await downloadedBytes(pngFile))).toBe(payload)

  const svg = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download SVG' }).click()
  const svgText = (await downloadedBytes(await svg)).toString('utf8')
  expect(svgText.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(svgText).toContain('width="1024"')
})

swTest(
  'offline and in Hindi: a Wi-Fi code with escaped characters and a logo at level H',
  async ({ page, context }) => {
    test.setTimeout(90_000)
    await page.goto(PATH)
    await page.evaluate(() => localStorage.setItem('autobahi.lang', 'hi'))
    await openOfflinePatiently(page, context, PATH)
    await page
      .locator('label')
      .filter({ hasText: /^वाई-फ़ाई$/ })
      .click()
    await page.getByLabel('नेटवर्क का नाम (SSID)').fill('Sharma;Motors')
    await page.getByLabel('पासवर्ड').fill('short')
    await page.getByLabel('पासवर्ड').blur()
    await expect(page.getByText('WPA पासवर्ड में 8 से 63 अक्षर होते हैं।')).toBeVisible()
    await page.getByLabel('पासवर्ड').fill('pa:ss,word"1')
    await page.getByText('कोड में क्या लिखा है').click()
    await expect(page.locator('pre')).toHaveText('WIFI:T:WPA;S:Sharma\\;Motors;P:pa\\:ss\\,word\\"1;;')
    const logo = await page.evaluate(() => {
      const c = document.createElement('canvas')
      c.width = c.height = 64
      const ctx = c.getContext('2d')!
      ctx.fillStyle = '#c2410c'
      ctx.fillRect(0, 0, 64, 64)
      return c.toDataURL('image/png').split(',')[1]!
    })
    await page.getByLabel('बीच में लोगो (वैकल्पिक)').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(logo, 'base64'),
    })
    await expect(page.getByText('लोगो के लिए स्तर H चाहिए, इसलिए लोगो रहने तक H लगा है।')).toBeVisible()
    await expect(page.getByRole('radio', { name: 'H (30%)' })).toBeChecked()
    await expect(page.getByTestId('qr-check')).toHaveAttribute('data-state', 'ok')
    await expect(page.getByTestId('qr-check')).toHaveText('जाँच हो गई: कोड सही पढ़ा जाता है, छोटा छपने पर भी।')
  },
)
