import { expect, test, type Page } from '@playwright/test'
import { tabTo } from './keyboard'

async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true })
  await tabTo(page, field)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

test.describe('taxable amount calculator, by keyboard', () => {
  test('compares the regimes for FY 2025-26, with 87A marginal relief', async ({ page }) => {
    await page.goto('/tools/taxable-amount-calculator?fy=2025-26')
    await typeInto(page, 'Salary for the year (gross)', '1200000')
    const verdict = page.getByTestId('tax-verdict')
    await expect(verdict).toHaveText(/The new regime saves you ₹1,63,800 a year\./)
    await expect(page.getByTestId('tax-row-total')).toContainText('₹0')
    await expect(page.getByTestId('tax-row-total')).toContainText('₹1,63,800')
    await expect(page.getByTestId('tax-row-taxable')).toContainText('₹11,25,000')

    // Just above ₹12 lakh of taxable income the rebate becomes marginal relief.
    await typeInto(page, 'Salary for the year (gross)', '12,85,000')
    await expect(page.getByTestId('tax-row-rebate')).toContainText('Rebate u/s 87A (marginal relief)')
    await expect(page.getByTestId('tax-row-rebate')).toContainText('− ₹51,500')
    await expect(page.getByTestId('tax-row-total').locator('td').first()).toHaveText('₹10,400')

    // Old-regime deductions lower only the old regime's tax.
    await typeInto(page, '80C (PF, PPF, ELSS, LIC, principal on home loan…)', '1,50,000')
    await expect(page.getByTestId('tax-row-ded')).toContainText('− ₹1,50,000')
    await expect(page.getByTestId('tax-row-total').locator('td').first()).toHaveText('₹10,400')
    await expect(
      page.getByText(/An estimate for a resident individual for FY 2025-26 \(assessment year 2026-27\)/),
    ).toBeVisible()

    await typeInto(page, 'Other income (interest, rent, business)', '-100')
    await expect(page.getByText('Enter a value of zero or more, not a negative one.')).toBeVisible()
  })

  test('GST mode finds the taxable value inside an inclusive price', async ({ page }) => {
    await page.goto('/tools/taxable-amount-calculator')
    await tabTo(page, page.getByRole('radio', { name: 'Income tax (new vs old regime)' }))
    await page.keyboard.press('ArrowRight')
    await typeInto(page, 'Amount including GST', '118000')
    await expect(page.getByTestId('tax-gst-taxable')).toHaveText('₹1,00,000.00')
    await expect(page.getByTestId('tax-gst-cgst')).toHaveText('₹9,000.00')
    await expect(page.getByTestId('tax-gst-sgst')).toHaveText('₹9,000.00')
    await tabTo(page, page.getByRole('radio', { name: 'Same state (CGST + SGST)' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('tax-gst-igst')).toHaveText('₹18,000.00')
    await typeInto(page, 'Amount including GST', 'twelve')
    await expect(page.getByText('Use digits only, for example 1,50,000 or 8.5.')).toBeVisible()
  })

  test('shows the verdict in Hindi', async ({ page }) => {
    await page.goto('/tools/taxable-amount-calculator?fy=2025-26&sa=1200000')
    await tabTo(page, page.getByTestId('language-switch'))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'टैक्सेबल राशि कैलकुलेटर' })).toBeVisible()
    await expect(page.getByTestId('tax-verdict')).toHaveText(/नई व्यवस्था में आपके साल के ₹1,63,800 बचते हैं।/)
    await expect(page.getByRole('columnheader', { name: 'पुरानी व्यवस्था' })).toBeVisible()
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/tools/taxable-amount-calculator')
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
