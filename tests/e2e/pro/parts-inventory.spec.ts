// The workshop's parts inventory end to end, offline after the first sync: a part added with its opening stock
// (a sale price above the MRP refused first), a CSV parts list imported with its bad row named, a scrap
// posted by a stock journal with its reason (a quantity above what is held refused), the part's ledger and the
// reorder list following it, all read again in Hindi at phone width; back online, the parts and the journal on
// the server.
import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced, serverRows, userToken } from './pro-helpers'

test.use({ serviceWorkers: 'allow' })

const CSV = [
  'Part No,Name,HSN,GST %,Sale Rate,MRP,Category,Opening Qty,Opening Value,Reorder Level',
  '15400-RTA-003,Oil filter,842123,18,413,450,Filters,10,2500,12',
  '08798-9036,Engine oil 5W-30,271019,18,566.40,600,Lubricants,20,8000,',
  'AF-77,Air filter,12,18,300,350,Filters,,,',
].join('\n')

test('parts inventory: add, import, opening stock, scrap with a reason, ledger, reorder; offline, Hindi, phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('parts')
  await signUp(page, email)
  await page.goto('/workshop/inventory')
  // The first screen after sign-up loads beside the first sync and the service worker's precache.
  await expect(page.getByRole('heading', { level: 1, name: 'Parts inventory' })).toBeVisible({
    timeout: 20_000,
  })
  await expectSynced(page)
  await waitForServiceWorkerControl(page)

  await context.setOffline(true)

  // A part with its opening stock; a sale price with GST above the MRP is refused first.
  await page.getByTestId('add-part').click()
  await page.getByLabel('Part number', { exact: true }).fill('BP-100')
  await page.getByLabel('Name', { exact: true }).fill('Brake pad set')
  await page.getByLabel('Category', { exact: true }).fill('Brakes')
  await page.getByLabel('HSN code').fill('870830')
  await page.getByLabel('Sale rate (₹)').fill('2,118.64')
  await page.getByLabel('Sale rate includes GST').uncheck()
  await page.getByLabel('MRP (₹, with GST)').fill('2,400')
  await page.getByLabel('Reorder level').fill('5')
  await page.getByLabel('Opening quantity').fill('4')
  await page.getByLabel('Opening value (₹)').fill('6,000')
  await page.getByTestId('part-save').click()
  await expect(page.getByTestId('error-summary')).toContainText('The sale price with GST is above the MRP.')
  await page.getByLabel('MRP (₹, with GST)').fill('2,500')
  await page.getByTestId('part-save').click()
  await expect(toast(page, 'Part BP-100 saved')).toBeVisible()
  const figures = page.getByTestId('part-figures')
  await expect(figures).toContainText('On hand4')
  await expect(figures).toContainText('₹1,500.00')
  await expect(figures).toContainText('₹6,000.00')

  // A parts list from a CSV: the bad row is named by row, field and message; the good rows come in.
  await page.goto('/workshop/inventory?new=import')
  await page.locator('input[type="file"]').setInputFiles({
    name: 'parts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf-8'),
  })
  await expect(page.getByTestId('import-checked')).toHaveText(
    'Ready to import: 2 parts. Rows with problems: 1.',
  )
  await expect(page.getByTestId('import-problems')).toContainText(
    'Row 4: HSN code — An HSN code has 4, 6 or 8 digits.',
  )
  await page.getByTestId('import-go').click()
  await expect(page.getByTestId('import-done')).toContainText('2 parts imported.')

  await page.goto('/workshop/inventory')
  await expect(page.getByTestId('parts-count')).toHaveText('3 parts')
  await expect(page.getByTestId('parts-held')).toContainText('3 parts in stock worth ₹16,500.00')

  // Scrap one pad with its reason; more than is held is refused.
  await page.getByTestId('parts-search').fill('bp 100')
  await expect(page.getByTestId('parts-count')).toHaveText('1 of 3 parts')
  await page.getByTestId('parts-list').getByText('Brake pad set').click()
  await page.getByTestId('part-journal').click()
  await page.getByLabel('What happened').selectOption({ label: 'Scrap (out)' })
  await expect(page.getByTestId('journal-part-0-value')).toContainText('BP-100')
  await page.getByLabel('Quantity', { exact: true }).fill('5')
  await page.getByTestId('journal-post').click()
  await expect(page.getByTestId('error-summary')).toContainText('Fill this in.')
  await expect(page.getByTestId('error-summary')).toContainText('Only 4 on hand')
  await page.getByLabel('Reason', { exact: true }).fill('Pads cracked in the rack')
  await page.getByLabel('Quantity', { exact: true }).fill('1')
  await expect(page.getByTestId('journal-total')).toHaveText('Total value ₹1,500.00')
  await page.getByTestId('journal-post').click()
  await expect(toast(page, 'Stock journal SJ')).toBeVisible()
  await expect(page.getByTestId('journal-number')).toHaveText(/^Stock journal SJ[0-9A-Z]{3}\/\d{4}\/0001$/)
  await expect(page.getByTestId('journal-view-reason')).toHaveText('Pads cracked in the rack')

  // The part's ledger shows the scrap going out at the average; on hand 3 is at or below the reorder level.
  await page.getByTestId('journal-view').getByRole('link', { name: 'BP-100 Brake pad set' }).click()
  await expect(page.getByTestId('part-figures')).toContainText('On hand3')
  const ledger = page.getByTestId('part-ledger')
  await expect(ledger).toContainText('Opening stock')
  await expect(ledger).toContainText(/Stock journal SJ[0-9A-Z]{3}\/\d{4}\/0001/)
  await expect(ledger).toContainText('₹4,500.00')
  await page.goto('/workshop/inventory?tab=reorder')
  const reorder = page.getByTestId('reorder-list')
  await expect(reorder).toContainText('BP-100')
  await expect(reorder).toContainText('15400-RTA-003')
  await expect(reorder).not.toContainText('08798-9036')

  // In Hindi on a phone.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/workshop/inventory?tab=reorder')
  await expect(page.getByRole('heading', { level: 1, name: 'पार्ट्स इन्वेंटरी' })).toBeVisible()
  await expect(page.getByTestId('reorder-count')).toHaveText('2 पार्ट्स')
  await page.getByRole('button', { name: 'स्टॉक जर्नल' }).click()
  await expect(page.getByTestId('journals-list')).toContainText('स्क्रैप (निकासी)')
  await page.getByTestId('journals-list').getByText('स्क्रैप (निकासी)').click()
  await expect(page.getByTestId('journal-view-reason')).toHaveText('Pads cracked in the rack')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(360)

  const token = await userToken(request, email, PASSWORD)
  await context.setOffline(false)
  await expectSynced(page)
  const parts = await serverRows<{ part_no: string }>(request, token, 'parts?select=part_no&order=part_no')
  expect(parts.map((p) => p.part_no)).toEqual(['08798-9036', '15400-RTA-003', 'BP-100'])
  const vouchers = await serverRows<{ type: string; narration: string }>(
    request,
    token,
    'vouchers?select=type,narration',
  )
  expect(vouchers).toEqual([{ type: 'stj', narration: 'Pads cracked in the rack' }])
})
