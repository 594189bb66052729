// The dashboard's day board end to end, offline after the first sync: a dealer who allows billing parts beyond
// stock sells five brake pad sets over the counter with four on hand. The board counts the workshop invoice of
// today and its value, the part at its reorder level and the money collected, each tile opening what it counts;
// the compliance inbox flags the part below zero and opens it. Then the board in Hindi at phone width, tiles
// stacked, nothing off the side.
import { expect, test } from '@playwright/test'
import { signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced } from './pro-helpers'
import { setUpShowroom } from './showroom-helpers'

test.use({ serviceWorkers: 'allow' })

test('day board: today’s figures and the compliance inbox, each opening what it counts; offline, Hindi, phone', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await signUp(page, uniqueEmail('dash'))
  await setUpShowroom(page)
  await page.getByLabel('Allow billing parts beyond the stock on hand').check()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'Settings saved').last()).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Allow billing parts beyond the stock on hand')).toBeChecked()
  await page.goto('/dashboard')
  await expectSynced(page)
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)

  // Nothing yet: the board says so, and the inbox is clear.
  await expect(page.getByTestId('tile-workshop-invoices-figure')).toHaveText('0')
  await expect(page.getByTestId('compliance-inbox')).toContainText('Nothing needs your attention.')

  // Four pads on hand, reorder at five; five sold over the counter to a walk-in paying cash.
  await page.goto('/workshop/inventory')
  await page.getByTestId('add-part').click()
  await page.getByLabel('Part number', { exact: true }).fill('BP-100')
  await page.getByLabel('Name', { exact: true }).fill('Brake pad set')
  await page.getByLabel('HSN code').fill('870830')
  await page.getByLabel('Sale rate (₹)').fill('2,118.64')
  await page.getByLabel('Sale rate includes GST').uncheck()
  await page.getByLabel('MRP (₹, with GST)').fill('2,500')
  await page.getByLabel('Reorder level').fill('5')
  await page.getByLabel('Opening quantity').fill('4')
  await page.getByLabel('Opening value (₹)').fill('6,000')
  await page.getByTestId('part-save').click()
  await expect(toast(page, 'Part BP-100 saved')).toBeVisible()
  const partUrl = new URL(page.url())

  await page.goto('/workshop/invoices')
  await page.getByTestId('new-counter-sale').click()
  await page.getByRole('combobox', { name: 'Part', exact: true }).fill('bp 100')
  await page.getByRole('option', { name: /BP-100/ }).click()
  await page.getByLabel('Qty', { exact: true }).fill('5')
  await expect(page.getByTestId('counter-sale-total')).toContainText('₹12,500.00')
  await page.getByTestId('counter-sale-post').click()
  await expect(page.getByTestId('workshop-invoice-number')).toHaveText(/^WI[0-9A-Z]{3}\/\d{4}\/0001$/)
  const invoiceNo = ((await page.getByTestId('workshop-invoice-number').textContent()) ?? '').trim()

  // The board counts it.
  await page.goto('/dashboard')
  const invoices = page.getByTestId('tile-workshop-invoices')
  await expect(page.getByTestId('tile-workshop-invoices-figure')).toHaveText('1')
  await expect(invoices).toContainText('₹12,500')
  await expect(invoices).toHaveAccessibleName(
    'Workshop invoices today: 1, ₹12,500. Opens the workshop invoices.',
  )
  await expect(page.getByTestId('tile-parts-reorder-figure')).toHaveText('1')
  await expect(page.getByTestId('tile-job-ready-figure')).toHaveText('0')
  const flag = page.getByTestId('flag-negative_stock')
  await expect(flag).toHaveAccessibleName('Parts below zero stock: 1. Opens the part.')

  // Each tile opens what it counts.
  await invoices.click()
  await expect(page).toHaveURL(/\/workshop\/invoices$/)
  await expect(page.getByText(invoiceNo)).toBeVisible()
  await page.goBack()
  await page.getByTestId('tile-parts-reorder').click()
  await expect(page).toHaveURL(/\/workshop\/inventory\?tab=reorder$/)
  await expect(page.getByText('BP-100').first()).toBeVisible()
  await page.goBack()
  // A status tile opens the job cards in that status.
  await page.getByTestId('tile-job-ready').click()
  await expect(page).toHaveURL(/\/workshop\/job-card\?status=ready$/)
  await page.goBack()
  await flag.click()
  await expect(page).toHaveURL(`${partUrl.pathname}${partUrl.search}`)
  await expect(page.getByTestId('part-figures')).toContainText('-1')

  // By keyboard: the tiles are links in reading order.
  await page.goto('/dashboard')
  await page.getByTestId('tile-workshop-invoices').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/workshop\/invoices$/)

  // In Hindi on a phone: tiles two a row, nothing off the side.
  await page.goto('/dashboard')
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 360, height: 780 })
  await expect(page.getByRole('heading', { name: 'आज का हाल एक नज़र में' })).toBeVisible()
  await expect(page.getByTestId('compliance-inbox')).toContainText('शून्य से नीचे स्टॉक वाले पार्ट्स')
  await expect(page.getByTestId('tile-workshop-invoices')).toHaveAccessibleName(
    'आज के वर्कशॉप बिल: 1, ₹12,500। वर्कशॉप बिल खोलता है।',
  )
  // Two tiles a row, each whole on the screen.
  const a = await page.getByTestId('tile-vehicle-invoices').boundingBox()
  const b = await page.getByTestId('tile-workshop-invoices').boundingBox()
  expect(a && b && Math.abs(a.y - b.y) < 1 && b.x > a.x + a.width && b.x + b.width <= 360).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
