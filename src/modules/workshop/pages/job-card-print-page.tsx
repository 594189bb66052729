// /print/job-card/:id — the job card as a PDF from the document kit (print/job-card-doc.ts), with Print,
// Download PDF and Share. The signature may have been taken on another device: it is fetched first, and the
// buttons wait for it, so no print goes out unsigned while the signature is on its way.
import { useMemo } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { JobCard } from '@schemas/index'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { cardInvoicesQuery } from '../data/billing'
import { useAuth } from '@/auth/auth-context'
import type { FrameCompany } from '@/lib/documents/frame'
import { useDocImage } from '@/lib/documents/use-doc-image'
import { useLanguage } from '@/lib/i18n'
import { DocumentPage } from '@/ui/documents/document-page'
import { Spinner } from '@/ui/spinner'
import { money } from '../components/format'
import { MediaState } from '../components/media-state'
import { useMediaView } from '../components/use-media-url'
import { useCardSupply, useJobCard, useWorkshopSettings } from '../data/use-job-cards'
import { jobCardDoc } from '../print/job-card-doc'
import { useWorkshopStrings } from '../workshop-strings'
import { jobCardsModule } from '../module'

export default function JobCardPrintPage() {
  const t = useWorkshopStrings()
  const { id = '' } = useParams()
  const { data, loading } = useJobCard(id)
  if (loading || data === undefined) {
    return <Spinner label={t('loading')} className="min-h-[50vh] print:hidden" />
  }
  if (!data) {
    return (
      <div role="alert" className="p-8 text-center">
        <p>{t('printNotFound')}</p>
        <Link
          to={jobCardsModule.href.list()}
          className="mt-4 inline-flex min-h-11 items-center text-brand-700 underline"
        >
          ← {t('backToList')}
        </Link>
      </div>
    )
  }
  return <PrintedCard card={data} />
}

function PrintedCard({ card }: { card: JobCard }) {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const { options } = useWorkshopSettings()
  const supply = useCardSupply(card)
  const { db } = useData()
  const invoices = useRxQuery(() => cardInvoicesQuery(db, card.id), [db, card.id]).data as
    Voucher[] | undefined
  const billedOn = useMemo(
    () => (invoices ?? []).filter((v) => card.billing?.invoice_ids.includes(v.id)).map((v) => v.number),
    [invoices, card.billing],
  )
  const signature = card.media.find((m) => m.kind === 'signature') ?? null
  const signatureView = useMediaView(card.id, signature)
  const fetched = useDocImage(signatureView.state === 'ready' ? signatureView.url : null)
  // While the signature is still coming from another device the buttons wait for it.
  const image = signatureView.state === 'loading' ? undefined : fetched
  const settings = auth.settings
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const input = useMemo(
    () =>
      image === undefined
        ? null
        : jobCardDoc({ card, options, company, lang, t: t as never, supply, signature: image, billedOn }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is made anew each render and follows lang
    [card, options, company, lang, supply, image, billedOn],
  )
  const title = card.billing ? t('printTitleJobCard') : t('printTitleEstimate')
  return (
    <DocumentPage
      data-testid="job-card-print"
      data-signature={input ? (input.images.length > 0 ? 'printed' : 'none') : 'waiting'}
      back={{ to: jobCardsModule.href.card(card.id), label: t('backToCard') }}
      aside={
        signature && signatureView.state !== 'ready' ? (
          <MediaState view={signatureView} label={t('customerSignature')} className="text-sm text-ink-soft" />
        ) : null
      }
      title={title}
      number={card.job_no}
      numberTestId="print-job-no"
      input={input}
      share={{
        text: `${title} ${card.job_no} · ${money(card.total, lang)} · ${company.company_name ?? ''}`,
        mobile: card.mobile ?? null,
      }}
    />
  )
}
