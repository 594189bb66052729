import { useLanguage } from '@/lib/i18n'
import { LegalDocument } from '../marketing/legal-document'
import { termsPage } from '../page-meta/terms'
import { usePageHead } from '../seo/use-page-head'
import { TERMS } from './terms-strings'

/** /terms-conditions: terms of the free tools and of AutoBahi Pro accounts and subscriptions. */
export default function TermsPage() {
  usePageHead(termsPage)
  const lang = useLanguage()
  return <LegalDocument doc={TERMS[lang]} lang={lang} />
}
