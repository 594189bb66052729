// The vehicle catalogue as the seeded demo owner keeps it: a diesel SUV of 1,497 cc and 4,300 mm is proposed
// 40 % with its reason; a small petrol car 18 %, with an ex-showroom price; both saved offline; the register
// in Hindi at phone width finds them and shows today's rate and price; back online, the variants on the server.
import { expect, test } from '@playwright/test'
import { DEMO, signIn, toast } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced, serverRows, userToken } from './pro-helpers'

test.use({ serviceWorkers: 'allow' })

test('catalogue: classifier proposals with reasons, a price, offline, Hindi, phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  await signIn(page, DEMO.email, DEMO.password)
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 })
  await page.goto('/catalogue')
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle catalogue' })).toBeVisible()
  await expectSynced(page)
  await waitForServiceWorkerControl(page)

  // From here the showroom has no network.
  await context.setOffline(true)

  await page.getByTestId('new-variant').click()
  await page.getByLabel('Make').fill('Mahindra')
  await page.getByLabel('Model').fill('XUV 3XO')
  await page.getByLabel('Variant').fill('AX7 Diesel')
  await page.getByLabel('Fuel').selectOption('diesel')
  await page.getByLabel('HSN (8 digits)').fill('87033390')
  await page.getByLabel('Engine (cc)').fill('1497')
  await page.getByLabel('Length (mm)').fill('4300')
  await page.getByLabel('Ground clearance (mm)').fill('201')
  await expect(page.getByTestId('rate-proposal')).toContainText('GST 40% — a car above the small-car limits')
  await page.getByTestId('add-proposed-rate').click()
  // The first free service, due after 30 days or 1,000 km; a row with neither is refused.
  await page.getByRole('button', { name: 'Add a service' }).click()
  await page.getByLabel('Service', { exact: true }).fill('1st free service')
  await page.getByTestId('catalog-save').click()
  await expect(page.getByTestId('error-summary')).toContainText(
    'Give the days or the km after which it is due.',
  )
  await page.getByLabel('After days').fill('30')
  await page.getByLabel('After km').fill('1000')
  // A wrong HSN is refused and nothing is saved.
  await page.getByLabel('HSN (8 digits)').fill('870333')
  await page.getByTestId('catalog-save').click()
  await expect(page.getByTestId('error-summary')).toBeVisible()
  await page.getByLabel('HSN (8 digits)').fill('87033390')
  await page.getByTestId('catalog-save').click()
  await expect(toast(page, 'Variant saved.')).toBeVisible()

  await page.goto('/catalogue?new=1')
  await page.getByLabel('Make').fill('Maruti Suzuki')
  await page.getByLabel('Model').fill('Swift')
  await page.getByLabel('Variant').fill('VXi')
  await page.getByLabel('Fuel').selectOption('petrol')
  await page.getByLabel('HSN (8 digits)').fill('87032291')
  await page.getByLabel('Engine (cc)').fill('1197')
  await page.getByLabel('Length (mm)').fill('3860')
  await expect(page.getByTestId('rate-proposal')).toContainText(
    'GST 18% — a petrol, CNG or LPG car up to 1,200 cc and 4,000 mm',
  )
  await page.getByTestId('add-proposed-rate').click()
  await page.getByRole('button', { name: 'Add a price' }).click()
  await page.getByLabel('Price (₹, with GST)').fill('7,49,000')
  await page.getByTestId('catalog-save').click()
  await expect(toast(page, 'Variant saved.')).toBeVisible()

  // The register in Hindi on a phone, still offline: today's rate and price, found by search.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/catalogue')
  await expect(page.getByRole('heading', { level: 1, name: 'वाहन सूची' })).toBeVisible()
  const list = page.getByTestId('catalog-list')
  await expect(list).toContainText('Mahindra XUV 3XO AX7 Diesel')
  await page.getByRole('searchbox').fill('swift')
  await expect(list).toContainText('Maruti Suzuki Swift VXi')
  await expect(list).not.toContainText('XUV 3XO')
  await expect(list).toContainText('18%')
  await expect(list).toContainText('₹7,49,000')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)

  // Back online: both variants reach the server with their schedules.
  const token = await userToken(request, DEMO.email, DEMO.password)
  await context.setOffline(false)
  await expectSynced(page)
  const rows = await serverRows<{
    model: string
    tax_schedule: { gst_bp: number }[]
    service_schedule: unknown[]
  }>(request, token, 'catalog?select=model,tax_schedule,service_schedule')
  const byModel = Object.fromEntries(rows.map((r) => [r.model, r.tax_schedule.map((s) => s.gst_bp)]))
  expect(byModel['XUV 3XO']).toEqual([4000])
  expect(byModel['Swift']).toEqual([1800])
  expect(rows.find((r) => r.model === 'XUV 3XO')?.service_schedule).toEqual([
    { label: '1st free service', days: 30, km: 1000 },
  ])
})
