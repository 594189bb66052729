import { useMemo } from 'react'
import { useLanguage } from '@/lib/i18n'
import { FeedbackForm } from '@/modules/feedback/feedback-form'
import { TOOLS } from '@/tools/registry'
import { toolPath } from '@/tools/define-tool'
import { feedbackPage } from '../page-meta/feedback'
import { usePageHead } from '../seo/use-page-head'
import { useFeedbackPageStrings } from './feedback-strings'

/** /feedback: public, no login; entries wait in an outbox on the device until they can be sent. */
export default function FeedbackPage() {
  usePageHead(feedbackPage)
  const t = useFeedbackPageStrings()
  const lang = useLanguage()
  const tools = useMemo(
    () => TOOLS.map((tool) => ({ value: toolPath(tool.slug), label: tool.name[lang] })),
    [lang],
  )
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg leading-8 text-ink-soft">{t('lead')}</p>
      </header>
      <div className="mt-8 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6">
        <FeedbackForm tools={tools} />
      </div>
    </div>
  )
}
