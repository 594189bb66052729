import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { swTest } from '../helpers/service-worker'
import { unzipSync } from 'fflate'
import { downloadedBytes, lockedFile, openOffline, pdfFile } from './pdf-helpers'

test.describe('PDF to JPG, offline', () => {
  swTest('renders chosen pages at the chosen DPI, one JPEG or a ZIP of PNGs', async ({ page, context }) => {
    await openOffline(page, context, '/tools/pdf-to-jpeg')
    await page.locator('input[type=file]').setInputFiles(await pdfFile('slides.pdf', 3))
    await expect(page.getByText('3 pages')).toBeVisible()
    await page.getByLabel('Pages', { exact: true }).fill('2')
    await page.getByLabel('Resolution').selectOption('72')
    await page.getByRole('button', { name: 'Convert to images' }).click()
    // 300 × 400 points at 72 DPI.
    await expect(page.getByText('Image size: 300 × 400 pixels')).toBeVisible()
    const one = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download slides_p2.jpg' }).click()
    const jpeg = await downloadedBytes(await one)
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8])

    await page.getByLabel('Pages', { exact: true }).fill('')
    await page.getByLabel('Image format').selectOption('png')
    await page.getByLabel('Resolution').selectOption('150')
    await page.getByRole('button', { name: 'Convert to images' }).click()
    const zip = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download slides_images.zip' }).click()
    const entries = unzipSync(new Uint8Array(await downloadedBytes(await zip)))
    expect(Object.keys(entries)).toEqual(['slides_p1.png', 'slides_p2.png', 'slides_p3.png'])
    // PNG width is bytes 16–19 of the IHDR: 300 pt at 150 DPI = 625 px.
    const png = entries['slides_p3.png']!
    expect(new DataView(png.buffer, png.byteOffset).getUint32(16)).toBe(625)
  })

  test('checks page numbers and passwords', async ({ page }) => {
    await gotoReady(page, '/tools/pdf-to-jpeg')
    await page.locator('input[type=file]').setInputFiles(lockedFile())
    await page.getByLabel('Password for locked.pdf').fill('secret')
    await page.getByRole('button', { name: 'Unlock' }).click()
    await page.getByLabel('Pages', { exact: true }).fill('4')
    await expect(page.getByText('this file has only 3 pages, so there is no page 4')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Convert to images' })).toBeDisabled()
    await page.getByLabel('Pages', { exact: true }).fill('3')
    await page.getByRole('button', { name: 'Convert to images' }).click()
    await expect(page.getByRole('button', { name: 'Download locked_p3.jpg' })).toBeVisible()
  })
})
