import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { waitForServiceWorkerControl } from './sw-helpers'

// Every tool the build prerendered, less those whose own spec already works offline (their work runs in a
// worker or wasm, or they have offline messages of their own): the sweep below proves the rest open and
// hydrate offline, so their specs need no service worker.
const TOOLS_DIR = new URL('../tools/', import.meta.url)
const OWN_OFFLINE_TEST = /openOffline|waitForServiceWorkerControl/
const ownOffline = (slug: string) => {
  const spec = new URL(`${slug}.spec.ts`, TOOLS_DIR)
  return existsSync(spec) && OWN_OFFLINE_TEST.test(readFileSync(spec, 'utf8'))
}
const TOOL_SLUGS = readdirSync(resolve(process.env.DIST_DIR ?? 'dist', 'tools'))
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.slice(0, -'.html'.length))
const SWEPT_PATHS = TOOL_SLUGS.filter((slug) => !ownOffline(slug)).map((slug) => `/tools/${slug}`)

test.describe('offline (service worker precache)', () => {
  swTest(
    'each tool opens offline by deep link, a never-visited one works, unknown paths show 404',
    async ({ page, context }) => {
      // One precache install for the ~15 tool pages read from it.
      test.setTimeout(150_000)
      await page.goto('/')
      await waitForServiceWorkerControl(page)
      await context.setOffline(true)
      const failedAssets: string[] = []
      page.on('requestfailed', (request) => {
        // Leaving a page aborts the worker scripts it was still starting; that is not a missing file.
        const error = request.failure()?.errorText ?? ''
        if (new URL(request.url()).pathname.startsWith('/assets/') && error !== 'net::ERR_ABORTED') {
          failedAssets.push(`${request.url()} ${error}`)
        }
      })

      const response = await page.goto('/tools/word-counter')
      expect(response?.fromServiceWorker()).toBe(true)
      await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeVisible()
      await page.getByLabel('Your text').fill('Offline tools still count words')
      await expect(page.getByRole('status').filter({ hasText: '5 words' })).toHaveCount(1)
      // The prerendered page's own head came from the precache, not the network.
      await expect(page).toHaveTitle(/^Word Counter – .* \| AutoBahi$/)

      expect(TOOL_SLUGS.length).toBeGreaterThanOrEqual(40)
      for (const path of SWEPT_PATHS) {
        const tool = await page.goto(path)
        expect(tool?.fromServiceWorker(), path).toBe(true)
        // Hydrated: the tool's own code came from the precache too.
        await page.waitForFunction((p) => document.documentElement.dataset.ready === p, path)
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('404 - Not Found')
      }
      expect(failedAssets).toEqual([])

      const unknown = await page.goto('/no/such/page?x=1')
      expect(unknown?.fromServiceWorker()).toBe(true)
      await expect(page.getByRole('heading', { level: 1, name: '404 - Not Found' })).toBeVisible()
      await expect(page).toHaveTitle('404 - Not Found')
    },
  )

  test('without the service worker the same offline visit fails (control)', async ({ page, context }) => {
    await page.goto('/')
    await context.setOffline(true)
    await expect(page.goto('/tools/word-counter')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  })
})
