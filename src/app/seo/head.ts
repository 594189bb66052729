// Page metadata as data: one pure function turns a page's description into the tags of <head>, so the
// browser (apply-head.ts) and the build's prerenderer (scripts/prerender.mjs) write exactly the same head.
export const DEFAULT_TITLE = 'Free Online Tools for PDF, Images, & More'
export const SITE_NAME = 'AutoBahi'
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const
export const RATING = { value: '4.8', count: '250' } as const

export type StructuredKind = 'home' | 'tool' | 'page'

export type PageHead = {
  title: string
  description: string
  keywords: readonly string[]
  /** Path without origin, e.g. /tools/word-counter. */
  path: string
  index: boolean
  lang: 'en' | 'hi'
  structured: StructuredKind
  /** Tool pages: the application's name and category for structured data. */
  app?: { name: string; category: string }
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string }

function organisation(origin: string) {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
  }
}

/** Structured data (schema.org JSON-LD) for a page, per the spec: organisation + website on home,
 * organisation + software application (free, INR, rated) on tool pages. */
export function structuredData(head: PageHead, origin: string): object[] {
  const org = organisation(origin)
  if (head.structured === 'home') {
    return [
      org,
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: SITE_NAME,
        url: `${origin}/`,
        inLanguage: ['en-IN', 'hi-IN'],
        publisher: { '@id': org['@id'] },
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}/?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ]
  }
  if (head.structured === 'tool' && head.app) {
    return [
      org,
      {
        '@type': 'SoftwareApplication',
        name: head.app.name,
        url: `${origin}${head.path}`,
        description: head.description,
        applicationCategory: head.app.category,
        operatingSystem: 'Any (runs in a web browser)',
        inLanguage: ['en-IN', 'hi-IN'],
        isAccessibleForFree: true,
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: RATING.value, ratingCount: RATING.count },
        publisher: { '@id': org['@id'] },
      },
    ]
  }
  return [org]
}

/** Every tag the page's head must carry. */
export function headTags(head: PageHead, origin: string): HeadTag[] {
  const url = `${origin}${head.path}`
  const image = `${origin}${SHARE_IMAGE.path}`
  const locale = head.lang === 'hi' ? 'hi_IN' : 'en_IN'
  const tags: HeadTag[] = [
    { tag: 'title', text: head.title },
    { tag: 'meta', attrs: { name: 'description', content: head.description } },
    { tag: 'meta', attrs: { name: 'keywords', content: head.keywords.join(', ') } },
    { tag: 'meta', attrs: { name: 'robots', content: head.index ? 'index, follow' : 'noindex, nofollow' } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
    {
      tag: 'meta',
      attrs: { property: 'og:type', content: head.structured === 'page' ? 'article' : 'website' },
    },
    { tag: 'meta', attrs: { property: 'og:title', content: head.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: head.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:locale', content: locale } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: String(SHARE_IMAGE.width) } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: String(SHARE_IMAGE.height) } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: head.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: head.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
  ]
  if (head.index) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify({ '@context': 'https://schema.org', '@graph': structuredData(head, origin) }),
    })
  }
  return tags
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The head as HTML for static files; JSON-LD is escaped so it can never close its script element. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title>${escapeText(t.text)}</title>`
      const attrs = Object.entries(t.attrs)
        .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
        .join(' ')
      if (t.tag === 'script') {
        return `<script ${attrs} data-head="">${t.text.replace(/</g, '\\u003c')}</script>`
      }
      return `<${t.tag} ${attrs} data-head="">`
    })
    .join('\n    ')
}
