import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { swTest } from '../helpers/service-worker'
import { exifRotated, header, photo, unzip } from './image-helpers'
import { downloadedBytes, openOffline } from './pdf-helpers'

test.describe('image resizer, offline', () => {
  swTest('the passport preset makes 413 × 531 px photos for a batch, in a ZIP', async ({ page, context }) => {
    test.setTimeout(90_000)
    await openOffline(page, context, '/tools/image-resizer')
    await page
      .locator('input[type=file]')
      .setInputFiles([await photo('wide.jpg', 900, 600), await exifRotated('phone.jpg', 600, 400)])
    await page.getByLabel('Preset').selectOption('passport')
    await expect(page.getByLabel('Width (mm)')).toHaveValue('35')
    await expect(page.getByTestId('planned-size')).toHaveText('First image: 900 × 600 px → 413 × 531 px')
    await page.getByRole('button', { name: /^Resize/ }).click()
    await expect(page.getByTestId('image-results').getByRole('status')).toContainText('2 images ready', {
      timeout: 30_000,
    })
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: /Download all as ZIP/ }).click()
    const entries = unzip(new Uint8Array(await downloadedBytes(await download)))
    expect(Object.keys(entries).sort()).toEqual(['phone-resized.jpg', 'wide-resized.jpg'])
    for (const bytes of Object.values(entries)) {
      expect(await header(bytes)).toMatchObject({ kind: 'jpeg', width: 413, height: 531 })
    }
  })

  test('percent and one side keep proportions; bad sizes get a message', async ({ page }) => {
    test.setTimeout(60_000)
    await gotoReady(page, '/tools/image-resizer')
    await page.locator('input[type=file]').setInputFiles(await photo('pic.png', 400, 300, 'png'))
    await page.getByLabel('Width', { exact: true }).fill('abc')
    await expect(page.getByText('Enter a number, for example 1080.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Resize/ })).toBeDisabled()
    await page.getByLabel('Width', { exact: true }).fill('')
    await expect(page.getByText('Enter a width, a height or both.')).toBeVisible()
    await page.getByLabel('Height', { exact: true }).fill('150')
    await expect(page.getByTestId('planned-size')).toHaveText('First image: 400 × 300 px → 200 × 150 px')
    await page.getByLabel('Percentage').check()
    await page.getByRole('textbox', { name: 'Percentage' }).fill('25')
    await page.getByLabel('Save as').selectOption('webp')
    await page.getByRole('button', { name: /^Resize/ }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download pic-resized.webp' }).click({ timeout: 30_000 })
    expect(await header(new Uint8Array(await downloadedBytes(await download)))).toMatchObject({
      kind: 'webp',
      width: 100,
      height: 75,
    })
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/tools/image-resizer')
    await page.locator('input[type=file]').setInputFiles(await photo('wide.jpg', 1200, 400))
    await page.getByLabel('Print size').check()
    await expect(page.getByTestId('planned-size')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
