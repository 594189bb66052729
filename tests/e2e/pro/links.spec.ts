// Issue 18: nothing in the app links to a path that 404s, and every signed-in route has its own title.
// Two crawls — the public site without a session, the signed-in app as the platform admin (who sees every
// module and the admin pages) — open every same-origin link they find and fail on any not-found page,
// the public 404 and the app's own alike (both carry data-testid="not-found").
import { expect, test, type Page } from '@playwright/test'
import { ADMIN, signIn } from '../auth/auth-helpers'

const TOOLS_SITE_TITLE = /Free Online Tools/

/** Same-origin paths of every link on the page (no query, no fragment, no files). */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  const origin = new URL(page.url()).origin
  const paths = new Set<string>()
  for (const href of hrefs) {
    const url = new URL(href)
    if (url.origin !== origin || /\.\w{2,4}$/.test(url.pathname)) continue
    paths.add(url.pathname)
  }
  return [...paths]
}

/**
 * Controls smaller than 24 × 24 CSS px (WCAG 2.5.8), leaving out links inside a sentence (the criterion's
 * inline exception) and visually hidden inputs whose label is the target.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page
    .locator('a, button, input, select, textarea, summary, [role="button"], label:has(> input.sr-only)')
    .evaluateAll((els) =>
      els.flatMap((el) => {
        const r = el.getBoundingClientRect()
        if (r.width === 0 || r.height === 0 || el.classList.contains('sr-only')) return []
        // Objects on a drawing (canvas-craft's text layers) are as big as what they show: the essential exception.
        if (el instanceof SVGElement) return []
        if (getComputedStyle(el).visibility === 'hidden' || el.closest('[aria-hidden="true"]')) return []
        const parent = el.parentElement
        const ownText = (el.textContent ?? '').trim().length
        const inSentence =
          el.tagName === 'A' &&
          parent &&
          ['P', 'SPAN'].includes(parent.tagName) &&
          (parent.textContent ?? '').trim().length > ownText + 5
        if (inSentence || (r.width >= 24 && r.height >= 24)) return []
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
        return [`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`]
      }),
    )
}

/** Opens `path` and waits for its heading; fails when the page is a not-found page. */
async function open(page: Page, path: string, from: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('h1').first(), `${path} (linked from ${from})`).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('not-found'), `${path} (linked from ${from}) is a 404`).toHaveCount(0)
}

test('every link of the public site leads to a page, and /tools is the catalogue', async ({ page }) => {
  test.setTimeout(120_000)
  // At phone width, where the tap targets are checked too.
  await page.setViewportSize({ width: 390, height: 844 })
  const small: string[] = []
  const seen = new Map<string, string>([['/', 'start']])
  const queue = ['/']
  while (queue.length > 0) {
    const path = queue.shift() as string
    await open(page, path, seen.get(path) as string)
    small.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`))
    for (const link of await linksOf(page)) {
      // /s/<code> are short links made by the URL shortener: none exist in a fresh database.
      if (seen.has(link) || link.startsWith('/s/')) continue
      seen.set(link, path)
      queue.push(link)
    }
  }
  expect(seen.has('/tools/word-counter')).toBe(true)
  expect(small, 'tap targets under 24 × 24 px on a phone').toEqual([])
  await page.goto('/tools')
  await expect(page.getByRole('heading', { level: 1, name: 'All free tools' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Word Counter' })).toBeVisible()
  // An unknown path is the public 404 for a visitor.
  await page.goto('/no-such-page')
  await expect(page.getByTestId('not-found')).toBeVisible()
  await expect(page.getByText('Or pick a tool:')).toBeVisible()
})

test('every link of the signed-in app leads to a page with its own title', async ({ page }) => {
  // A crawl of every page of the app: it grows with each screen, and a loaded CI machine takes twice as long.
  test.setTimeout(300_000)
  await signIn(page, ADMIN.email, ADMIN.password, '/admin-login')
  await expect(page.getByRole('navigation', { name: 'App' })).toBeVisible({ timeout: 20_000 })
  const nav = page.getByRole('navigation', { name: 'App' })
  await expect(nav.getByRole('link', { name: 'Free tools' })).toHaveAttribute('href', '/tools')

  const titles = new Map<string, string>()
  const seen = new Map<string, string>([['/dashboard', 'start']])
  const queue = ['/dashboard']
  while (queue.length > 0) {
    const path = queue.shift() as string
    await open(page, path, seen.get(path) as string)
    const inApp = (await nav.count()) > 0 || new URL(page.url()).pathname.startsWith('/print/')
    if (!inApp) continue // a public page the app links to (the tools catalogue): the public crawl covers it
    const landed = new URL(page.url()).pathname
    await expect.poll(() => page.title(), { message: `title of ${landed}` }).toMatch(/^\S.* \| AutoBahi Pro$/)
    titles.set(landed, await page.title())
    for (const link of await linksOf(page)) {
      if (seen.has(link)) continue
      seen.set(link, path)
      queue.push(link)
    }
  }
  expect([...titles.keys()]).toEqual(
    expect.arrayContaining([
      '/dashboard',
      '/customers',
      '/bookings',
      '/settings',
      '/profile',
      '/admin/users',
    ]),
  )
  const all = [...titles.values()]
  expect(new Set(all).size, JSON.stringify(Object.fromEntries(titles))).toBe(all.length)
  for (const title of all) expect(title).not.toMatch(TOOLS_SITE_TITLE)

  // A path no module serves: the app's own not-found page, inside the app, with its own title.
  await page.goto('/no-such-page')
  await expect(page.getByTestId('not-found')).toBeVisible({ timeout: 15_000 })
  await expect(nav).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect.poll(() => page.title()).toBe('Page not found | AutoBahi Pro')
  await expect(page.getByText('Or pick a tool:')).toHaveCount(0)
})
