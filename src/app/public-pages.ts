// Metadata of the public (no-login) pages besides the tools: with the tool registry it drives the page
// heads, sitemap.xml and the prerendered HTML. Routes are in public-routes.ts; a test keeps the two lists equal.
import type { Bilingual } from '@/lib/i18n'
import type { StructuredKind } from './seo/head'
import { homePage } from './page-meta/home'
import { proPage } from './page-meta/pro'
import { toolsPage } from './page-meta/tools'
import { aboutPage } from './page-meta/about'
import { contactPage } from './page-meta/contact'
import { privacyPage } from './page-meta/privacy'
import { termsPage } from './page-meta/terms'
import { feedbackPage } from './page-meta/feedback'

export type PublicPage = {
  path: string
  title: Bilingual
  description: Bilingual
  keywords: readonly string[]
  index: boolean
  structured: StructuredKind
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  homePage,
  toolsPage,
  proPage,
  aboutPage,
  contactPage,
  privacyPage,
  termsPage,
  feedbackPage,
]
