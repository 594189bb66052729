// Shared steps of the business-suite e2e specs: the dealer's own REST view of their rows (their token, as
// the app uses it), and a look at the sync badge.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { ANON_KEY } from '../admin/backend'
import { currentUserId, updateUserAsAdmin } from '../auth/backend'

export async function userToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: ANON_KEY },
    data: { email, password },
  })
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** The dealer's rows of a table, straight from the server. */
export async function serverRows<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T[]> {
  const response = await request.get(`/rest/v1/${path}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
  })
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T[]
}

export async function expectSynced(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '0', { timeout: 15_000 })
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
    timeout: 15_000,
  })
}

/** The admin gives this account 3 devices (a trial has 1) and full access to the modules under test. */
export async function grantPro(page: Page, request: APIRequestContext): Promise<void> {
  await updateUserAsAdmin(request, await currentUserId(page), {
    max_devices: 3,
    access: { customers: 'full', bookings: 'full', job_cards: 'full' },
  })
  // The profile is read at sign-in and on reload; let the reload finish before the test navigates on.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
}

/** Today as the app sees it: the browser runs in India's time zone (playwright.config.ts), the test host may
 * not, and near midnight UTC the two dates differ. */
export function indiaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now)
}
