import { expect, type Page } from '@playwright/test'

export const DEMO = { email: 'demo@autobahi.local', password: 'demo-autobahi' }
export const ADMIN = { email: 'admin@autobahi.local', password: 'admin-autobahi' }
export const PASSWORD = 'Garage#2026x'

let counter = 0
/** A fresh e-mail for this run (the e2e server starts from a new database each run). */
export function uniqueEmail(tag: string): string {
  counter += 1
  return `${tag}-${Date.now().toString(36)}-${counter}@example.in`
}

/** Creates an account through /signup and waits for the dashboard. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/signup')
  await page.getByLabel('Your name').fill('Ravi Kumar')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/** Signs in through /login (or /admin-login). */
export async function signIn(page: Page, email: string, password: string, path = '/login'): Promise<void> {
  if (!page.url().endsWith(path)) await page.goto(path)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Opens the account menu and chooses Sign out. */
export async function signOutViaMenu(page: Page): Promise<void> {
  // A new account's default settings row may still be on its way to the server; with a change waiting the
  // sign-out rightly stops to ask, so the tests sign out once nothing waits (the admin's pages sync nothing).
  const sync = page.getByTestId('sync-indicator')
  if ((await sync.count()) > 0) {
    // Not while it syncs: the first sync of a new account makes that row only once its first pull is through.
    await expect(sync).not.toHaveAttribute('data-state', 'syncing', { timeout: 15_000 })
    await expect(sync).toHaveAttribute('data-pending', '0', { timeout: 15_000 })
  }
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

export function toast(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title })
}
