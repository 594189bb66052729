import { useLocation } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { MODULES } from '../modules'
import { useHead } from '../seo/use-head'
import { APP_PAGES } from './pages'
import { signedInHead, signedInRoutes } from './titles'

const ROUTES = signedInRoutes(APP_PAGES, MODULES)

/** The head of the signed-in page at the current path: its own title, never indexed (spec §2). */
export function useSignedInHead(): void {
  const lang = useLanguage()
  const { pathname } = useLocation()
  const { title, description } = signedInHead(ROUTES, pathname, lang)
  useHead({ title, description, keywords: [], path: pathname, index: false, lang, structured: 'page' })
}
