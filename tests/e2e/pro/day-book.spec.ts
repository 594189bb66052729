// The day book end to end, offline: a customer pays once in cash and once by UPI at the counter; the day book
// lists both with their value and the money they moved, a line opens its receipt; the cash book reads the
// opening, the cash receipt alone and the closing, and its export carries the opening and closing so it
// reconciles on its own; the bank book has the UPI receipt; in Hindi as cards on a phone the cash book reads
// रोकड़ बही with नाम balances and downloads as a PDF. No network after the app has loaded.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { indiaToday } from './pro-helpers'

// Offline, the screen's code comes from the service worker's cache.
test.use({ serviceWorkers: 'allow' })

test('day book: cash and UPI receipts in the day book, the cash book from opening to closing, Hindi on a phone, PDF, offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const today = indiaToday()
  const monthStart = `${today.slice(0, 7)}-01`
  await signUp(page, uniqueEmail('daybook'))
  await waitForServiceWorkerControl(page)

  // From here the counter has no network.
  await context.setOffline(true)
  await page.getByRole('link', { name: 'Receipts', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts and payments' })).toBeVisible()

  // ₹50,000 in cash from a new customer, then ₹20,000 by UPI.
  await page.getByTestId('new-rcpt').click()
  await page.getByRole('combobox', { name: 'Received from' }).fill('Suresh Patel')
  await page.getByRole('option', { name: /New party “Suresh Patel”/ }).click()
  const partyForm = page.getByTestId('party-form')
  await partyForm.getByLabel('Mobile').fill('98111 77889')
  await partyForm.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('party-picker-value')).toContainText('Suresh Patel')
  await page.getByLabel('Amount (₹)').fill('50,000')
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(toast(page, 'posted')).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^Receipt RV[0-9A-Z]{3}\/\d{4}\/0001$/)
  const cashNo = ((await heading.textContent()) ?? '').replace('Receipt ', '')

  await page.getByRole('link', { name: 'Back to receipts' }).click()
  await page.getByTestId('new-rcpt').click()
  await page.getByRole('combobox', { name: 'Received from' }).fill('suresh')
  await page.getByRole('option', { name: /Suresh Patel/ }).click()
  await page.getByLabel('Amount (₹)').fill('20,000')
  await page.getByLabel('Mode').selectOption('upi')
  await page.getByLabel('Reference (UTR, cheque or slip no.)').fill('UTR445566')
  await page.getByLabel('Reference date').fill(today)
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(heading).toHaveText(/^Receipt RV[0-9A-Z]{3}\/\d{4}\/0002$/)
  const upiNo = ((await heading.textContent()) ?? '').replace('Receipt ', '')

  // The day book, from the navigation: today's vouchers, each with its value and the money it brought in.
  await page.getByRole('link', { name: 'Day book', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Day book' })).toBeVisible()
  await expect(page.getByLabel('From')).toHaveValue(today)
  await expect(page.getByLabel('To')).toHaveValue(today)
  await expect(page.getByTestId('book-count')).toHaveText('2 vouchers')
  const dayGrid = page.getByRole('grid', { name: 'Day book' })
  const dayRows = dayGrid.getByRole('row')
  await expect(dayRows).toHaveCount(3)
  await expect(dayRows.nth(1)).toContainText(cashNo)
  await expect(dayRows.nth(1)).toContainText('Suresh Patel · Cash')
  await expect(dayRows.nth(2)).toContainText(upiNo)
  await expect(dayRows.nth(2)).toContainText('UPI ref UTR445566')
  await expect(page.getByTestId('register-total-amount')).toContainText('₹70,000.00')
  await expect(page.getByTestId('register-total-in')).toContainText('₹70,000.00')
  // No cash limit is broken: no warning.
  await expect(page.getByTestId('cash-breaches')).toHaveCount(0)

  // A line opens its receipt; Back returns to the same day book.
  await dayRows.nth(2).click()
  await expect(heading).toHaveText(`Receipt ${upiNo}`)
  await page.goBack()
  await expect(page.getByTestId('book-count')).toHaveText('2 vouchers')

  // The cash book: this month to today, the cash receipt alone between the opening and the closing.
  await page.getByRole('button', { name: 'Cash book' }).click()
  await expect(page).toHaveURL(/book=cash/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cash book' })).toBeVisible()
  await expect(page.getByLabel('From')).toHaveValue(monthStart)
  await expect(page.getByTestId('book-opening')).toHaveText('₹0.00')
  await expect(page.getByTestId('book-closing')).toHaveText('₹50,000.00 Dr')
  const cashRows = page.getByRole('grid', { name: 'Cash book' }).getByRole('row')
  await expect(cashRows).toHaveCount(4)
  await expect(cashRows.nth(1)).toContainText('Opening balance')
  await expect(cashRows.nth(2)).toContainText(cashNo)
  await expect(cashRows.nth(2).getByTestId('book-balance')).toHaveText('₹50,000.00 Dr')
  await expect(cashRows.nth(3)).toContainText('Closing balance')
  await expect(page.getByRole('grid', { name: 'Cash book' })).not.toContainText(upiNo)

  // Its export reconciles on its own: the opening and closing are in it, the balance's side in its own column.
  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile((await (await csvDownload).path())!, 'utf8')
  expect(csv).toContain('Opening balance')
  expect(csv).toContain(cashNo)
  expect(csv).toMatch(/Closing balance.*50000(\.00)?,Dr/)

  // The bank book has the UPI receipt.
  await page.getByRole('button', { name: 'Bank book' }).click()
  await expect(page.getByTestId('book-closing')).toHaveText('₹20,000.00 Dr')
  await expect(page.getByRole('grid', { name: 'Bank book' })).toContainText(upiNo)

  // In Hindi on a phone: the cash book as cards, balances नाम, and its PDF made on the device.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'रोकड़ बही' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'रोकड़ बही' })).toBeVisible()
  await expect(page.getByTestId('book-opening')).toHaveText('₹0.00')
  await expect(page.getByTestId('book-closing')).toHaveText('₹50,000.00 नाम')
  const cards = page.getByTestId('register-card')
  await expect(cards).toHaveCount(3)
  await expect(cards.first()).toContainText('प्रारंभिक शेष')
  await expect(cards.nth(1)).toContainText(cashNo)
  await expect(cards.nth(1)).toContainText('आया ₹50,000.00')
  await expect(cards.nth(1)).toContainText('₹50,000.00 नाम')
  await expect(cards.last()).toContainText('अंतिम शेष')
  await expect(page.getByRole('grid')).toHaveCount(0)

  const pdf = page.waitForEvent('download')
  await page.getByRole('button', { name: 'PDF डाउनलोड करें' }).click()
  expect((await pdf).suggestedFilename()).toMatch(new RegExp(`${monthStart} ${today}\\.pdf$`))
})
