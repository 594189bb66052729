// Issue 18, one dealership with staff: the owner signs up and adds a customer at once (the trial writes),
// invites a staff member, who opens the join link in a second browser (a phone), signs up into the owner's
// company, sees the customer and makes a booking offline; the owner sees it, then lowers the member to
// read-only and the member's open app follows without a reload; offline the staff page says it needs the
// network.
import { expect, test, type Page } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { expectSynced } from './pro-helpers'

async function addParty(page: Page, name: string, mobile: string) {
  await page.getByTestId('new-party').click()
  const form = page.getByTestId('party-form')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Mobile').fill(mobile)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
}

test('staff: invite, join with the link, work offline in the company, and follow a lowered access live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signUp(page, uniqueEmail('owner'))
  await page.goto('/customers')
  await addParty(page, 'Sunita Devi', '98765 43210')
  await expectSynced(page)

  // The owner invites from the staff page (in the navigation for owners).
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Staff' }).click()
  await expect(page).toHaveTitle(/^Staff \| AutoBahi Pro$/)
  await page.getByRole('button', { name: 'Invite staff' }).click()
  const form = page.getByTestId('invite-form')
  await form.getByRole('button', { name: 'Create invite' }).click()
  await expect(form.getByText('Enter a name.')).toBeVisible()
  await expect(form.getByLabel('Name')).toBeFocused()
  await form.getByLabel('Name').fill('Meena Sales')
  await form.getByRole('button', { name: 'Create invite' }).click()
  await expect(page.getByTestId('staff-message')).toHaveText('Invite created for Meena Sales.')
  const link = (await page.getByTestId('invite-link').textContent()) ?? ''
  expect(link).toMatch(/\/join\/[A-Z0-9]{12}$/)
  await expect(page.getByTestId('staff-invites')).toContainText('Meena Sales')

  // The staff member, on a phone: the link names the company and fills the name in.
  const use = test.info().project.use
  const phone = await browser.newContext({
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
  })
  const staff = await phone.newPage()
  await staff.goto('/join/ZZZZ0000ZZZZ')
  await expect(staff.getByTestId('invite-notice')).toHaveText(
    'This invite code is not known. Check it, or ask the owner for a new invite.',
  )
  await staff.goto(link)
  await expect(staff.getByTestId('invite-notice')).toContainText(/Join .+ as Meena Sales/)
  await expect(staff.getByLabel('Your name')).toHaveValue('Meena Sales')
  await staff.getByLabel('E-mail').fill(uniqueEmail('meena'))
  await staff.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await staff.getByLabel('Confirm password').fill(PASSWORD)
  await staff.getByRole('button', { name: 'Create account' }).click()
  await expect(staff).toHaveURL(/\/dashboard$/)
  // Staff do not manage staff.
  await staff.goto('/staff')
  await expect(staff).toHaveURL(/\/dashboard$/)
  await expect(toast(staff, 'Access Denied')).toBeVisible()

  // The company's customer is there; a booking is made offline and reaches the owner.
  await staff.goto('/customers')
  await expect(staff.getByText('Sunita Devi')).toBeVisible({ timeout: 15_000 })
  await staff.goto('/bookings')
  await expectSynced(staff)
  await staff.getByRole('link', { name: 'New booking' }).click()
  await expect(staff.getByLabel('Model')).toBeVisible()
  await phone.setOffline(true)
  await staff.getByRole('combobox', { name: 'Customer' }).fill('Sunita')
  await staff
    .getByRole('option', { name: /Sunita Devi/ })
    .first()
    .click()
  await staff.getByLabel('Model').fill('Activa')
  await staff.getByLabel('Variant').fill('DLX')
  await staff.getByLabel('Colour').fill('Red')
  await staff.getByLabel('Amount received (₹)').fill('5,000')
  await staff.getByRole('button', { name: 'Save booking' }).click()
  const title = staff.getByTestId('booking-title')
  await expect(title).toHaveText(/^RV[0-9A-Z]{3}\/\d{4}\/0001$/)
  const receiptNo = (await title.textContent()) ?? ''
  await phone.setOffline(false)
  await expectSynced(staff)

  await page.goto('/bookings')
  await page.getByRole('link', { name: receiptNo }).click({ timeout: 15_000 })
  await expect(page.getByText('Created by Meena Sales')).toBeVisible()

  // The owner sees the member and makes them read-only; the member's open app follows.
  await staff.goto('/bookings')
  await expect(staff.getByRole('link', { name: 'New booking' })).toBeVisible()
  await page.goto('/staff')
  const member = page.getByTestId('staff-member').filter({ hasText: 'Meena Sales' })
  await expect(member.getByTestId('member-status')).toHaveText('Active')
  await expect(member.getByTestId('device-list')).toBeVisible()
  await member.getByRole('button', { name: 'Edit access of Meena Sales' }).click()
  const dialog = page.getByRole('dialog', { name: 'Access of Meena Sales' })
  await dialog.getByRole('button', { name: 'Read', exact: true }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('staff-message')).toContainText('The access of Meena Sales was saved.')
  await expect(member.getByTestId('member-access')).toContainText('Read only')
  await expect(staff.getByRole('link', { name: 'New booking' })).toHaveCount(0, { timeout: 20_000 })
  // The used invite is gone from the open ones; deactivating asks first.
  await expect(page.getByTestId('staff-invites')).toHaveCount(0)
  await member.getByRole('button', { name: 'Deactivate Meena Sales' }).click()
  const confirm = page.getByRole('dialog', { name: 'Deactivate Meena Sales?' })
  await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await expect(page.getByTestId('staff-message')).toHaveText(
    'Meena Sales was deactivated and signed out everywhere.',
  )
  await expect(member.getByTestId('member-status')).toHaveText('Deactivated')
  await expect(member.getByText('Not signed in on any device.')).toBeVisible()
  // Managing staff needs the network, and says so.
  await page.context().setOffline(true)
  await expect(page.getByTestId('staff-offline')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Invite staff' })).toBeDisabled()
  await expect(member.getByRole('button', { name: 'Reactivate Meena Sales' })).toBeDisabled()
  await page.context().setOffline(false)
  await expect(page.getByRole('button', { name: 'Invite staff' })).toBeEnabled()
  await phone.close()
})
