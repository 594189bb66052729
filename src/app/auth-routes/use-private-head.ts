import { useLanguage } from '@/lib/i18n'
import { useHead } from '../seo/use-head'

/** Head of a sign-in or signed-in page: never indexed (spec §2). */
export function usePrivateHead(title: string, description: string, path: string): void {
  const lang = useLanguage()
  useHead({
    title: `${title} | AutoBahi Pro`,
    description,
    keywords: [],
    path,
    index: false,
    lang,
    structured: 'page',
  })
}
