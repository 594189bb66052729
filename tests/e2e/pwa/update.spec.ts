import { appendFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { serveCopyOf, type StaticSite } from './static-server'
import { waitForServiceWorkerControl } from './sw-helpers'

// Offline checks need the service worker (blocked by default, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

// A copy of the build on its own port: the test edits sw.js there, never in the shared dist/.
const DIST = resolve(process.env.DIST_DIR ?? 'dist')
let site: StaticSite

test.beforeAll(async () => {
  site = await serveCopyOf(DIST)
})
test.afterAll(async () => {
  await site?.close()
})

test('a waiting service worker shows the update prompt, and Reload activates it', async ({ page }) => {
  await page.goto(`${site.origin}/`)
  await waitForServiceWorkerControl(page)
  const status = page.getByRole('status').filter({ hasText: 'A new version of AutoBahi is ready' })
  await expect(status).toHaveCount(0)

  // A new deploy: sw.js changes by a byte, the browser installs it and it waits (no skipWaiting on install).
  await appendFile(join(site.root, 'sw.js'), `\n// deploy ${Date.now()}\n`)
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })
  await expect(status).toBeVisible()
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(
    true,
  )

  const reloaded = page.waitForEvent('load')
  await status.getByRole('button', { name: 'Reload' }).click()
  await reloaded
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return !!registration && !registration.waiting && registration.active?.state === 'activated'
  })
  await expect(
    page.getByRole('status').filter({ hasText: 'A new version of AutoBahi is ready' }),
  ).toHaveCount(0)
})

test('Later hides the update prompt and keeps the old version running', async ({ page }) => {
  await page.goto(`${site.origin}/about`)
  await waitForServiceWorkerControl(page)
  await appendFile(join(site.root, 'sw.js'), `\n// deploy ${Date.now()}\n`)
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })
  const status = page.getByRole('status').filter({ hasText: 'A new version of AutoBahi is ready' })
  await expect(status).toBeVisible()
  await status.getByRole('button', { name: /update when I next open/ }).press('Enter')
  await expect(status).toHaveCount(0)
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(
    true,
  )
})
