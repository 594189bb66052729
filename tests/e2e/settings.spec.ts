import { expect, test } from '@playwright/test'
import { openPage, PASSWORD, signInAs, signUpAs, toast, uniqueEmail } from './admin/accounts'
import { swTest } from './helpers/service-worker'
import { expectSynced, serverRows, userToken } from './pro/pro-helpers'
import { waitForServiceWorkerControl } from './pwa/sw-helpers'

const GSTIN = '27AAPFU0939F1ZV'
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

test.describe('/settings', () => {
  test('saves company details and a GSTIN valid for the chosen state, refuses a bad one, and reloads them', async ({
    page,
  }) => {
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
    // The books are open until the owner locks them up to a date.
    await expect(page.getByLabel('Books locked up to')).toHaveValue('')
    await page.getByLabel('Books locked up to').fill('2025-03-31')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(toast(page, 'Settings saved')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Books locked up to')).toHaveValue('2025-03-31')
    await expect(page.getByLabel('Company name')).toHaveValue('Shree Balaji Autos')
    await expect(page.getByLabel('GSTIN', { exact: true })).toHaveValue(GSTIN)
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('Maharashtra')
    await expect(page.getByLabel('PIN code')).toHaveValue('411019')
  })

  swTest(
    'saves offline into the settings on this device: kept through an offline reload, waiting, then on the server',
    async ({ page, context, request }) => {
      const email = uniqueEmail('settings-offline')
      await signUpAs(page, email)
      await openPage(page, '/settings', 'Settings')
      await expect(page.getByLabel('Company name')).toHaveValue('AutoBahi Pro')
      // The new account's default settings have reached the server.
      await expectSynced(page)
      await waitForServiceWorkerControl(page)

      await context.setOffline(true)
      await page.getByLabel('Company name').fill('Offline Motors')
      await page.getByLabel('Terms and conditions').fill('Goods once sold will not be taken back.')
      await page.getByRole('button', { name: 'Save settings' }).click()
      await expect(toast(page, 'Settings saved')).toContainText('Saved on this device.')
      const status = page.getByTestId('settings-save-status')
      await expect(status).toContainText('Saved on this device, waiting to sync with the server.')
      // The header reads the saved settings at once.
      await expect(page.getByTestId('company-name')).toHaveText('Offline Motors')
      await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')

      await page.reload()
      await expect(page.getByLabel('Company name')).toHaveValue('Offline Motors')
      await expect(page.getByLabel('Terms and conditions')).toHaveValue(
        'Goods once sold will not be taken back.',
      )
      await expect(status).toContainText('waiting to sync')
      await expect(page.getByText('Unsaved changes from earlier were restored on this device.')).toHaveCount(
        0,
      )
      await expect(page.getByTestId('company-name')).toHaveText('Offline Motors')

      await context.setOffline(false)
      await expectSynced(page)
      await expect(status).not.toContainText('waiting to sync')
      const rows = await serverRows<{ company_name: string; terms_and_conditions: string }>(
        request,
        await userToken(request, email, PASSWORD),
        'settings?select=company_name,terms_and_conditions',
      )
      expect(rows).toEqual([
        { company_name: 'Offline Motors', terms_and_conditions: 'Goods once sold will not be taken back.' },
      ])
      // The new account's defaults and this edit left no conflict to resolve.
      await page.goto('/sync')
      await expect(page.getByText('No conflicts. Every edit reached the server as made.')).toBeVisible()
    },
  )

  test('keeps unsaved edits on the device as a draft through a reload', async ({ page }) => {
    await signUpAs(page, uniqueEmail('settings-draft'))
    await openPage(page, '/settings', 'Settings')
    await page.getByLabel('Company name').fill('Draft Motors')
    await expect(page.getByTestId('settings-save-status')).toContainText('You have unsaved changes.')
    page.once('dialog', (d) => void d.accept())
    await page.reload()
    await expect(page.getByText('Unsaved changes from earlier were restored on this device.')).toBeVisible()
    await expect(page.getByLabel('Company name')).toHaveValue('Draft Motors')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(toast(page, 'Settings saved')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Company name')).toHaveValue('Draft Motors')
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

  test('uploads a logo to the company-assets bucket, refuses other file types, and keeps the URL', async ({
    page,
  }) => {
    await signUpAs(page, uniqueEmail('settings-logo'))
    await openPage(page, '/settings', 'Settings')
    await page
      .getByTestId('logo-file')
      .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: PNG })
    await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible()
    await page
      .getByTestId('logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
    const preview = page.getByRole('img', { name: 'Company logo preview' })
    await expect(preview).toBeVisible()
    const src = await preview.getAttribute('src')
    expect(src).toMatch(/\/storage\/v1\/object\/public\/company-assets\/[0-9a-f-]+\/logo\.png\?v=\d+$/)
    expect((await page.request.get(src ?? '')).ok()).toBe(true)
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(toast(page, 'Settings saved')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('img', { name: 'Company logo preview' })).toHaveAttribute('src', src ?? '')
  })

  test('shows the form and its messages in Hindi', async ({ page }) => {
    await signUpAs(page, uniqueEmail('settings-hi'))
    await page.evaluate(() => localStorage.setItem('autobahi.lang', 'hi'))
    await openPage(page, '/settings', 'सेटिंग्स')
    await page.getByLabel('राज्य', { exact: true }).selectOption('Maharashtra')
    await page.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZW')
    await page.getByRole('button', { name: 'सेटिंग्स सेव करें' }).click()
    await expect(page.getByText('चेक अक्षर मेल नहीं खाता: कोई अक्षर गलत टाइप हुआ है।')).toBeVisible()
  })

  test('is read-only after the account’s validity has ended', async ({ page, browser }) => {
    const email = uniqueEmail('settings-ended')
    await signUpAs(page, email)
    const admin = await (await browser.newContext()).newPage()
    await signInAs(admin, 'admin@autobahi.local', 'admin-autobahi', '/admin-login')
    await openPage(admin, '/admin/users', 'User management')
    await admin.getByLabel('Search by e-mail').fill(email)
    await admin.getByRole('button', { name: `Edit ${email}` }).click()
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Kolkata',
    })
    await admin.getByLabel('Valid till').fill(yesterday)
    await admin.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(admin, 'Account updated')).toBeVisible()
    await admin.context().close()

    await openPage(page, '/settings', 'Settings')
    await expect(page.getByText('Your account is read-only, so settings cannot be changed.')).toBeVisible()
    await expect(page.getByLabel('Company name')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0)
  })
})
