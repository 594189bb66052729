// Issue 19, keyboard: counter staff work the business screens without the mouse, as in Tally. "/" goes to the
// search box, Alt+N starts a new record, Ctrl+S saves the open form; each control shows its keys.
import { expect, test } from '@playwright/test'
import { signUp, uniqueEmail } from '../auth/auth-helpers'

test('shortcuts: search, new and save by keyboard on customers, bookings and job cards', async ({ page }) => {
  await signUp(page, uniqueEmail('keys'))
  await page.goto('/customers')
  const add = page.getByTestId('new-party')
  await expect(add).toHaveAttribute('aria-keyshortcuts', 'Alt+N')
  await expect(add).toContainText('Alt+N')

  await page.keyboard.press('/')
  await expect(page.getByTestId('party-search')).toBeFocused()
  // In a field "/" is a character, not a shortcut.
  await page.keyboard.type('a/b')
  await expect(page.getByTestId('party-search')).toHaveValue('a/b')
  await page.getByTestId('party-search').fill('')

  await page.keyboard.press('Alt+N')
  const form = page.getByTestId('party-form')
  await expect(form).toBeVisible()
  await form.getByLabel('Name').fill('Kavita Rao')
  await form.getByLabel('Mobile').fill('98765 12345')
  // Ctrl+S saves from inside a field.
  await page.keyboard.press('Control+S')
  await expect(form).toBeHidden()
  await expect(page.getByText('Kavita Rao')).toBeVisible()

  await page.goto('/bookings')
  await expect(page.getByTestId('booking-new')).toContainText('Alt+N')
  await page.keyboard.press('Alt+N')
  await expect(page).toHaveURL(/\/bookings\?new=1$/)
  await expect(page.getByTestId('booking-save')).toHaveAttribute('aria-keyshortcuts', 'Control+S')
  // Saving an empty booking by keyboard shows what is missing, as the button does.
  await page.keyboard.press('Control+S')
  await expect(page.getByRole('alert').first()).toBeVisible()

  await page.goto('/workshop/job-card')
  await expect(page.getByTestId('new-job-card')).toBeVisible()
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox')).toBeFocused()
  await page.keyboard.press('Alt+N')
  await expect(page).toHaveURL(/\?new=1$/)
  await expect(page.getByTestId('save-job-card')).toContainText('Ctrl+S')
})
