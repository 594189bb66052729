import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { signUp, uniqueEmail } from './auth-helpers'
import { currentUserId, updateUserAsAdmin } from './backend'

test.describe('offline and validity', () => {
  swTest('a user who signed in keeps working offline from the cached profile', async ({ page, context }) => {
    await signUp(page, uniqueEmail('offline'))
    await waitForServiceWorkerControl(page)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('You are offline. You can keep working;')).toBeVisible()
    await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible()
    await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Profile' }).click()
    await expect(page.getByText('The device list needs an internet connection.')).toBeVisible()
    await context.setOffline(false)
    await page.reload()
    await expect(page.getByTestId('device-list').getByText('This device')).toBeVisible()
  })

  test('after app_valid_till the account is read-only with a banner, data still visible', async ({
    page,
    request,
  }) => {
    await signUp(page, uniqueEmail('expired'))
    await updateUserAsAdmin(request, await currentUserId(page), { app_valid_till: '2024-03-31' })
    await page.reload()
    await expect(page.getByTestId('read-only-banner')).toContainText('The account is read-only')
    await expect(page.getByTestId('read-only-banner')).toContainText('31 March 2024')
    await expect(page.getByTestId('days-left')).toHaveText('Expired — read-only')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  })

  test("an admin's change of validity and access reaches the open app without a reload", async ({
    page,
    request,
  }) => {
    await signUp(page, uniqueEmail('live-profile'))
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.goto('/customers')
    await expect(page.getByRole('heading', { level: 1, name: 'Customers and parties' })).toBeVisible()
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
      timeout: 15_000,
    })
    await expect(page.getByTestId('read-only-banner')).toHaveCount(0)
    await updateUserAsAdmin(request, await currentUserId(page), { app_valid_till: '2024-03-31' })
    await expect(page.getByTestId('read-only-banner')).toContainText('31 March 2024')
    // Customers taken away: the open page gives way at once.
    await updateUserAsAdmin(request, await currentUserId(page), { access: { bookings: 'read' } })
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
