import { expect, test } from '@playwright/test'
import { PASSWORD, signIn, signUp, toast, uniqueEmail } from './auth-helpers'

test.describe('device limit, inactivity, access', () => {
  test('a second device beyond max_devices is refused with "Login Limit Reached"', async ({ browser }) => {
    const email = uniqueEmail('limit')
    const first = await browser.newContext()
    const second = await browser.newContext()
    try {
      const a = await first.newPage()
      await signUp(a, email)
      const b = await second.newPage()
      await signIn(b, email, PASSWORD)
      const limit = toast(b, 'Login Limit Reached')
      await expect(limit).toBeVisible()
      await expect(limit).toContainText(
        'You have reached your maximum device limit of 1. Please log out from another device.',
      )
      await expect(b).toHaveURL(/\/login$/)
      expect(await b.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sb-')))).toEqual([])
      // The first device is untouched.
      await a.reload()
      await expect(a.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    } finally {
      await first.close()
      await second.close()
    }
  })

  test('15 minutes without activity logs out with "Session Expired"', async ({ page }) => {
    await page.clock.install()
    await signUp(page, uniqueEmail('idle'))
    await page.clock.fastForward('14:00')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.clock.fastForward('01:05')
    await expect(toast(page, 'Session Expired')).toContainText('You have been logged out due to inactivity.')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a normal user opening /admin sees "Access Denied" and lands on /dashboard', async ({ page }) => {
    await signUp(page, uniqueEmail('denied'))
    await page.goto('/admin')
    const denied = toast(page, 'Access Denied')
    await expect(denied).toContainText('You do not have permission to access this page.')
    await expect(denied).toHaveAttribute('data-variant', 'destructive')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(
      page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Admin' }),
    ).toHaveCount(0)
  })

  test('the signed-in layout in Hindi, on a phone, with the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await signUp(page, uniqueEmail('hindi'))
    await page.getByTestId('language-switch').click()
    await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible()
    await expect(page.getByText('14 दिन बाकी')).toBeVisible()
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
    const drawer = page.getByRole('dialog', { name: 'मेन्यू' })
    await expect(drawer.getByRole('link', { name: 'प्रोफ़ाइल' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'मेन्यू खोलें' })).toBeFocused()
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
    await drawer.getByRole('link', { name: 'प्रोफ़ाइल' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
