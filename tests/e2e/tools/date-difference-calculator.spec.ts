import { expect, test } from '@playwright/test'
import { dateKeys } from './date-keys'
import { tabTo } from './keyboard'

test.describe('date difference calculator, by keyboard', () => {
  test('counts days, weeks and working days with Saturday rules and pasted holidays', async ({ page }) => {
    await page.goto('/tools/date-difference-calculator')
    await tabTo(page, page.getByLabel('Start date', { exact: true }))
    await page.keyboard.type(await dateKeys(page, '01012026'))
    await tabTo(page, page.getByLabel('End date', { exact: true }))
    await page.keyboard.type(await dateKeys(page, '31122026'))
    await expect(page.getByTestId('end-display')).toHaveText('31/12/2026 · Thursday, 31 December 2026')
    await expect(page.getByTestId('diff-ymd')).toHaveText('0 years, 11 months and 30 days')
    await expect(page.getByTestId('diff-total-days')).toHaveText('364')
    await expect(page.getByTestId('diff-weeks')).toHaveText('52 weeks and 0 days')
    await expect(page.getByTestId('diff-business-days')).toHaveText('261')

    await tabTo(page, page.getByRole('checkbox', { name: 'Include the end date (count both days)' }))
    await page.keyboard.press('Space')
    await expect(page.getByTestId('diff-ymd')).toHaveText('1 year, 0 months and 0 days')
    await expect(page.getByTestId('diff-total-days')).toHaveText('365')

    await tabTo(page, page.getByLabel('Saturdays'))
    await page.keyboard.press('ArrowDown')
    await expect(page.getByLabel('Saturdays')).toHaveValue('working')
    await expect(page.getByTestId('diff-business-days')).toHaveText('313')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByLabel('Saturdays')).toHaveValue('second-fourth-off')
    await expect(page.getByTestId('diff-business-days')).toHaveText('289')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')

    await tabTo(page, page.getByLabel('Holidays (optional)'))
    // 26 Jan is a Monday; 15 Aug 2026 falls on a Saturday, already off.
    await page.keyboard.type('26/01/2026 Republic Day\n2026-08-15, 31/02/2026')
    await expect(page.getByText('Not read as dates: 31/02/2026. Write them as DD/MM/YYYY.')).toBeVisible()
    await expect(page.getByTestId('diff-business-days')).toHaveText('260')
    await page.keyboard.press('Backspace')
    await expect(page.getByText(/Not read as dates: 31\/02\/202\./)).toBeVisible()
  })

  test('shows an end date before the start as a backwards count', async ({ page }) => {
    await page.goto('/tools/date-difference-calculator')
    await tabTo(page, page.getByLabel('Start date', { exact: true }))
    await page.keyboard.type(await dateKeys(page, '01032026'))
    await tabTo(page, page.getByLabel('End date', { exact: true }))
    await page.keyboard.type(await dateKeys(page, '01022026'))
    await expect(
      page.getByText('The end date is before the start date, so the counts below run backwards.'),
    ).toBeVisible()
    await expect(page.getByTestId('diff-total-days')).toHaveText('−28')
    await expect(page.getByTestId('diff-ymd')).toHaveText('0 years, 1 month and 0 days')
  })

  test('adds months with month-end clamping and subtracts days', async ({ page }) => {
    await page.goto('/tools/date-difference-calculator')
    await tabTo(page, page.getByRole('radio', { name: 'Difference between dates' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Add or subtract' })).toBeChecked()
    await tabTo(page, page.getByLabel('Date', { exact: true }))
    await page.keyboard.type(await dateKeys(page, '31012024'))
    await tabTo(page, page.getByLabel('Months'))
    await page.keyboard.type('1')
    await expect(page.getByTestId('add-result')).toHaveText('29/02/2024 Thursday, 29 February 2024')
    await expect(page.getByText(/31 January \+ 1 month = 28 February \(29 in a leap year\)/)).toBeVisible()

    await tabTo(page, page.getByLabel('Months'))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('x')
    await expect(page.getByText('Enter a whole number, 0 or more.')).toBeVisible()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await tabTo(page, page.getByRole('radio', { name: 'Add', exact: true }))
    await page.keyboard.press('ArrowRight')
    await tabTo(page, page.getByLabel('Days'))
    await page.keyboard.type('31')
    await expect(page.getByTestId('add-result')).toHaveText('31/12/2023 Sunday, 31 December 2023')
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/tools/date-difference-calculator')
    await page.getByLabel('End date', { exact: true }).fill('2030-03-31')
    await page
      .getByLabel('Holidays (optional)')
      .fill('26/01/2027 Republic Day, 15/08/2027 Independence Day, 02/10/2027')
    await expect(page.getByTestId('diff-business-days')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
