// A booking allotted from the stock and invoiced from itself: with "PDI required" on, the allot dialog offers
// the booked variant in stock (the booked colour first, another colour marked, both marked without PDI) and
// warns about the missing PDI but allots; "Make invoice" opens the invoice form from the booking, which refuses
// the chassis until its PDI passes; once posted, the booking links to its invoice instead.
import { expect, test } from '@playwright/test'
import { signUp, toast, uniqueEmail } from '../auth/auth-helpers'

test('booking allotment from stock, PDI warning, make invoice from the booking', async ({ page }) => {
  test.setTimeout(150_000)
  await signUp(page, uniqueEmail('allot'))

  await page.goto('/settings')
  await page.getByLabel('Company name').fill('Om Motors')
  await page.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZV')
  await page.getByLabel('State', { exact: true }).selectOption('Maharashtra')
  await page.getByLabel('A vehicle needs a passed PDI before it is allotted or invoiced').check()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'Settings saved')).toBeVisible()

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
  await page.getByTestId('add-proposed-rate').click()
  await page.getByRole('button', { name: 'Save variant' }).click()
  await expect(toast(page, 'Variant saved.')).toBeVisible()

  for (const [chassis, engine, colour] of [
    ['MA1NE2ZS5R6A11111', 'ZSR6A11111', 'Everest White'],
    ['MA1NE2ZS5R6A22222', 'ZSR6A22222', 'Nebula Blue'],
  ]) {
    await page.goto('/stock?new=opening')
    await page.getByLabel('Variant').selectOption({ label: 'Mahindra XUV 3XO AX5 Diesel' })
    await page.getByLabel('Chassis no.').fill(chassis!)
    await page.getByLabel('Engine / motor no.').fill(engine!)
    await page.getByLabel('Colour', { exact: true }).fill(colour!)
    await page.getByLabel('Cost (₹)').fill('9,80,000')
    await page.getByRole('button', { name: 'Save vehicle' }).click()
    await expect(toast(page, 'Vehicle added to stock.')).toBeVisible()
  }

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

  // Invoiced: the booking links to its invoice and offers no second one.
  await page.goto(bookingUrl)
  await expect(page.getByTestId('booking-invoice')).toHaveText(/Invoice NRINV-\d{4}\/[A-Z0-9]0001/)
  await expect(page.getByTestId('booking-make-invoice')).toHaveCount(0)
  await page.getByTestId('booking-invoice').click()
  await expect(page.getByTestId('invoice-number')).toHaveText(/^NRINV-/)
})
