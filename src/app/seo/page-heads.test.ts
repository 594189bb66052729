import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '../public-pages'
import { PUBLIC_ROUTES } from '../public-routes'
import { DEFAULT_TITLE, headTags, structuredData } from './head'
import { defaultHead, notFoundHead } from './page-heads'
import { publicHeads } from './public-heads'

const origin = 'https://example.test'

function tagContent(tags: ReturnType<typeof headTags>, key: string): string | undefined {
  for (const t of tags) {
    if (t.tag === 'title' && key === 'title') return t.text
    if (t.tag === 'meta' && (t.attrs.name === key || t.attrs.property === key)) return t.attrs.content
    if (t.tag === 'link' && t.attrs.rel === key) return t.attrs.href
  }
  return undefined
}

describe('page metadata', () => {
  it('keeps the route list and the metadata list of public pages equal', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path).sort()).toEqual(PUBLIC_PAGES.map((p) => p.path).sort())
  })

  for (const lang of ['en', 'hi'] as const) {
    it(`gives every public path its own title, description and keywords (${lang})`, () => {
      const heads = publicHeads(lang)
      expect(heads.map((h) => h.path)).toEqual(
        expect.arrayContaining([
          '/',
          '/about',
          '/contact',
          '/privacy-policy',
          '/terms-conditions',
          '/autobahi-pro',
          '/tools/word-counter',
        ]),
      )
      expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length)
      expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length)
      for (const head of heads) {
        expect(head.title.length, head.path).toBeGreaterThan(10)
        expect(head.description.length, head.path).toBeGreaterThan(50)
        expect(head.keywords.length, head.path).toBeGreaterThan(0)
        expect(head.index).toBe(true)
      }
    })
  }

  it('writes canonical, robots, social tags and a 1200x630 image', () => {
    const home = publicHeads('en').find((h) => h.path === '/')!
    const tags = headTags(home, origin)
    expect(tagContent(tags, 'canonical')).toBe('https://example.test/')
    expect(tagContent(tags, 'robots')).toBe('index, follow')
    expect(tagContent(tags, 'og:image')).toBe('https://example.test/og-image.png')
    expect(tagContent(tags, 'og:image:width')).toBe('1200')
    expect(tagContent(tags, 'og:image:height')).toBe('630')
    expect(tagContent(tags, 'twitter:card')).toBe('summary_large_image')
    expect(tagContent(tags, 'og:locale')).toBe('en_IN')
  })

  it('puts organisation and website data on home, organisation and a free rated app on tool pages', () => {
    const home = publicHeads('en').find((h) => h.path === '/')!
    expect(structuredData(home, origin).map((d) => (d as { '@type': string })['@type'])).toEqual([
      'Organization',
      'WebSite',
    ])
    const tool = publicHeads('en').find((h) => h.path === '/tools/word-counter')!
    const [org, app] = structuredData(tool, origin) as [{ '@type': string }, Record<string, unknown>]
    expect(org['@type']).toBe('Organization')
    expect(app['@type']).toBe('SoftwareApplication')
    expect(app.offers).toMatchObject({ price: '0', priceCurrency: 'INR' })
    expect(app.aggregateRating).toMatchObject({ ratingValue: '4.8', ratingCount: '250' })
  })

  it('marks the 404 page noindex and gives it no structured data', () => {
    const tags = headTags(notFoundHead('/nope', 'en'), origin)
    expect(tagContent(tags, 'title')).toBe('404 - Not Found')
    expect(tagContent(tags, 'robots')).toBe('noindex, nofollow')
    expect(tags.some((t) => t.tag === 'script')).toBe(false)
  })

  it('uses the spec default title before a page sets its own', () => {
    expect(defaultHead('en').title).toBe(DEFAULT_TITLE)
    expect(DEFAULT_TITLE).toBe('Free Online Tools for PDF, Images, & More')
  })
})
