import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, uniqueEmail } from './auth-helpers'

test('sign in and sign out by keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keys')
  await signUp(page, email)
  // Account menu: Enter opens it on the first item, arrows move, Escape closes and returns focus.
  const trigger = page.getByRole('button', { name: /^Account menu for/ })
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(trigger).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('E-mail').focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(PASSWORD)
  // The show/hide toggle is next in the tab order and says what it does.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  await page.getByLabel('Password', { exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)
})
