import { expect, test } from '@playwright/test'
import { dateKeys } from './date-keys'
import { tabTo } from './keyboard'

test.describe('age calculator, by keyboard', () => {
  test('a 29 February birthday completes a year on 28 February', async ({ page }) => {
    await page.goto('/tools/age-calculator')
    await expect(page.getByText('Enter a date of birth and the “as on” date to see the age.')).toBeVisible()
    // The "as on" date starts at today.
    await expect(page.getByLabel('Age as on')).not.toHaveValue('')
    await tabTo(page, page.getByLabel('Date of birth'))
    await page.keyboard.type(await dateKeys(page, '29022000'))
    await expect(page.getByTestId('birth-display')).toHaveText('29/02/2000 · Tuesday, 29 February 2000')
    await tabTo(page, page.getByLabel('Age as on'))
    await page.keyboard.type(await dateKeys(page, '28022025'))
    await expect(page.getByLabel('Age as on')).toHaveValue('2025-02-28')

    await expect(page.getByTestId('age-ymd')).toHaveText('25 years, 0 months and 0 days')
    await expect(page.getByText('Happy birthday! Turned 25 today.')).toBeVisible()
    await expect(page.getByTestId('born-on')).toHaveText('Tuesday')
    await expect(page.getByTestId('total-days')).toHaveText('9,131')
    await expect(page.getByTestId('total-months')).toHaveText('300')
    await expect(page.getByText(/Born on 29 February\? In years without 29 February/)).toBeVisible()

    // Back to the first segment (day or month, by the browser's language) with the arrow keys.
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.type(await dateKeys(page, '01032025'))
    await expect(page.getByTestId('age-ymd')).toHaveText('25 years, 0 months and 1 day')
    await expect(page.getByTestId('next-birthday')).toHaveText(
      '28/02/2026 (Saturday, 28 February 2026) — turns 26 · in 364 days',
    )
  })

  test('explains impossible dates and a birth after the "as on" date', async ({ page }) => {
    await page.goto('/tools/age-calculator')
    const birth = page.getByLabel('Date of birth')
    await tabTo(page, birth)
    await page.keyboard.type(await dateKeys(page, '31022001'))
    // The message waits until the field is left, so it does not flash while a date is half typed.
    await tabTo(page, page.getByLabel('Age as on'))
    await expect(
      page.getByText(
        'This date is incomplete or does not exist (for example 31/02). Check day, month and year.',
      ),
    ).toBeVisible()
    await expect(birth).toHaveAttribute('aria-invalid', 'true')

    await page.goto('/tools/age-calculator')
    await tabTo(page, birth)
    await page.keyboard.type(await dateKeys(page, '01012020'))
    await tabTo(page, page.getByLabel('Age as on'))
    await page.keyboard.type(await dateKeys(page, '01012019'))
    await expect(page.getByText('The date of birth is after the “as on” date.').first()).toBeVisible()
    await expect(page.getByTestId('age-ymd')).toHaveCount(0)
  })

  test('works in Hindi with Hindi month and weekday names', async ({ page }) => {
    await page.goto('/tools/age-calculator')
    await tabTo(page, page.getByTestId('language-switch'))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'उम्र कैलकुलेटर' })).toBeVisible()
    await tabTo(page, page.getByLabel('जन्म तारीख़'))
    await page.keyboard.type(await dateKeys(page, '15081990'))
    await expect(page.getByTestId('birth-display')).toHaveText('15/08/1990 · बुधवार, 15 अगस्त 1990')
    await tabTo(page, page.getByLabel('इस तारीख़ पर उम्र'))
    await page.keyboard.type(await dateKeys(page, '14082025'))
    await expect(page.getByTestId('age-ymd')).toHaveText('34 साल, 11 महीने और 30 दिन')
    await expect(page.getByTestId('born-on')).toHaveText('बुधवार')
    await expect(page.getByTestId('next-birthday')).toContainText('1 दिन बाकी')
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/tools/age-calculator')
    await page.getByLabel('Date of birth').fill('2000-02-29')
    await expect(page.getByTestId('age-ymd')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
