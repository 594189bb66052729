import { expect, test } from '@playwright/test'
import { tabTo } from './keyboard'

test.describe('password generator, by keyboard', () => {
  test('makes passwords of the chosen length and characters, and clamps the length', async ({ page }) => {
    await page.goto('/tools/password-generator')
    const result = page.getByTestId('password-result')
    await expect(result).toHaveText(/^.{16}$/)

    const length = page.getByLabel('Length (characters)')
    await tabTo(page, length)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('24')
    await expect(result).toHaveText(/^[A-Za-z0-9!@#$%^&*()\-_=+[\]{};:,.?/~]{24}$/)

    await tabTo(page, page.getByRole('checkbox', { name: 'Symbols' }))
    await page.keyboard.press('Space')
    await expect(result).toHaveText(/^[A-Za-z0-9]{24}$/)
    await expect(page.getByTestId('strength')).toHaveText('Very strong')
    await expect(page.getByTestId('entropy')).toHaveText(/^14\d bits of entropy$/)

    const before = await result.textContent()
    await tabTo(page, page.getByRole('button', { name: 'Generate new' }))
    await page.keyboard.press('Enter')
    await expect(result).not.toHaveText(before ?? '')
    await expect(result).toHaveText(/^[A-Za-z0-9]{24}$/)

    await tabTo(page, length)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('500')
    await expect(page.getByText('The largest allowed is 128, so 128 is used.')).toBeVisible()
    await expect(result).toHaveText(/^[A-Za-z0-9]{128}$/)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('abc')
    await expect(page.getByText('Enter a whole number from 4 to 128.')).toBeVisible()
    await expect(length).toHaveAttribute('aria-invalid', 'true')
  })

  test('makes several passphrases from the EFF word list', async ({ page }) => {
    await page.goto('/tools/password-generator')
    await tabTo(page, page.getByRole('radio', { name: 'Password', exact: true }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Passphrase (words)' })).toBeChecked()
    const result = page.getByTestId('password-result')
    await expect(result).toHaveText(/^[a-z-]+$/)
    await expect(page.getByText('EFF Large Wordlist', { exact: false })).toBeVisible()

    await tabTo(page, page.getByLabel('Between words'))
    await page.keyboard.press('ArrowDown')
    await expect(page.getByLabel('Between words')).toHaveValue('space')
    const words = (await result.textContent())!.split(' ')
    expect(words).toHaveLength(6)
    for (const word of words) expect(word).toMatch(/^[a-z-]+$/)
    await expect(page.getByTestId('entropy')).toHaveText('77 bits of entropy')

    await tabTo(page, page.getByLabel('How many'))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('5')
    const list = page.getByTestId('password-results').getByRole('listitem')
    await expect(list).toHaveCount(5)
    for (const item of await list.all()) expect((await item.textContent())!.split(' ')).toHaveLength(6)
    await expect(page.getByRole('button', { name: 'Copy all' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Download .txt' })).toBeVisible()
  })
})
