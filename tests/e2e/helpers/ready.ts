import type { Page } from '@playwright/test'

/** Opens a path and waits until its content is interactive (hydrated or rendered; see src/app/shell/page-ready.tsx). */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.dataset.ready === window.location.pathname)
}
