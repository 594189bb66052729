// Magic QR: a styled code (preset, dots, gradient, frame in Hindi) checked in the page and downloaded as a
// PNG that decodes; an inverted design is refused as unreadable; offline throughout.
import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { downloadedBytes } from './pdf-helpers'
import { decodePng, openOfflinePatiently } from './qr-helpers'

const PATH = '/tools/magic-qr-code-generator'

swTest(
  'styled code offline: presets, gradient and frame decode; an inverted design is flagged',
  async ({ page, context }) => {
    test.setTimeout(90_000)
    await openOfflinePatiently(page, context, PATH)
    await page.getByLabel('Web address').fill('autobahi.in/tools/magic-qr-code-generator')
    await page.getByRole('button', { name: 'Saffron' }).click()
    await expect(page.getByRole('radio', { name: 'Dots' }).first()).toBeChecked()
    await expect(page.getByTestId('qr-check')).toHaveAttribute('data-state', 'ok')

    const png = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PNG' }).click()
    const file = await png
    expect(file.suggestedFilename()).toBe('magic-qr-autobahi.in.png')
    expect(await decodePng(page, await downloadedBytes(file))).toBe(
      'https://autobahi.in/tools/magic-qr-code-generator',
    )

    // Light dots on a dark background: predicted and confirmed unreadable.
    await page.getByTestId('magic-colour1').fill('#fde68a')
    await page.getByTestId('magic-colour2').fill('#fef3c7')
    await page.getByTestId('magic-background').fill('#111827')
    await expect(page.getByTestId('qr-warnings')).toContainText('The code is lighter than its background.')
    await expect(page.getByTestId('qr-check')).toHaveAttribute('data-state', 'bad')
    await expect(page.getByTestId('qr-check')).toHaveText(
      'This code does not scan: it could not be read back. Fix the warnings below before you print it.',
    )
    await page.getByRole('button', { name: 'Ocean' }).click()
    await expect(page.getByTestId('qr-check')).toHaveAttribute('data-state', 'ok')
    await expect(page.getByTestId('qr-warnings')).toHaveCount(0)
  },
)

test('in Hindi: frame text limit, a logo and a faded photo keep the code readable', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(PATH)
  await page.evaluate(() => localStorage.setItem('autobahi.lang', 'hi'))
  await page.reload()
  await page.getByLabel('फ़्रेम का टेक्स्ट').fill('क'.repeat(31))
  await expect(page.getByText('ज़्यादा से ज़्यादा 30 अक्षर लिखें ताकि टेक्स्ट फ़्रेम में समाए।')).toBeVisible()
  await page.getByLabel('फ़्रेम का टेक्स्ट').fill('स्कैन करके बुक करें')
  const logo = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = c.height = 64
    const ctx = c.getContext('2d')!
    ctx.fillStyle = '#dc2626'
    ctx.beginPath()
    ctx.arc(32, 32, 30, 0, Math.PI * 2)
    ctx.fill()
    return c.toDataURL('image/png').split(',')[1]!
  })
  await page.getByLabel('बीच में लोगो (वैकल्पिक)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(logo, 'base64'),
  })
  await expect(page.getByRole('radio', { name: 'H (30%)' })).toBeChecked()
  await expect(page.getByTestId('qr-check')).toHaveAttribute('data-state', 'ok')
  await expect(page.getByTestId('qr-preview')).toHaveAttribute(
    'alt',
    'इसका QR कोड: https://autobahi.in/tools',
  )

  // A busy photo behind the code: readable when faded to 80%, flagged when the fade drops to 50%.
  const photo = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = c.height = 96
    const ctx = c.getContext('2d')!
    for (let y = 0; y < 96; y += 8) {
      for (let x = 0; x < 96; x += 8) {
        ctx.fillStyle = (x + y) % 16 === 0 ? '#1f2937' : '#f59e0b'
        ctx.fillRect(x, y, 8, 8)
      }
    }
    return c.toDataURL('image/png').split(',')[1]!
  })
  await page.getByLabel('कोड के पीछे फ़ोटो (वैकल्पिक)').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(photo, 'base64'),
  })
  await expect(page.getByTestId('qr-check')).toHaveAttribute('data-state', 'ok')
  await page.getByLabel('फ़ोटो 80% हल्की').focus()
  await page.keyboard.press('Home')
  await expect(page.getByTestId('qr-warnings')).toContainText('फ़ोटो बहुत गहरी दिख रही है।')
})
