// Canvas craft offline: a template's Hindi text edited, moved by keyboard with undo/redo, exported as a PNG
// of the design's size whose pixels show the template; the draft survives a reload.
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { PDFDocument } from 'pdf-lib'
import { downloadedBytes } from './pdf-helpers'
import { openOfflinePatiently } from './qr-helpers'

swTest(
  'shop banner offline: edit Hindi text, nudge, undo/redo, export PNG, draft kept',
  async ({ page, context }) => {
    test.setTimeout(90_000)
    await openOfflinePatiently(page, context, '/tools/canvas-craft')
    await page.getByLabel('Start from').selectOption('shopBanner')
    await page.getByRole('button', { name: 'Use this' }).click()
    const stage = page.getByTestId('canvas-stage')
    await expect(stage).toHaveAccessibleName('Design, 1,800 × 600 px')

    const layers = page.getByRole('list', { name: 'Layers (top first)' })
    await layers.getByRole('button', { name: 'Text: शर्मा ऑटो सर्विस', exact: true }).click()
    await page.getByLabel('Text', { exact: true }).fill('गुप्ता मोटर्स')
    await expect(stage.locator('text')).toContainText(['गुप्ता मोटर्स'])

    // Arrow keys on the selected item move it; Ctrl+Z and Ctrl+Y step back and forth.
    const name = stage.getByRole('button', { name: 'Text: गुप्ता मोटर्स' })
    await name.focus()
    await page.keyboard.press('Shift+ArrowRight')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByLabel('Left (px)')).toHaveValue('90')
    await expect(page.getByLabel('Top (px)')).toHaveValue('141')
    await page.keyboard.press('Control+z')
    await expect(page.getByLabel('Top (px)')).toHaveValue('140')
    await page.keyboard.press('Control+z')
    await expect(page.getByLabel('Left (px)')).toHaveValue('80')
    await page.keyboard.press('Control+y')
    await expect(page.getByLabel('Left (px)')).toHaveValue('90')

    // Hiding a layer leaves it out of the export; the badge stays.
    await layers.getByRole('button', { name: 'Hide: Text: 20% OFF' }).click()
    await page.getByRole('button', { name: 'Make PNG' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download design.png' }).click()
    const file = await download
    const bytes = await downloadedBytes(file)
    expect(bytes.length).toBeGreaterThan(5_000)
    expect(bytes.length).toBeLessThan(2_000_000)
    const image = await loadImage(bytes)
    expect([image.width, image.height]).toEqual([1800, 600])
    const ctx = createCanvas(1800, 600).getContext('2d')
    ctx.drawImage(image, 0, 0)
    const at = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data].slice(0, 3)
    expect(at(10, 590)).toEqual([15, 23, 42]) // background #0f172a
    expect(at(1550, 290)).toEqual([250, 204, 21]) // badge #facc15, its hidden "20% OFF" not drawn
    // The white Hindi name is drawn somewhere in its (moved) box.
    const row = ctx.getImageData(90, 140, 1200, 154).data
    let white = 0
    for (let i = 0; i < row.length; i += 4) if (row[i]! > 240 && row[i + 1]! > 240) white += 1
    expect(white).toBeGreaterThan(500)

    await page.reload()
    await expect(stage.locator('text')).toContainText(['गुप्ता मोटर्स'])
    await expect(layers.getByRole('button', { name: 'Show: Text: 20% OFF' })).toBeVisible()
  },
)

test('on a 375 px phone: a broken picture is refused; add a shape, drag and resize it by pointer, lock it, export a PDF of the page size', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/tools/canvas-craft')
  await page.getByLabel('Start from').selectOption('blank')
  await page.getByRole('button', { name: 'Use this' }).click()
  await page.locator('input[type=file]').setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  })
  await expect(page.getByText('This file is not a picture the browser can open.')).toBeVisible()
  await page.getByRole('button', { name: 'Rectangle' }).click()
  const stage = page.getByTestId('canvas-stage')
  const box = stage.getByRole('button', { name: 'Rectangle' })
  await expect(page.getByLabel('Left (px)')).toHaveValue('360')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // Design pixels per screen pixel: the 1,080 px page is shown about 300 px wide.
  await stage.evaluate((svg) => svg.scrollIntoView({ block: 'center' }))
  const frame = (await stage.boundingBox())!
  const scale = 1080 / frame.width
  const start = (await box.boundingBox())!
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2 + 20, start.y + start.height / 2 + 10, { steps: 4 })
  await page.mouse.up()
  const left = Number(await page.getByLabel('Left (px)').inputValue())
  expect(Math.abs(left - (360 + 20 * scale))).toBeLessThan(scale * 2)
  const handle = stage.getByLabel('Resize Rectangle')
  const corner = (await handle.boundingBox())!
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2)
  await page.mouse.down()
  await page.mouse.move(corner.x + corner.width / 2 - 30, corner.y + corner.height / 2, { steps: 4 })
  await page.mouse.up()
  const width = Number(await page.getByLabel('Width (px)', { exact: true }).inputValue())
  expect(Math.abs(width - (360 - 30 * scale))).toBeLessThan(scale * 2)

  // A locked item ignores the arrow keys and cannot be deleted; the undo button takes back the resize.
  const layers = page.getByRole('list', { name: 'Layers (top first)' })
  await layers.getByRole('button', { name: 'Lock: Rectangle' }).click()
  await box.focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Delete')
  await expect(page.getByLabel('Left (px)')).toHaveValue(String(Math.round(left)))
  await expect(layers.getByRole('button', { name: 'Delete: Rectangle' })).toBeDisabled()
  await page.getByRole('button', { name: 'Undo' }).click()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByLabel('Width (px)', { exact: true })).toHaveValue('360')

  await page.getByRole('button', { name: 'Make PDF' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download design.pdf' }).click()
  const pdf = await PDFDocument.load(await downloadedBytes(await download))
  expect(pdf.getPages().map((p) => p.getSize())).toEqual([{ width: 810, height: 810 }])
})
