// Canvas craft offline: a template's Hindi text edited, moved by keyboard with undo/redo, exported as a PNG
// of the design's size whose pixels show the template; the draft survives a reload.
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { expect, test } from '@playwright/test'
import { downloadedBytes } from './pdf-helpers'
import { openOfflinePatiently } from './qr-helpers'

test('shop banner offline: edit Hindi text, nudge, undo/redo, export PNG, draft kept', async ({
  page,
  context,
}) => {
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
})
