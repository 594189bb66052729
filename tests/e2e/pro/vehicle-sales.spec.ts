// The showroom's day end to end, offline after the first sync: a variant in the catalogue with its GST rate
// proposed from its facts; two cars taken in as opening stock, one passed PDI; a walk-in buyer invoiced for it
// with an accessory and road tax paid on their behalf (NRINV, TCS not due, total in words), paid by UPI against
// the invoice; the delivery recorded; the car returned by a credit note at the invoice's rates, back in stock;
// the buyer's ledger linking each document; the stock read in Hindi at phone width; back online, the vehicles
// and vouchers on the server.
import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { addSuv, setUpShowroom, SUV } from './showroom-helpers'
import { expectSynced, indiaToday, serverRows, userToken } from './pro-helpers'

test.use({ serviceWorkers: 'allow' })

test('vehicle sales: catalogue, opening stock, PDI, invoice, delivery, credit note; offline, Hindi, phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('vsales')
  await signUp(page, email)

  // Above ₹10 crore: B2B invoices have 30 days to reach the IRP, which the dashboard counts down.
  await setUpShowroom(page, { turnover: 'above_10cr' })
  await addSuv(page)
  await expectSynced(page)
  await waitForServiceWorkerControl(page)

  // From here the showroom has no network.
  await context.setOffline(true)
  for (const [chassis, engine] of [
    ['MA1NE2ZS5R6A11111', 'ZSR6A11111'],
    ['MA1NE2ZS5R6A22222', 'ZSR6A22222'],
  ]) {
    await page.goto('/stock?new=opening')
    await page.getByLabel('Variant').selectOption({ label: SUV })
    await page.getByLabel('Chassis no.').fill(chassis!)
    await page.getByLabel('Engine / motor no.').fill(engine!)
    await page.getByLabel('Colour', { exact: true }).fill('Everest White')
    await page.getByLabel('Cost (₹)').fill('9,80,000')
    await page.getByRole('button', { name: 'Save vehicle' }).click()
    await expect(toast(page, 'Vehicle added to stock.')).toBeVisible()
    await expect(page.getByTestId('unit-state')).toHaveText('In stock')
  }
  // The same chassis twice is refused.
  await page.goto('/stock?new=opening')
  await page.getByLabel('Chassis no.').fill('ma1ne2zs5r6a22222')
  await page.getByRole('button', { name: 'Save vehicle' }).click()
  await expect(page.getByTestId('error-summary')).toContainText(
    'This number is already in your stock or records.',
  )

  // PDI passed on the second car.
  await page.goto('/stock')
  await expect(page.getByTestId('stock-held')).toContainText('2 held at ₹19,60,000.00')
  await page.getByTestId('stock-list').getByText('MA1NE2ZS5R6A22222').click()
  await page.getByTestId('record-pdi').click()
  await page.getByLabel('Result').selectOption('ok')
  await page.getByTestId('pdi-save').click()
  await expect(page.getByTestId('unit-pdi')).toContainText('Passed')

  // The invoice: a walk-in buyer with address, state and PAN; an accessory and road tax on their behalf.
  await page.goto('/vehicle-invoices?new=1')
  await page.getByRole('combobox', { name: 'Buyer' }).fill('Sunita Patil')
  await page.getByRole('option', { name: /New party “Sunita Patil”/ }).click()
  const partyForm = page.getByTestId('party-form')
  await partyForm.getByLabel('Mobile').fill('98220 11223')
  await partyForm.getByLabel('Address', { exact: true }).fill('12 FC Road, Pune')
  await partyForm.getByLabel('State', { exact: true }).selectOption('27')
  await partyForm.getByLabel('PAN', { exact: true }).fill('ABCPP1234F')
  await partyForm.getByRole('button', { name: 'Save' }).click()
  await page
    .getByLabel('Vehicle (chassis)')
    .selectOption({ label: 'MA1NE2ZS5R6A22222 · Mahindra XUV 3XO AX5 Diesel · Everest White (in stock)' })
  await expect(page.getByTestId('invoice-rate')).toContainText('GST 40%')
  await page.getByLabel('Price', { exact: true }).fill('9,50,000')
  await page.getByRole('button', { name: 'Add accessory' }).click()
  await page.getByLabel('Accessory').fill('Floor mats')
  await page.getByLabel('Price before GST').fill('3,389.83')
  await page.getByRole('button', { name: 'Add amount paid on behalf' }).click()
  await page.getByLabel('Description 1').fill('Road tax and registration (RTO)')
  await page.getByLabel('Amount 1').fill('85,000')
  const summary = page.getByTestId('invoice-summary')
  await expect(summary).toContainText('Tax invoice for an unregistered buyer (NRINV)')
  await expect(summary).toContainText('₹10,39,000.00')
  await expect(page.getByTestId('invoice-words')).toContainText('Ten Lakh Thirty-Nine Thousand')
  await page.getByTestId('invoice-post').click()
  await expect(toast(page, 'posted')).toBeVisible()
  await expect(page.getByTestId('invoice-number')).toHaveText(/^NRINV-\d{4}\/[A-Z0-9]0001$/)
  await expect(page.getByTestId('invoice-chassis')).toHaveText('MA1NE2ZS5R6A22222')
  const invoiceNo = (await page.getByTestId('invoice-number').textContent()) ?? ''
  const invoiceUrl = page.url()

  // The buyer pays the invoice by UPI: the receipt settles it.
  await page.getByTestId('invoice-receive').click()
  await expect(page.getByTestId('party-picker-value')).toContainText('Sunita Patil')
  await page.getByLabel('Amount (₹)').fill('10,39,000')
  await page.getByLabel('Mode').selectOption('upi')
  await page.getByLabel('Reference (UTR, cheque or slip no.)').fill('UTR445566')
  await page.getByLabel('Reference date').fill(indiaToday())
  await expect(page.getByLabel(invoiceNo)).toHaveValue('1039000')
  await page.getByRole('button', { name: 'Post' }).click()
  // The receipt's own page is the proof it posted (its toast may be gone under load before it is looked for).
  const receiptHeading = page.getByRole('heading', { level: 1, name: /^Receipt RV/ })
  await expect(receiptHeading).toBeVisible()
  const receiptNo = ((await receiptHeading.textContent()) ?? '').replace('Receipt ', '')
  await page.goto(invoiceUrl)
  await expect(page.getByTestId('invoice-number')).toHaveText(invoiceNo)
  await expect(page.getByTestId('invoice-pending')).toHaveText('₹0.00')

  // The tax invoice prints in three copies as a PDF, offline.
  await page.getByTestId('print-invoice').click()
  await expect(page.getByTestId('invoice-print-number')).toHaveText(/^NRINV-/)
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled({ timeout: 20_000 })
  await page.goBack()

  // Delivery, then the car comes back before registration: a credit note at the invoice's rates.
  await page.getByTestId('invoice-deliver').click()
  await page.getByLabel('Odometer (km)').fill('12')
  await page.getByTestId('delivery-save').click()
  await expect(toast(page, 'Delivery recorded.')).toBeVisible()
  await page.getByTestId('invoice-view').getByRole('link', { name: 'Sales return', exact: true }).click()
  await page.getByLabel('Reason').selectOption('goods_return')
  await page.getByRole('checkbox', { name: /Mahindra XUV 3XO/ }).check()
  await expect(page.getByTestId('credit-note-total')).toContainText('₹9,50,000.00')
  await page.getByTestId('credit-note-post').click()
  await expect(toast(page, 'posted')).toBeVisible()
  await expect(page.getByTestId('credit-note-number')).toHaveText(/^VC[0-9A-Z]{3}\/\d{4}\/0001$/)
  await expect(page.getByText('The chassis is back in stock.')).toBeVisible()

  // A walk-in buyer's invoice (B2C) is no e-invoice: the dashboard's clock has nothing to count.
  await page.goto('/dashboard')
  await expect(page.getByTestId('einvoice-clock')).toContainText('Every B2B invoice is reported to the IRP.')

  // The buyer's ledger: the invoice, the receipt that settled it and the credit note, each opening its screen.
  await page.goto('/party-ledger')
  await page.getByRole('combobox', { name: 'Party' }).fill('sunita')
  await page.getByRole('option', { name: /Sunita Patil/ }).click()
  const ledger = page.getByRole('grid', { name: 'Ledger' })
  const rowOf = (no: string | RegExp) =>
    ledger.getByRole('row').filter({ has: page.getByRole('gridcell', { name: no, exact: true }) })
  await expect(rowOf(receiptNo)).toContainText(`Against ${invoiceNo}`)
  await expect(page.getByTestId('over-settled')).toHaveCount(0)
  await rowOf(/^VC/).click()
  await expect(page).toHaveURL(/\/sales-returns\?id=/)
  await page.goBack()
  await rowOf(invoiceNo).click()
  await expect(page).toHaveURL(/\/vehicle-invoices\?id=/)

  // The stock in Hindi on a phone: both cars held again.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/stock')
  await expect(page.getByRole('heading', { level: 1, name: 'वाहन स्टॉक' })).toBeVisible()
  await expect(page.getByTestId('stock-held')).toContainText('2 वाहन')

  // Back online: the units and the documents reach the server.
  const token = await userToken(request, email, PASSWORD)
  await context.setOffline(false)
  await expectSynced(page)
  const vouchers = await serverRows<{ type: string }>(request, token, 'vouchers?select=type')
  expect(vouchers.map((r) => r.type).sort()).toEqual(['rcpt', 'vcn', 'vinv'])
  const vehicles = await serverRows<{ chassis_no: string }>(request, token, 'vehicles?select=chassis_no')
  expect(vehicles).toHaveLength(2)
})
