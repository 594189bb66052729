import { expect, test } from '@playwright/test'
import { waitForServiceWorkerControl } from './sw-helpers'

// Offline checks need the service worker (blocked by default, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test.describe('offline (service worker precache)', () => {
  test('a never-visited tool opens and works offline by deep link', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    await context.setOffline(true)

    const response = await page.goto('/tools/word-counter')
    expect(response?.fromServiceWorker()).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeVisible()
    await page.getByLabel('Your text').fill('Offline tools still count words')
    await expect(page.getByRole('status').filter({ hasText: '5 words' })).toHaveCount(1)
    // The prerendered page's own head came from the precache, not the network.
    await expect(page).toHaveTitle(/^Word Counter – .* \| AutoBahi$/)

    const tool = await page.goto('/tools/password-generator')
    expect(tool?.fromServiceWorker()).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: 'Password Generator' })).toBeVisible()
  })

  test('an unknown path offline reaches the app and shows 404', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    await context.setOffline(true)

    const response = await page.goto('/no/such/page?x=1')
    expect(response?.fromServiceWorker()).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: '404 - Not Found' })).toBeVisible()
    await expect(page).toHaveTitle('404 - Not Found')
  })

  test('without the service worker the same offline visit fails (control)', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(new URL('/', test.info().project.use.baseURL).href)
    await context.setOffline(true)
    await expect(
      page.goto(new URL('/tools/word-counter', test.info().project.use.baseURL).href),
    ).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
    await context.close()
  })
})
