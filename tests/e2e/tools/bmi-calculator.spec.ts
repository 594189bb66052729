import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { tabTo } from './keyboard'

test.describe('BMI calculator, by keyboard', () => {
  test('shows WHO and Asian Indian categories, the healthy range, and explains bad input', async ({
    page,
  }) => {
    await page.goto('/tools/bmi-calculator')
    await expect(page.getByText('Enter your height and weight to see your BMI.')).toBeVisible()
    await tabTo(page, page.getByLabel('Height (cm)'))
    await page.keyboard.type('175')
    await tabTo(page, page.getByLabel('Weight (kg)'))
    await page.keyboard.type('70')
    await expect(page.getByTestId('bmi-value')).toHaveText('22.9')
    // 22.86 is still below the Asian 23 cut-off, though it prints as 22.9.
    await expect(page.getByTestId('bmi-category-asian')).toHaveText('Normal')
    await expect(page.getByTestId('bmi-category-who')).toHaveText('Normal')
    await expect(page.getByTestId('range-asian')).toHaveText('56.7 – 70.1 kg')
    await expect(page.getByTestId('range-who')).toHaveText('56.7 – 76.2 kg')

    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('72')
    await expect(page.getByTestId('bmi-value')).toHaveText('23.5')
    await expect(page.getByTestId('bmi-category-asian')).toHaveText('Overweight')
    await expect(page.getByTestId('bmi-category-who')).toHaveText('Normal')
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'BMI 23.5: Normal by WHO cut-offs, Overweight by Asian Indian cut-offs.' }),
    ).toHaveCount(1)
    await expect(
      page.getByRole('img', { name: /Asian Indian scale: your BMI 23.5 falls in “Overweight”/ }),
    ).toBeVisible()

    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('-5')
    await expect(page.getByText('Enter a value above zero.')).toBeVisible()
    await expect(page.getByLabel('Weight (kg)')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('bmi-value')).toHaveCount(0)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('abc')
    await expect(page.getByText('Enter a number, like 170 or 62.5.')).toBeVisible()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('2000')
    await expect(page.getByText(/height must be 40–280 cm and weight 2–700 kg/)).toBeVisible()
    await expect(page.locator('main')).not.toContainText('NaN')
  })

  test('works in feet, inches and pounds', async ({ page }) => {
    await page.goto('/tools/bmi-calculator')
    await tabTo(page, page.getByRole('radio', { name: 'Centimetres and kilograms' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Feet, inches and pounds' })).toBeChecked()
    await tabTo(page, page.getByLabel('Height (feet)'))
    await page.keyboard.type('5')
    await tabTo(page, page.getByLabel('Inches', { exact: true }))
    await page.keyboard.type('9')
    await tabTo(page, page.getByLabel('Weight (pounds)'))
    await page.keyboard.type('154.3')
    await expect(page.getByTestId('bmi-value')).toHaveText('22.8')
    await expect(page.getByTestId('range-who')).toHaveText(/^\d{3}\.\d – \d{3}\.\d lb$/)
    await tabTo(page, page.getByLabel('Inches', { exact: true }))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('14')
    await expect(page.getByText('Inches go from 0 to less than 12.')).toBeVisible()
  })

  test('shows the obese categories for 160 cm and 81 kg', async ({ page }) => {
    await gotoReady(page, '/tools/bmi-calculator')
    await expect(page.getByRole('heading', { level: 1, name: 'BMI Calculator' })).toBeVisible()
    await tabTo(page, page.getByLabel('Height (cm)'))
    await page.keyboard.type('160')
    await tabTo(page, page.getByLabel('Weight (kg)'))
    await page.keyboard.type('81')
    await expect(page.getByTestId('bmi-value')).toHaveText('31.6')
    await expect(page.getByTestId('bmi-category-asian')).toHaveText('Obese')
    await expect(page.getByTestId('bmi-category-who')).toHaveText('Obese (class I)')
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/tools/bmi-calculator')
    await page.getByLabel('Height (cm)').fill('175')
    await page.getByLabel('Weight (kg)').fill('72')
    await expect(page.getByTestId('bmi-value')).toHaveText('23.5')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
