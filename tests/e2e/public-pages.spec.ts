import { expect, test } from '@playwright/test'
import { gotoReady } from './helpers/ready'

type Texts = { en: string; hi: string }

// Titles as written in src/app/public-pages.ts (the e2e project cannot import app sources), H1s as on the pages.
const PAGES: Array<{ path: string; title: Texts; h1: Texts }> = [
  {
    path: '/autobahi-pro',
    title: {
      en: 'AutoBahi Pro – Dealership Software for Bookings & Workshop Job Cards',
      hi: 'AutoBahi Pro – बुकिंग और वर्कशॉप जॉब कार्ड के लिए डीलरशिप सॉफ़्टवेयर',
    },
    h1: {
      en: 'AutoBahi Pro: customers, bookings and job cards for your dealership',
      hi: 'AutoBahi Pro: आपकी डीलरशिप के ग्राहक, बुकिंग और जॉब कार्ड',
    },
  },
  {
    path: '/about',
    title: {
      en: 'About AutoBahi – Free Tools and Dealership Software',
      hi: 'AutoBahi के बारे में – मुफ़्त टूल और डीलरशिप सॉफ़्टवेयर',
    },
    h1: { en: 'About AutoBahi', hi: 'AutoBahi के बारे में' },
  },
  {
    path: '/contact',
    title: {
      en: 'Contact AutoBahi – Support, Sales and Feedback',
      hi: 'AutoBahi से संपर्क करें – सहायता, बिक्री और सुझाव',
    },
    h1: { en: 'Contact us', hi: 'हमसे संपर्क करें' },
  },
  {
    path: '/privacy-policy',
    title: { en: 'Privacy Policy – AutoBahi', hi: 'गोपनीयता नीति – AutoBahi' },
    h1: { en: 'Privacy Policy', hi: 'गोपनीयता नीति' },
  },
  {
    path: '/terms-conditions',
    title: { en: 'Terms & Conditions – AutoBahi', hi: 'नियम और शर्तें – AutoBahi' },
    h1: { en: 'Terms & Conditions', hi: 'नियम और शर्तें' },
  },
]

test.describe('public pages', () => {
  test('run under the Content-Security-Policy: a script injected into the page does not run', async ({
    page,
  }) => {
    // The page hydrates with its own inline scripts allowed by hash (a violation would be reported and fail
    // the run, scripts/test-all.mjs); markup that slipped in cannot run script. The probe's report is
    // expected and recognised by its sample.
    const response = await page.goto('/about')
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' /)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const ran = await page.evaluate(() => {
      const el = document.createElement('script')
      el.textContent = 'window.__cspProbe = 1'
      document.body.append(el)
      return (window as unknown as { __cspProbe?: number }).__cspProbe ?? null
    })
    expect(ran).toBeNull()
  })

  for (const { path, title, h1 } of PAGES) {
    test(`${path}: title and H1 in English, then Hindi after the language switch`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(title.en)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1.en)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')

      await page.getByTestId('language-switch').click()
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1.hi)
      await expect(page).toHaveTitle(title.hi)
    })
  }

  test('/contact: an empty form submitted by keyboard shows every error and focuses the first field', async ({
    page,
  }) => {
    await gotoReady(page, '/contact')
    const submit = page.getByRole('button', { name: 'Prepare message' })
    await submit.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Enter your name.')).toBeVisible()
    await expect(page.getByText('Enter an e-mail address or a mobile number so we can reply.')).toBeVisible()
    await expect(page.getByText('Write at least 20 characters so we understand what you need.')).toBeVisible()
    await expect(page.getByLabel('Your name')).toBeFocused()
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')

    // Fixing the fields by keyboard leads to the ready message with a mailto: link.
    await page.keyboard.type('Ravi Kumar')
    await page.keyboard.press('Tab')
    await page.keyboard.type('98765 43210')
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Please show us a demo of the job card module for our workshop.')
    await page.getByRole('textbox', { name: 'Message', exact: true }).press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Your message is ready' })).toBeFocused()
    await expect(page.getByRole('link', { name: 'Open in my mail app' })).toHaveAttribute(
      'href',
      /^mailto:[^?]+\?subject=AutoBahi%3A%20/,
    )
  })

  test('/contact: errors appear in Hindi after switching language', async ({ page }) => {
    await gotoReady(page, '/contact')
    await page.getByTestId('language-switch').click()
    await page.getByRole('button', { name: 'संदेश तैयार करें' }).press('Enter')
    await expect(page.getByText('अपना नाम लिखें।')).toBeVisible()
    await expect(page.getByText('ई-मेल पता या मोबाइल नंबर लिखें ताकि हम जवाब दे सकें।')).toBeVisible()
  })

  test('/privacy-policy: the table of contents links to its sections', async ({ page }) => {
    await gotoReady(page, '/privacy-policy')
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Your rights under the DPDP Act, 2023' })
      .click()
    await expect(page).toHaveURL(/#rights$/)
    await expect(
      page.getByRole('heading', { level: 2, name: /Your rights under the DPDP Act, 2023/ }),
    ).toBeInViewport()
  })

  test('/autobahi-pro: FAQ answers open with the keyboard and CTAs lead to sign-up and login', async ({
    page,
  }) => {
    // Once hydrated: a key pressed earlier may open the answer in the static HTML that hydration then replaces.
    await gotoReady(page, '/autobahi-pro')
    const answer = page.getByText('Both. Bookings take any model, variant and colour')
    await expect(answer).toBeHidden()
    await page.getByText('Is it for two-wheeler or four-wheeler dealers?').focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start the 14-day free trial' }).first()).toHaveAttribute(
      'href',
      '/signup',
    )
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login')
  })
})
