import { expect, test } from '@playwright/test'
import { gotoReady } from './helpers/ready'

// Titles come from the same metadata the app uses; a path → expected English title prefix.
const ROUTES: Array<[string, RegExp]> = [
  ['/', /^AutoBahi – Free Online Tools for PDF, Images, & More$/],
  ['/autobahi-pro', /^AutoBahi Pro – Dealership Software for Bookings/],
  ['/about', /^About AutoBahi/],
  ['/contact', /^Contact AutoBahi/],
  ['/privacy-policy', /^Privacy Policy – AutoBahi$/],
  ['/terms-conditions', /^Terms & Conditions – AutoBahi$/],
  ['/tools/word-counter', /^Word Counter – .* \| AutoBahi$/],
  ['/tools/text-case-converter', /^Text Case Converter – .* \| AutoBahi$/],
  ['/tools/password-generator', /^Strong Password Generator – .* \| AutoBahi$/],
]

test.describe('app shell', () => {
  // One page for all routes: a fresh browser context per route cost more than the checks.
  test('every route renders with its own title, one h1 and its canonical link', async ({ page }) => {
    for (const [path, title] of ROUTES) {
      await page.goto(path)
      await expect(page, path).toHaveTitle(title)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/$' : `${path}$`}`),
      )
    }
  })

  test('an unknown path or tool slug shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { level: 1, name: '404 - Not Found' })).toBeVisible()
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible()
    await expect(page).toHaveTitle('404 - Not Found')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await page.goto('/tools/not-a-tool')
    await expect(page.getByRole('heading', { level: 1, name: '404 - Not Found' })).toBeVisible()
  })

  test('odd characters and a huge query string still give the 404 page, never a blank screen', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    for (const path of [
      '/%E0%A4%A%%',
      '/<script>alert(1)</script>',
      '/तुम्हारा/पेज',
      `/x?${'q=a&'.repeat(1500)}`,
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: '404 - Not Found' })).toBeVisible()
    }
    expect(errors).toEqual([])
  })

  test('the home search filters the catalogue instantly and keeps the query in the URL', async ({ page }) => {
    await gotoReady(page, '/')
    const filter = page.getByRole('searchbox', { name: 'Filter tools' })
    await filter.fill('password')
    const catalogue = page.locator('#tools')
    await expect(catalogue.getByRole('link', { name: /Password Generator/ })).toBeVisible()
    await expect(catalogue.getByRole('link', { name: /Word Counter/ })).toHaveCount(0)
    await expect(page).toHaveURL(/\?q=password$/)
    await filter.fill('qwertyuiop')
    await expect(page.getByText(/No tool matches/)).toBeVisible()
  })

  test('on a phone, /tools jumps to a category from its chips', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoReady(page, '/tools')
    const chips = page.getByRole('navigation', { name: 'Jump to a category' })
    await chips.getByRole('link', { name: 'Calculators' }).click()
    await expect(page).toHaveURL(/\/tools#calculators$/)
    await expect(page.getByRole('heading', { level: 2, name: /^Calculators/ })).toBeInViewport()
  })

  test('the header search opens a tool by keyboard', async ({ page }) => {
    await gotoReady(page, '/about')
    const box = page.getByRole('combobox', { name: 'Search tools' })
    await box.focus()
    await page.keyboard.type('शब्द')
    await expect(page.getByRole('option', { name: 'Word Counter' })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/tools\/word-counter$/)

    // Nothing is chosen until an arrow key chooses it: ↓ takes the first match, and Enter opens that one.
    await box.focus()
    await page.keyboard.type('emi')
    const first = page.getByRole('option').first()
    await expect(first).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    const slug = await first.getAttribute('data-slug')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/tools/${slug}$`))
    // The tool opens with its main field focused, ready to type in.
    await expect(
      page.locator('main input:focus, main textarea:focus, main select:focus, main button:focus'),
    ).toHaveCount(1)
  })

  test('the language switch turns the page Hindi and back, and is remembered', async ({ page }) => {
    await gotoReady(page, '/')
    await page.getByTestId('language-switch').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मुफ़्त टूल जो आपके डिवाइस पर चलते हैं')
    await expect(page).toHaveTitle(/मुफ़्त ऑनलाइन टूल/)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await page.getByTestId('language-switch').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free tools that run on your device')
    await expect(page).toHaveTitle('AutoBahi – Free Online Tools for PDF, Images, & More')
  })

  test('the page scrolls to the top on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 })
    await gotoReady(page, '/privacy-policy')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & conditions' }).click()
    await expect(page).toHaveURL(/\/terms-conditions$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('error boundary', () => {
  // page.route cannot see requests a service worker answers.
  test.use({ serviceWorkers: 'block' })

  test('a page that throws shows a friendly message with a reload, not a white page', async ({ page }) => {
    await page.route(/\/assets\/word-counter-tool-[^/]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Broken() { throw new Error("boom") }',
      }),
    )
    await page.goto('/tools/word-counter')
    await expect(
      page.getByRole('alert').getByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
    // The chrome stays, so the user can go elsewhere.
    await expect(page.getByRole('link', { name: 'AutoBahi home' })).toBeVisible()
    await page.getByRole('link', { name: 'AutoBahi home' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free tools that run on your device')
  })

  test('a page whose code cannot be loaded says how to recover', async ({ page }) => {
    await page.route(/\/assets\/password-generator-tool-[^/]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    )
    await page.goto('/tools/password-generator')
    await expect(page.getByText(/has not been saved for offline use yet/)).toBeVisible()
  })
})
