// The MIS report end to end, offline after the first sync: a counter sale of a brake pad set to a walk-in, then
// the month's MIS page from the navigation — parts revenue, parts margin and the parts stock left at cost, the
// revenue chart saying the same in words — the PDF downloaded and shared, the year-to-date comparison, and the
// page in Hindi at phone width with nothing running off its side.
import { expect, test } from '@playwright/test'
import { signUp, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced } from './pro-helpers'
import { setUpShowroom } from './showroom-helpers'
import { addBrakePads, sellOnePadOverCounter } from './workshop-helpers'

test.use({ serviceWorkers: 'allow' })

test('MIS report of the month: a counter sale in its figures and chart, PDF download and share; offline, Hindi, phone', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await signUp(page, uniqueEmail('mis'))
  await setUpShowroom(page)
  await page.goto('/workshop/inventory')
  await expectSynced(page)
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)

  // A brake pad set: 4 in stock at ₹1,500 each, one sold at ₹2,118.64 before GST over the counter.
  await addBrakePads(page)
  await sellOnePadOverCounter(page)

  // The month's MIS report, from the navigation.
  await page.goto('/')
  await page.getByRole('link', { name: 'MIS report' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'MIS report' })).toBeVisible()
  const parts = page.getByTestId('mis-row-stream_parts')
  // This month ₹2,119 (to the rupee), last month ₹0.
  await expect(parts.getByRole('rowheader')).toHaveText('Parts')
  await expect(parts.getByRole('cell').first()).toHaveText('₹2,119')
  await expect(page.getByTestId('mis-row-revenueTotal').getByRole('cell').first()).toHaveText('₹2,119')
  // ₹2,118.64 less the ₹1,500 it cost; three left at ₹1,500.
  await expect(page.getByTestId('mis-row-partsMargin').getByRole('cell').first()).toHaveText('₹619')
  await expect(page.getByTestId('mis-row-partsValue').getByRole('cell').first()).toHaveText('₹4,500')
  await expect(page.getByTestId('mis-row-units').getByRole('cell').first()).toHaveText('0')
  await expect(page.getByRole('img', { name: /Revenue this month ₹2,119: Parts ₹2,119/ })).toBeVisible()

  // The page as a PDF: downloaded, then shared through the phone's share sheet.
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled({ timeout: 30_000 })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^MIS report .+ \d{4}\.pdf$/)
  await page.evaluate(() => {
    const w = window as unknown as { shared: string[] }
    w.shared = []
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true })
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        for (const f of data.files ?? []) w.shared.push(`${f.type} ${f.size > 1000}`)
      },
    })
  })
  await page.getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: string[] }).shared))
    .toEqual(['application/pdf true'])

  // The year to date against the last, kept in the address.
  await page.getByRole('button', { name: 'Year to date' }).click()
  await expect(page).toHaveURL(/compare=year/)
  await expect(page.getByTestId('mis-sales').getByRole('columnheader').nth(1)).toHaveText('This year to date')
  await expect(parts.getByRole('cell').first()).toHaveText('₹2,119')

  // In Hindi on a phone: the same figures, nothing off the side of the page.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/mis-report')
  await expect(page.getByRole('heading', { level: 1, name: 'MIS रिपोर्ट' })).toBeVisible()
  await expect(parts.getByRole('rowheader')).toHaveText('पार्ट्स')
  await expect(parts.getByRole('cell').first()).toHaveText('₹2,119')
  await expect(page.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
