// The head of a public page or the 404 page in a language (tool pages: tool-head.ts). Imports no page or tool list, so a
// page that needs only its own head does not load the registry (the lists are in public-heads.ts).
import type { PublicPage } from '../public-pages'
import { DEFAULT_TITLE, type PageHead } from './head'

type Lang = 'en' | 'hi'

export function pageHead(page: PublicPage, lang: Lang): PageHead {
  return {
    title: page.title[lang],
    description: page.description[lang],
    keywords: page.keywords,
    path: page.path,
    index: page.index,
    lang,
    structured: page.structured,
  }
}

export function notFoundHead(path: string, lang: Lang): PageHead {
  return {
    title: lang === 'hi' ? '404 - पेज नहीं मिला' : '404 - Not Found',
    description:
      lang === 'hi' ? 'आप जो पेज खोज रहे हैं वह मौजूद नहीं है।' : 'The page you are looking for does not exist.',
    keywords: [],
    path,
    index: false,
    lang,
    structured: 'page',
  }
}

/** The head used before any page has set its own. */
export function defaultHead(lang: Lang): PageHead {
  return { ...notFoundHead('/', lang), title: DEFAULT_TITLE, index: true }
}
