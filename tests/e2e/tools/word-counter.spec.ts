import { expect, test } from '@playwright/test'
import { tabTo } from './keyboard'

test.describe('word counter, by keyboard', () => {
  test('counts Hindi words, sentences and keywords as you type, and clears', async ({ page }) => {
    await page.goto('/tools/word-counter')
    const text = page.getByLabel('Your text')
    await tabTo(page, text)
    await page.keyboard.type('नमस्ते दुनिया। यह एक परीक्षण है।')

    await expect(page.getByTestId('count-words')).toHaveText('6')
    await expect(page.getByTestId('count-sentences')).toHaveText('2')
    await expect(page.getByTestId('count-paragraphs')).toHaveText('1')
    await expect(page.getByTestId('count-reading-time')).toHaveText('2 sec')
    await expect(page.getByRole('rowheader', { name: 'परीक्षण' })).toBeVisible()
    // Stop words are left out of keyword density.
    await expect(page.getByRole('rowheader', { name: 'है', exact: true })).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: '6 words' })).toHaveCount(1)

    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Second paragraph. With two sentences!')
    await expect(page.getByTestId('count-words')).toHaveText('11')
    await expect(page.getByTestId('count-sentences')).toHaveText('4')
    await expect(page.getByTestId('count-paragraphs')).toHaveText('2')
    await expect(page.getByTestId('count-lines')).toHaveText('3')

    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('button', { name: 'Clear' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('count-words')).toHaveText('0')
    await expect(text).toHaveValue('')
  })

  test('works in Hindi after switching language', async ({ page }) => {
    await page.goto('/tools/word-counter')
    await tabTo(page, page.getByTestId('language-switch'))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'शब्द गणक' })).toBeVisible()

    const text = page.getByLabel('आपका टेक्स्ट')
    await tabTo(page, text)
    await page.keyboard.type('मेरी car का GST नंबर है।')
    await expect(page.getByTestId('count-words')).toHaveText('6')
    await expect(page.getByText('पढ़ने का समय', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'कीवर्ड घनत्व' })).toBeVisible()
  })
})
