import { describe, expect, it } from 'vitest'
import { htmlFileFor, replaceHead, robotsTxt, sitemapXml, insertBody } from './static-files'

const INDEX = `<html><head>
    <meta charset="UTF-8" />
    <!--head-->
    <title>Default</title>
    <!--/head-->
    <script type="module" src="/assets/index-abc.js"></script>
  </head><body><div id="root"></div></body></html>`

describe('replaceHead', () => {
  it('swaps only the marked block and keeps the markers and the rest', () => {
    const out = replaceHead(INDEX, '<title>About</title>')
    expect(out).toContain('<!--head-->\n    <title>About</title>\n    <!--/head-->')
    expect(out).not.toContain('Default')
    expect(out).toContain('<meta charset="UTF-8" />')
    expect(out).toContain('src="/assets/index-abc.js"')
  })

  it('treats $ patterns in the head literally', () => {
    expect(replaceHead(INDEX, '<title>₹ $& $1</title>')).toContain('<title>₹ $& $1</title>')
  })

  it('refuses an index.html without the block', () => {
    expect(() => replaceHead('<html><head></head></html>', 'x')).toThrow(/no <!--head-->/)
  })
})

describe('htmlFileFor', () => {
  it('maps paths to files vite preview and the service worker both find', () => {
    expect(htmlFileFor('/')).toBe('index.html')
    expect(htmlFileFor('/about')).toBe('about.html')
    expect(htmlFileFor('/tools/word-counter')).toBe('tools/word-counter.html')
  })

  it('rejects anything that is not a plain path', () => {
    expect(() => htmlFileFor('about')).toThrow()
    expect(() => htmlFileFor('/../etc/passwd')).toThrow()
    expect(() => htmlFileFor('/a?b=1')).toThrow()
  })
})

describe('sitemapXml', () => {
  const entries = [
    { path: '/', index: true },
    { path: '/tools/word-counter', index: true },
    { path: '/login', index: false },
    { path: '/a&b', index: true },
  ]
  const xml = sitemapXml(entries, 'https://autobahi.in/', '2026-11-21')

  it('lists indexable paths with absolute URLs and lastmod', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<loc>https://autobahi.in/</loc>')
    expect(xml).toContain('<loc>https://autobahi.in/tools/word-counter</loc>')
    expect(xml.match(/<lastmod>2026-11-21<\/lastmod>/g)).toHaveLength(3)
  })

  it('leaves noindex paths out and escapes XML', () => {
    expect(xml).not.toContain('/login')
    expect(xml).toContain('<loc>https://autobahi.in/a&amp;b</loc>')
  })

  it('refuses a malformed date', () => {
    expect(() => sitemapXml(entries, 'https://x.in', '21/11/2026')).toThrow()
  })
})

describe('robotsTxt', () => {
  it('allows the site, disallows signed-in areas and names the sitemap', () => {
    const txt = robotsTxt('https://autobahi.in/')
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/)
    expect(txt).toContain('Disallow: /admin\n')
    expect(txt).toContain('Disallow: /dashboard\n')
    expect(txt).not.toContain('Disallow: /tools')
    expect(txt).toContain('Sitemap: https://autobahi.in/sitemap.xml')
  })
})

describe('insertBody', () => {
  const shell =
    '<html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>'

  it('puts the prerendered markup into #root and records the path it was rendered for', () => {
    const html = insertBody(shell, '/about', '<main><h1>About</h1></main>')
    expect(html).toContain('<div id="root" data-prerendered="/about"><main><h1>About</h1></main></div>')
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>')
  })

  it('keeps replacement patterns in the markup literal', () => {
    expect(insertBody(shell, '/', '<p>$& costs $1</p>')).toContain(
      '<p>$&amp; costs $1</p>'.replace('&amp;', '&'),
    )
  })

  it('refuses a page without an empty root', () => {
    expect(() => insertBody('<div id="root">x</div>', '/', '<p/>')).toThrow(/empty <div id="root">/)
  })
})
