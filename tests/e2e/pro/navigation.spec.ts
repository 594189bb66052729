// The navigation follows the user's module access: a change by the admin shows up at the next load.
import { expect, test } from '@playwright/test'
import { currentUserId, updateUserAsAdmin } from '../auth/backend'
import { signUp, uniqueEmail } from '../auth/auth-helpers'

test('the app navigation shows exactly the modules the user may read', async ({ page, request }) => {
  await signUp(page, uniqueEmail('nav'))
  const nav = page.getByRole('navigation', { name: 'App' })
  // A trial account has every built module (full access for the new company's owner).
  for (const name of ['Customers', 'Bookings', 'Job cards']) {
    await expect(nav.getByRole('link', { name })).toBeVisible()
  }
  await updateUserAsAdmin(request, await currentUserId(page), { access: { customers: 'read' } })
  await page.reload()
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible({ timeout: 15_000 })
  await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Job cards' })).toHaveCount(0)
  // A module without access is refused even by its address.
  await page.goto('/bookings')
  await expect(page).toHaveURL(/\/dashboard$/)
})
