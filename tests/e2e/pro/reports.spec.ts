// GST returns and the Tally export end to end, offline after the first sync: a counter sale of a brake pad set to
// a walk-in (an unregistered buyer in Maharashtra, B2CS); the month's GSTR-1 table by table — B2CS by place of
// supply and rate, the HSN summary for B2C with its unit and quantity, the documents issued in the WI series —
// the JSON for the portal downloaded and read back, the 3B estimate; the month's vouchers downloaded as Tally XML
// and read back; the screen in Hindi at phone width with nothing running off its side.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { expectSynced, indiaToday } from './pro-helpers'
import { setUpShowroom } from './showroom-helpers'

test.use({ serviceWorkers: 'allow' })

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download')
  await click()
  const file = await download
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') }
}

test('GST returns and the Tally export of a month: tables, portal JSON, 3B, Tally XML; offline, Hindi, phone', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await signUp(page, uniqueEmail('gstr'))
  await setUpShowroom(page)
  await page.goto('/workshop/inventory')
  await expectSynced(page)
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)

  // A brake pad set at ₹2,118.64 before GST, sold over the counter to a walk-in paying cash.
  await page.getByTestId('add-part').click()
  await page.getByLabel('Part number', { exact: true }).fill('BP-100')
  await page.getByLabel('Name', { exact: true }).fill('Brake pad set')
  await page.getByLabel('HSN code').fill('870830')
  await page.getByLabel('Sale rate (₹)').fill('2,118.64')
  await page.getByLabel('Sale rate includes GST').uncheck()
  await page.getByLabel('MRP (₹, with GST)').fill('2,500')
  await page.getByLabel('Opening quantity').fill('4')
  await page.getByLabel('Opening value (₹)').fill('6,000')
  await page.getByTestId('part-save').click()
  await expect(toast(page, 'Part BP-100 saved')).toBeVisible()
  await page.goto('/workshop/invoices')
  await page.getByTestId('new-counter-sale').click()
  await page.getByRole('combobox', { name: 'Part', exact: true }).fill('bp 100')
  await page.getByRole('option', { name: /BP-100/ }).click()
  await page.getByTestId('counter-sale-post').click()
  await expect(page.getByTestId('workshop-invoice-number')).toHaveText(/^WI[0-9A-Z]{3}\/\d{4}\/0001$/)
  const invoiceNo = ((await page.getByTestId('workshop-invoice-number').textContent()) ?? '').trim()

  // The month's GSTR-1, from the navigation.
  const today = indiaToday()
  const month = today.slice(0, 7)
  await page.goto('/')
  await page.getByRole('link', { name: 'Reports' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
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
  await page.getByRole('button', { name: 'Export to Tally' }).click()
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

  // In Hindi on a phone: the same tables as cards, nothing off the side of the page.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(`/reports?view=gst&month=${month}&table=b2cs`)
  await expect(page.getByRole('heading', { level: 1, name: 'रिपोर्ट' })).toBeVisible()
  await expect(page.getByTestId('gst-table')).toContainText('27 महाराष्ट्र')
  await expect(page.getByTestId('gstr3b')).toContainText('GSTR-3B का अनुमान')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.getByRole('button', { name: 'Tally में एक्सपोर्ट' }).click()
  await expect(page.getByTestId('tally-count')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
