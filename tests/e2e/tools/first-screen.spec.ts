// Every tool's main field is in a phone's first screen (issue 23 item 5: a person on a phone came to type or
// choose a file, not to scroll past the settings), found the way the tool page finds it to focus it.
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { MAIN_FIELD_SELECTORS } from '../../../src/app/pages/tool-main-field'

const SLUGS = readdirSync(resolve(process.env.DIST_DIR ?? 'dist', 'tools'))
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.slice(0, -'.html'.length))
  .sort()
const PHONE = { width: 360, height: 740 }

test('each tool’s main field is in a phone’s first screen', async ({ page }) => {
  test.setTimeout(240_000)
  expect(SLUGS.length).toBeGreaterThan(30)
  await page.setViewportSize(PHONE)
  const low: string[] = []
  for (const slug of SLUGS) {
    await page.goto(`/tools/${slug}`)
    const handle = await page.waitForFunction((selectors) => {
      const area = document.querySelector('[data-tool-area]')
      for (const s of selectors) {
        const el = area?.querySelector<HTMLElement>(s)
        // A file input is hidden inside the label that shows it.
        if (el) {
          return (el.matches('input[type=file]') ? (el.closest('label') ?? el) : el).getBoundingClientRect()
            .top
        }
      }
      return false
    }, MAIN_FIELD_SELECTORS)
    const top = (await handle.jsonValue()) as number
    // Its top and a line of it are on the first screen.
    if (top + 40 > PHONE.height) low.push(`${slug} at ${Math.round(top)} px`)
  }
  expect(low).toEqual([])
})
