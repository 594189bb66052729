import { createCanvas, loadImage } from '@napi-rs/canvas'
import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { header, photo, transparentPng, unzip } from './image-helpers'
import { downloadedBytes, openOffline } from './pdf-helpers'

test.describe('PNG to JPG, offline', () => {
  swTest(
    'converts a batch with the chosen background colour and downloads a ZIP',
    async ({ page, context }) => {
      test.setTimeout(60_000)
      await openOffline(page, context, '/tools/png-to-jpeg')
      await page
        .locator('input[type=file]')
        .setInputFiles([await transparentPng('logo.png', 200, 100), await photo('chart.png', 120, 80, 'png')])
      await page.getByLabel('Colour behind transparent parts').fill('#00ff00')
      await page.getByRole('button', { name: /^Convert to JPG/ }).click()
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: /Download all as ZIP/ }).click({ timeout: 30_000 })
      const entries = unzip(new Uint8Array(await downloadedBytes(await download)))
      expect(Object.keys(entries).sort()).toEqual(['chart.jpg', 'logo.jpg'])
      expect(await header(entries['logo.jpg']!)).toMatchObject({ kind: 'jpeg', width: 200, height: 100 })
      // The transparent left half became green, the right half stayed red.
      const image = await loadImage(Buffer.from(entries['logo.jpg']!))
      const ctx = createCanvas(200, 100).getContext('2d')
      ctx.drawImage(image, 0, 0)
      const [r1, g1] = ctx.getImageData(20, 50, 1, 1).data
      const [r2, g2] = ctx.getImageData(180, 50, 1, 1).data
      expect(g1! > 200 && r1! < 60).toBe(true)
      expect(r2! > 200 && g2! < 60).toBe(true)
    },
  )

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/tools/png-to-jpeg')
    await page
      .locator('input[type=file]')
      .setInputFiles(
        await transparentPng('a-very-long-file-name-that-might-push-the-layout-sideways.png', 1200, 400),
      )
    await page.getByRole('button', { name: /^Convert to JPG/ }).click()
    await expect(page.getByTestId('image-results')).toBeVisible({ timeout: 30_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
