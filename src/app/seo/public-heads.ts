// Every public path with its head, from the public-page list and the tool registry: the prerenderer, the
// sitemap and the tests walk this list; pages themselves never import it.
import { TOOLS } from '@/tools/registry'
import { PUBLIC_PAGES } from '../public-pages'
import type { PageHead } from './head'
import { pageHead } from './page-heads'
import { toolHead } from './tool-head'

/** Every indexable public path with its head. */
export function publicHeads(lang: 'en' | 'hi'): PageHead[] {
  return [...PUBLIC_PAGES.map((p) => pageHead(p, lang)), ...TOOLS.map((t) => toolHead(t, lang))]
}
