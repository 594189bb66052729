// The accounts reports end to end, offline after the first sync: a brake pad set from opening stock sold on
// credit to a new customer over the counter (₹2,500.00 with GST), ₹1,000 of it received in cash; then, from the
// reports' catalogue, the trial balance (its two totals equal, the customer's ₹1,500.00 Dr, its Excel read back
// with numbers as numbers and both columns adding up the same, the customer's row opening the ledger), the
// receivables' ageing (the bill in the 0–30 days bucket) and the profit and loss account with the parts stock
// derived (₹6,000.00 in, ₹4,500.00 left: gross profit ₹618.64); the cash book closing on the cash received and
// no cash-limit exception; the ageing in Hindi at phone width.
import { expect, test } from '@playwright/test'
import { readSheet } from 'read-excel-file/node'
import { signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced } from './pro-helpers'
import { setUpShowroom } from './showroom-helpers'
import { addBrakePads } from './workshop-helpers'

test.use({ serviceWorkers: 'allow' })

test('accounts reports: trial balance, receivables ageing, P&L with derived stock, Excel read back; offline, Hindi, phone', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await signUp(page, uniqueEmail('accrep'))
  await setUpShowroom(page)
  await page.goto('/workshop/inventory')
  await expectSynced(page)
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)

  // Four brake pad sets of opening stock at ₹1,500.00 each, sold at ₹2,118.64 before GST.
  await addBrakePads(page)

  // One sold on credit to a new customer: ₹2,118.64 + CGST and SGST ₹190.68 each = ₹2,500.00.
  await page.goto('/workshop/invoices')
  await page.getByTestId('new-counter-sale').click()
  await page.getByRole('combobox', { name: 'Customer', exact: true }).fill('Ravi Kumar')
  await page.getByRole('option', { name: /New party “Ravi Kumar”/ }).click()
  const partyForm = page.getByTestId('party-form')
  await partyForm.getByLabel('Mobile').fill('98111 22334')
  await partyForm.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('party-picker-value')).toContainText('Ravi Kumar')
  await page.getByRole('combobox', { name: 'Part', exact: true }).fill('bp 100')
  await page.getByRole('option', { name: /BP-100/ }).click()
  await page.getByTestId('counter-sale-post').click()
  await expect(page.getByTestId('workshop-invoice-number')).toHaveText(/^WI[0-9A-Z]{3}\/\d{4}\/0001$/)
  const invoiceNo = ((await page.getByTestId('workshop-invoice-number').textContent()) ?? '').trim()

  // ₹1,000 of it received in cash, settled against the bill.
  await page.goto('/receipts')
  await page.getByTestId('new-rcpt').click()
  await page.getByRole('combobox', { name: 'Received from' }).fill('ravi')
  await page.getByRole('option', { name: /Ravi Kumar/ }).click()
  await page.getByLabel('Amount (₹)').fill('1,000')
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(toast(page, 'posted')).toBeVisible()

  // The trial balance from the catalogue: the totals agree at ₹2,500.00; the customer owes ₹1,500.00.
  await page.goto('/reports')
  const catalogue = page.getByTestId('report-catalogue')
  await expect(catalogue.getByRole('heading', { name: 'Accounts' })).toBeVisible()
  await page.getByTestId('report-link-trial-balance').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trial balance' })).toBeVisible()
  await expect(page.getByTestId('tb-agree')).toHaveText('Debit and credit agree: ₹2,500.00')
  const rows = page.getByTestId('report-rows')
  await expect(rows.getByRole('row', { name: /Ravi Kumar/ })).toContainText('₹1,500.00')
  await expect(rows.getByRole('row', { name: /Cash in hand/ })).toContainText('₹1,000.00')
  await expect(rows.getByRole('row', { name: /Sales – parts/ })).toContainText('₹2,118.64')
  await expect(page.getByTestId('register-total-dr')).toContainText('₹2,500.00')
  await expect(page.getByTestId('register-total-cr')).toContainText('₹2,500.00')

  // Its Excel: the amounts are numbers, the two columns add up alike.
  const excel = page.waitForEvent('download')
  await page.getByTestId('register-export-xlsx').click()
  const sheet = await readSheet((await (await excel).path())!)
  const header = sheet[0]!.map(String)
  const [dr, cr] = [header.indexOf('Debit'), header.indexOf('Credit')]
  expect(dr).toBeGreaterThan(-1)
  const ravi = sheet.find((r) => r[header.indexOf('Account')] === 'Ravi Kumar')!
  expect(ravi[dr]).toBe(1500)
  const sum = (i: number) =>
    sheet
      .slice(1)
      .reduce((s, r) => s + (typeof r[i] === 'number' ? Math.round((r[i] as number) * 100) : 0), 0)
  expect(sum(dr)).toBe(2_500_00)
  expect(sum(cr)).toBe(sum(dr))
  expect(sheet.slice(1).every((r) => r[dr] === null || typeof r[dr] === 'number')).toBe(true)
  await rows.getByRole('row', { name: /Ravi Kumar/ }).click()
  await expect(page).toHaveURL(/\/party-ledger\?party=/)

  // What customers owe, by age: the bill of today in 0–30 days, ₹1,500.00 after the receipt.
  await page.goto('/reports')
  await page.getByTestId('report-link-receivables').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Outstanding receivables' })).toBeVisible()
  const bill = rows.getByRole('row', { name: new RegExp(invoiceNo) })
  await expect(bill).toContainText('Ravi Kumar')
  await expect(bill).toContainText('₹2,500.00')
  await expect(page.getByTestId('register-total-b-0-30')).toContainText('₹1,500.00')
  await expect(page.getByTestId('register-total-b-31-60')).toContainText('₹0.00')
  await expect(page.getByTestId('ageing-total')).toHaveText('1 party · total outstanding ₹1,500.00')
  await page.getByLabel('Show', { exact: true }).selectOption('parties')
  await expect(rows.getByRole('row', { name: /Ravi Kumar/ })).toContainText('₹1,500.00')

  // The profit and loss: ₹2,118.64 of sales; the parts stock ₹6,000.00 in and ₹4,500.00 left.
  await page.goto('/reports')
  await page.getByTestId('report-link-profit-loss').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Profit and loss' })).toBeVisible()
  await expect(page.getByTestId('pl-revenue')).toHaveText('₹2,118.64')
  await expect(page.getByTestId('pl-gross')).toHaveText('₹618.64')
  await expect(page.getByTestId('pl-net')).toHaveText('₹618.64')
  await expect(rows.getByRole('row', { name: /Less closing stock – parts/ })).toContainText('₹4,500.00')

  // The cash book of the month closes on the ₹1,000.00 received; the receipt breaks no cash limit.
  await page.goto('/reports')
  await page.getByTestId('report-link-cash-book').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cash book' })).toBeVisible()
  await expect(page.getByTestId('book-closing')).toHaveText('₹1,000.00 Dr')
  await expect(page.getByTestId('register-total-in')).toContainText('₹1,000.00')
  await page.getByTestId('reports-back').click()
  await page.getByTestId('report-link-cash-exceptions').click()
  await expect(page.getByText('No cash-limit exceptions in this period.')).toBeVisible()

  // In Hindi on a phone: the ageing, the trial balance and the P&L as cards, nothing off the side of the page.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/reports?view=receivables')
  await expect(page.getByRole('heading', { level: 1, name: 'बकाया वसूली' })).toBeVisible()
  await expect(rows).toContainText('Ravi Kumar')
  await expect(rows).toContainText('₹1,500.00')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.goto('/reports?view=trial-balance')
  await expect(page.getByRole('heading', { level: 1, name: 'तलपट' })).toBeVisible()
  await expect(page.getByTestId('tb-agree')).toHaveText('डेबिट और क्रेडिट बराबर: ₹2,500.00')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.goto('/reports?view=profit-loss')
  await expect(page.getByRole('heading', { level: 1, name: 'लाभ-हानि खाता' })).toBeVisible()
  await expect(page.getByTestId('pl-net')).toHaveText('₹618.64')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
