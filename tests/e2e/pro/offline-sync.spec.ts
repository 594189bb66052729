// Issue 4's end-to-end checks of the local-first data layer: work offline through a reload, see the changes
// waiting, reach the server exactly once when back online, warn before signing out with unsent work, and
// show another device's change live.
import { expect, test, type Page } from '@playwright/test'
import { signInAs } from '../admin/accounts'
import { PASSWORD, signUp, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced, grantPro, serverRows, userToken } from './pro-helpers'

async function addParty(page: Page, name: string, mobile: string) {
  await page.getByTestId('new-party').click()
  const form = page.getByTestId('party-form')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Mobile').fill(mobile)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
}

test.describe('offline-first data', () => {
  test('a customer made offline survives a reload, waits, and reaches the server once when online', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('offline-data')
    await signUp(page, email)
    await grantPro(page, request)
    await page.goto('/customers')
    await expect(page.getByRole('heading', { level: 1, name: 'Customers and parties' })).toBeVisible()
    await expectSynced(page)
    await waitForServiceWorkerControl(page)

    await context.setOffline(true)
    await addParty(page, 'Offline Motors', '98765 43210')
    // A bad GSTIN is refused next to the field, nothing saved.
    await page.getByTestId('new-party').click()
    await page.getByTestId('party-form').getByLabel('Name').fill('Bad GST Traders')
    await page.getByTestId('party-form').getByLabel('GSTIN').fill('27AAPFU0939F1ZW')
    await page.getByTestId('party-form').getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('This is not a valid GSTIN')).toBeVisible()
    await page.getByTestId('party-form').getByRole('button', { name: 'Cancel' }).click()

    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'offline')
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')
    await page.reload()
    await expect(page.getByText('Offline Motors')).toBeVisible()
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')

    // Signing out now warns that one change has not reached the server.
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page.getByTestId('sign-out-warning')).toContainText(
      '1 change on this device has not reached',
    )
    await page.getByRole('button', { name: 'Stay signed in' }).click()

    await context.setOffline(false)
    await expectSynced(page)
    const token = await userToken(request, email, PASSWORD)
    const rows = await serverRows<{ name: string; mobile: string; rev: number }>(
      request,
      token,
      'parties?select=name,mobile,rev',
    )
    expect(rows).toEqual([{ name: 'Offline Motors', mobile: '9876543210', rev: 1 }])
  })

  test('a second device sees a new customer live, and search finds it', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('live')
    await signUp(page, email)
    await grantPro(page, request)
    await page.goto('/customers')
    await expectSynced(page)

    const other = await browser.newContext()
    const page2 = await other.newPage()
    await signInAs(page2, email, PASSWORD)
    await page2.goto('/customers')
    await expectSynced(page2)

    await addParty(page, 'Live Wheels', '9123456780')
    await expect(page2.getByText('Live Wheels')).toBeVisible({ timeout: 5_000 })
    await page2.getByTestId('party-search').fill('91234')
    await expect(page2.getByTestId('party-count')).toHaveText('1 party')
    await other.close()
  })
})
