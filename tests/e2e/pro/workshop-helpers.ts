// The workshop's stock the journeys start from, typed as a person types it: a brake pad set in the parts master,
// and one sold over the counter.
import { expect, type Page } from '@playwright/test'
import { toast } from '../auth/auth-helpers'

/**
 * BP-100, a brake pad set (HSN 870830): four of opening stock at ₹1,500 each, sold at ₹2,118.64 before GST
 * (₹2,500.00 with CGST and SGST at 9 % each, its MRP). Returns the part's address.
 */
export async function addBrakePads(page: Page, options: { reorderLevel?: string } = {}): Promise<string> {
  await page.goto('/workshop/inventory')
  await page.getByTestId('add-part').click()
  await page.getByLabel('Part number', { exact: true }).fill('BP-100')
  await page.getByLabel('Name', { exact: true }).fill('Brake pad set')
  await page.getByLabel('HSN code').fill('870830')
  await page.getByLabel('Sale rate (₹)').fill('2,118.64')
  await page.getByLabel('Sale rate includes GST').uncheck()
  await page.getByLabel('MRP (₹, with GST)').fill('2,500')
  if (options.reorderLevel) await page.getByLabel('Reorder level').fill(options.reorderLevel)
  await page.getByLabel('Opening quantity').fill('4')
  await page.getByLabel('Opening value (₹)').fill('6,000')
  await page.getByTestId('part-save').click()
  await expect(toast(page, 'Part BP-100 saved')).toBeVisible()
  return page.url()
}

/** One pad over the counter to a walk-in paying cash; returns the invoice's number (the series' first). */
export async function sellOnePadOverCounter(page: Page): Promise<string> {
  await page.goto('/workshop/invoices')
  await page.getByTestId('new-counter-sale').click()
  await page.getByRole('combobox', { name: 'Part', exact: true }).fill('bp 100')
  await page.getByRole('option', { name: /BP-100/ }).click()
  await page.getByTestId('counter-sale-post').click()
  await expect(page.getByTestId('workshop-invoice-number')).toHaveText(/^WI[0-9A-Z]{3}\/\d{4}\/0001$/)
  return ((await page.getByTestId('workshop-invoice-number').textContent()) ?? '').trim()
}
