// Issue 20's showroom journey, offline after the first sync: three cars bought from the OEM's bill (two pastes
// of the dispatch list, one colour each, the printed total checked), a booking allotted from the stock with
// "PDI required" on — the allot dialog offers the booked variant in stock (the booked colour first, another
// colour marked, all marked without PDI), warns about the missing PDI but allots; "Make invoice" opens the
// invoice form from the booking, which refuses the chassis until its PDI passes; once posted, the booking links
// to its invoice and no longer offers "Release vehicle"; the tax invoice and Form 21 print as PDFs, the delivery
// is recorded and the booking reads as delivered; the stock in Hindi at phone width holds the other two cars;
// back online, the documents reach the server.
import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { addSuv, setUpShowroom, startOemBill, SUV } from './showroom-helpers'
import { expectSynced, serverRows, userToken } from './pro-helpers'

test.use({ serviceWorkers: 'allow' })

test('purchase, PDI, booking allotted, invoiced, printed, delivered; offline, Hindi, phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  const email = uniqueEmail('allot')
  await signUp(page, email)

  await setUpShowroom(page, { pdiRequired: true })
  await addSuv(page)

  await expectSynced(page)
  await waitForServiceWorkerControl(page)

  // From here the showroom has no network.
  await context.setOffline(true)

  // Three cars bought from the OEM (Gujarat: the bill shows IGST), keyed from the dispatch list: one paste per
  // colour, each car ₹9,00,000 taxable at GST 40 % → ₹12,60,000.
  await startOemBill(page, 'GJ/2627/0913')
  await page.getByLabel('Variant', { exact: true }).selectOption({ label: SUV })
  await expect(page.getByLabel('GST %', { exact: true })).toHaveValue('40')
  await page.getByLabel('Colour', { exact: true }).fill('Everest White')
  await page.getByLabel('Taxable value of each').fill('9,00,000')
  await page
    .getByLabel('Chassis and engine numbers')
    .fill('MA1NE2ZS5R6A11111 ZSR6A11111\nMA1NE2ZS5R6A33333 ZSR6A33333')
  await page.getByTestId('purchase-add-vehicles').click()
  await expect(page.getByText('2 vehicle(s) added to the bill.')).toBeVisible()
  await page.getByLabel('Colour', { exact: true }).fill('Nebula Blue')
  await page.getByLabel('Chassis and engine numbers').fill('MA1NE2ZS5R6A22222 ZSR6A22222')
  await page.getByTestId('purchase-add-vehicles').click()
  await expect(page.getByText('1 vehicle(s) added to the bill.')).toBeVisible()
  await expect(page.getByLabel('Chassis, line 3')).toHaveValue('MA1NE2ZS5R6A22222')
  await page.getByLabel('Total printed on the bill').fill('37,80,000')
  await expect(page.getByTestId('purchase-totals')).toContainText('The lines add up to ₹37,80,000.00')
  await expect(page.getByTestId('purchase-totals')).toContainText('Payable to the supplier')
  await page.getByTestId('purchase-post').click()
  await expect(toast(page, '3 vehicle(s) in stock')).toBeVisible()
  await expect(page.getByTestId('purchase-number')).toHaveText(/^VP[0-9A-Z]{3}\/\d{4}\/0001$/)
  await page.goto('/stock')
  await expect(page.getByTestId('stock-held')).toContainText('3 held at ₹27,00,000.00')

  // The booking, with a buyer complete enough to be invoiced (address, state, PAN).
  await page.goto('/bookings?new=1')
  await page.getByRole('combobox', { name: 'Customer' }).fill('Sunita Patil')
  await page.getByRole('option', { name: /New party “Sunita Patil”/ }).click()
  const partyForm = page.getByTestId('party-form')
  await partyForm.getByLabel('Mobile').fill('98220 11223')
  await partyForm.getByLabel('Address', { exact: true }).fill('12 FC Road, Pune')
  await partyForm.getByLabel('State', { exact: true }).selectOption('27')
  await partyForm.getByLabel('PAN', { exact: true }).fill('ABCPP1234F')
  await partyForm.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('party-picker-value')).toContainText('Sunita Patil')
  await page.getByLabel('Model').fill('XUV 3XO')
  await page.getByLabel('Variant').fill('AX5 Diesel')
  await page.getByLabel('Colour').fill('Everest White')
  await page.getByLabel('Amount received (₹)').fill('21,000')
  await page.getByRole('button', { name: 'Save booking' }).click()
  await expect(toast(page, 'Booking saved with receipt RV')).toBeVisible()
  await expect(page).toHaveURL(/\/bookings\?id=/)
  await expect(page.getByTestId('booking-title')).toBeVisible()
  const bookingUrl = page.url()
  // Nothing to invoice before a vehicle is allotted.
  await expect(page.getByTestId('booking-make-invoice')).toHaveCount(0)

  // The allot dialog offers the stock of the booked variant: the booked colour first, the other marked.
  await page.getByRole('button', { name: 'Allot vehicle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Allot a vehicle' })
  const picker = dialog.getByLabel('Chassis no.')
  await expect(picker.locator('option')).toHaveText([
    'Choose a vehicle in stock',
    'MA1NE2ZS5R6A11111 · Everest White — PDI not passed',
    'MA1NE2ZS5R6A33333 · Everest White — PDI not passed',
    'MA1NE2ZS5R6A22222 · Nebula Blue — other colour — PDI not passed',
  ])
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog.getByText('Fill this in.')).toBeVisible()
  await picker.selectOption('MA1NE2ZS5R6A22222')
  await expect(dialog.getByTestId('allot-warnings')).toContainText(
    'This vehicle is Nebula Blue; the customer booked Everest White.',
  )
  await picker.selectOption('MA1NE2ZS5R6A11111')
  await expect(dialog.getByTestId('allot-warnings')).toHaveText(
    'No PDI is recorded for this vehicle. It can be allotted, but your settings need a passed PDI before it is invoiced.',
  )
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, '“Allotted”')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('MA1NE2ZS5R6A11111')).toBeVisible()

  // "Make invoice": the form from the booking; the chassis is refused until its PDI passes.
  await page.getByTestId('booking-make-invoice').click()
  await expect(page).toHaveURL(/\/vehicle-invoices\?new=1&booking=/)
  await expect(page.getByTestId('party-picker-value')).toContainText('Sunita Patil')
  await expect(page.getByLabel('Vehicle (chassis)')).toHaveValue(/.+/)
  await page.getByLabel('Price', { exact: true }).fill('9,50,000')
  await page.getByTestId('invoice-post').click()
  await expect(page.getByTestId('error-summary')).toContainText(
    'This vehicle has no passed pre-delivery inspection (PDI).',
  )

  await page.goto('/stock')
  await page.getByTestId('stock-list').getByText('MA1NE2ZS5R6A11111').click()
  await page.getByTestId('record-pdi').click()
  await page.getByLabel('Result').selectOption('ok')
  await page.getByTestId('pdi-save').click()
  await expect(page.getByTestId('unit-pdi')).toContainText('Passed')

  await page.goto(bookingUrl)
  await page.getByTestId('booking-make-invoice').click()
  await page.getByLabel('Price', { exact: true }).fill('9,50,000')
  await page.getByTestId('invoice-post').click()
  await expect(toast(page, 'posted')).toBeVisible()
  await expect(page.getByTestId('invoice-chassis')).toHaveText('MA1NE2ZS5R6A11111')

  // Invoiced: the booking links to its invoice, offers no second one and no longer releases its vehicle.
  await page.goto(bookingUrl)
  await expect(page.getByTestId('booking-invoice')).toHaveText(/Invoice NRINV-\d{4}\/[A-Z0-9]0001/)
  await expect(page.getByTestId('booking-make-invoice')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Release vehicle' })).toHaveCount(0)
  await page.getByTestId('booking-invoice').click()
  await expect(page.getByTestId('invoice-number')).toHaveText(/^NRINV-/)

  // The tax invoice and Form 21 print as PDFs, offline.
  await page.getByTestId('print-invoice').click()
  await expect(page.getByTestId('invoice-print-number')).toHaveText(/^NRINV-/)
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled({ timeout: 20_000 })
  await page.goBack()
  await page.getByTestId('print-form21').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Form 21' })).toBeVisible()
  await expect(page.getByTestId('invoice-print-number')).toHaveText(/^NRINV-/)
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled({ timeout: 20_000 })
  await page.goBack()

  // The delivery: the booking it came from reads as delivered and can no longer be changed.
  await page.getByTestId('invoice-deliver').click()
  await page.getByLabel('Odometer (km)').fill('8')
  await page.getByTestId('delivery-save').click()
  await expect(toast(page, 'Delivery recorded.')).toBeVisible()
  await page.goto(bookingUrl)
  await expect(page.getByTestId('booking-title').locator('xpath=..').locator('[data-status]')).toHaveText(
    'Delivered',
  )
  await expect(page.getByText('A Delivered booking cannot be changed.')).toBeVisible()
  await expect(page.getByText('Delivered on')).toBeVisible()
  await expect(page.getByTestId('booking-invoice')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Allot vehicle' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)

  // The stock in Hindi on a phone: the other two cars still held.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/stock')
  await expect(page.getByRole('heading', { level: 1, name: 'वाहन स्टॉक' })).toBeVisible()
  await expect(page.getByTestId('stock-held')).toContainText('2 वाहन')
  await expect(page.getByTestId('stock-list')).toContainText('MA1NE2ZS5R6A22222')
  await expect(page.getByTestId('stock-list')).toContainText('MA1NE2ZS5R6A33333')

  // Back online: the purchase, the invoice and the booking's advance reach the server.
  const token = await userToken(request, email, PASSWORD)
  await context.setOffline(false)
  await expectSynced(page)
  const vouchers = await serverRows<{ type: string }>(request, token, 'vouchers?select=type')
  expect(vouchers.map((r) => r.type).sort()).toEqual(['rcpt', 'vinv', 'vpur'])
  const vehicles = await serverRows<{ chassis_no: string }>(request, token, 'vehicles?select=chassis_no')
  expect(vehicles.map((r) => r.chassis_no).sort()).toEqual([
    'MA1NE2ZS5R6A11111',
    'MA1NE2ZS5R6A22222',
    'MA1NE2ZS5R6A33333',
  ])
})
