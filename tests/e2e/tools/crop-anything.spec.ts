import { createCanvas, loadImage } from '@napi-rs/canvas'
import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { swTest } from '../helpers/service-worker'
import { downloadedBytes, openOffline } from './pdf-helpers'

/** 400 × 200 PNG: left half red, right half blue. */
async function redBlue(): Promise<Buffer> {
  const canvas = createCanvas(400, 200)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ff0000'
  ctx.fillRect(0, 0, 200, 200)
  ctx.fillStyle = '#0000ff'
  ctx.fillRect(200, 0, 200, 200)
  return canvas.encode('png')
}

test.describe('crop image, offline', () => {
  swTest('square crop moved by keyboard, turned right, saved as PNG', async ({ page, context }) => {
    test.setTimeout(60_000)
    await openOffline(page, context, '/tools/crop-anything')
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'flag.png', mimeType: 'image/png', buffer: await redBlue() })
    await expect(page.getByTestId('crop-size')).toHaveText('Crop: 360 × 180 px')
    await page.getByLabel('Shape').selectOption('square')
    await expect(page.getByTestId('crop-size')).toHaveText('Crop: 180 × 180 px')
    // Move the box to the left edge by keyboard: it then holds red only.
    const box = page.getByRole('group', { name: 'Crop box' })
    await box.focus()
    for (let i = 0; i < 40; i += 1) await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Shift+ArrowDown')
    await expect(page.getByTestId('crop-size')).toHaveText('Crop: 182 × 182 px')
    await page.getByLabel('Save as').selectOption('png')
    await page.getByRole('button', { name: 'Crop and save' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download flag-cropped.png' }).click()
    const image = await loadImage(await downloadedBytes(await download))
    expect([image.width, image.height]).toEqual([182, 182])
    const ctx = createCanvas(182, 182).getContext('2d')
    ctx.drawImage(image, 0, 0)
    expect([...ctx.getImageData(91, 91, 1, 1).data].slice(0, 3)).toEqual([255, 0, 0])

    // A quarter turn right makes the picture 200 × 400; the free crop restarts at 90 %.
    await page.getByLabel('Shape').selectOption('free')
    await page.getByRole('button', { name: 'Turn right' }).click()
    await expect(page.getByTestId('crop-size')).toHaveText('Crop: 180 × 360 px')
  })

  test('a file that is not a picture gets a clear message', async ({ page }) => {
    await gotoReady(page, '/tools/crop-anything')
    await page.locator('input[type=file]').setInputFiles({
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a picture at all'),
    })
    await expect(page.getByRole('alert')).toContainText('This image cannot be opened here.')
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/tools/crop-anything')
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'flag.png', mimeType: 'image/png', buffer: await redBlue() })
    await expect(page.getByTestId('crop-size')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
