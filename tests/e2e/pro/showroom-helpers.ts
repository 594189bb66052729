// The showroom every vehicle journey starts from: the dealer's name, GSTIN and state (no invoice is made under
// the placeholder name), one diesel SUV in the catalogue with the rate its facts give, and an OEM bill begun
// from a supplier in another state.
import { expect, type Page } from '@playwright/test'
import { toast } from '../auth/auth-helpers'

export const SUV = 'Mahindra XUV 3XO AX5 Diesel'

/** Om Motors of Maharashtra; `pdiRequired` and `turnover` set the settings of those names. */
export async function setUpShowroom(
  page: Page,
  options: { pdiRequired?: boolean; turnover?: 'upto_5cr' | 'upto_10cr' | 'above_10cr' } = {},
) {
  await page.goto('/settings')
  // Typed at once, while a new account's default settings row may be landing: what was typed must hold.
  await page.getByLabel('Company name').fill('Om Motors')
  await page.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZV')
  await page.getByLabel('State', { exact: true }).selectOption('Maharashtra')
  if (options.pdiRequired) {
    await page.getByLabel('A vehicle needs a passed PDI before it is allotted or invoiced').check()
  }
  if (options.turnover) await page.getByLabel('Turnover last year').selectOption(options.turnover)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'Settings saved')).toBeVisible()
  await expect(page.getByLabel('Company name')).toHaveValue('Om Motors')
}

/** A diesel SUV of 1,497 cc and 4,300 mm: the classifier proposes 40 % and says why; the rate is taken. */
export async function addSuv(page: Page) {
  await page.goto('/catalogue?new=1')
  await page.getByLabel('Make').fill('Mahindra')
  await page.getByLabel('Model').fill('XUV 3XO')
  await page.getByLabel('Variant').fill('AX5 Diesel')
  await page.getByLabel('Fuel').selectOption('diesel')
  await page.getByLabel('HSN (8 digits)').fill('87033390')
  await page.getByLabel('Engine (cc)').fill('1497')
  await page.getByLabel('Length (mm)').fill('4300')
  await page.getByLabel('Ground clearance (mm)').fill('201')
  await page.getByLabel('Colours (comma-separated)').fill('Everest White, Nebula Blue')
  await expect(page.getByTestId('rate-proposal')).toContainText('GST 40% — a car above the small-car limits')
  await page.getByTestId('add-proposed-rate').click()
  await page.getByRole('button', { name: 'Save variant' }).click()
  await expect(toast(page, 'Variant saved.')).toBeVisible()
}

/** A new OEM bill `billNo` from Mahindra, a new supplier in Gujarat: the bill shows IGST. */
export async function startOemBill(page: Page, billNo: string) {
  await page.goto('/purchases')
  await page.getByTestId('new-purchase').click()
  await page.getByRole('combobox', { name: 'Supplier (OEM)' }).fill('Mahindra and Mahindra Ltd')
  await page.getByRole('option', { name: /New party “Mahindra and Mahindra Ltd”/ }).click()
  const supplierForm = page.getByTestId('party-form')
  await supplierForm.getByLabel('Mobile').fill('98220 44556')
  await supplierForm.getByLabel('State', { exact: true }).selectOption('24')
  await supplierForm.getByLabel('GSTIN', { exact: true }).fill('24AAACM3025E1Z5')
  await supplierForm.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The supplier is in another state: the bill shows IGST.')).toBeVisible()
  await page.getByLabel('Supplier’s bill number', { exact: true }).fill(billNo)
}
