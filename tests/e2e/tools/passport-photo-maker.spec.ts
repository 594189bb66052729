import { createCanvas, loadImage } from '@napi-rs/canvas'
import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { downloadedBytes, openOffline, type FilePayload } from './pdf-helpers'

/** A 600 × 800 "portrait": light-grey wall, a skin-coloured head and dark shoulders touching the bottom. */
async function portrait(): Promise<FilePayload> {
  const canvas = createCanvas(600, 800)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#c8c8cc'
  ctx.fillRect(0, 0, 600, 800)
  ctx.fillStyle = '#1e2a4a'
  ctx.fillRect(120, 560, 360, 240)
  ctx.fillStyle = '#c68c6a'
  ctx.beginPath()
  ctx.ellipse(300, 340, 130, 190, 0, 0, Math.PI * 2)
  ctx.fill()
  return { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await canvas.encode('jpeg', 95) }
}

test.describe('passport photo maker, offline', () => {
  swTest(
    'SSC photo under 50 KB on a white wall, moved by keyboard, with an A4 sheet',
    async ({ page, context }) => {
      test.setTimeout(90_000)
      await openOffline(page, context, '/tools/passport-photo-maker')
      await page.locator('input[type=file]').setInputFiles(await portrait())
      await page.getByLabel('Photo for').selectOption('ssc')
      await expect(page.getByLabel('Largest file size (KB)')).toHaveValue('50')
      await expect(page.getByText('Portal limit: 20–50 KB.')).toBeVisible()
      const frame = page.getByRole('group', { name: 'Photo position' })
      await frame.focus()
      await page.keyboard.press('+')
      await page.keyboard.press('ArrowDown')
      await expect(page.getByTestId('photo-position')).toHaveText('Zoom 105%, moved 0% across and 1% down')
      await page.getByLabel('Print sheet').selectOption('a4')
      await page.getByRole('button', { name: 'Make photo' }).click()
      // The A4 sheet at 300 dpi is a 9-megapixel JPEG: allow a loaded machine time.
      await expect(page.getByTestId('passport-result')).toContainText('Photo: 276 × 354 px', {
        timeout: 45_000,
      })
      await expect(page.getByTestId('passport-result')).toContainText('Fits the 50 KB limit.')
      await expect(page.getByTestId('passport-result')).toContainText('Print sheet: 30 photos')

      const photoDownload = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download me-ssc.jpg' }).click()
      const bytes = await downloadedBytes(await photoDownload)
      expect(bytes.length).toBeLessThanOrEqual(50 * 1024)
      const image = await loadImage(bytes)
      expect([image.width, image.height]).toEqual([276, 354])
      const ctx = createCanvas(276, 354).getContext('2d')
      ctx.drawImage(image, 0, 0)
      // The grey wall became white; the face kept its colour.
      for (const value of [...ctx.getImageData(5, 5, 1, 1).data].slice(0, 3)) {
        expect(value).toBeGreaterThan(245)
      }
      expect(ctx.getImageData(138, 160, 1, 1).data[2]).toBeLessThan(150)

      const sheetDownload = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download me-ssc-sheet-a4.pdf' }).click()
      const pdf = await downloadedBytes(await sheetDownload)
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    },
  )

  test('on a 375 px phone: no sideways scroll, clear messages for a bad limit and a non-image', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/tools/passport-photo-maker')
    await page.locator('input[type=file]').setInputFiles(await portrait())
    await expect(page.getByTestId('photo-frame')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.getByLabel('Largest file size (KB)').fill('2')
    await expect(page.getByRole('alert')).toHaveText(
      'Enter a whole number of KB from 5 to 5000, or leave it empty.',
    )
    await expect(page.getByRole('button', { name: 'Make photo' })).toBeDisabled()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') })
    await expect(page.getByText('This photo cannot be opened here.', { exact: false })).toBeVisible()
  })
})
