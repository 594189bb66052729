import { expect, test } from '@playwright/test'
import { tabTo } from './keyboard'

test.describe('unit converter, by keyboard', () => {
  test('finds guntha by search: 1 acre is 40 guntha, with the all-units table in Indian digits', async ({
    page,
  }) => {
    await page.goto('/tools/unit-converter')
    await expect(page.getByTestId('unit-result')).toHaveText('1 foot (ft) = 0.3048 metre (m)')
    await tabTo(page, page.getByLabel('Search units'))
    await page.keyboard.type('guntha')
    await expect(page.getByRole('status').filter({ hasText: '1 unit found' })).toHaveCount(1)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: /^guntha · Area and land$/ })).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page.getByLabel('What to convert')).toHaveValue('area')
    await expect(page.getByTestId('unit-result')).toHaveText('1 acre (ac) = 40 guntha')
    await expect(
      page.getByText('1/40 acre = 121 sq yd (Maharashtra, Karnataka, Gujarat)', { exact: false }),
    ).toBeVisible()
    await expect(page.getByTestId('all-sq-ft')).toHaveText('43,560')
    await expect(page.getByTestId('all-hectare')).toHaveText('0.40468564')

    await tabTo(page, page.getByRole('button', { name: 'Swap units' }))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('unit-result')).toHaveText('1 guntha = 0.025 acre (ac)')

    await tabTo(page, page.getByLabel('Value'))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('1,00,000')
    await expect(page.getByTestId('unit-result')).toHaveText('1,00,000 guntha = 2,500 acre (ac)')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('12abc')
    await expect(page.getByText('Enter a number, like 12.5 or 1,00,000.')).toBeVisible()
    await expect(page.locator('main')).not.toContainText('NaN')
  })

  test('bigha follows the chosen state, and Hindi search finds it', async ({ page }) => {
    await page.goto('/tools/unit-converter')
    await tabTo(page, page.getByLabel('Search units'))
    await page.keyboard.type('बीघा')
    await expect(page.getByRole('status').filter({ hasText: /units found/ })).toHaveCount(1)
    await tabTo(page, page.getByRole('button', { name: /^bigha \(Punjab\)/ }))
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('State for bigha and biswa')).toHaveValue('punjab')
    await expect(page.getByTestId('all-sq-ft')).toHaveText('43,560')
    await expect(page.getByTestId('unit-result')).toHaveText(/^1 acre \(ac\) = 4\.8026461 bigha \(Punjab\)$/)
    await expect(page.getByText(/Bigha values differ by state and even by district/)).toBeVisible()

    await tabTo(page, page.getByLabel('State for bigha and biswa'))
    // Typing the name selects it, as on any native list.
    await page.keyboard.type('Uttar P')
    await expect(page.getByLabel('State for bigha and biswa')).toHaveValue('uttar-pradesh')
    await expect(page.getByTestId('unit-result')).toHaveText('1 acre (ac) = 1.6133333 bigha (Uttar Pradesh)')
  })

  test('temperature refuses values below absolute zero', async ({ page }) => {
    await page.goto('/tools/unit-converter')
    await tabTo(page, page.getByLabel('What to convert'))
    await page.keyboard.type('Temp')
    await expect(page.getByLabel('What to convert')).toHaveValue('temperature')
    await tabTo(page, page.getByLabel('Value'))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('100')
    await expect(page.getByTestId('unit-result')).toHaveText('100 Celsius (°C) = 212 Fahrenheit (°F)')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('-300')
    await expect(
      page.getByText('That is colder than absolute zero (−273.15 °C), which is not possible.'),
    ).toBeVisible()
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/tools/unit-converter')
    await page.getByLabel('What to convert').selectOption('area')
    await expect(page.getByTestId('all-sq-km')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
