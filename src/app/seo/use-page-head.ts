import { useLanguage } from '@/lib/i18n'
import { findPublicPage } from '../public-pages'
import { pageHead } from './page-heads'
import { useHead } from './use-head'

/** Sets the head of a public page from its entry in public-pages.ts. */
export function usePageHead(path: string): void {
  const lang = useLanguage()
  useHead(pageHead(findPublicPage(path), lang))
}
