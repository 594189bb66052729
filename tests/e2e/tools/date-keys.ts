import type { Page } from '@playwright/test'

// The order is the browser's, the same for every test in this worker: probed once, not per date typed
// (each probe opened a page, a new renderer process).
let dayFirst: Promise<boolean> | undefined

/**
 * The keys that type a date into Chromium's date field. Its segment order follows the browser's UI language
 * (mm/dd/yyyy under en-US, dd/mm/yyyy under en-IN), not the page locale, so it is probed on a blank page.
 */
export async function dateKeys(page: Page, ddmmyyyy: string): Promise<string> {
  dayFirst ??= probeDayFirst(page)
  const [dd, mm, yyyy] = [ddmmyyyy.slice(0, 2), ddmmyyyy.slice(2, 4), ddmmyyyy.slice(4)]
  return (await dayFirst) ? dd + mm + yyyy : mm + dd + yyyy
}

async function probeDayFirst(page: Page): Promise<boolean> {
  const probe = await page.context().newPage()
  await probe.setContent('<input type="date" aria-label="probe">')
  await probe.getByLabel('probe').focus()
  await probe.keyboard.type('01022003')
  const value = await probe.getByLabel('probe').inputValue()
  await probe.close()
  if (value === '2003-01-02') return false
  if (value === '2003-02-01') return true
  throw new Error(`unexpected date field order: ${value}`)
}
