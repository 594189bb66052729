// The OEM's bill end to end, offline after the first sync: three cars keyed from a pasted dispatch list with
// freight, the printed total checked to ₹1, posted into stock at landed cost; one chassis sent back by a debit
// note at the bill's values; the register read in Hindi at phone width; back online, the vouchers and the
// vehicles on the server.
import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { addSuv, setUpShowroom, startOemBill, SUV } from './showroom-helpers'
import { expectSynced, serverRows, userToken } from './pro-helpers'

test.use({ serviceWorkers: 'allow' })

test('vehicle purchases: a bill from a dispatch list into stock, a return; offline, Hindi, phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('vpur')
  await signUp(page, email)

  await setUpShowroom(page)
  await addSuv(page)
  await expectSynced(page)
  await waitForServiceWorkerControl(page)

  await context.setOffline(true)
  await startOemBill(page, 'GJ/2627/0912')

  // Three cars from the dispatch list share a variant, colour and value; the catalogue's rate is proposed.
  await page.getByLabel('Variant', { exact: true }).selectOption({ label: SUV })
  await expect(page.getByLabel('GST %', { exact: true })).toHaveValue('40')
  await page.getByLabel('Colour', { exact: true }).fill('Everest White')
  await page.getByLabel('Taxable value of each').fill('9,00,000')
  await page
    .getByLabel('Chassis and engine numbers')
    .fill('MA1NE2ZS5R6B11111 ZSR6B11111\nMA1NE2ZS5R6B22222\tZSR6B22222\nMA1NE2ZS5R6B33333, ZSR6B33333')
  await page.getByTestId('purchase-add-vehicles').click()
  await expect(page.getByText('3 vehicle(s) added to the bill.')).toBeVisible()
  await expect(page.getByLabel('Chassis, line 3')).toHaveValue('MA1NE2ZS5R6B33333')
  await page.getByRole('button', { name: 'Add freight' }).click()
  await page.getByLabel('Freight, taxable value, row 1').fill('3,000')

  // A printed total off by more than ₹1 is refused; within ₹1 it goes to round-off.
  await page.getByLabel('Total printed on the bill').fill('37,83,600')
  await expect(page.getByTestId('purchase-totals')).toContainText('The lines add up to ₹37,83,540.00')
  await page.getByTestId('purchase-post').click()
  await expect(page.getByTestId('error-summary')).toContainText('do not add up to the printed total')
  await page.getByLabel('Total printed on the bill').fill('37,83,541')
  await expect(page.getByTestId('purchase-totals')).toContainText('Payable to the supplier')
  await page.getByTestId('purchase-post').click()
  await expect(toast(page, '3 vehicle(s) in stock')).toBeVisible()
  await expect(page.getByTestId('purchase-number')).toHaveText(/^VP[0-9A-Z]{3}\/\d{4}\/0001$/)

  // Each car is in stock at its landed cost: its value and a third of the freight.
  await page.getByTestId('purchase-view').getByRole('link', { name: 'MA1NE2ZS5R6B22222' }).click()
  await expect(page.getByTestId('unit-state')).toHaveText('In stock')
  await page.goBack()

  // One goes back to the OEM at the bill's values.
  await page.getByTestId('purchase-return-link').click()
  await page.getByRole('checkbox', { name: /MA1NE2ZS5R6B33333/ }).check()
  await page.getByLabel('Reason').fill('Dent on the tailgate at unloading')
  await expect(page.getByTestId('purchase-return-total')).toContainText('₹12,60,000.00')
  await page.getByTestId('purchase-return-post').click()
  await expect(toast(page, 'Debit note')).toBeVisible()
  await expect(page.getByTestId('purchase-return-number')).toHaveText(/^VD[0-9A-Z]{3}\/\d{4}\/0001$/)

  await page.goto('/stock')
  await expect(page.getByTestId('stock-held')).toContainText('2 held at ₹18,02,000.00')

  // The register in Hindi on a phone.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/purchases')
  await expect(page.getByRole('heading', { level: 1, name: 'वाहन खरीद' })).toBeVisible()
  await expect(page.getByTestId('purchase-list')).toContainText('GJ/2627/0912')

  const token = await userToken(request, email, PASSWORD)
  await context.setOffline(false)
  await expectSynced(page)
  const vouchers = await serverRows<{ type: string }>(request, token, 'vouchers?select=type')
  expect(vouchers.map((r) => r.type).sort()).toEqual(['vpret', 'vpur'])
  const vehicles = await serverRows<{ chassis_no: string }>(request, token, 'vehicles?select=chassis_no')
  expect(vehicles).toHaveLength(3)
})
