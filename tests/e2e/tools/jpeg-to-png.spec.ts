import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { exifRotated, header, photo, unzip } from './image-helpers'
import { downloadedBytes, openOffline } from './pdf-helpers'

test.describe('JPG to PNG, offline', () => {
  swTest('converts a batch to upright PNGs in a ZIP and names a broken file', async ({ page, context }) => {
    test.setTimeout(60_000)
    await openOffline(page, context, '/tools/jpeg-to-png')
    await page
      .locator('input[type=file]')
      .setInputFiles([
        await photo('a.jpg', 160, 120),
        await exifRotated('b.jpg', 90, 60),
        { name: 'c.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('garbage, not a picture') },
      ])
    // OxiPNG's wasm comes from the precache too.
    await page.getByLabel('Make the PNG smaller with OxiPNG', { exact: false }).check()
    await page.getByRole('button', { name: /^Convert to PNG/ }).click()
    const results = page.getByTestId('image-results')
    await expect(results.getByText('1 file could not be done.', { exact: false })).toBeVisible({
      timeout: 30_000,
    })
    await expect(results.getByText('This is not an image this tool can read', { exact: false })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: /Download all as ZIP/ }).click()
    const entries = unzip(new Uint8Array(await downloadedBytes(await download)))
    expect(Object.keys(entries).sort()).toEqual(['a.png', 'b.png'])
    expect(await header(entries['a.png']!)).toMatchObject({ kind: 'png', width: 160, height: 120 })
    expect(await header(entries['b.png']!)).toMatchObject({ kind: 'png', width: 60, height: 90 })
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/tools/jpeg-to-png')
    await page
      .locator('input[type=file]')
      .setInputFiles(await photo('a-very-long-file-name-that-might-push-the-layout-sideways.jpg', 1200, 400))
    await page.getByRole('button', { name: /^Convert to PNG/ }).click()
    await expect(page.getByTestId('image-results')).toBeVisible({ timeout: 30_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
