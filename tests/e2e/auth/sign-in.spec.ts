import { expect, test } from '@playwright/test'
import { ADMIN, DEMO, PASSWORD, signIn, signOutViaMenu, signUp, toast, uniqueEmail } from './auth-helpers'

test.describe('sign-up, sign-in, sign-out', () => {
  test('a new user signs up, lands on a trial dashboard, signs out and signs in again', async ({ page }) => {
    const email = uniqueEmail('new')
    await signUp(page, email)
    await expect(page).toHaveTitle(/^Dashboard \| AutoBahi Pro$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByText('Trial', { exact: true })).toBeVisible()
    await expect(page.getByTestId('days-left')).toHaveText('14 days left')
    await expect(page.getByTestId('devices-summary')).toHaveText('1 of 1 allowed device is signed in.')
    // Settings first read inserted the default row: the default company name shows in the header.
    await expect(page.getByTestId('company-name')).not.toBeEmpty()
    await signOutViaMenu(page)
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sb-')))).toEqual(
      [],
    )
    expect(await page.evaluate(() => localStorage.getItem('autobahi.device-id'))).toBeTruthy()
    await signIn(page, email, PASSWORD)
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('a wrong password shows "Sign in Failed" with the server message', async ({ page }) => {
    await signIn(page, DEMO.email, 'not-the-password')
    const failed = toast(page, 'Sign in Failed')
    await expect(failed).toBeVisible()
    await expect(failed).toContainText('Invalid login credentials')
    await expect(failed).toHaveAttribute('role', 'alert')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('empty and mismatched sign-up fields get inline messages', async ({ page }) => {
    await page.goto('/signup')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Enter your name.')).toBeVisible()
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible()
    await expect(page.getByLabel('Your name')).toBeFocused()
    await page.getByLabel('Your name').fill('Asha')
    await page.getByLabel('E-mail').fill('asha@')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password').fill('other')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible()
    await expect(page.getByText('The password must have at least 8 characters.')).toBeVisible()
    await expect(page.getByText('The two passwords do not match.')).toBeVisible()
    await expect(page.getByText('Strength: weak')).toBeVisible()
  })

  test('a duplicate e-mail shows "Sign up Failed"', async ({ page }) => {
    await page.goto('/signup')
    await page.getByLabel('Your name').fill('Demo again')
    await page.getByLabel('E-mail').fill(DEMO.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    const failed = toast(page, 'Sign up Failed')
    await expect(failed).toBeVisible()
    await expect(failed).toContainText('User already registered')
    await expect(page).toHaveURL(/\/signup$/)
  })

  test('a signed-out visitor is sent to /login and comes back to the page after signing in', async ({
    page,
  }) => {
    const email = uniqueEmail('back')
    await signUp(page, email)
    await signOutViaMenu(page)
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login$/)
    await signIn(page, email, PASSWORD)
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByTestId('profile-email')).toHaveText(email)
    await expect(page.getByTestId('device-list').getByText('This device')).toBeVisible()
  })

  test('a signed-in user opening / lands on /dashboard; a visitor stays and never loads the backend client', async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForTimeout(500)
    expect(page.url()).toMatch(/\/$/)
    expect(requests.filter((u) => /auth-store|\/auth\/v1\//.test(u))).toEqual([])
    await signUp(page, uniqueEmail('home'))
    await page.goto('/')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the admin signs in at /admin-login; a normal user is refused there', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, '/admin-login')
    await expect(toast(page, 'Sign in Failed')).toContainText('This account is not an administrator.')
    await expect(page).toHaveURL(/\/admin-login$/)
    await signIn(page, ADMIN.email, ADMIN.password, '/admin-login')
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Admin' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'User management' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible()
    await signOutViaMenu(page)
  })
})
