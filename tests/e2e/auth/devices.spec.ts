import { expect, test } from '@playwright/test'
import { DEMO, signIn, signOutViaMenu, toast } from './auth-helpers'

test('a device signed out from the profile page of another device is signed out there too', async ({
  browser,
}) => {
  const first = await browser.newContext()
  const second = await browser.newContext()
  try {
    const a = await first.newPage()
    await signIn(a, DEMO.email, DEMO.password)
    await expect(a).toHaveURL(/\/dashboard$/)
    await expect(a.getByTestId('company-name')).toHaveText('Shree Ganesh Motors')
    const b = await second.newPage()
    await signIn(b, DEMO.email, DEMO.password)
    await expect(b).toHaveURL(/\/dashboard$/)
    await expect(b.getByTestId('devices-summary')).toHaveText('2 of 2 allowed devices are signed in.')
    await b.goto('/profile')
    const list = b.getByTestId('device-list')
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await list.getByRole('button', { name: /^Sign out Chrome/ }).click()
    await expect(b.getByText('The device has been signed out.')).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list.getByText('This device')).toBeVisible()
    await a.reload()
    await expect(toast(a, 'Signed out')).toContainText('This device was signed out from another device.')
    await expect(a).toHaveURL(/\/login$/)
    await signOutViaMenu(b)
  } finally {
    await first.close()
    await second.close()
  }
})

test('a broken or expired link on /auth/callback says so and offers the way back', async ({ page }) => {
  await page.goto(
    '/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  )
  await expect(page.getByRole('alert')).toHaveText(
    'This link could not be used: Email link is invalid or has expired',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('forgot password sends the link and says so', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible()
  await page.getByLabel('E-mail').fill(DEMO.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to set a new password has been sent' }),
  ).toBeVisible()
})
