import { expect, test } from '@playwright/test'
import { tabTo } from './keyboard'

test.describe('text case converter, by keyboard', () => {
  test('converts line by line, switches case with the arrow keys and copies', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/tools/text-case-converter')
    await tabTo(page, page.getByLabel('Text to convert'))
    await page.keyboard.type('the lord of the rings\nhow to file GST on an iPhone\nनमस्ते दुनिया')

    const output = page.getByRole('textbox', { name: /^Result:/ })
    await expect(output).toHaveValue('The lord of the rings\nHow to file GST on an iPhone\nनमस्ते दुनिया')

    // Tab lands on the checked radio (Sentence case); arrows move through lower, UPPER, Title.
    await tabTo(page, page.getByRole('radio', { name: 'Sentence case' }))
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Title Case' })).toBeChecked()
    await expect(output).toHaveValue('The Lord of the Rings\nHow to File GST on an iPhone\nनमस्ते दुनिया')

    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'camelCase' })).toBeChecked()
    await expect(output).toHaveValue('theLordOfTheRings\nhowToFileGstOnAnIPhone\nनमस्तेदुनिया')

    await tabTo(page, page.getByRole('button', { name: 'Copy' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toHaveCount(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'theLordOfTheRings\nhowToFileGstOnAnIPhone\nनमस्तेदुनिया',
    )
  })

  test('downloads the result as a .txt file', async ({ page }) => {
    await page.goto('/tools/text-case-converter')
    await tabTo(page, page.getByLabel('Text to convert'))
    await page.keyboard.type('Hello World')
    await tabTo(page, page.getByRole('button', { name: 'Download .txt' }))
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    const file = await download
    expect(file.suggestedFilename()).toBe('text-sentence.txt')
  })
})
