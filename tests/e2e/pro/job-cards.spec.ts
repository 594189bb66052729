// Job cards end to end: a card refused until its fields are right, then opened with labour and parts (live
// GST totals with round-off), signed, moved through its statuses (delivery refused unbilled and without an
// approval; billing refused with its reasons; a warranty job delivered unbilled), the odometer rule on a second
// visit of the same vehicle (details filled from the first), and the print page — a job card, never an
// invoice — following the workshop settings flags; the signature reaches the server, and another device of
// the user prints it too. Billing itself is workshop-billing.spec.ts.
import { expect, test, type Page } from '@playwright/test'
import { signInAs } from '../admin/accounts'
import { currentUserId, updateUserAsAdmin } from '../auth/backend'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { expectSynced } from './pro-helpers'

async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad')
  await pad.scrollIntoViewIfNeeded()
  const box = await pad.boundingBox()
  if (!box) throw new Error('no signature pad')
  await page.mouse.move(box.x + 20, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + 120, box.y + 20, { steps: 5 })
  await page.mouse.move(box.x + 220, box.y + box.height - 20, { steps: 5 })
  await page.mouse.up()
}

test('job cards: open with labour and parts, sign, statuses, odometer rule, print with settings flags', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('job-cards')
  await signUp(page, email)
  await updateUserAsAdmin(request, await currentUserId(page), {
    max_devices: 2,
    access: { customers: 'full', job_cards: 'full' },
  })
  await page.goto('/workshop/job-card')
  await expect(page.getByRole('heading', { level: 1, name: 'Job cards' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('No job cards yet.')).toBeVisible()
  await page.getByRole('link', { name: 'New job card' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New job card' })).toBeVisible()

  // Nothing filled: the error summary takes the focus, each entry a link to its field, each problem also
  // beside its field.
  await page.getByRole('button', { name: 'Open job card' }).click()
  const summary = page.getByTestId('error-summary')
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('Please correct 4 fields marked below.')
  await expect(page.getByLabel('Registration no')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#jc-reg_no-error')).toHaveText(
    'Enter the registration number or the chassis number.',
  )
  await expect(
    summary.getByRole('link', { name: 'Complaint 1: Write at least one complaint.' }),
  ).toBeVisible()
  await summary
    .getByRole('link', { name: 'Registration no: Enter the registration number or the chassis number.' })
    .click()
  await expect(page.getByLabel('Registration no')).toBeFocused()

  await page.getByLabel('Registration no').fill('ka 05 db 6000')
  await page.getByLabel('Make and model').fill('Honda Activa 6G')
  await page.getByLabel('Customer name').fill('Ravi Kumar')
  await page.getByLabel('Mobile', { exact: true }).fill('98765 43210')
  await page.getByLabel('Odometer (km)').fill('12,000')
  await page.getByLabel('Complaint 1').fill('Brake noise')
  await page.getByLabel('Technician').fill('Suresh')

  await page.getByRole('button', { name: 'Add labour line' }).click()
  await page.getByLabel('Work done').fill('General service')
  await page.locator('#jc-labour-0-rate').fill('450')
  // Enter moves along the line; on its last field it adds a line and goes to it (removed again here).
  await page.locator('#jc-labour-0-rate').press('Enter')
  await expect(page.locator('#jc-labour-0-gst_rate')).toBeFocused()
  await page.locator('#jc-labour-0-gst_rate').press('Enter')
  await expect(page.locator('#jc-labour-1-description')).toBeFocused()
  await page.getByRole('button', { name: 'Remove line 2' }).click()
  await page.getByRole('button', { name: 'Add part' }).click()
  await page.getByLabel('Part name').fill('Engine oil')
  await page.locator('#jc-parts-0-qty').fill('0')
  await page.locator('#jc-parts-0-rate').fill('380.55')
  await page.getByRole('button', { name: 'Open job card' }).click()
  await expect(page.locator('#jc-parts-0-qty-error')).toHaveText('Quantity must be more than 0.')
  await expect(summary).toContainText('Parts · Line 1 · Qty: Quantity must be more than 0.')
  await page.locator('#jc-parts-0-qty').fill('1')

  // 450 + 18 % = 531.00; 380.55 + 2 × 34.25 = 449.05; 980.05 rounds to 980.00.
  const totals = page.getByTestId('job-totals')
  await expect(totals).toContainText('CGST')
  await expect(totals).toContainText('-₹0.05')
  await expect(page.getByTestId('grand-total')).toHaveText('₹980.00')
  await expect(page.getByText('Rupees Nine Hundred Eighty Only')).toBeVisible()

  await page.getByRole('button', { name: 'Open job card' }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: /Job card JC[0-9A-Z]{3}\/\d{4}\/0001 opened/ }),
  ).toBeVisible()
  const heading = page.getByRole('heading', { level: 1, name: /Job card JC[0-9A-Z]{3}\/\d{4}\/0001/ })
  await expect(heading).toBeVisible()
  const jobNo = ((await heading.textContent()) ?? '').replace('Job card ', '')

  // Signature, then the statuses; delivery waits for the customer's approval.
  await drawSignature(page)
  await page.getByRole('button', { name: 'Save signature' }).click()
  await expect(toast(page, 'Signature saved')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Signature on record' })).toBeVisible()

  await page.getByRole('button', { name: 'Start work' }).click()
  await expect(page.getByTestId('job-status')).toContainText('In progress')
  await page.getByRole('button', { name: 'Awaiting parts' }).click()
  await expect(page.getByTestId('job-status')).toContainText('Awaiting parts')
  await page.getByRole('button', { name: 'Parts arrived — resume' }).click()
  await page.getByRole('button', { name: 'Mark ready' }).click()
  await expect(page.getByTestId('job-status')).toContainText('Ready')
  await page.getByRole('button', { name: 'Deliver' }).click()
  await expect(page.getByTestId('status-problems')).toContainText(
    'Record the customer’s approval of the estimate before delivery.',
  )
  await expect(page.getByTestId('status-problems')).toContainText('Bill the job card before delivery')
  // Billing is refused, each reason named: no company state to place the supply, a part not from the master.
  await page.getByTestId('bill-job-card').click()
  const refusals = page.getByTestId('billing-refusals')
  await expect(refusals).toContainText('Set your company’s state (or GSTIN) in Settings')
  await expect(refusals).toContainText('Parts · Line 1: Choose this part from the parts list')
  await page.getByTestId('record-approval').click()
  await expect(page.getByLabel('Approved amount (₹)')).toHaveValue('980')
  await expect(page.getByLabel('Approved by')).toHaveValue('Ravi Kumar')
  // A warranty job: the maker pays every line, so nothing is billed and it is delivered unbilled.
  await page.locator('#jc-labour-0-billable_to').selectOption('warranty')
  await page.locator('#jc-parts-0-billable_to').selectOption('warranty')
  await expect(page.getByTestId('grand-total')).toHaveText('₹0.00')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Job card saved')).toBeVisible()
  await expect(page.getByText('Nothing on this job card is billed')).toBeVisible()
  await page.getByRole('button', { name: 'Deliver' }).click()
  await expect(page.getByTestId('job-status')).toContainText('Delivered')
  await expect(page.getByText('This job card is Delivered and can no longer be changed.')).toBeVisible()

  // The same vehicle again: details come from the first card, the odometer must go up.
  await page.getByRole('link', { name: 'Back to job cards' }).click()
  await expect(page.getByRole('link', { name: jobNo }).first()).toBeVisible()
  await page.getByRole('link', { name: 'New job card' }).click()
  await page.getByLabel('Registration no').fill('KA05DB6000')
  await expect(page.getByLabel('Customer name')).toHaveValue('Ravi Kumar')
  await expect(page.getByLabel('Make and model')).toHaveValue('Honda Activa 6G')
  await expect(page.getByText(/Last reading: 12,000 km on job card/)).toBeVisible()
  await page.getByLabel('Odometer (km)').fill('11500')
  await page.getByLabel('Complaint 1').fill('Starting trouble')
  await page.getByRole('button', { name: 'Open job card' }).click()
  const odometerProblem = summary.getByRole('link', {
    name: /Must be more than the last reading, 12,000 km \(job card/,
  })
  await expect(summary).toBeFocused()
  await odometerProblem.click()
  await expect(page.getByLabel('Odometer (km)')).toBeFocused()

  // Print with the default flags: vehicle details and labour items; unbilled, it is a job card and estimate.
  await page.goto('/workshop/job-card')
  await page.getByRole('link', { name: jobNo }).first().click()
  await page.getByTestId('print-link').click()
  // The print is a PDF from the document kit: what it says (lines, tax split, totals, words) is checked by
  // print/job-card-doc.test.ts; here the page, its signature and its actions.
  await expect(page.getByTestId('print-title')).toHaveText(`Job Card / Estimate ${jobNo}`)
  await expect(page.getByTestId('print-job-no')).toHaveText(jobNo)
  await expect(page.getByTestId('job-card-print')).toHaveAttribute('data-signature', 'printed')
  await expect(page.getByTestId('pdf-preview')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toMatch(/Estimate JC.*0001\.pdf$/)
  const printUrl = page.url()

  // Flags off (vehicle, labour items, title) and units on: the print follows.
  await page.goto('/settings')
  await page.getByLabel('Show vehicle details').uncheck()
  await page.getByLabel('Show labour items').uncheck()
  await page.getByLabel('Show the "Service / Labour invoice" title').uncheck()
  await page.getByLabel('Use units of measure').check()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'Settings saved')).toBeVisible()
  await page.goto(printUrl)
  await expect(page.getByTestId('print-title')).toHaveText(`Job Card / Estimate ${jobNo}`)
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled()

  // Another device of the user: the signature was uploaded (nothing waiting), so its print shows it too.
  await page.goto('/workshop/job-card')
  await expectSynced(page)
  const other = await browser.newContext()
  const page2 = await other.newPage()
  await signInAs(page2, email, PASSWORD)
  await page2.goto(printUrl)
  await expect(page2.getByTestId('job-card-print')).toHaveAttribute('data-signature', 'printed', {
    timeout: 20_000,
  })
  await expect(page2.getByRole('button', { name: 'Print' })).toBeEnabled()
  await other.close()
})
