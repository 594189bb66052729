// Journal entries end to end, offline: a bank account made in the chart of accounts; a contra (cash deposited
// in that bank) keyed in with the keyboard alone, Enter moving through the grid and Ctrl+S posting; an entry
// whose debit and credit differ refused with the difference shown, then posted; that journal reversed, the
// original then refusing a second reversal; the register read in Hindi at phone width; back online, the
// account and the three journals reach the server.
import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced, serverRows, userToken } from './pro-helpers'

// Offline, the screen's code comes from the service worker's cache.
test.use({ serviceWorkers: 'allow' })

test('journal: bank in the chart, keyboard contra, unbalanced refused, reversal, Hindi on a phone, offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('journal')
  await signUp(page, email)
  await expectSynced(page)
  await waitForServiceWorkerControl(page)

  // From here the counter has no network.
  await context.setOffline(true)
  await page.getByRole('link', { name: 'Journal entries', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Journal entries' })).toBeVisible()

  // The bank account, in the chart beside the system accounts.
  await page.getByRole('link', { name: 'Chart of accounts' }).click()
  await expect(page.getByTestId('account-list').getByText('Sundry debtors (customers)')).toBeVisible()
  await page.getByTestId('new-account').click()
  const accountForm = page.getByTestId('account-form')
  await accountForm.getByLabel('Name').fill('HDFC Current')
  await expect(accountForm.getByLabel('Group')).toHaveValue('bank')
  await accountForm.getByLabel('Account number').fill('50100012345678')
  await accountForm.getByLabel('IFSC').fill('hdfc000123')
  await accountForm.getByRole('button', { name: 'Save' }).click()
  await expect(accountForm.getByTestId('error-summary')).toContainText('IFSC: This is not valid.')
  await accountForm.getByLabel('IFSC').fill('hdfc0001234')
  await accountForm.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Account saved')).toBeVisible()
  await expect(page.getByTestId('account-list').getByText('HDFC Current')).toBeVisible()

  // A contra: cash deposited in that bank, with the keyboard alone.
  await page.getByRole('link', { name: 'Journal vouchers' }).click()
  await page.getByTestId('new-contra').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contra: cash deposited in bank' })).toBeVisible()
  const account1 = page.getByLabel('Account, Line 1', { exact: true })
  await expect(account1.locator('option:checked')).toHaveText('HDFC Current')
  await expect(page.getByLabel('Account, Line 2', { exact: true }).locator('option:checked')).toHaveText(
    'Cash in hand',
  )
  await page.getByLabel('Debit (₹), Line 1', { exact: true }).focus()
  await page.keyboard.type('25,000')
  for (const next of [
    'Credit (₹), Line 1',
    'Line narration, Line 1',
    'Account, Line 2',
    'Debit (₹), Line 2',
  ]) {
    await page.keyboard.press('Enter')
    await expect(page.getByLabel(next, { exact: true })).toBeFocused()
    if (next === 'Line narration, Line 1') await page.keyboard.type('Slip 44')
  }
  await page.keyboard.press('Enter')
  await page.keyboard.type('25000')
  await expect(page.getByTestId('journal-difference')).toHaveText('Balanced')
  // Enter on the last field of the last line adds a line (a blank line is no line: it does not refuse).
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Account, Line 3', { exact: true })).toBeFocused()
  await page.keyboard.press('Control+s')
  await expect(toast(page, 'posted')).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^Contra JV[0-9A-Z]+\/\d{4}\/0001$/)
  const lines = page.getByTestId('journal-lines')
  await expect(lines).toContainText('HDFC Current')
  await expect(lines).toContainText('₹25,000.00')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toMatch(/^Journal JV.*0001\.pdf$/)

  // Debit and credit that differ are refused, with the difference.
  await page.getByRole('link', { name: 'Back to journal entries' }).click()
  await expect(page.getByTestId('journal-list').getByText('Cash deposited in bank')).toBeVisible()
  await page.keyboard.press('Alt+n')
  await expect(page.getByRole('heading', { level: 1, name: 'New journal entry' })).toBeVisible()
  await page.getByLabel('Account, Line 1', { exact: true }).selectOption({ label: 'Discount allowed' })
  await page.getByLabel('Debit (₹), Line 1', { exact: true }).fill('1,000')
  await page.getByLabel('Account, Line 2', { exact: true }).selectOption({ label: 'Bank charges' })
  await page.getByLabel('Credit (₹), Line 2', { exact: true }).fill('900')
  await expect(page.getByTestId('journal-difference')).toHaveText('₹100.00')
  await page.getByLabel('Narration', { exact: true }).fill('Charges set off')
  await page.getByRole('button', { name: 'Post' }).click()
  const summary = page.getByTestId('error-summary')
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('Please correct 1 field')
  await expect(summary).toContainText(
    'Debit ₹1,000.00 and credit ₹900.00 differ by ₹100.00. They must be equal.',
  )
  await page.getByLabel('Credit (₹), Line 2', { exact: true }).fill('1,000')
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(heading).toHaveText(/^Adjustment JV[0-9A-Z]+\/\d{4}\/0002$/)
  const wrongNo = ((await heading.textContent()) ?? '').replace('Adjustment ', '')

  // It was wrong: reversed by a new journal with the sides swapped, never edited.
  await page.getByRole('button', { name: 'Reverse' }).click()
  await page.getByRole('button', { name: 'Post the reversal' }).click()
  await expect(heading).toHaveText(/^Reversal JV[0-9A-Z]+\/\d{4}\/0003$/)
  await expect(page.getByText(`Reversal of ${wrongNo}`).first()).toBeVisible()
  const reversedRow = lines.getByRole('row').filter({ hasText: 'Discount allowed' })
  await expect(reversedRow.getByRole('cell').nth(3)).toHaveText('₹1,000.00')
  await page.getByRole('link', { name: `Reversal of ${wrongNo}` }).click()
  await expect(heading).toHaveText(`Adjustment ${wrongNo}`)
  await expect(page.getByTestId('reversed-by')).toContainText('Reversed by')
  await expect(page.getByRole('button', { name: 'Reverse' })).toBeDisabled()
  await expect(page.getByText('This journal has been reversed already.')).toBeVisible()

  // The register in Hindi on a phone.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('link', { name: 'जर्नल प्रविष्टियों पर वापस' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'जर्नल प्रविष्टियाँ' })).toBeVisible()
  const list = page.getByTestId('journal-list')
  await expect(list.getByText('उलट').first()).toBeVisible()
  await expect(list.getByText('कॉन्ट्रा').first()).toBeVisible()
  await expect(page.getByTestId('journal-count')).toContainText('3')

  // Back online: the account and the three journals are on the server.
  const token = await userToken(request, email, PASSWORD)
  await context.setOffline(false)
  await expectSynced(page)
  const rows = await serverRows<{
    type: string
    against_id: string | null
    postings: { account_id: string; narration?: string }[]
  }>(request, token, 'vouchers?select=type,against_id,postings')
  expect(rows.map((r) => r.type)).toEqual(['jv', 'jv', 'jv'])
  expect(rows.filter((r) => r.against_id).length).toBe(1)
  // A line's narration travels with the line.
  expect(rows.flatMap((r) => r.postings).filter((p) => p.narration === 'Slip 44')).toHaveLength(1)
  const accounts = await serverRows<{ name: string; account_group: string }>(
    request,
    token,
    'accounts?select=name,account_group',
  )
  expect(accounts).toEqual([{ name: 'HDFC Current', account_group: 'bank' }])
})
