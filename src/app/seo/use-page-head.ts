import { useLanguage } from '@/lib/i18n'
import type { PublicPage } from '../public-pages'
import { pageHead } from './page-heads'
import { useHead } from './use-head'

/** Sets the head of a public page from its metadata (src/app/page-meta/<page>.ts). */
export function usePageHead(page: PublicPage): void {
  const lang = useLanguage()
  useHead(pageHead(page, lang))
}
