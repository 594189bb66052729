// Billing a job card end to end, offline after the first sync: a brake pad set made on the parts screen with its
// opening stock; a job card for a transporter registered in Gujarat with that part and labour, marked ready,
// delivery refused unbilled; billed — IGST, the place of supply Gujarat (24) stored on the invoice — and the card
// locked; the invoice printed with the workshop flags on and then off, shared as PDF; one pad returned on a
// credit note at the invoice's rates; a counter sale of one more to a walk-in; the part's stock and the party's
// ledger follow; delivery refused until the bill is paid, the payment received from the status panel, the card
// delivered — a second pad on it under warranty, on no invoice, leaves stock then on a stock journal — its invoice in the job-card register and found there by number; the delivery's feedback call on
// today's follow-up list with its WhatsApp message;
// the registers in Hindi at phone width; back online, the invoice, the note and the billed card on the server.
import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced, serverRows, userToken } from './pro-helpers'
import { setUpShowroom } from './showroom-helpers'
import { addBrakePads } from './workshop-helpers'

test.use({ serviceWorkers: 'allow' })

test('workshop billing: job card to IGST invoice, prints by the flags, share, a part returned; offline, Hindi, phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  const email = uniqueEmail('wbill')
  await signUp(page, email)
  await setUpShowroom(page)
  await page.goto('/workshop/job-card')
  await expectSynced(page)
  await waitForServiceWorkerControl(page)

  // From here the workshop has no network.
  await context.setOffline(true)

  // The part, on the parts screen: 4 brake pad sets at ₹1,500.00, sold at ₹2,118.64 before GST.
  const partUrl = await addBrakePads(page)
  await expect(page.getByTestId('part-figures')).toContainText('On hand4')

  // The job card: a transporter registered in Gujarat, labour and the pad from the master.
  await page.goto('/workshop/job-card')
  await page.getByRole('link', { name: 'New job card' }).click()
  await page.getByLabel('Registration no').fill('GJ01AB1234')
  await page.getByRole('combobox', { name: 'Customer (party)' }).fill('Shah Transport')
  await page.getByRole('option', { name: /New party “Shah Transport”/ }).click()
  const partyForm = page.getByTestId('party-form')
  await partyForm.getByLabel('Mobile').fill('98250 11223')
  await partyForm.getByLabel('Address', { exact: true }).fill('Ashram Road, Ahmedabad')
  await partyForm.getByLabel('State', { exact: true }).selectOption('24')
  await partyForm.getByLabel('GSTIN', { exact: true }).fill('24AAGFT5528R1ZJ')
  await partyForm.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByLabel('Customer name')).toHaveValue('Shah Transport')
  await page.getByLabel('Odometer (km)').fill('45,210')
  await page.getByLabel('Complaint 1').fill('Brake noise')
  await page.getByRole('button', { name: 'Add labour line' }).click()
  await page.getByLabel('Work done').fill('Brake service')
  await page.locator('#jc-labour-0-rate').fill('450')
  await page.getByRole('button', { name: 'Add part' }).click()
  await page.getByRole('combobox', { name: 'Part', exact: true }).fill('bp 100')
  await page.getByRole('option', { name: /BP-100/ }).click()
  await expect(page.getByLabel('Part name')).toHaveValue('Brake pad set')
  // A second pad under the maker's warranty: on no invoice of ours, it leaves stock when the card is delivered.
  await page.getByRole('button', { name: 'Add part' }).click()
  const warrantyLine = page.getByRole('listitem', { name: 'Line 2' })
  await warrantyLine.getByRole('combobox', { name: 'Part', exact: true }).fill('bp 100')
  await page.getByRole('option', { name: /BP-100/ }).click()
  await page.locator('#jc-parts-1-billable_to').selectOption('warranty')
  // 450.00 + 2,118.64 taxable; IGST 81.00 + 381.36: the card already places the supply in Gujarat.
  await expect(page.getByTestId('job-totals')).toContainText('IGST')
  await expect(page.getByTestId('grand-total')).toHaveText('₹3,031.00')
  await page.getByRole('button', { name: 'Open job card' }).click()
  const heading = page.getByRole('heading', { level: 1, name: /Job card JC/ })
  await expect(heading).toBeVisible()
  const jobUrl = page.url()

  await page.getByRole('button', { name: 'Start work' }).click()
  await page.getByRole('button', { name: 'Mark ready' }).click()
  await expect(page.getByTestId('job-status')).toContainText('Ready')
  await page.getByTestId('record-approval').click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Job card saved')).toBeVisible()
  await page.getByRole('button', { name: 'Deliver' }).click()
  await expect(page.getByTestId('status-problems')).toContainText('Bill the job card before delivery')

  // Billed: one WI invoice, the card locked.
  await page.getByTestId('bill-job-card').click()
  await expect(toast(page, 'Billed: WI')).toBeVisible()
  await expect(page.getByText('This job card is billed: its lines are on a tax invoice')).toBeVisible()
  await expect(page.locator('#jc-labour-0-rate')).toBeDisabled()
  const invoiceLink = page.getByTestId('card-invoices').getByRole('link', { name: /^WI/ })
  const invoiceNo = ((await invoiceLink.textContent()) ?? '').trim()
  expect(invoiceNo).toMatch(/^WI[0-9A-Z]{3}\/\d{4}\/0001$/)
  await invoiceLink.click()
  await expect(page.getByTestId('workshop-invoice-number')).toHaveText(invoiceNo)
  await expect(page.getByTestId('workshop-invoice-pos')).toHaveText('Gujarat (24)')
  await expect(page.getByTestId('workshop-invoice-supply')).toHaveText('Across states (IGST)')
  await expect(page.getByTestId('workshop-invoice-gstin')).toHaveText('GSTIN 24AAGFT5528R1ZJ')
  await expect(page.getByTestId('workshop-invoice-total')).toHaveText('₹3,031.00')
  const invoiceUrl = page.url()

  // The print with every workshop flag as set (all on but units), then shared as PDF.
  await page.getByTestId('print-workshop-invoice').click()
  const print = page.getByTestId('workshop-invoice-print')
  await expect(page.getByTestId('workshop-invoice-print-number')).toHaveText(invoiceNo)
  await expect(print).toHaveAttribute('data-title', 'service-labour')
  await expect(print).toHaveAttribute('data-vehicle', 'shown')
  await expect(print).toHaveAttribute('data-labour', 'items')
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled({ timeout: 20_000 })
  await page.evaluate(() => {
    const w = window as unknown as { shared: string[] }
    w.shared = []
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true })
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        for (const f of data.files ?? []) w.shared.push(`${f.name} ${f.type} ${f.size > 1000}`)
      },
    })
  })
  await page.getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: string[] }).shared))
    .toEqual([`Workshop invoice ${invoiceNo.replace(/\//g, '-')}.pdf application/pdf true`])
  const printUrl = page.url()

  // The flags off, units on: the same invoice prints without them.
  await page.goto('/settings')
  await page.getByLabel('Show vehicle details').uncheck()
  await page.getByLabel('Show labour items').uncheck()
  await page.getByLabel('Show job details').uncheck()
  await page.getByLabel('Show the "Service / Labour invoice" title').uncheck()
  await page.getByLabel('Use units of measure').check()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'Settings saved')).toBeVisible()
  await page.goto(printUrl)
  await expect(print).toHaveAttribute('data-title', 'tax-invoice')
  await expect(print).toHaveAttribute('data-vehicle', 'hidden')
  await expect(print).toHaveAttribute('data-labour', 'one-line')
  await expect(print).toHaveAttribute('data-units', 'shown')
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled({ timeout: 20_000 })

  // The pad left stock: 3 on hand.
  await page.goto(partUrl)
  await expect(page.getByTestId('part-figures')).toContainText('On hand3')

  // One pad comes back on a credit note, at the invoice's rate and split: 2,118.64 + IGST 381.36.
  await page.goto(invoiceUrl)
  await page.getByTestId('workshop-invoice-return').click()
  await expect(page.getByLabel('Invoice', { exact: true })).toHaveValue(/.+/)
  await page.getByLabel('Reason').selectOption('parts_returned')
  await page.getByRole('checkbox', { name: /BP-100 Brake pad set/ }).check()
  await page.getByLabel('Quantity returned (up to 1)').fill('2')
  await page.getByTestId('ws-return-post').click()
  await expect(page.getByTestId('error-summary')).toContainText('Only 1 left to return on this line.')
  await page.getByLabel('Quantity returned (up to 1)').fill('1')
  await expect(page.getByTestId('ws-return-total')).toContainText('₹2,500.00')
  await page.getByTestId('ws-return-post').click()
  await expect(toast(page, 'posted')).toBeVisible()
  await expect(page.getByTestId('ws-return-number')).toHaveText(/^WC[0-9A-Z]{3}\/\d{4}\/0001$/)
  const noteNo = ((await page.getByTestId('ws-return-number').textContent()) ?? '').trim()
  await expect(page.getByTestId('ws-return-stock')).toContainText('BP-100 Brake pad set × 1')

  // The pad is back in stock: 4 on hand again.
  await page.goto(partUrl)
  await expect(page.getByTestId('part-figures')).toContainText('On hand4')

  // A counter sale of one pad to a walk-in paying cash: the same WI series, placed here (Maharashtra).
  await page.goto('/workshop/invoices')
  await page.getByTestId('new-counter-sale').click()
  await page.getByRole('combobox', { name: 'Part', exact: true }).fill('bp 100')
  await page.getByRole('option', { name: /BP-100/ }).click()
  await expect(page.getByTestId('counter-sale-total')).toContainText('₹2,500.00')
  await page.getByTestId('counter-sale-post').click()
  await expect(page.getByTestId('workshop-invoice-number')).toHaveText(/^WI[0-9A-Z]{3}\/\d{4}\/0002$/)
  const counterNo = ((await page.getByTestId('workshop-invoice-number').textContent()) ?? '').trim()
  await expect(page.getByTestId('workshop-invoice-pos')).toHaveText('Maharashtra (27)')
  await expect(page.getByText('Walk-in (cash)')).toBeVisible()
  await page.goto(partUrl)
  await expect(page.getByTestId('part-figures')).toContainText('On hand3')

  // The transporter's ledger: the invoice and the credit note, each opening its screen.
  await page.goto('/party-ledger')
  await page.getByRole('combobox', { name: 'Party' }).fill('shah')
  await page.getByRole('option', { name: /Shah Transport/ }).click()
  const ledger = page.getByRole('grid', { name: 'Ledger' })
  const rowOf = (no: string) =>
    ledger.getByRole('row').filter({ has: page.getByRole('gridcell', { name: no, exact: true }) })
  await expect(rowOf(invoiceNo)).toContainText('3,031.00')
  await expect(rowOf(noteNo)).toContainText('2,500.00')
  await rowOf(noteNo).click()
  await expect(page).toHaveURL(/\/workshop\/ws-return\?id=/)
  await page.goBack()
  await rowOf(invoiceNo).click()
  await expect(page).toHaveURL(/\/workshop\/invoices\?id=/)

  // Billed but unpaid, the vehicle waits: the status panel says what is left and receives it, this bill first.
  await page.goto(jobUrl)
  await expect(page.getByTestId('delivery-unpaid')).toContainText(
    `₹531.00 is left to receive on ${invoiceNo}`,
  )
  await page.getByRole('button', { name: 'Deliver' }).click()
  await expect(page.getByTestId('status-problems')).toContainText(
    'The bill is not paid yet: receive the payment before delivery.',
  )
  await expect(page.getByTestId('job-status')).toContainText('Ready')
  await page.getByTestId('delivery-receive').click()
  await expect(page.getByTestId('party-picker-value')).toContainText('Shah Transport')
  await page.getByLabel('Amount (₹)').fill('531')
  await page.getByRole('button', { name: 'Post' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Receipt RV[0-9A-Z]{3}\/\d{4}\/0001$/)

  // Paid, the card is delivered.
  await page.goto(jobUrl)
  await expect(page.getByTestId('delivery-unpaid')).toHaveCount(0)
  await page.getByRole('button', { name: 'Deliver' }).click()
  await expect(page.getByTestId('job-status')).toContainText('Delivered')
  // The warranty pad left stock on a stock journal at delivery: 3 − 1 on hand.
  await expect(toast(page, 'Warranty parts taken out of stock on SJ')).toBeVisible()
  await expect(page.getByTestId('warranty-issue-missing')).toHaveCount(0)
  await page.goto(partUrl)
  await expect(page.getByTestId('part-figures')).toContainText('On hand2')

  // The job-card register shows the card's invoice, and finds the card by that number.
  await page.goto('/workshop/job-card')
  const register = page.getByTestId('job-card-table')
  await expect(register.getByTestId('job-card-invoices')).toHaveText(invoiceNo)
  await page.getByLabel('Search by job no, invoice no').fill(invoiceNo.toLowerCase())
  await expect(register).toContainText('Shah Transport')
  await page.getByLabel('Search by job no, invoice no').fill(`${invoiceNo}9`)
  await expect(page.getByText('No job card matches your search.')).toBeVisible()

  // The delivery makes the feedback call three days on: on today's call list, with a WhatsApp to the customer.
  await page.goto('/workshop/follow-up')
  const calls = page.getByTestId('follow-up-list')
  await expect(calls.getByText('Service feedback')).toBeVisible()
  await calls.getByText('Service feedback').click()
  await expect(page.getByTestId('follow-up-customer')).toHaveText('Shah Transport')
  const whatsApp = (await page.getByTestId('follow-up-whatsapp').getAttribute('href')) ?? ''
  expect(whatsApp.startsWith('https://wa.me/919825011223?text=')).toBe(true)
  await expect(page.getByTestId('follow-up-message')).toContainText('How was your experience?')

  // The registers in Hindi on a phone.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/workshop/invoices')
  await expect(page.getByRole('heading', { level: 1, name: 'वर्कशॉप बिल' })).toBeVisible()
  await expect(page.getByTestId('workshop-invoice-list')).toContainText(invoiceNo)
  await page.goto('/workshop/ws-return')
  await expect(page.getByRole('heading', { level: 1, name: 'वर्कशॉप वापसी' })).toBeVisible()
  await expect(page.getByTestId('ws-return-list')).toContainText(noteNo)

  // Back online: the invoice (IGST, place of supply 24), the note, the billed card and the warranty journal
  // reach the server.
  const token = await userToken(request, email, PASSWORD)
  await context.setOffline(false)
  await expectSynced(page)
  const vouchers = await serverRows<{ type: string; number: string; pos: string; supply: string }>(
    request,
    token,
    'vouchers?select=type,number,pos,supply&type=in.(winv,wcn)&order=type,number',
  )
  expect(vouchers).toEqual([
    { type: 'wcn', number: noteNo, pos: '24', supply: 'inter' },
    { type: 'winv', number: invoiceNo, pos: '24', supply: 'inter' },
    { type: 'winv', number: counterNo, pos: '27', supply: 'intra' },
  ])
  const cards = await serverRows<{ status: string; billing: { invoice_ids: string[] } | null }>(
    request,
    token,
    'job_cards?select=status,billing',
  )
  expect(cards).toEqual([
    { status: 'delivered', billing: expect.objectContaining({ invoice_ids: [expect.any(String)] }) },
  ]) // The warranty pad's journal: Dr the maker's claim, Cr purchases, at the pad's average of ₹1,500.00.
  const journals = await serverRows<{ job_card_id: string; postings: { account_id: string; dr: number }[] }>(
    request,
    token,
    'vouchers?select=job_card_id,postings&type=eq.stj',
  )
  expect(journals).toEqual([
    {
      job_card_id: expect.any(String),
      postings: [
        expect.objectContaining({ account_id: 'sys:warranty-claims', dr: 1_500_00 }),
        expect.objectContaining({ account_id: 'sys:purchases-parts', dr: 0 }),
      ],
    },
  ])
})
