import { PDFDocument } from '@cantoo/pdf-lib'
import { createCanvas } from '@napi-rs/canvas'
import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { swTest } from '../helpers/service-worker'
import { downloadedBytes, openOffline } from './pdf-helpers'

/** A w×h image, left half red and right half blue, as PNG or JPEG. */
async function image(w: number, h: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const canvas = createCanvas(w, h)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ff0000'
  ctx.fillRect(0, 0, w / 2, h)
  ctx.fillStyle = '#0000ff'
  ctx.fillRect(w / 2, 0, w / 2, h)
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 85)
}

test.describe('JPG to PDF, offline', () => {
  swTest('makes one page per image in the chosen order, size and turn', async ({ page, context }) => {
    await openOffline(page, context, '/tools/jpeg-to-pdf')
    await page.locator('input[type=file]').setInputFiles([
      { name: 'wide.png', mimeType: 'image/png', buffer: await image(200, 100, 'png') },
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await image(40, 40, 'jpeg') },
    ])
    await expect(page.getByText('2 images → a PDF of 2 pages.')).toBeVisible()
    await page.getByRole('button', { name: 'Move photo.jpg up' }).click()
    await page.getByRole('button', { name: 'Turn wide.png clockwise' }).click()
    await page.getByLabel('Page size').selectOption('fit')
    await page.getByLabel('Margin').selectOption('none')
    await page.getByRole('button', { name: 'Make PDF' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download photo.pdf' }).click()
    const doc = await PDFDocument.load(await downloadedBytes(await download))
    expect(doc.getPageCount()).toBe(2)
    // The 200×100 PNG turned a quarter is 100 wide and 200 high: 75 × 150 points.
    expect([doc.getPage(1).getWidth(), doc.getPage(1).getHeight()]).toEqual([75, 150])
    expect([doc.getPage(0).getWidth(), doc.getPage(0).getHeight()]).toEqual([30, 30])
  })

  test('refuses other files and names a broken image', async ({ page }) => {
    await gotoReady(page, '/tools/jpeg-to-pdf')
    const input = page.locator('input[type=file]')
    await input.setInputFiles({
      name: 'doc.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7'),
    })
    await expect(
      page.getByText('doc.pdf was not added: only JPG, PNG or WebP files can be used here.'),
    ).toBeVisible()
    await input.setInputFiles({
      name: 'fake.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not really a jpeg'),
    })
    await page.getByRole('button', { name: 'Make PDF' }).click()
    await expect(page.getByText('This is not a file type this tool can read.')).toBeVisible()
    await page.getByRole('button', { name: 'Remove fake.jpg' }).click()
    await expect(page.getByText('Add at least one image.')).toBeVisible()
  })
})
