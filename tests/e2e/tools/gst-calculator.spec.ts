import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { tabTo } from './keyboard'

test.describe('GST calculator, by keyboard', () => {
  test('removes 18% GST from ₹1,18,000 and splits CGST/SGST or IGST', async ({ page }) => {
    await page.goto('/tools/gst-calculator')
    await tabTo(page, page.getByRole('radio', { name: 'Add GST (amount excludes GST)' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Remove GST (amount includes GST)' })).toBeChecked()

    await tabTo(page, page.getByLabel('Amount including GST'))
    await page.keyboard.type('1,18,000')
    await expect(page.getByRole('radio', { name: '18%', exact: true })).toBeChecked()
    await expect(page.getByTestId('gst-taxable')).toHaveText('₹1,00,000.00')
    await expect(page.getByTestId('gst-cgst')).toHaveText('₹9,000.00')
    await expect(page.getByTestId('gst-sgst')).toHaveText('₹9,000.00')
    await expect(page.getByTestId('gst-total')).toHaveText('₹1,18,000.00')
    await expect(page.getByTestId('gst-words-en')).toHaveText('Rupees One Lakh Eighteen Thousand Only')
    await expect(page.getByTestId('gst-words-hi')).toHaveText('एक लाख अठारह हज़ार रुपये मात्र')
    await expect(
      page.getByRole('status').filter({ hasText: 'Taxable value ₹1,00,000.00, GST ₹18,000.00' }),
    ).toHaveCount(1)

    await tabTo(page, page.getByRole('radio', { name: 'Same state (CGST + SGST)' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('gst-igst')).toHaveText('₹18,000.00')
    await expect(page.getByTestId('gst-cgst')).toHaveCount(0)
    await expect(page).toHaveURL(/m=remove/)
  })

  test('shares the result, falling back to the clipboard where Web Share is missing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await page.goto('/tools/gst-calculator?l=1000~5')
    await expect(page.getByTestId('gst-total')).toHaveText('₹1,050.00')
    await tabTo(page, page.getByRole('button', { name: 'Share' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Result copied: paste it anywhere to share.')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Taxable value: ₹1,000.00')
    expect(copied).toContain('Total amount: ₹1,050.00')
    expect(copied).toContain('Rupees One Thousand Fifty Only')
    // Tabbing past the amount regrouped it; the link carries the field as shown.
    expect(copied).toContain('/tools/gst-calculator?l=1,000~5')
  })

  test('adds GST on several items, a custom rate, and removes an item', async ({ page }) => {
    await page.goto('/tools/gst-calculator')
    await tabTo(page, page.getByLabel('Amount before GST'))
    await page.keyboard.type('100000')
    await expect(page.getByTestId('gst-total')).toHaveText('₹1,18,000.00')

    await tabTo(page, page.getByRole('button', { name: 'Add item' }))
    await page.keyboard.press('Enter')
    // The new item's amount field takes the focus.
    const second = page.getByTestId('gst-line-2')
    await expect(second.getByLabel('Amount before GST')).toBeFocused()
    await page.keyboard.type('1000')
    await tabTo(page, second.getByRole('radio', { name: '18%', exact: true }))
    await page.keyboard.press('ArrowLeft')
    await expect(second.getByRole('radio', { name: '5%', exact: true })).toBeChecked()
    await expect(page.getByTestId('gst-total')).toHaveText('₹1,19,050.00')
    await expect(page.getByRole('table', { name: 'GST for each item' }).locator('tbody tr')).toHaveCount(2)

    // A custom rate, first mistyped.
    // Radios take one Tab stop; the arrow keys move along the chips.
    await tabTo(page, second.getByRole('radio', { name: '5%', exact: true }))
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect(second.getByRole('radio', { name: 'Other' })).toBeChecked()
    const custom = second.getByLabel('Custom GST rate')
    await tabTo(page, custom)
    await page.keyboard.type('abc')
    await expect(
      second.getByText('Enter a rate between 0 and 100 per cent, for example 18 or 0.25.'),
    ).toBeVisible()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('12')
    await expect(page.getByTestId('gst-total')).toHaveText('₹1,19,120.00')

    await tabTo(page, page.getByRole('button', { name: 'Remove item 2' }))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('gst-line-2')).toHaveCount(0)
    await expect(page.getByTestId('gst-total')).toHaveText('₹1,18,000.00')
  })

  test('a bad amount shows its message', async ({ page }) => {
    await gotoReady(page, '/tools/gst-calculator')
    await tabTo(page, page.getByLabel('Amount before GST'))
    await page.keyboard.type('12.345')
    await expect(page.getByText('Use at most two digits after the decimal point (paise).')).toBeVisible()
    await page.keyboard.press('Backspace')
    await expect(page.getByTestId('gst-total')).toHaveText('₹14.56')
  })

  test('fits a 360 px wide phone without sideways scrolling, the amount in the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/tools/gst-calculator?l=118000~18;500~c12')
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await page.goto('/tools/gst-calculator')
    await expect(page.getByTestId('gst-line-1').getByRole('textbox')).toBeInViewport()
  })
})
