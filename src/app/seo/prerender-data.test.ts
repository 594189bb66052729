import { describe, expect, it } from 'vitest'
import { PUBLIC_ROUTES } from '../public-routes'
import { TOOLS } from '@/tools/registry'
import { headHtml, headTags, type PageHead } from './head'
import { prerenderPages, siteFiles, toolShortcuts } from './prerender-data'

const ORIGIN = 'https://autobahi.in'

describe('prerenderPages', () => {
  const pages = prerenderPages(ORIGIN)

  it('covers every public route and every tool once', () => {
    const paths = pages.map((p) => p.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const route of PUBLIC_ROUTES) expect(paths).toContain(route.path)
    for (const tool of TOOLS) expect(paths).toContain(`/tools/${tool.slug}`)
  })

  it('gives every page its own title and description', () => {
    const titles = pages.map((p) => p.head.match(/<title>([^<]+)<\/title>/)?.[1])
    const descriptions = pages.map((p) => p.head.match(/<meta name="description" content="([^"]+)"/)?.[1])
    expect(titles.every(Boolean)).toBe(true)
    expect(descriptions.every(Boolean)).toBe(true)
    expect(new Set(titles).size).toBe(pages.length)
    expect(new Set(descriptions).size).toBe(pages.length)
  })

  it('carries canonical, Open Graph 1200x630, Twitter and JSON-LD with the origin', () => {
    const about = pages.find((p) => p.path === '/about')
    expect(about?.file).toBe('about.html')
    expect(about?.head).toContain(`<link rel="canonical" href="${ORIGIN}/about" data-head="">`)
    expect(about?.head).toContain('<meta property="og:image:width" content="1200"')
    expect(about?.head).toContain('<meta property="og:image:height" content="630"')
    expect(about?.head).toContain(`<meta name="twitter:image" content="${ORIGIN}/og-image.png"`)
    expect(about?.head).toContain('application/ld+json')
  })
})

describe('headHtml escaping', () => {
  const head: PageHead = {
    title: 'Say "hi" & <b>bye</b>',
    description: 'Ends a script? </script><script>alert(1)</script>',
    keywords: [],
    path: '/x',
    index: true,
    lang: 'en',
    structured: 'tool',
    app: { name: '</script>', category: 'UtilitiesApplication' },
  }
  const html = headHtml(headTags(head, ORIGIN))

  it('escapes quotes and angle brackets in attributes and the title', () => {
    expect(html).toContain('<title>Say "hi" &amp; &lt;b&gt;bye&lt;/b&gt;</title>')
    expect(html).toContain('content="Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;"')
  })

  it('never lets JSON-LD close its script element', () => {
    const script = html.slice(html.indexOf('application/ld+json'))
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(script).toContain('\\u003c/script>')
  })
})

describe('siteFiles and shortcuts', () => {
  it('puts every indexable path in the sitemap and names it in robots.txt', () => {
    const { sitemap, robots } = siteFiles(ORIGIN, '2026-11-21')
    for (const page of prerenderPages(ORIGIN).filter((p) => p.index)) {
      expect(sitemap).toContain(`<loc>${ORIGIN}${page.path}</loc>`)
    }
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })

  it('derives shortcuts from the registry', () => {
    expect(toolShortcuts().map((s) => s.path)).toEqual(TOOLS.map((t) => `/tools/${t.slug}`))
  })
})
