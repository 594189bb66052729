// Bookings end to end: read-only access shows no write buttons; with write access a customer is made in the
// PartyPicker, a booking is refused over the s.269ST cash limit then saved with a receipt number of this
// device's series, cancelled with a refund (refused above the amount received), found with the filters, and
// its receipt voucher printed (a PDF from the document kit).
import { expect, test } from '@playwright/test'
import { signUp, toast, uniqueEmail } from '../auth/auth-helpers'

test('bookings: create with a new customer, cancel with refund, filter and print the receipt voucher', async ({
  page,
}) => {
  // One long walk through the module on a shared, busy machine.
  test.setTimeout(90_000)
  await signUp(page, uniqueEmail('bookings'))
  await page.goto('/bookings')
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('booking-count')).toHaveText(/No bookings yet/)
  // A new account's trial writes at once (issue 18): the empty list's button is there.
  await page.getByRole('link', { name: 'New booking' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible()

  // Nothing filled: the error summary takes the focus, counts the fields and its first entry leads to the
  // customer.
  await page.getByRole('button', { name: 'Save booking' }).click()
  const summary = page.getByTestId('error-summary')
  await expect(summary).toBeFocused()
  await expect(summary.getByText('Fix 5 fields before saving.')).toBeVisible()
  await expect(page.getByLabel('Model')).toHaveAttribute('aria-invalid', 'true')
  await summary.getByRole('link', { name: 'Customer: Fill this in.' }).click()
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeFocused()

  // A new customer straight from the picker.
  await page.getByRole('combobox', { name: 'Customer' }).fill('Sunita Devi')
  await page.getByRole('option', { name: /New party “Sunita Devi”/ }).click()
  const partyForm = page.getByTestId('party-form')
  // The party form is on the form model too: a bad mobile is refused in its own summary, which leads to it.
  await partyForm.getByLabel('Mobile').fill('12345')
  await partyForm.getByRole('button', { name: 'Save' }).click()
  const partySummary = partyForm.getByTestId('error-summary')
  await expect(partySummary).toBeFocused()
  await expect(partySummary).toContainText('Fix 1 field before saving.')
  await partySummary.getByRole('link', { name: /^Mobile: / }).click()
  await expect(partyForm.getByLabel('Mobile')).toBeFocused()
  await partyForm.getByLabel('Mobile').fill('98765 43210')
  await partyForm.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('party-picker-value')).toContainText('Sunita Devi')
  await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue('9876543210')

  await page.getByLabel('Model').fill('Swift')
  await page.getByLabel('Variant').fill('VXi')
  await page.getByLabel('Colour').fill('Pearl White')
  await page.getByLabel('Expected delivery').fill('2099-01-15')
  await page.getByLabel('Amount received (₹)').fill('2,00,000')
  await page.getByRole('button', { name: 'Save booking' }).click()
  await expect(summary).toBeFocused()
  await summary
    .getByRole('link', { name: /Cash of ₹2,00,000 or more from one customer in a day cannot be received/ })
    .click()
  await expect(page.getByLabel('Amount received (₹)')).toBeFocused()

  await page.getByLabel('Amount received (₹)').fill('21,000')
  await page.getByRole('button', { name: 'Save booking' }).click()
  await expect(toast(page, 'Booking saved with receipt RV')).toBeVisible()
  const title = page.getByTestId('booking-title')
  await expect(title).toHaveText(/^RV[0-9A-Z]{3}\/\d{4}\/0001$/)
  const receiptNo = (await title.textContent()) ?? ''
  await expect(page.getByText('To be allotted')).toBeVisible()

  // Cancel with a refund: more than received is refused next to the field.
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${receiptNo}` })
  await dialog.getByLabel('Refund amount (₹)').fill('30000')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog.getByText('Fill this in.')).toBeVisible()
  await expect(
    dialog.getByText('The refund cannot be more than the amount received (₹21,000.00).'),
  ).toBeVisible()
  await dialog.getByLabel('Reason').fill('Finance not approved')
  await dialog.getByLabel('Refund amount (₹)').fill('20000')
  await dialog.getByLabel('Refund mode').selectOption('upi')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, `Booking ${receiptNo} is now “Cancelled”`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('₹20,000.00 · UPI')).toBeVisible()
  // Nothing leaves cancelled.
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0)

  // The receipt voucher.
  await page.getByRole('link', { name: 'Print receipt' }).click()
  await expect(page).toHaveURL(/\/print\/booking\//)
  // The print is a PDF from the document kit: what it says (customer, vehicle, amount in words, the
  // cancellation and its refund) is checked by print/booking-doc.test.ts; here the page and its actions.
  await expect(page.getByTestId('print-title')).toHaveText(`Receipt Voucher ${receiptNo}`)
  await expect(page.getByTestId('voucher-no')).toHaveText(receiptNo)
  await expect(page.getByTestId('pdf-preview').getByRole('img').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled()
  await expect(page.getByRole('button', { name: /Share/ })).toBeEnabled()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toMatch(/^Receipt Voucher RV.*0001\.pdf$/)

  // Back in the register: filters and search find it, or say nothing matches.
  await page.goto('/bookings?status=cancelled')
  await expect(page.getByTestId('booking-count')).toHaveText('1 booking shown')
  await expect(page.getByRole('link', { name: receiptNo })).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption('delivered')
  await expect(page.getByTestId('booking-count')).toHaveText('No bookings match these filters.')
  await page.getByLabel('Status', { exact: true }).selectOption('all')
  await page.getByLabel('Search', { exact: true }).fill('sunita')
  await expect(page.getByTestId('booking-count')).toHaveText('1 booking shown')
  await page.getByLabel('Search', { exact: true }).fill('98765')
  await expect(page.getByTestId('booking-count')).toHaveText('1 booking shown')
  await page.getByLabel('Search', { exact: true }).fill('Nobody')
  await expect(page.getByTestId('booking-count')).toHaveText('No bookings match these filters.')
})
