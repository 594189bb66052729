import type { Page } from '@playwright/test'

/**
 * Waits until the service worker has installed (precache filled, ~22 MB) and controls the page. Service
 * workers are blocked by default (playwright.config.ts): a test that needs one says
 * `test.use({ serviceWorkers: 'allow' })`, else this fails at once instead of waiting a minute.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // Playwright's block replaces register() with a function that only warns.
  const blocked = await page.evaluate(() =>
    String(ServiceWorkerContainer.prototype.register).includes('blocked by Playwright'),
  )
  if (blocked) {
    throw new Error(
      "Service workers are blocked in this test: add test.use({ serviceWorkers: 'allow' }) to its describe or file.",
    )
  }
  await page.waitForFunction(
    async () =>
      (await navigator.serviceWorker.ready).active?.state === 'activated' &&
      !!navigator.serviceWorker.controller,
    undefined,
    { timeout: 60_000 },
  )
}
