import { expect, test } from '@playwright/test'

// Every public path must answer, without JavaScript, with its own head (crawlers and link previews).
const PAGES: Array<[string, RegExp]> = [
  ['/', /^AutoBahi – Free Online Tools for PDF, Images, &amp; More$/],
  ['/autobahi-pro', /^AutoBahi Pro – Dealership Software for Bookings/],
  ['/about', /^About AutoBahi/],
  ['/contact', /^Contact AutoBahi/],
  ['/privacy-policy', /^Privacy Policy – AutoBahi$/],
  ['/terms-conditions', /^Terms &amp; Conditions – AutoBahi$/],
  ['/tools/word-counter', /^Word Counter – .* \| AutoBahi$/],
  ['/tools/text-case-converter', /^Text Case Converter – .* \| AutoBahi$/],
  ['/tools/password-generator', /^Strong Password Generator – .* \| AutoBahi$/],
]

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
const descriptionOf = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''

test.describe('static HTML, sitemap.xml and robots.txt', () => {
  test('every public path has its own title, description and canonical link in the HTML', async ({
    request,
  }) => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const [path, title] of PAGES) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(titleOf(html), path).toMatch(title)
      expect(descriptionOf(html).length, path).toBeGreaterThan(50)
      expect(html, path).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"]+${path === '/' ? '/' : path}"`),
      )
      expect(html, path).toContain('<meta property="og:image:width" content="1200"')
      expect(html.match(/<title>/g), path).toHaveLength(1)
      titles.add(titleOf(html))
      descriptions.add(descriptionOf(html))
    }
    expect(titles.size).toBe(PAGES.length)
    expect(descriptions.size).toBe(PAGES.length)
  })

  test('sitemap.xml lists every public path, and each one has its own static head', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const xml = await response.text()
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    const paths = [...xml.matchAll(/<loc>(https?:\/\/[^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    )
    expect(paths).toEqual(expect.arrayContaining(PAGES.map(([path]) => path)))
    expect(paths).not.toContain('/login')
    // Tools added later are in the sitemap too; each must still have a distinct prerendered head.
    const titles = new Set<string>()
    for (const path of paths) {
      const html = await (await request.get(path)).text()
      expect(titleOf(html), path).not.toBe('')
      expect(descriptionOf(html), path).not.toBe('')
      titles.add(titleOf(html))
    }
    expect(titles.size).toBe(paths.length)
  })

  test('robots.txt allows the site, keeps crawlers out of signed-in areas and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt')
    expect(response.headers()['content-type']).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('Allow: /')
    expect(text).toContain('Disallow: /dashboard')
    expect(text).toContain('Disallow: /admin')
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
  })

  test('the manifest is installable: icons, standalone display and tool shortcuts', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest.short_name).toBe('AutoBahi')
    expect(manifest.display).toBe('standalone')
    expect(manifest.start_url).toBe('/')
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    )
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200)
    expect(manifest.shortcuts.length).toBeGreaterThan(0)
    for (const shortcut of manifest.shortcuts) expect(shortcut.url).toMatch(/^\/tools\/[a-z0-9-]+$/)
  })
})
