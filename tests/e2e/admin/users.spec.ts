import { expect, test, type Browser, type Page } from '@playwright/test'
import { openPage, signInAs, signUpAs, toast, uniqueEmail } from './accounts'
import { restAsAdmin } from './backend'

type UserRow = {
  id: string
  access: Record<string, string>
  max_devices: number
  app_valid_till: string | null
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInAs(page, 'admin@autobahi.local', 'admin-autobahi', '/admin-login')
  return page
}

async function openEditor(admin: Page, email: string): Promise<void> {
  await openPage(admin, '/admin/users', 'User management')
  await admin.getByLabel('Search by e-mail').fill(email)
  await expect(admin.getByRole('status').filter({ hasText: '1 account' })).toBeVisible()
  await admin.getByRole('button', { name: `Edit ${email}` }).click()
  await expect(admin.getByRole('dialog', { name: `Edit ${email}` })).toBeVisible()
}

/** The profile the user's own app loaded, from its cached copy on the device. */
async function cachedProfile(
  page: Page,
): Promise<{ access: Record<string, string>; max_devices: number } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('autobahi.auth.cache')
    return raw
      ? (JSON.parse(raw) as { profile: { access: Record<string, string>; max_devices: number } }).profile
      : null
  })
}

test.describe('admin: user management', () => {
  test('changes a new user’s access and device limit, and the user’s app sees it after reloading the profile', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('access')
    await signUpAs(page, email)
    // A new sign-up owns its company on a trial with full access (issue 18).
    await expect.poll(async () => (await cachedProfile(page))?.access.customers).toBe('full')

    const admin = await adminPage(browser)
    await openEditor(admin, email)
    const dialog = admin.getByRole('dialog')
    // The editor offers the modules that are built (issue 18 item 7): all of them now, the MIS report last.
    await expect(dialog.getByRole('group', { name: 'Job cards' })).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'Receipts' })).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'Stock' })).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'Purchases', exact: true })).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'Workshop purchases', exact: true })).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'MIS report', exact: true })).toBeVisible()
    await dialog.getByRole('group', { name: 'Customers' }).getByText('None', { exact: true }).click()
    await dialog.getByRole('group', { name: 'Bookings' }).getByText('Write', { exact: true }).click()
    await dialog.getByLabel('Device limit').fill('0')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog.getByText('Enter a whole number from 1 to 50.')).toBeVisible()
    await expect(dialog.getByLabel('Device limit')).toBeFocused()
    await dialog.getByLabel('Device limit').fill('3')
    await dialog.getByRole('button', { name: '+30 days' }).click()
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(admin, 'Account updated')).toBeVisible()
    await expect(admin.getByRole('dialog')).toHaveCount(0)
    // The user's own row, not their company's heading row (which may be named by the same e-mail).
    await expect(
      admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: email }) }),
    ).toContainText('1 of 3')

    const [row] = await restAsAdmin<UserRow[]>(
      request,
      `users?select=id,access,max_devices,app_valid_till&email=eq.${encodeURIComponent(email)}`,
    )
    expect(row?.access.customers).toBeUndefined()
    expect(row?.access.bookings).toBe('write')
    expect(row?.max_devices).toBe(3)

    // The user's app reads its profile again on reload.
    await page.reload()
    await expect.poll(async () => (await cachedProfile(page))?.access.bookings).toBe('write')
    const profile = await cachedProfile(page)
    expect(profile?.access.customers).toBeUndefined()
    expect(profile?.max_devices).toBe(3)
    await admin.context().close()
  })

  test('signs out one of a user’s devices', async ({ page, browser, request }) => {
    const email = uniqueEmail('revoke')
    await signUpAs(page, email)
    const admin = await adminPage(browser)
    await openEditor(admin, email)
    const sessions = admin.getByTestId('user-sessions')
    await expect(sessions.getByRole('listitem')).toHaveCount(1)
    await sessions.getByRole('button', { name: /^Sign out Chrome/ }).click()
    await expect(toast(admin, 'Device signed out')).toBeVisible()
    await expect(admin.getByText('No device is signed in.')).toBeVisible()
    const [user] = await restAsAdmin<UserRow[]>(
      request,
      `users?select=id&email=eq.${encodeURIComponent(email)}`,
    )
    expect(
      await restAsAdmin<unknown[]>(request, `active_sessions?select=session_id&user_id=eq.${user?.id}`),
    ).toEqual([])
    await admin.context().close()
  })

  test('dashboard counts accounts and lists those ending within 30 days; users show as cards on a phone', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('trial')
    await signUpAs(page, email)
    const admin = await adminPage(browser)
    await openPage(admin, '/admin/dashboard', 'Admin dashboard')
    await expect(admin.getByTestId('stat-users')).not.toHaveText('0')
    expect(Number(await admin.getByTestId('stat-users').textContent())).toBeGreaterThanOrEqual(3)
    expect(Number(await admin.getByTestId('stat-signups').textContent())).toBeGreaterThanOrEqual(1)
    await expect(admin.getByTestId('expiring-list')).toContainText(email)
    await expect(
      admin.getByTestId('expiring-list').getByRole('listitem').filter({ hasText: email }),
    ).toContainText('14 days left')

    await admin.setViewportSize({ width: 360, height: 740 })
    await admin.getByRole('link', { name: 'Manage users' }).click()
    await expect(admin.getByTestId('users-table')).toBeHidden()
    await admin.getByLabel('Search by e-mail').fill(email)
    await expect(admin.getByTestId('users-cards').getByRole('listitem')).toHaveCount(1)
    await admin.getByRole('button', { name: `Edit ${email}` }).click()
    await expect(admin.getByRole('dialog')).toBeVisible()
    await admin.keyboard.press('Escape')
    await expect(admin.getByRole('dialog')).toHaveCount(0)
    await admin.context().close()
  })
})
