// The yard as the seeded demo owner keeps it, in Hindi on a phone and with no network: two vehicles already in
// the yard taken in as opening stock at their cost, a chassis already known refused, PDI passed on one, the
// other marked a demo vehicle, its chassis card with its history, and the stock statement for the floor-plan
// bank as a PDF; back online, both units on the server with their PDI and flag.
import { expect, test } from '@playwright/test'
import { DEMO, signIn, toast } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced, serverRows, userToken } from './pro-helpers'

test.use({ serviceWorkers: 'allow' })

test('stock: opening stock, PDI, demo flag, chassis card, stock statement; offline, Hindi, phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  // The demo owner is shared by runs and specs: this run's variant and numbers are its own.
  const run = String(Date.now()).slice(-12)
  const variant = `Stock ${run}`
  const units = [`MA1S${run}1`, `MA1S${run}2`]
  await signIn(page, DEMO.email, DEMO.password)
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 })
  await page.goto('/catalogue?new=1')
  await page.getByLabel('Make').fill('Maruti Suzuki')
  await page.getByLabel('Model').fill('Swift')
  await page.getByLabel('Variant').fill(variant)
  await page.getByLabel('Fuel').selectOption('petrol')
  await page.getByLabel('HSN (8 digits)').fill('87032291')
  await page.getByLabel('Engine (cc)').fill('1197')
  await page.getByLabel('Length (mm)').fill('3860')
  await page.getByTestId('add-proposed-rate').click()
  await page.getByTestId('catalog-save').click()
  await expect(toast(page, 'Variant saved.')).toBeVisible()
  await expectSynced(page)
  await waitForServiceWorkerControl(page)

  // From here: no network, Hindi, a 390 px phone.
  await context.setOffline(true)
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })

  // The first unit on its own.
  await page.goto('/stock')
  await expect(page.getByRole('heading', { level: 1, name: 'वाहन स्टॉक' })).toBeVisible()
  await page.getByTestId('add-opening').click()
  await page.getByLabel('वेरिएंट').selectOption({ label: `Maruti Suzuki Swift ${variant}` })
  await page.getByLabel('चेसिस नं.').fill(units[0]!.toLowerCase())
  await page.getByLabel('इंजन / मोटर नं.').fill(`K12N${units[0]!.slice(-8)}`)
  await page.getByLabel('रंग', { exact: true }).fill('Pearl White')
  await page.getByLabel('लागत (₹)').fill('6,25,000')
  await page.getByRole('button', { name: 'वाहन सेव करें' }).click()
  await expect(toast(page, 'वाहन स्टॉक में जुड़ा।')).toBeVisible()
  await expect(page.getByTestId('unit-state')).toHaveText('स्टॉक में')

  // The second pasted as lines: the first line, already in the yard, refuses the whole paste; without it, added.
  await page.goto('/stock?new=opening')
  await page.getByTestId('opening-mode-many').check()
  await page.getByLabel('वेरिएंट').selectOption({ label: `Maruti Suzuki Swift ${variant}` })
  await page.getByLabel('रंग', { exact: true }).fill('Pearl White')
  await page.getByLabel('लागत (₹)').fill('6,25,000')
  const paste = page.getByTestId('opening-lines')
  await paste.fill(`${units[0]}\tK12X${units[0]!.slice(-8)}\n${units[1]}\tK12N${units[1]!.slice(-8)}`)
  await page.getByTestId('opening-save').click()
  await expect(page.getByTestId('error-summary')).toContainText('लाइन 1')
  await paste.fill(`${units[1]}\tK12N${units[1]!.slice(-8)}`)
  await expect(page.getByTestId('opening-save')).toHaveText('1 वाहन जोड़ें')
  await page.getByTestId('opening-save').click()
  await expect(toast(page, '1 वाहन स्टॉक में जुड़े।')).toBeVisible()

  // A chassis already in the yard is refused, and nothing is written.
  await page.goto('/stock?new=opening')
  await page.getByLabel('वेरिएंट').selectOption({ label: `Maruti Suzuki Swift ${variant}` })
  await page.getByLabel('चेसिस नं.').fill(units[0]!)
  await page.getByRole('button', { name: 'वाहन सेव करें' }).click()
  await expect(page.getByTestId('error-summary')).toBeVisible()
  await expect(page.getByTestId('opening-form')).toBeVisible()

  // PDI passed on the first unit.
  await page.goto('/stock')
  await page.getByRole('searchbox').fill(units[0]!)
  await page.getByTestId('stock-list').getByText(units[0]!).click()
  await page.getByTestId('record-pdi').click()
  await page.getByLabel('नतीजा').selectOption('ok')
  await page.getByTestId('pdi-save').click()
  await expect(page.getByTestId('unit-pdi')).toContainText('पास')

  // The second marked a demo vehicle; its chassis card tells its history.
  await page.goto('/stock')
  await page.getByRole('searchbox').fill(units[1]!)
  await page.getByTestId('stock-list').getByText(units[1]!).click()
  const card = page.getByTestId('chassis-card')
  await expect(card).toContainText(units[1]!)
  // The box follows the saved document, so it turns once the write lands.
  await page.getByTestId('unit-demo').click()
  await expect(toast(page, 'सेव हुआ।')).toBeVisible()
  await expect(page.getByTestId('unit-demo')).toBeChecked()
  await expect(card).toContainText('शुरुआती स्टॉक')
  await expect(card).toContainText('₹6,25,000.00')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)

  // The register's filters live in the address: demo vehicles only, then PDI passed only.
  await page.goto(`/stock?demo=demo&q=${run}`)
  await expect(page.getByTestId('stock-list')).toContainText(units[1]!)
  await expect(page.getByTestId('stock-list')).not.toContainText(units[0]!)
  await page.goto(`/stock?pdi=ok&q=${run}`)
  await expect(page.getByTestId('stock-list')).toContainText(units[0]!)
  await expect(page.getByTestId('stock-list')).not.toContainText(units[1]!)

  // The stock statement at cost, as a PDF, still offline.
  await page.getByTestId('stock-statement').click()
  await expect(page.getByTestId('print-title')).toContainText('स्टॉक विवरण')
  await expect(page.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeEnabled({ timeout: 20_000 })
  await expect(page.getByTestId('pdf-preview')).toBeVisible()

  // Back online: both units on the server, one with its PDI, the other a demo.
  const token = await userToken(request, DEMO.email, DEMO.password)
  await context.setOffline(false)
  // The print page is a plain page without the app's sync badge.
  await page.goto('/stock')
  await expectSynced(page)
  const rows = await serverRows<{
    chassis_no: string
    source: string
    pdi: { status: string } | null
    demo: boolean | null
  }>(request, token, `vehicles?select=chassis_no,source,pdi,demo&chassis_no=in.(${units.join(',')})`)
  const by = Object.fromEntries(rows.map((r) => [r.chassis_no, r]))
  expect(rows).toHaveLength(2)
  expect(by[units[0]!]!.source).toBe('opening')
  expect(by[units[0]!]!.pdi?.status).toBe('ok')
  expect(by[units[1]!]!.demo).toBe(true)
})
