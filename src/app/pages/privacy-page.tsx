import { useLanguage } from '@/lib/i18n'
import { LegalDocument } from '../marketing/legal-document'
import { privacyPage } from '../page-meta/privacy'
import { usePageHead } from '../seo/use-page-head'
import { PRIVACY_POLICY } from './privacy-strings'

/** /privacy-policy: what each part of AutoBahi does with data, and the DPDP Act rights. */
export default function PrivacyPage() {
  usePageHead(privacyPage)
  const lang = useLanguage()
  return <LegalDocument doc={PRIVACY_POLICY[lang]} lang={lang} />
}
