import type { Page } from '@playwright/test'

/** Waits until the service worker has installed (precache filled, ~22 MB) and controls the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(
    async () =>
      (await navigator.serviceWorker.ready).active?.state === 'activated' &&
      !!navigator.serviceWorker.controller,
    undefined,
    { timeout: 60_000 },
  )
}
