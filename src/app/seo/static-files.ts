// Pure builders of the static files the production build writes beside the app: one HTML file per public
// path (so crawlers and link previews see each page's own head without running JavaScript), sitemap.xml
// and robots.txt. scripts/prerender.mjs does the file I/O.

const HEAD_START = '<!--head-->'
const HEAD_END = '<!--/head-->'

/** Signed-in and non-public areas that crawlers should skip (spec: protected, admin and auth routes). */
export const PRIVATE_PATHS = [
  '/admin',
  '/admin-login',
  '/login',
  '/signup',
  '/join/',
  '/auth/',
  '/dashboard',
  '/customers',
  '/purchases',
  '/purchase-returns',
  '/stock',
  '/reports',
  '/vehicle-invoices',
  '/sales-returns',
  '/bookings',
  '/mis-report',
  '/journal-entry',
  '/party-ledger',
  '/day-book',
  '/receipts',
  '/workshop/',
  '/print/',
  '/settings',
  '/profile',
  '/staff',
] as const

/** Replaces the block between <!--head--> and <!--/head--> of index.html with a page's head HTML. */
export function replaceHead(indexHtml: string, head: string): string {
  const start = indexHtml.indexOf(HEAD_START)
  const end = indexHtml.indexOf(HEAD_END)
  if (start < 0 || end < start) throw new Error('index.html has no <!--head--> … <!--/head--> block')
  return `${indexHtml.slice(0, start + HEAD_START.length)}\n    ${head}\n    ${indexHtml.slice(end)}`
}

const ROOT = '<div id="root"></div>'

/** Puts a page's prerendered markup into #root, marking which path it was rendered for so the client
 * hydrates it only at that path. */
export function insertBody(html: string, path: string, body: string): string {
  if (!html.includes(ROOT)) throw new Error('index.html has no empty <div id="root"></div>')
  const attr = path.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return html.replace(ROOT, () => `<div id="root" data-prerendered="${attr}">${body}</div>`)
}

/**
 * The file a public path is written to, relative to dist. `/about` becomes `about.html` (not about/index.html):
 * `vite preview` serves /about from about.html, and the service worker's precache maps /about to about.html
 * too, while /about/index.html would only be found for /about/.
 */
export function htmlFileFor(path: string): string {
  if (!path.startsWith('/') || path.includes('..') || path.includes('?') || path.includes('#')) {
    throw new Error(`Not a public page path: ${path}`)
  }
  if (path === '/') return 'index.html'
  return `${path.replace(/^\/+|\/+$/g, '')}.html`
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export type SitemapEntry = { path: string; index: boolean }

/** sitemap.xml for every indexable path, with absolute URLs and the build date (YYYY-MM-DD) as lastmod. */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string, lastmod: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(lastmod)) throw new Error(`lastmod must be YYYY-MM-DD, got ${lastmod}`)
  const base = origin.replace(/\/+$/, '')
  const urls = entries
    .filter((entry) => entry.index)
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(base + entry.path)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
    )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything public is allowed, signed-in areas are not, and the sitemap is named. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '')
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}
