// Receipts end to end, offline: a booking's cash advance joins the books as its receipt voucher; more cash on
// the same booking is refused at the s.269ST limit with the reason and what is still allowed; the balance is
// received by UPI, its PDF downloaded; part of the advance is refunded against its receipt (Rule 51); the
// register is read in Hindi at phone width; back online, every voucher reaches the server.
import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced, serverRows, userToken, indiaToday } from './pro-helpers'

// Offline, the screen's code comes from the service worker's cache.
test.use({ serviceWorkers: 'allow' })

test('receipts: advance from a booking, cash limit refused, balance by UPI, PDF, refund, Hindi on a phone, offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('receipts')
  await signUp(page, email)

  // A booking with a cash advance of ₹1,50,000.
  await page.goto('/bookings?new=1')
  await page.getByRole('combobox', { name: 'Customer' }).fill('Meena Sharma')
  await page.getByRole('option', { name: /New party “Meena Sharma”/ }).click()
  const partyForm = page.getByTestId('party-form')
  await partyForm.getByLabel('Mobile').fill('98111 22333')
  await partyForm.getByRole('button', { name: 'Save' }).click()
  await page.getByLabel('Model').fill('Activa')
  await page.getByLabel('Variant').fill('6G')
  await page.getByLabel('Colour').fill('Red')
  await page.getByLabel('Amount received (₹)').fill('1,50,000')
  await page.getByRole('button', { name: 'Save booking' }).click()
  await expect(toast(page, 'Booking saved with receipt RV')).toBeVisible()
  const advanceNo = (await page.getByTestId('booking-title').textContent()) ?? ''
  await expectSynced(page)
  await waitForServiceWorkerControl(page)

  // From here the counter has no network.
  await context.setOffline(true)
  await page.getByRole('link', { name: 'Receipts', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts and payments' })).toBeVisible()
  const list = page.getByTestId('receipt-list')
  await expect(list.getByText(advanceNo)).toBeVisible({ timeout: 10_000 })

  await page.getByTestId('new-rcpt').click()
  await page.getByRole('combobox', { name: 'Received from' }).fill('meena')
  await page.getByRole('option', { name: /Meena Sharma/ }).click()
  await page.getByLabel('Against booking').selectOption({ index: 1 })
  await expect(page.getByLabel('Against booking')).toContainText(advanceNo)
  await page.getByLabel('Amount (₹)').fill('60000')
  await page.getByLabel('Amount (₹)').blur()
  // Once left, the amount reads as Indian money does.
  await expect(page.getByLabel('Amount (₹)')).toHaveValue('60,000')
  await page.getByRole('button', { name: 'Post' }).click()
  const summary = page.getByTestId('error-summary')
  await expect(summary).toContainText('Please correct 1 field')
  await expect(summary).toBeFocused()
  await expect(summary).toContainText(
    'Cash already received from this customer today: ₹1,50,000.00. With this it reaches ₹2,00,000 (s.269ST). At most ₹49,999.00 more in cash today.',
  )
  await summary.getByRole('link').click()
  await expect(page.getByLabel('Amount (₹)')).toBeFocused()

  // The balance by UPI: the bank account and its reference.
  await page.getByLabel('Mode').selectOption('upi')
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(summary).toContainText('Reference (UTR, cheque or slip no.): This is required.')
  await page.getByLabel('Reference (UTR, cheque or slip no.)').fill('UTR998877')
  await page.getByLabel('Reference date').fill(indiaToday())
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(toast(page, 'posted')).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^Receipt RV[0-9A-Z]{3}\/\d{4}\/0002$/)
  await expect(page.getByText('Advance against booking')).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toMatch(/^Receipt RV.*0002\.pdf$/)

  // Part of the advance goes back, against the advance's own receipt voucher.
  await page.getByRole('link', { name: 'Back to receipts' }).click()
  await list.getByText(advanceNo).click()
  await page.getByRole('link', { name: 'Refund this' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Refund an advance' })).toBeVisible()
  await page.getByLabel('Amount (₹)').fill('1,60,000')
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(summary).toContainText('At most ₹1,50,000.00 of this receipt can still be refunded.')
  await page.getByLabel('Amount (₹)').fill('10,000')
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(heading).toHaveText(/^Refund RF[0-9A-Z]{3}\/\d{4}\/0001$/)

  // The register in Hindi on a phone: cards, and the money in and out netted.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('link', { name: 'रसीदों पर वापस' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'रसीद और भुगतान' })).toBeVisible()
  await expect(list.getByText('वापसी').first()).toBeVisible()
  await expect(page.getByTestId('receipt-count')).toContainText('3')
  await expect(page.getByTestId('register-total-amount')).toContainText('₹2,00,000.00')

  // Back online: the advance, the receipt and the refund are on the server.
  const token = await userToken(request, email, PASSWORD)
  await context.setOffline(false)
  await expectSynced(page)
  const rows = await serverRows<{ type: string; status: string }>(
    request,
    token,
    'vouchers?select=type,status',
  )
  expect(rows.map((r) => r.type).sort()).toEqual(['rcpt', 'rcpt', 'rfnd'])
})
