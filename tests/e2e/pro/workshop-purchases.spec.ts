// Workshop purchases end to end, offline after the first sync: the dealer adds a column of their own to the
// purchase columns (HSN, Qty, Purchase Rate and GST % cannot be removed); a parts bill from a supplier in
// Gujarat shows IGST, one line a part of the master and one a new part made on the bill, the dealer's column
// filled; posted, the parts are in stock at the bill's rates; two pads go back by a debit note at the bill's
// rate, cancellable until recorded dispatched (with its lorry receipt), then refused; the supplier's ledger and
// the bill's outstanding follow; the bill is paid in part by bank from its own
// "Pay" (cash beyond ₹10,000 in a day warned of first, s.40A(3)), and its left to pay, the supplier's ledger and
// open bills follow; the registers read in Hindi at phone width; back online, the vouchers and both parts on
// the server.
import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced, indiaToday, serverRows, userToken } from './pro-helpers'
import { setUpShowroom } from './showroom-helpers'

test.use({ serviceWorkers: 'allow' })

test('workshop purchases: own column, IGST bill with a new part, stock, a return, the ledger; offline, Hindi, phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  const email = uniqueEmail('wpur')
  await signUp(page, email)
  await setUpShowroom(page)

  // The dealer's own column; the columns input tax credit needs cannot be removed.
  await page.getByLabel('New column name').fill('Batch')
  await page.getByRole('button', { name: 'Add column' }).click()
  await expect(page.getByLabel('Column name 11')).toHaveValue('Batch')
  for (const name of ['HSN', 'Qty', 'Purchase Rate', 'GST %', 'Total']) {
    await expect(page.getByRole('button', { name: `Remove ${name}`, exact: true })).toHaveCount(0)
  }
  await expect(page.getByRole('button', { name: 'Remove Category', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'Settings saved').last()).toBeVisible()

  // A part the workshop already holds: 4 brake pad sets at ₹1,500.00.
  await page.goto('/workshop/inventory')
  await page.getByTestId('add-part').click()
  await page.getByLabel('Part number', { exact: true }).fill('BP-100')
  await page.getByLabel('Name', { exact: true }).fill('Brake pad set')
  await page.getByLabel('HSN code').fill('870830')
  await page.getByLabel('Sale rate (₹)').fill('2,500')
  await page.getByLabel('Opening quantity').fill('4')
  await page.getByLabel('Opening value (₹)').fill('6,000')
  await page.getByTestId('part-save').click()
  await expect(toast(page, 'Part BP-100 saved')).toBeVisible()

  await expectSynced(page)
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)

  await page.goto('/workshop/purchases')
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop purchases' })).toBeVisible()
  await page.getByTestId('new-parts-bill').click()
  await page.getByRole('combobox', { name: 'Supplier' }).fill('Gujarat Auto Spares')
  await page.getByRole('option', { name: /New party “Gujarat Auto Spares”/ }).click()
  const supplierForm = page.getByTestId('party-form')
  await supplierForm.getByLabel('Mobile').fill('98250 11223')
  await supplierForm.getByLabel('State', { exact: true }).selectOption('24')
  await supplierForm.getByLabel('GSTIN', { exact: true }).fill('24AAGFT5528R1ZJ')
  await supplierForm.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('bill-tax-note')).toHaveText(
    'The supplier is in another state: the bill shows IGST.',
  )
  await page.getByLabel('Supplier’s bill number').fill('GAS/2526/0042')

  // Line 1: the pads from the master, its HSN and GST filled in; the dealer's Batch column.
  const line1 = page.getByRole('listitem', { name: 'Line 1' })
  await line1.getByRole('combobox', { name: 'Part No' }).fill('bp100')
  await page.getByRole('option', { name: /BP-100 · Brake pad set/ }).click()
  await expect(line1.getByLabel('HSN', { exact: true })).toHaveValue('870830')
  await expect(line1.getByLabel('GST %')).toHaveValue('18')
  await line1.getByLabel('Purchase Rate').fill('1650')
  await line1.getByLabel('Qty', { exact: true }).fill('6')
  await line1.getByLabel('Batch').fill('B-0925')
  await expect(page.getByTestId('bill-line-total-1')).toHaveText('₹11,682.00')

  // Line 2: a part the master does not have, made from the line.
  await page.getByTestId('bill-add-line').click()
  const line2 = page.getByRole('listitem', { name: 'Line 2' })
  await line2.getByRole('combobox', { name: 'Part No' }).fill('OF-2210')
  await page.getByRole('option', { name: 'New part “OF-2210”' }).click()
  await expect(line2.getByLabel('Part No', { exact: true })).toHaveValue('OF-2210')
  await line2.getByLabel('Part Name').fill('Oil filter')
  await line2.getByLabel('HSN', { exact: true }).fill('842123')
  await line2.getByLabel('Purchase Rate').fill('250')
  await line2.getByLabel('Qty', { exact: true }).fill('10')
  await line2.getByLabel('UOM').fill('Nos')
  await line2.getByLabel('Sale Rate').fill('350')
  await line2.getByLabel('Batch').fill('F-11')
  await expect(page.getByTestId('bill-line-total-2')).toHaveText('₹2,950.00')

  // The printed total off by more than ₹1 is refused; right, the bill shows IGST and what is payable.
  await page.getByLabel('Total printed on the bill').fill('14,640')
  await page.getByTestId('parts-bill-post').click()
  await expect(page.getByTestId('error-summary')).toContainText('do not add up to the printed total')
  await page.getByLabel('Total printed on the bill').fill('14,632')
  const totals = page.getByTestId('bill-totals')
  await expect(totals).toContainText('The lines add up to ₹14,632.00')
  await expect(totals).toContainText('IGST₹2,232.00')
  await expect(totals).toContainText('Payable to the supplier₹14,632.00')
  await page.getByTestId('parts-bill-post').click()
  await expect(toast(page, '2 line(s) into stock')).toBeVisible()
  const billNo = page.getByTestId('parts-bill-number')
  await expect(billNo).toHaveText(/^WP[0-9A-Z]{3}\/\d{4}\/0001$/)
  const view = page.getByTestId('parts-bill-view')
  await expect(view).toContainText('Batch: B-0925')
  await expect(view).toContainText('Batch: F-11')
  await expect(page.getByTestId('bill-pending')).toHaveText('₹14,632.00')

  // The stock has them: the new filter, and the pads at the moving average (G7: 10 at ₹15,900.00).
  await view.getByRole('link', { name: 'OF-2210 · Oil filter' }).click()
  await expect(page.getByTestId('part-figures')).toContainText('On hand10')
  await expect(page.getByTestId('part-figures')).toContainText('₹2,500.00')
  await page.goBack()
  await view.getByRole('link', { name: 'BP-100 · Brake pad set' }).click()
  await expect(page.getByTestId('part-figures')).toContainText('On hand10')
  await expect(page.getByTestId('part-figures')).toContainText('₹15,900.00')
  await page.goBack()

  // Two pads go back at the bill's rate and IGST; more than the line bought is refused first.
  await page.getByTestId('parts-return-link').click()
  await page.getByLabel('Quantity back, line 1').fill('7')
  await page.getByLabel('Reason').fill('Wrong pads for the model')
  await page.getByTestId('parts-return-post').click()
  await expect(page.getByTestId('error-summary')).toContainText('only 6 of this line can still go back')
  await page.getByLabel('Quantity back, line 1').fill('2')
  await expect(page.getByTestId('parts-return-total')).toHaveText('Debit note total: ₹3,894.00')
  await page.getByTestId('parts-return-post').click()
  await expect(toast(page, 'Debit note WD')).toBeVisible()
  await expect(page.getByTestId('parts-return-number')).toHaveText(/^WD[0-9A-Z]{3}\/\d{4}\/0001$/)
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible()

  // Cancellable until the pads leave; recorded dispatched with the lorry receipt, cancelling is refused.
  const noteView = page.getByTestId('parts-return-view')
  await expect(noteView).toContainText('Goods not dispatched yet: the debit note can still be cancelled.')
  await expect(noteView.getByRole('button', { name: 'Cancel voucher' })).toBeEnabled()
  await noteView.getByRole('button', { name: 'Record dispatch' }).click()
  const dispatch = page.getByRole('dialog')
  await dispatch.getByLabel('Lorry receipt / docket no.', { exact: true }).fill('LR/4471')
  await dispatch.getByRole('button', { name: 'Save dispatch' }).click()
  await expect(toast(page, 'Dispatch recorded')).toBeVisible()
  await expect(page.getByTestId('debit-note-dispatched')).toContainText('Goods dispatched to the supplier on')
  await expect(page.getByTestId('debit-note-dispatched')).toContainText('LR LR/4471')
  await expect(noteView.getByRole('button', { name: 'Cancel voucher' })).toBeDisabled()
  await expect(noteView).toContainText(
    'The goods have been dispatched to the supplier: a debit note can be cancelled only before dispatch.',
  )
  await expect(noteView.getByRole('button', { name: 'Record dispatch' })).toHaveCount(0)

  // The supplier's credit note that answers it (s.34), recorded once: a number over 16 characters is refused.
  await expect(noteView).toContainText('Supplier’s credit note not received yet.')
  await noteView.getByRole('button', { name: 'Record supplier’s credit note' }).click()
  const cnDialog = page.getByRole('dialog')
  await cnDialog.getByRole('button', { name: 'Save credit note' }).click()
  await expect(cnDialog).toContainText('Required.')
  await cnDialog.getByLabel('Credit note number', { exact: true }).fill('GAS/CN/41')
  await cnDialog.getByRole('button', { name: 'Save credit note' }).click()
  await expect(toast(page, 'Supplier’s credit note recorded.')).toBeVisible()
  await expect(page.getByTestId('supplier-cn-recorded')).toContainText('Supplier’s credit note GAS/CN/41 of')
  await expect(noteView.getByRole('button', { name: 'Record supplier’s credit note' })).toHaveCount(0)

  // The pads left at the rate they came in: 8 at ₹12,600.00.
  await page.getByTestId('parts-return-view').getByRole('link', { name: 'BP-100 · Brake pad set' }).click()
  await expect(page.getByTestId('part-figures')).toContainText('On hand8')
  await expect(page.getByTestId('part-figures')).toContainText('₹12,600.00')

  // The bill now owes ₹10,738.00; the supplier's ledger has the bill and the debit note.
  await page.goto('/workshop/purchases')
  await page.getByTestId('parts-bill-list').getByText('GAS/2526/0042').click()
  await expect(page.getByTestId('bill-pending')).toHaveText('₹10,738.00')
  await expect(page.getByRole('button', { name: 'Cancel voucher' })).toBeDisabled()
  await page.getByTestId('supplier-ledger-link').click()
  await expect(page.getByTestId('ledger-closing')).toHaveText('₹10,738.00 Cr')
  const ledger = page.getByRole('grid', { name: 'Ledger' })
  await expect(ledger).toContainText(/WP[0-9A-Z]{3}\/\d{4}\/0001/)
  await expect(ledger).toContainText(/WD[0-9A-Z]{3}\/\d{4}\/0001/)

  // ₹4,000 of the bill paid by NEFT from the bill itself: the supplier and this bill are filled in; cash above
  // ₹10,000 in a day is warned of (s.40A(3)) before the mode is changed.
  await page.goBack()
  await page.getByTestId('bill-pay').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pay a supplier' })).toBeVisible()
  await expect(page.getByTestId('party-picker-value')).toContainText('Gujarat Auto Spares')
  await expect(page.getByText('This bill first, then the oldest.')).toBeVisible()
  await page.getByLabel('Amount (₹)').fill('12,000')
  await expect(page.getByTestId('cash-payment-warning')).toContainText(
    'More than ₹10,000 in cash to one party in a day: the expense is not allowed in income tax (s.40A(3)).',
  )
  await page.getByLabel('Mode').selectOption('neft')
  await expect(page.getByTestId('cash-payment-warning')).toHaveCount(0)
  await page.getByLabel('Amount (₹)').fill('4,000')
  await page.getByLabel('Reference (UTR, cheque or slip no.)').fill('UTR55210042')
  await page.getByLabel('Reference date').fill(indiaToday())
  const thisBill = page.getByLabel(/their bill GAS\/2526\/0042 · .* · Open ₹10,738\.00/)
  await expect(thisBill).toHaveValue('4000')
  await expect(page.getByText('On account (advance): ₹0.00')).toBeVisible()
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Payment PY[0-9A-Z]{3}\/\d{4}\/0001$/)
  await expect(page.getByText(/WP[0-9A-Z]{3}\/\d{4}\/0001 · .* · ₹4,000\.00/)).toBeVisible()

  // The bill has ₹6,738.00 left to pay; the supplier's ledger has the payment against it, its open bills the rest.
  await page.goto('/workshop/purchases')
  await page.getByTestId('parts-bill-list').getByText('GAS/2526/0042').click()
  await expect(page.getByTestId('bill-pending')).toHaveText('₹6,738.00')
  await page.getByTestId('supplier-ledger-link').click()
  await expect(page.getByTestId('ledger-closing')).toHaveText('₹6,738.00 Cr')
  await expect(ledger).toContainText(/PY[0-9A-Z]{3}\/\d{4}\/0001/)
  await expect(ledger).toContainText(/NEFT ref UTR55210042.*Against WP[0-9A-Z]{3}\/\d{4}\/0001/)
  await page.getByRole('button', { name: 'Open bills' }).click()
  await expect(page.getByTestId('ledger-bills-count')).toContainText('1 open bill')
  await expect(page.getByTestId('ledger-bills')).toContainText(/WP[0-9A-Z]{3}\/\d{4}\/0001/)
  await expect(page.getByTestId('ledger-bills')).toContainText('₹6,738.00')

  // In Hindi on a phone: the registers, and the bill form fits the screen.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/workshop/purchases')
  await expect(page.getByRole('heading', { level: 1, name: 'वर्कशॉप खरीद' })).toBeVisible()
  await expect(page.getByTestId('parts-bill-list')).toContainText('GAS/2526/0042')
  await page.goto('/workshop/wp-return')
  await expect(page.getByRole('heading', { level: 1, name: 'वर्कशॉप खरीद वापसी' })).toBeVisible()
  await expect(page.getByTestId('parts-return-list')).toContainText('Gujarat Auto Spares')
  await page.getByTestId('parts-return-list').getByText('Gujarat Auto Spares').first().click()
  await expect(page.getByTestId('debit-note-dispatched')).toContainText('सप्लायर को भेजा गया · एलआर LR/4471')
  await expect(page.getByTestId('parts-return-view')).toContainText('डेबिट नोट सिर्फ़ भेजने से पहले रद्द हो सकता है')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.goto('/workshop/purchases?new=1')
  await expect(page.getByRole('heading', { level: 1, name: 'नया पार्ट्स बिल' })).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'लाइन 1' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  // The payment from the bill, in Hindi on the phone: the bill with what is left on it, cash warned of.
  await page.goto('/workshop/purchases')
  await page.getByTestId('parts-bill-list').getByText('GAS/2526/0042').first().click()
  await page.getByTestId('bill-pay').click()
  await expect(page.getByRole('heading', { level: 1, name: 'सप्लायर को भुगतान' })).toBeVisible()
  await expect(page.getByLabel(/उनका बिल GAS\/2526\/0042 · .* · बकाया ₹6,738\.00/)).toBeVisible()
  await page.getByLabel('रकम (₹)').fill('10,001')
  await expect(page.getByTestId('cash-payment-warning')).toContainText('धारा 40A(3)')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  const token = await userToken(request, email, PASSWORD)
  await context.setOffline(false)
  await expectSynced(page)
  const vouchers = await serverRows<{
    type: string
    delivery: { gate_pass_no?: string } | null
    supplier_cn: { no: string } | null
  }>(request, token, 'vouchers?select=type,delivery,supplier_cn')
  expect(vouchers.map((r) => r.type).sort()).toEqual(['pay', 'ppret', 'ppur'])
  expect(vouchers.find((r) => r.type === 'ppret')?.delivery?.gate_pass_no).toBe('LR/4471')
  expect(vouchers.find((r) => r.type === 'ppret')?.supplier_cn?.no).toBe('GAS/CN/41')
  const parts = await serverRows<{ part_no: string }>(request, token, 'parts?select=part_no')
  expect(parts.map((p) => p.part_no).sort()).toEqual(['BP-100', 'OF-2210'])
})
