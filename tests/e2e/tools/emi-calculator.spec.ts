import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { tabTo } from './keyboard'

async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' })
  await tabTo(page, field)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

test.describe('EMI calculator, by keyboard', () => {
  test('₹10,00,000 at 8.5% for 20 years gives ₹8,678 and a 240-row CSV', async ({ page }) => {
    await page.goto('/tools/emi-calculator')
    await typeInto(page, 'Loan amount', '1000000')
    await typeInto(page, 'Interest rate (per year)', '8.5')
    await typeInto(page, 'Loan tenure', '20')
    await expect(page.getByTestId('emi-value')).toHaveText('₹8,678')
    await expect(page.getByTestId('emi-total')).toHaveText('₹20,82,777')
    // Leaving the amount field regroups it the Indian way.
    await expect(page.getByLabel('Loan amount')).toHaveValue('10,00,000')
    await expect(
      page.getByRole('status').filter({ hasText: 'EMI ₹8,678 a month for 240 months' }),
    ).toHaveCount(1)
    await expect(page.getByRole('img', { name: /Principal ₹10,00,000 \(48%\)/ })).toBeVisible()

    // The monthly schedule shows one loan year at a time.
    const schedule = page.getByTestId('emi-schedule')
    await expect(schedule.locator('tbody tr')).toHaveCount(12)
    await tabTo(page, page.getByRole('button', { name: 'Next year' }))
    await page.keyboard.press('Enter')
    await expect(schedule.locator('tbody tr').first().locator('th')).toHaveText('13')

    const download = page.waitForEvent('download')
    await tabTo(page, page.getByRole('button', { name: 'Download CSV' }))
    await page.keyboard.press('Enter')
    const file = await download
    expect(file.suggestedFilename()).toBe('emi-schedule.csv')
    const csv = await readFile(await file.path(), 'utf8')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(241)
    expect(lines[0]).toBe('Month,Opening balance,EMI,Interest,Principal,Prepayment,Closing balance')
    expect(lines[1]).toBe('1,1000000.00,8678.23,7083.33,1594.90,0.00,998405.10')

    // Yearly view: 20 rows.
    await tabTo(page, page.getByRole('radio', { name: 'Monthly' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked()
    await expect(schedule.locator('tbody tr')).toHaveCount(20)
  })

  test('explains bad input inline and never shows NaN', async ({ page }) => {
    await page.goto('/tools/emi-calculator')
    await typeInto(page, 'Loan amount', 'abc')
    await expect(page.getByText('Use digits only, for example 1,50,000 or 8.5.')).toBeVisible()
    await expect(page.getByText('Correct the highlighted field to see the result.')).toBeVisible()
    await typeInto(page, 'Loan amount', '-5000')
    await expect(page.getByText('Enter a value of zero or more, not a negative one.')).toBeVisible()
    await typeInto(page, 'Loan amount', '500000')
    await typeInto(page, 'Loan tenure', '70')
    await expect(page.getByText('Enter at most 50.')).toBeVisible()
    await expect(page.locator('body')).not.toContainText('NaN')
  })

  test('a one-time prepayment shows interest and months saved; inputs live in the URL', async ({ page }) => {
    await page.goto('/tools/emi-calculator?p=500000&r=10&n=5')
    await expect(page.getByTestId('emi-value')).toHaveText('₹10,624')
    await tabTo(page, page.getByRole('radio', { name: 'None' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'One-time' })).toBeChecked()
    await typeInto(page, 'Prepayment amount', '200000')
    await typeInto(page, 'In month number', '6')
    await expect(page.getByTestId('emi-interest-saved')).not.toHaveText('₹0')
    await expect(page.getByTestId('emi-months-saved')).toContainText('yr')
    await expect(page).toHaveURL(/pk=one-time/)
    await page.keyboard.press('Tab')
    await expect(page).toHaveURL(/pa=2,00,000/)
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/tools/emi-calculator?pk=recurring')
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  test('prints the whole schedule and nothing else', async ({ page }) => {
    // The browser's print dialog is its own; we check what it would print.
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes')
    })
    await page.goto('/tools/emi-calculator?p=1000000&r=8.5&n=30')
    await tabTo(page, page.getByRole('button', { name: 'Print or save as PDF' }))
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes')
    await page.emulateMedia({ media: 'print' })
    const printed = page.locator('[data-print-area] tbody tr')
    await expect(printed).toHaveCount(360)
    await expect(printed.last()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
    await expect(page.getByLabel('Loan amount')).toBeHidden()
  })
})
