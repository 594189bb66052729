import { expect, test } from '@playwright/test'
import { exifRotated, header, photo, rgba, screenshotPng, unzip } from './image-helpers'
import { gotoReady } from '../helpers/ready'
import { swTest } from '../helpers/service-worker'
import { downloadedBytes, openOffline } from './pdf-helpers'

// Offline (service worker) where a codec's wasm must come from the precache: MozJPEG, WebP, OxiPNG.
test.describe('image compressor', () => {
  swTest(
    'previews before/after, reaches a 20 KB target for a batch and downloads a ZIP',
    async ({ page, context }) => {
      test.setTimeout(120_000)
      await openOffline(page, context, '/tools/image-compressor')
      const first = await photo('first.jpg', 900, 600)
      await page.locator('input[type=file]').setInputFiles([first, await photo('second.jpg', 600, 800)])
      // The live preview: sizes shown and the divider moves with the keyboard.
      await expect(page.getByTestId('preview-sizes')).toContainText('Original', { timeout: 30_000 })
      const divider = page.getByLabel('Move the divider between the original and the compressed picture')
      await divider.focus()
      await page.keyboard.press('ArrowRight')
      await expect(divider).toHaveValue('51')

      await page.getByLabel('Reach a file size').check()
      await page.getByLabel('Target size').selectOption('photo20')
      await page.getByRole('button', { name: /^Compress/ }).click()
      const results = page.getByTestId('image-results')
      await expect(results.getByText('Fits the target size', { exact: false })).toHaveCount(2, {
        timeout: 60_000,
      })
      await expect(results.getByRole('status')).toContainText('2 images ready')
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: /Download all as ZIP/ }).click()
      const entries = unzip(new Uint8Array(await downloadedBytes(await download)))
      expect(Object.keys(entries).sort()).toEqual(['first-compressed.jpg', 'second-compressed.jpg'])
      for (const bytes of Object.values(entries)) expect(bytes.byteLength).toBeLessThanOrEqual(20 * 1024)
      expect(await header(entries['second-compressed.jpg']!)).toMatchObject({
        kind: 'jpeg',
        width: 600,
        height: 800,
      })
    },
  )

  swTest(
    'turns EXIF-rotated photos upright, converts to WebP, and explains bad files',
    async ({ page, context }) => {
      test.setTimeout(90_000)
      await openOffline(page, context, '/tools/image-compressor')
      const input = page.locator('input[type=file]')
      await input.setInputFiles([
        await exifRotated('phone.jpg', 300, 200),
        { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') },
        {
          name: 'IMG_0001.HEIC',
          mimeType: 'image/heic',
          buffer: Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic\0\0\0\0mif1heic')]),
        },
      ])
      await page.getByLabel('Save as').selectOption('webp')
      await page.getByRole('button', { name: /^Compress/ }).click()
      const results = page.getByTestId('image-results')
      await expect(results.getByText('This is an iPhone HEIC photo', { exact: false })).toBeVisible({
        timeout: 30_000,
      })
      await expect(
        results.getByText('This is not an image this tool can read', { exact: false }),
      ).toBeVisible()
      await expect(results.getByText('2 files could not be done.', { exact: false })).toBeVisible()
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download phone-compressed.webp' }).click()
      // Stored 300 × 200 with orientation 6: upright, and so saved, 200 × 300.
      expect(await header(new Uint8Array(await downloadedBytes(await download)))).toMatchObject({
        kind: 'webp',
        width: 200,
        height: 300,
      })
    },
  )

  test('keeps the original when it is already smaller, and checks a custom size in Hindi', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await gotoReady(page, '/tools/image-compressor')
    await page.locator('input[type=file]').setInputFiles(await photo('rough.jpg', 200, 150, 'jpeg', 15))
    // Quality 100 by keyboard: re-encoding a rough JPEG that finely only makes it bigger.
    await page.getByLabel(/^Quality/).focus()
    await page.keyboard.press('End')
    await expect(page.getByLabel('Quality: 100')).toBeVisible()
    await page.getByRole('button', { name: /^Compress/ }).click()
    await expect(
      page.getByTestId('image-results').getByText('your original is kept unchanged', { exact: false }),
    ).toBeVisible({ timeout: 30_000 })

    await page.evaluate(() => localStorage.setItem('autobahi.lang', 'hi'))
    await page.reload()
    await page.getByLabel('फ़ाइल साइज़ तय करें').check()
    await page.getByLabel('तय साइज़').selectOption('custom')
    await page.getByLabel('साइज़ KB में').fill('abc')
    await expect(page.getByText('साइज़ अंकों में लिखें, जैसे 50।')).toBeVisible()
  })

  swTest(
    'PNG through OxiPNG: smaller with the same pixels, and honest about a target size',
    async ({ page, context }) => {
      test.setTimeout(60_000)
      await openOffline(page, context, '/tools/image-compressor')
      const input = page.locator('input[type=file]')
      const screen = await screenshotPng('screen.png', 480, 320)
      await input.setInputFiles(screen)
      await expect(page.getByText('OxiPNG packs exactly the same pixels')).toBeVisible()
      await expect(page.getByLabel('PNG effort')).toHaveValue('balanced')
      await page.getByRole('button', { name: /^Compress/ }).click()
      const results = page.getByTestId('image-results')
      const download = page.waitForEvent('download')
      await results.getByRole('button', { name: 'Download screen-compressed.png' }).click({ timeout: 20_000 })
      const bytes = new Uint8Array(await downloadedBytes(await download))
      expect(await header(bytes)).toMatchObject({ kind: 'png', width: 480, height: 320 })
      expect(bytes.length).toBeLessThan(screen.buffer.length)
      expect((await rgba(bytes)).equals(await rgba(new Uint8Array(screen.buffer)))).toBe(true)

      // A size lossless PNG cannot reach: said before and after, with WebP one click away.
      await page.getByLabel('Reach a file size').check()
      await page.getByLabel('Target size').selectOption('custom')
      await page.getByLabel('Size in KB').fill('2')
      await expect(page.getByTestId('png-target-note')).toContainText('PNG is lossless')
      await page.getByRole('button', { name: /^Compress/ }).click()
      await expect(results.getByText('PNG is lossless, so this is as small as it gets')).toBeVisible({
        timeout: 20_000,
      })
      await page.getByRole('button', { name: 'Use WebP instead' }).click()
      await expect(page.getByLabel('Save as')).toHaveValue('webp')
      await expect(page.getByTestId('png-target-note')).toBeHidden()
    },
  )

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/tools/image-compressor')
    await page.locator('input[type=file]').setInputFiles(await photo('wide.jpg', 1200, 400))
    await expect(page.getByTestId('preview-sizes')).toBeVisible({ timeout: 30_000 })
    await page.getByLabel('Reach a file size').check()
    await page.getByLabel('Target size').selectOption('custom')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
