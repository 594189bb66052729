import { expect, test } from '@playwright/test'
import { tabTo } from './keyboard'

test.describe('colour picker, by keyboard', () => {
  test('converts a HEX code and checks WCAG contrast', async ({ page }) => {
    await page.goto('/tools/color-picker')
    const hex = page.getByLabel('HEX code')
    await tabTo(page, hex)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('#777777')
    await expect(page.getByTestId('value-rgb')).toHaveText('rgb(119, 119, 119)')
    await expect(page.getByTestId('value-hsl')).toHaveText('hsl(0, 0%, 47%)')
    await expect(page.getByTestId('value-hsv')).toHaveText('hsv(0, 0%, 47%)')
    await expect(page.getByTestId('value-cmyk')).toHaveText('cmyk(0%, 0%, 0%, 53%)')
    await expect(page.getByTestId('contrast-white-ratio')).toHaveText('4.48:1')
    const verdicts = page.getByTestId('contrast-white-verdicts')
    await expect(verdicts).toContainText('AA normal text: fail')
    await expect(verdicts).toContainText('AA large text: pass')
    await expect(page.getByTestId('contrast-black-ratio')).toHaveText('4.69:1')

    await tabTo(page, page.getByLabel('Second colour (HEX)'))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('#767676')
    await expect(page.getByTestId('contrast-second-ratio')).toHaveText('1.01:1')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('#12')
    await expect(
      page.getByText('A HEX code has 3 or 6 characters from 0–9 and a–f, like #ff8800.'),
    ).toBeVisible()

    await tabTo(page, hex)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('f00')
    await expect(page.getByTestId('value-hex')).toHaveText('#ff0000')
    await tabTo(page, page.getByRole('button', { name: 'Use #00ffff' }))
    await page.keyboard.press('Enter')
    await expect(hex).toHaveValue('#00ffff')
    await expect(page.getByRole('status').filter({ hasText: 'Current colour #00ffff' })).toHaveCount(1)
  })

  test('copies a value', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/tools/color-picker')
    await tabTo(page, page.getByRole('button', { name: 'Copy RGB' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('rgb(30, 64, 175)')
  })

  test('picks a colour from an image with the arrow keys', async ({ page }) => {
    await page.goto('/tools/color-picker')
    // A 20×10 PNG, left half red and right half blue, made in the page so no file ships with the test.
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas')
      canvas.width = 20
      canvas.height = 10
      const ctx = canvas.getContext('2d')!
      ctx.fillStyle = '#ff0000'
      ctx.fillRect(0, 0, 10, 10)
      ctx.fillStyle = '#0000ff'
      ctx.fillRect(10, 0, 10, 10)
      return canvas.toDataURL('image/png')
    })
    await page.getByLabel('Choose an image').setInputFiles({
      name: 'halves.png',
      mimeType: 'image/png',
      buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
    })
    const canvas = page.getByTestId('pick-canvas')
    await tabTo(page, canvas)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('value-hex')).toHaveText('#0000ff')
    await page.keyboard.press('Shift+ArrowLeft')
    await expect(page.getByTestId('value-hex')).toHaveText('#ff0000')
    await expect(canvas).toHaveAttribute('aria-label', /Now at 1, 5: #ff0000/)

    await page
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(
      page.getByText('This file could not be opened as an image. Try a JPG, PNG or WebP.'),
    ).toBeVisible()
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/tools/color-picker')
    await expect(page.getByTestId('contrast-white-ratio')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
