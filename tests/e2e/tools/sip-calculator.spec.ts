import { expect, test, type Page } from '@playwright/test'
import { tabTo } from './keyboard'

async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true })
  await tabTo(page, field)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

test.describe('SIP calculator, by keyboard', () => {
  test('₹10,000 a month at 12% for 10 years, then a 10% step-up', async ({ page }) => {
    await page.goto('/tools/sip-calculator')
    await typeInto(page, 'Monthly investment', '10000')
    await typeInto(page, 'Expected return (per year)', '12')
    await typeInto(page, 'Time period', '10')
    await expect(page.getByTestId('sip-invested')).toHaveText('₹12,00,000')
    await expect(page.getByTestId('sip-returns')).toHaveText('₹11,23,391')
    await expect(page.getByTestId('sip-total')).toHaveText('₹23,23,391')
    await expect(page.getByRole('status').filter({ hasText: 'total value ₹23,23,391' })).toHaveCount(1)
    await expect(page.getByTestId('sip-table').locator('tbody tr')).toHaveCount(10)
    await expect(page.getByRole('img', { name: /Invested ₹12,00,000 \(52%\)/ })).toBeVisible()

    await typeInto(page, 'Annual step-up', '10')
    await expect(page.getByTestId('sip-table').locator('tbody tr').nth(1)).toContainText('₹11,000')
    await expect(page.getByTestId('sip-invested')).toHaveText('₹19,12,491')
    await expect(page).toHaveURL(/su=10/)

    // Today's money at 6% inflation.
    await typeInto(page, 'Annual step-up', '0')
    await tabTo(
      page,
      page.getByRole('checkbox', { name: 'Show the value in today’s money (after inflation)' }),
    )
    await page.keyboard.press('Space')
    await expect(page.getByTestId('sip-today')).toHaveText('₹12,97,369')
  })

  test('goal mode gives the monthly SIP needed; lump sum grows yearly', async ({ page }) => {
    await page.goto('/tools/sip-calculator')
    await tabTo(page, page.getByRole('radio', { name: 'Monthly SIP' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Lump sum' })).toBeChecked()
    await typeInto(page, 'One-time investment', '100000')
    await expect(page.getByTestId('sip-total')).toHaveText('₹3,10,585')

    await tabTo(page, page.getByRole('radio', { name: 'Lump sum' }))
    await page.keyboard.press('ArrowRight')
    await typeInto(page, 'Target amount', '50,00,000')
    await expect(page.getByTestId('sip-needed')).toHaveText('₹21,521')
    await expect(page.getByRole('status').filter({ hasText: 'Monthly SIP needed: ₹21,521.' })).toHaveCount(1)

    await typeInto(page, 'Time period', '0')
    await expect(page.getByText('Enter a value greater than zero.')).toBeVisible()
    await expect(page.locator('body')).not.toContainText('NaN')
  })

  test('works in Hindi, with Hindi messages for bad input', async ({ page }) => {
    await page.goto('/tools/sip-calculator')
    await tabTo(page, page.getByTestId('language-switch'))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'SIP कैलकुलेटर' })).toBeVisible()
    await expect(page.getByTestId('sip-total')).toHaveText('₹23,23,391')
    await typeInto(page, 'हर महीने निवेश', '10k')
    await expect(page.getByText('केवल अंक लिखें, जैसे 1,50,000 या 8.5।')).toBeVisible()
    await expect(page.getByText('नतीजा देखने के लिए लाल निशान वाला खाना ठीक करें।')).toBeVisible()
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/tools/sip-calculator?inf=1')
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
