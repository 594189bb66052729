// Party ledger end to end, offline: a customer made at the counter pays twice and a third receipt is
// cancelled; the ledger reads the opening, each receipt with the running balance in Cr (the cancelled one
// struck through with no amount) and the closing, a line opens its receipt, a reversed period is refused,
// the open bills view says nothing is due, the export carries the opening and closing, the statement of
// account downloads as a PDF, and the same ledger reads in Hindi as cards on a phone. No network after the
// app has loaded.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { indiaToday } from './pro-helpers'

// Offline, the screen's code comes from the service worker's cache.
test.use({ serviceWorkers: 'allow' })

test('party ledger: receipts read as a running balance in Cr, a cancelled one struck through, statement PDF, Hindi on a phone, offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const today = indiaToday()
  const year = Number(today.slice(0, 4))
  const fyStart = `${Number(today.slice(5, 7)) >= 4 ? year : year - 1}-04-01`
  await signUp(page, uniqueEmail('ledger'))
  await waitForServiceWorkerControl(page)

  // From here the counter has no network.
  await context.setOffline(true)
  await page.getByRole('link', { name: 'Receipts', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts and payments' })).toBeVisible()

  // A new customer from the receipt form, then two receipts in cash.
  await page.getByTestId('new-rcpt').click()
  await page.getByRole('combobox', { name: 'Received from' }).fill('Kavita Rao')
  await page.getByRole('option', { name: /New party “Kavita Rao”/ }).click()
  const partyForm = page.getByTestId('party-form')
  await partyForm.getByLabel('Mobile').fill('98111 44556')
  await partyForm.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('party-picker-value')).toContainText('Kavita Rao')
  await page.getByLabel('Amount (₹)').fill('5,000')
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(toast(page, 'posted')).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^Receipt RV[0-9A-Z]{3}\/\d{4}\/0001$/)
  const firstNo = ((await heading.textContent()) ?? '').replace('Receipt ', '')

  await page.getByRole('link', { name: 'Back to receipts' }).click()
  await page.getByTestId('new-rcpt').click()
  await page.getByRole('combobox', { name: 'Received from' }).fill('kavita')
  await page.getByRole('option', { name: /Kavita Rao/ }).click()
  await page.getByLabel('Amount (₹)').fill('2,500')
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(heading).toHaveText(/^Receipt RV[0-9A-Z]{3}\/\d{4}\/0002$/)

  // A third, typed by mistake, is cancelled: the ledger keeps it struck through with no amount.
  await page.getByRole('link', { name: 'Back to receipts' }).click()
  await page.getByTestId('new-rcpt').click()
  await page.getByRole('combobox', { name: 'Received from' }).fill('kavita')
  await page.getByRole('option', { name: /Kavita Rao/ }).click()
  await page.getByLabel('Amount (₹)').fill('1,000')
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(heading).toHaveText(/^Receipt RV[0-9A-Z]{3}\/\d{4}\/0003$/)
  const cancelledNo = ((await heading.textContent()) ?? '').replace('Receipt ', '')
  await page.getByRole('button', { name: 'Cancel voucher' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel voucher' })
  await dialog.getByLabel('Reason for cancelling').fill('Typed twice')
  await dialog.getByRole('button', { name: 'Cancel voucher' }).click()
  await expect(dialog).toBeHidden()

  // The ledger, reached from the navigation; the period is the financial year up to today.
  await page.getByRole('link', { name: 'Party ledger', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Party ledger' })).toBeVisible()
  await expect(page.getByText('Pick a party to see its ledger.')).toBeVisible()
  await expect(page.getByLabel('From')).toHaveValue(fyStart)
  await expect(page.getByLabel('To')).toHaveValue(today)
  await page.getByRole('combobox', { name: 'Party' }).fill('kavita')
  await page.getByRole('option', { name: /Kavita Rao/ }).click()
  await expect(page).toHaveURL(/[?&]party=/)

  await expect(page.getByTestId('ledger-opening')).toHaveText('₹0.00')
  await expect(page.getByTestId('ledger-closing')).toHaveText('₹7,500.00 Cr')
  await expect(page.getByTestId('ledger-count')).toContainText('3 entries')
  const grid = page.getByRole('grid', { name: 'Ledger' })
  const rows = grid.getByRole('row')
  // Header, opening, the three receipts in book order with the running balance, closing.
  await expect(rows).toHaveCount(6)
  await expect(rows.nth(1)).toContainText('Opening balance')
  await expect(rows.nth(2)).toContainText(firstNo)
  await expect(rows.nth(2)).toContainText('On account ₹5,000.00')
  await expect(rows.nth(2).getByTestId('ledger-balance')).toHaveText('₹5,000.00 Cr')
  await expect(rows.nth(3).getByTestId('ledger-balance')).toHaveText('₹7,500.00 Cr')
  await expect(rows.nth(4)).toContainText(cancelledNo)
  await expect(rows.nth(4)).toContainText('Cancelled Typed twice')
  await expect(rows.nth(4).getByText(cancelledNo)).toHaveCSS('text-decoration-line', 'line-through')
  await expect(rows.nth(4).getByTestId('ledger-balance')).toHaveCount(0)
  await expect(rows.nth(4)).not.toContainText('₹1,000.00')
  await expect(rows.nth(5)).toContainText('Closing balance')
  await expect(page.getByTestId('register-total-cr')).toContainText('₹7,500.00')
  await expect(page.getByTestId('ledger-period-totals')).toHaveText('Dr ₹0.00 · Cr ₹7,500.00')

  // The export reconciles on its own: opening and closing are in it, the balance's side in its own column.
  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csvFile = await csvDownload
  expect(csvFile.suggestedFilename()).toMatch(
    new RegExp(`^Ledger Kavita Rao ${fyStart} ${today}-\\d{2}-\\d{2}-\\d{4}\\.csv$`),
  )
  const csv = await readFile((await csvFile.path())!, 'utf8')
  expect(csv).toContain('Opening balance')
  expect(csv).toMatch(/Closing balance.*7500(\.00)?,Cr/)

  // The keyboard opens a receipt from its line; Back returns to the same ledger.
  await grid.focus()
  // Focus makes the opening line active; one line down is the first receipt.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(heading).toHaveText(`Receipt ${firstNo}`)
  await page.goBack()
  await expect(page.getByTestId('ledger-closing')).toHaveText('₹7,500.00 Cr')

  // A from-date after the to-date is refused, not guessed at.
  await page.getByLabel('From').fill('2099-01-01')
  await expect(page.getByText('The “From” date is after the “To” date.')).toBeVisible()
  await page.getByLabel('From').fill(fyStart)
  await expect(page.getByTestId('ledger-closing')).toHaveText('₹7,500.00 Cr')

  // Nothing was billed, so no bill is open; the view is in the address.
  await page.getByRole('button', { name: 'Open bills' }).click()
  await expect(page).toHaveURL(/view=bills/)
  await expect(page.getByRole('button', { name: 'Open bills' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('ledger-bills-count')).toContainText('No bill is open on')
  await page.getByRole('button', { name: 'Ledger', exact: true }).click()

  // The statement of account, made on the device.
  const pdf = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  expect((await pdf).suggestedFilename()).toBe(`Statement Kavita Rao ${fyStart} ${today}.pdf`)

  // In Hindi on a phone: the rows are cards, the balances नाम/जमा.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('heading', { level: 1, name: 'पार्टी लेजर' })).toBeVisible()
  await expect(page.getByTestId('ledger-closing')).toHaveText('₹7,500.00 जमा')
  const cards = page.getByTestId('register-card')
  await expect(cards).toHaveCount(5)
  await expect(cards.first()).toContainText('प्रारंभिक शेष')
  await expect(cards.nth(1)).toContainText(firstNo)
  await expect(cards.nth(1)).toContainText('₹5,000.00 जमा')
  await expect(cards.nth(1)).toContainText('जमा ₹5,000.00')
  await expect(cards.last()).toContainText('अंतिम शेष')
  await expect(page.getByRole('grid')).toHaveCount(0)

  // Opened afresh (still offline), the ledger starts from the balance the device remembered the party
  // carried into the year, and reads the same.
  await page.reload()
  await expect(page.getByTestId('ledger-closing')).toHaveText('₹7,500.00 जमा')
  await expect(page.getByTestId('ledger-opening')).toHaveText('₹0.00')
  await expect(cards).toHaveCount(5)
  await expect(cards.nth(1)).toContainText('₹5,000.00 जमा')
})
