import { expect, type Page } from '@playwright/test'

export const PASSWORD = 'Garage#2026x'

let counter = 0
/** A fresh e-mail for this run (the e2e server starts from a new database each run). */
export function uniqueEmail(tag: string): string {
  counter += 1
  return `${tag}-${Date.now().toString(36)}-${counter}@example.in`
}

/** Creates an account through /signup and waits until the app has opened its database and pulled the settings. */
export async function signUpAs(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/signup')
  await page.getByLabel('Your name').fill('Ravi Kumar')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  const settingsRead = page.waitForResponse((r) => r.url().includes('/rest/v1/settings') && r.ok())
  await page.getByRole('button', { name: 'Create account' }).click()
  await settingsRead
}

/** Signs in at /login or /admin-login and waits to leave the form. */
export async function signInAs(page: Page, email: string, password: string, path = '/login'): Promise<void> {
  await page.goto(path)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(new RegExp(`${path}$`), { timeout: 15_000 })
}

/** Opens a signed-in page and waits for its heading. */
export async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 })
}

/** The toast with this title. */
export function toast(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title })
}
