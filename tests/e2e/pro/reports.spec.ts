// GST returns and the Tally export end to end, offline after the first sync: a counter sale of a brake pad set to
// a walk-in (an unregistered buyer in Maharashtra, B2CS); the month's GSTR-1 table by table — B2CS by place of
// supply and rate, the HSN summary for B2C with its unit and quantity, the documents issued in the WI series —
// the JSON for the portal downloaded and read back, the 3B estimate; the month's vouchers downloaded as Tally XML
// and read back; the sales register from the catalogue with the sale in it, its Excel read back (amounts as
// numbers) and its row opening the invoice; the parts stock summary with its row opening the part; every other
// report opened and, where it has rows, its Excel read back with no amount written as text; the screens in
// Hindi at phone width with nothing running off their side.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { readSheet } from 'read-excel-file/node'
import { signUp, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced, indiaToday } from './pro-helpers'
import { setUpShowroom } from './showroom-helpers'
import { addBrakePads, sellOnePadOverCounter } from './workshop-helpers'

test.use({ serviceWorkers: 'allow' })

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download')
  await click()
  const file = await download
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') }
}

test('GST returns, Tally export and the registers of a month: tables, portal JSON, 3B, Tally XML, sales register Excel, parts stock; offline, Hindi, phone', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000)
  await signUp(page, uniqueEmail('gstr'))
  await setUpShowroom(page)
  await page.goto('/workshop/inventory')
  await expectSynced(page)
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)

  // A brake pad set at ₹2,118.64 before GST, sold over the counter to a walk-in paying cash.
  await addBrakePads(page)
  const invoiceNo = await sellOnePadOverCounter(page)

  // The month's GSTR-1, from the navigation.
  const today = indiaToday()
  const month = today.slice(0, 7)
  await page.goto('/')
  await page.getByRole('link', { name: 'Reports' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await page.getByTestId('report-link-gst').click()
  await page.getByLabel('Month').selectOption(month)
  await expect(page).toHaveURL(new RegExp(`month=${month}`))
  const overview = page.getByTestId('gst-overview')
  await expect(overview.getByRole('row', { name: /7 B2C others/ })).toContainText('₹2,118.64')
  await expect(overview.getByRole('row', { name: /4A B2B invoices/ })).toContainText('₹0.00')

  await page.getByLabel('Table', { exact: true }).selectOption('b2cs')
  const table = page.getByTestId('gst-table')
  await expect(table).toContainText('27 Maharashtra')
  await expect(table).toContainText('Intra-state')
  await expect(table).toContainText('18 %')
  await expect(table).toContainText('₹2,118.64')
  await expect(table).toContainText('₹190.68')

  await page.getByLabel('Table', { exact: true }).selectOption('hsn_b2c')
  // Units are off in the settings (the default), so the part has none: the GSTN's "others".
  await expect(table).toContainText('870830')
  await expect(table).toContainText('OTH')
  await expect(table).toContainText('Brake pad set')

  await page.getByLabel('Table', { exact: true }).selectOption('docs')
  await expect(table).toContainText('Invoices for outward supply')
  await expect(table).toContainText(invoiceNo)

  // The JSON the portal's offline tool imports.
  const json = await downloaded(page, () => page.getByTestId('gst-json').click())
  const fp = `${month.slice(5)}${month.slice(0, 4)}`
  expect(json.name).toBe(`GSTR1_27AAPFU0939F1ZV_${fp}.json`)
  const portal = JSON.parse(json.text) as Record<string, unknown>
  expect(portal).toMatchObject({
    gstin: '27AAPFU0939F1ZV',
    fp,
    b2cs: [
      {
        sply_ty: 'INTRA',
        pos: '27',
        typ: 'OE',
        rt: 18,
        txval: 2118.64,
        camt: 190.68,
        samt: 190.68,
        csamt: 0,
      },
    ],
    hsn: { hsn_b2c: [{ num: 1, hsn_sc: '870830', uqc: 'OTH', qty: 1, rt: 18, txval: 2118.64 }] },
    doc_issue: {
      doc_det: [
        {
          doc_num: 1,
          docs: [{ num: 1, from: invoiceNo, to: invoiceNo, totnum: 1, cancel: 0, net_issue: 1 }],
        },
      ],
    },
  })
  expect(portal).not.toHaveProperty('b2b')

  // The 3B estimate: the sale in 3.1(a), its tax payable in cash (no purchases this month).
  const b3 = page.getByTestId('gstr3b')
  await expect(b3.getByTestId('gstr3b-31').getByRole('row', { name: /\(a\) Outward taxable/ })).toContainText(
    '₹2,118.64',
  )
  await expect(b3.getByTestId('gstr3b-61').getByRole('row', { name: /Central tax/ })).toContainText('₹190.68')

  // The month's vouchers for Tally.
  await page.getByTestId('reports-back').click()
  await page.getByTestId('report-link-tally').click()
  await page.getByLabel('From').fill(`${month}-01`)
  await page.getByLabel('To', { exact: true }).fill(today)
  await expect(page.getByLabel('Company name in Tally')).toHaveValue('Om Motors')
  await expect(page.getByTestId('tally-count')).toContainText(/^1 voucher and \d+ ledgers$/)
  const xml = await downloaded(page, () => page.getByTestId('tally-download').click())
  expect(xml.name).toBe(`Tally ${month}-01 ${today}.xml`)
  expect(xml.text).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>')
  expect(xml.text).toContain('<SVCURRENTCOMPANY>Om Motors</SVCURRENTCOMPANY>')
  expect(xml.text).toContain(`<VOUCHERNUMBER>${invoiceNo}</VOUCHERNUMBER>`)
  expect(xml.text).toContain('<PARTYLEDGERNAME>Cash</PARTYLEDGERNAME>')
  expect(xml.text).toContain('<LEDGER NAME="Sales - Spare Parts" ACTION="Create">')
  const amounts = [...xml.text.matchAll(/<ALLLEDGERENTRIES\.LIST>.*?<AMOUNT>(-?\d+\.\d\d)<\/AMOUNT>/g)].map(
    (m) => Math.round(Number(m[1]) * 100),
  )
  expect(amounts.length).toBeGreaterThan(2)
  expect(amounts.reduce((s, a) => s + a, 0)).toBe(0)

  // The sales register from the catalogue: the counter sale in it, its Excel read back with the amounts as
  // numbers, a row opening its invoice; then the parts stock summary, whose row opens the part.
  await page.getByTestId('reports-back').click()
  await page.getByTestId('report-link-sales-register').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sales register' })).toBeVisible()
  const register = page.getByTestId('report-rows')
  await expect(register).toContainText(invoiceNo)
  await expect(register).toContainText('₹2,118.64')
  await page.getByLabel('Show', { exact: true }).selectOption('workshop')
  await expect(page).toHaveURL(/kind=workshop/)
  await expect(register).toContainText(invoiceNo)
  const excel = page.waitForEvent('download')
  await page.getByTestId('register-export-xlsx').click()
  const sheet = await readSheet((await (await excel).path())!)
  const header = sheet[0]!.map(String)
  const sold = sheet.find((r) => r[0] === invoiceNo)!
  expect(sold[header.indexOf('Taxable value')]).toBe(2118.64)
  expect(sold[header.indexOf('CGST')]).toBe(190.68)
  expect(sold[header.indexOf('SGST/UTGST')]).toBe(190.68)
  expect(typeof sold[header.indexOf('Total')]).toBe('number')
  expect(header).toContain('Chassis')
  await register.getByRole('row', { name: new RegExp(invoiceNo) }).click()
  await expect(page.getByTestId('workshop-invoice-number')).toHaveText(invoiceNo)

  await page.goto('/reports')
  await page.getByTestId('report-link-parts-stock').click()
  const parts = page.getByTestId('report-rows')
  // 4 opening less the one sold: 3 left at the opening's ₹1,500.00 each.
  await expect(parts.getByRole('row', { name: /BP-100/ })).toContainText('₹4,500.00')
  await parts.getByRole('row', { name: /BP-100/ }).click()
  await expect(page).toHaveURL(/\/workshop\/inventory\?id=/)

  // Every report of the catalogue opens offline, and each that has rows exports an Excel file whose amounts
  // are numbers: no cell is a rupee amount written as text.
  await page.goto('/reports')
  await expect(page.getByTestId('report-link-sales-register')).toBeVisible()
  const ids = (
    await page
      .locator('[data-testid^="report-link-"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('data-testid')!.slice('report-link-'.length)))
  ).filter((id) => id !== 'gst' && id !== 'tally')
  expect(ids.length).toBeGreaterThan(12)
  let exported = 0
  for (const id of ids) {
    await page.goto(`/reports?view=${id}&period=m:${month}`)
    await expect(page.getByTestId('reports-back'), id).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 }), id).toBeVisible()
    await expect(page.getByTestId('register'), id).toBeVisible({ timeout: 15_000 })
    // The rows are read: the summary says how many (or that there are none).
    await expect(page.getByTestId('register-summary'), id).not.toBeEmpty({ timeout: 15_000 })
    const button = page.getByTestId('register-export-xlsx')
    if ((await button.count()) === 0) continue
    const file = page.waitForEvent('download')
    await button.click()
    const rows = await readSheet((await (await file).path())!)
    const body = rows.slice(1).flat()
    const asText = body.filter((c) => typeof c === 'string' && /₹|^-?\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(c))
    expect(asText, `${id}: amounts written as text`).toEqual([])
    expect(
      body.some((c) => typeof c === 'number'),
      `${id}: no number at all`,
    ).toBe(true)
    exported++
  }
  expect(exported).toBeGreaterThan(6)

  // In Hindi on a phone: the same tables as cards, nothing off the side of the page.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(`/reports?view=gst&month=${month}&table=b2cs`)
  await expect(page.getByRole('heading', { level: 1, name: 'GST रिटर्न' })).toBeVisible()
  await expect(page.getByTestId('gst-table')).toContainText('27 महाराष्ट्र')
  await expect(page.getByTestId('gstr3b')).toContainText('GSTR-3B का अनुमान')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.getByTestId('reports-back').click()
  await expect(page.getByRole('heading', { level: 1, name: 'रिपोर्ट' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.getByTestId('report-link-tally').click()
  await expect(page.getByTestId('tally-count')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.goto(`/reports?view=sales-register&period=m:${month}`)
  await expect(page.getByRole('heading', { level: 1, name: 'बिक्री रजिस्टर' })).toBeVisible()
  // A card shows the number, the date and the total (the taxable value is in the table and the files).
  await expect(page.getByTestId('report-rows')).toContainText(invoiceNo)
  await expect(page.getByTestId('report-rows')).toContainText('₹2,500.00')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
