import { expect, test } from '@playwright/test'
import { openPage, signUpAs, toast, uniqueEmail } from './admin/accounts'

const GSTIN = '27AAPFU0939F1ZV'

test.describe('/settings', () => {
  test('saves company details and a GSTIN valid for the chosen state, refuses a bad one, and reloads them', async ({ page }) => {
    await signUpAs(page, uniqueEmail('settings'))
    await openPage(page, '/settings', 'Settings')
    // The defaults of a new account.
    await expect(page.getByLabel('Company name')).toHaveValue('AutoBahi Pro')
    await expect(page.getByLabel('Registered invoice prefix', { exact: true })).toHaveValue('RINV-')
    await expect(page.getByLabel('Unregistered invoice prefix')).toHaveValue('NRINV-')
    await expect(page.getByText('57 units')).toBeVisible()

    await page.getByLabel('Company name').fill('Shree Balaji Autos')
    await page.getByLabel('State', { exact: true }).selectOption('Maharashtra')
    await page.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZW')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('The check character does not match: a character is mistyped.')).toBeVisible()
    await expect(page.getByLabel('GSTIN', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('GSTIN', { exact: true })).toBeFocused()
    await expect(page.getByTestId('settings-save-status')).toContainText('Fix 1 field before saving.')

    // The right GSTIN, but for another state than the chosen one.
    await page.getByLabel('GSTIN', { exact: true }).fill(GSTIN)
    await page.getByLabel('State', { exact: true }).selectOption('Gujarat')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('This GSTIN belongs to another state than the one chosen.')).toBeVisible()

    await page.getByLabel('State', { exact: true }).selectOption('Maharashtra')
    await page.getByLabel('PAN', { exact: true }).fill('AAPFU0939F')
    await page.getByLabel('PIN code').fill('411019')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(toast(page, 'Settings saved')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Company name')).toHaveValue('Shree Balaji Autos')
    await expect(page.getByLabel('GSTIN', { exact: true })).toHaveValue(GSTIN)
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('Maharashtra')
    await expect(page.getByLabel('PIN code')).toHaveValue('411019')
  })

  test('keeps edits on the device while offline and saves them when back online', async ({ page, context }) => {
    await signUpAs(page, uniqueEmail('settings-offline'))
    await openPage(page, '/settings', 'Settings')
    await expect(page.getByLabel('Company name')).toHaveValue('AutoBahi Pro')
    await context.setOffline(true)
    await page.getByLabel('Company name').fill('Offline Motors')
    await page.getByLabel('Terms and conditions').fill('Goods once sold will not be taken back.')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByTestId('settings-save-status')).toContainText('Saving needs the internet')
    await context.setOffline(false)

    // The draft survives a reload and is offered back.
    await page.reload()
    await expect(page.getByText('Unsaved changes from earlier were restored on this device.')).toBeVisible()
    await expect(page.getByLabel('Company name')).toHaveValue('Offline Motors')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(toast(page, 'Settings saved')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Company name')).toHaveValue('Offline Motors')
    await expect(page.getByText('Unsaved changes from earlier were restored on this device.')).toHaveCount(0)
  })

  test('edits units and purchase columns; Total stays fixed', async ({ page }) => {
    await signUpAs(page, uniqueEmail('settings-lists'))
    await openPage(page, '/settings', 'Settings')
    await page.getByLabel('New unit').fill('Litre')
    await page.getByLabel('New unit').press('Enter')
    await expect(page.getByText('58 units')).toBeVisible()
    await page.getByRole('button', { name: 'Remove Nos' }).click()
    await expect(page.getByText('57 units')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove Total' })).toHaveCount(0)
    await expect(page.getByLabel('Column name 9')).toHaveValue('Total')
    await expect(page.getByLabel('Column name 9')).toHaveAttribute('readonly', '')
    await page.getByLabel('New column name').fill('Rack')
    await page.getByRole('button', { name: 'Add column' }).click()
    await page.getByRole('button', { name: 'Move Rack up' }).click()
    await expect(page.getByLabel('Column name 10')).toHaveValue('Rack')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(toast(page, 'Settings saved')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Column name 10')).toHaveValue('Rack')
    await expect(page.getByText('57 units')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove Litre' })).toBeVisible()
  })
})
