// /print/job-card/:id — the job card as a PDF from the document kit (print/job-card-doc.ts), with Print,
// Download PDF and Share. The signature may have been taken on another device: it is fetched first, and the
// buttons wait for it, so no print goes out unsigned while the signature is on its way.
import { useEffect, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { JobCard } from '@schemas/index'
import type { DocImage } from '@workers/documents/spec.options'
import { useAuth } from '@/auth/auth-context'
import type { FrameCompany } from '@/lib/documents/frame'
import { useDocumentPdf } from '@/lib/documents/use-document-pdf'
import { useLanguage } from '@/lib/i18n'
import { DocumentActions } from '@/ui/documents/document-actions'
import { DocumentPreview } from '@/ui/documents/document-preview'
import { useDocumentStrings } from '@/ui/documents/document-strings'
import { Spinner } from '@/ui/spinner'
import { money } from '../components/format'
import { MediaState } from '../components/media-state'
import { useMediaView, type MediaView } from '../components/use-media-url'
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

/** The signature's bytes for the PDF: undefined while they are on their way, null when there are none. */
function useSignatureImage(view: MediaView): DocImage | null | undefined {
  const url = view.state === 'ready' ? view.url : null
  const [got, setGot] = useState<{ url: string; image: DocImage | null } | null>(null)
  useEffect(() => {
    if (!url) return
    let live = true
    void fetch(url)
      .then(async (r) => {
        const blob = await r.blob()
        const type = blob.type === 'image/png' ? 'png' : blob.type === 'image/jpeg' ? 'jpeg' : null
        return type ? { bytes: new Uint8Array(await blob.arrayBuffer()), type } : null
      })
      .catch(() => null)
      .then((image) => {
        if (live) setGot({ url, image: image as DocImage | null })
      })
    return () => {
      live = false
    }
  }, [url])
  if (view.state === 'loading') return undefined
  if (!url) return null
  return got?.url === url ? got.image : undefined
}

function PrintedCard({ card }: { card: JobCard }) {
  const t = useWorkshopStrings()
  const d = useDocumentStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const { options } = useWorkshopSettings()
  const supply = useCardSupply(card)
  const signature = card.media.find((m) => m.kind === 'signature') ?? null
  const signatureView = useMediaView(card.id, signature)
  const image = useSignatureImage(signatureView)
  const settings = auth.settings
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const input = useMemo(
    () =>
      image === undefined
        ? null
        : jobCardDoc({ card, options, company, lang, t: t as never, supply, signature: image }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is made anew each render and follows lang
    [card, options, company, lang, supply, image],
  )
  const preview = useDocumentPdf(input)
  const title = options.show_service_labour_invoice_title ? t('printTitleInvoice') : t('printTitleJobCard')
  return (
    <article
      className="mx-auto flex max-w-4xl flex-col gap-4 p-3 sm:p-6"
      data-testid="job-card-print"
      data-signature={input ? (input.images.length > 0 ? 'printed' : 'none') : 'waiting'}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={jobCardsModule.href.card(card.id)}
          className="mr-auto inline-flex min-h-11 items-center text-sm text-brand-700 hover:underline"
        >
          ← {t('backToCard')}
        </Link>
        {signature && signatureView.state !== 'ready' ? (
          <MediaState view={signatureView} label={t('customerSignature')} className="text-sm text-ink-soft" />
        ) : null}
      </div>
      <h1 className="text-xl font-bold text-ink" data-testid="print-title">
        {title} <span data-testid="print-job-no">{card.job_no}</span>
      </h1>
      <DocumentActions
        input={input}
        preview={preview}
        fileName={`${title} ${card.job_no}`}
        share={{
          text: `${title} ${card.job_no} · ${money(card.total, lang)} · ${company.company_name ?? ''}`,
          mobile: card.mobile ?? null,
        }}
      />
      <DocumentPreview preview={preview} label={d('preview')} />
    </article>
  )
}
