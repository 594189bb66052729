// /print/job-card/:id — the job card on A4 as the workshop settings say: vehicle details, labour items, job
// details, units, and the "Service/Labour Invoice" title; company header, totals, amount in words, signature.
// The signature may have been taken on another device: it is fetched first, and Print waits for it.
import { Printer } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import type { JobCard } from '@schemas/index'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { km, money, qtyText } from '../components/format'
import { words } from '../components/totals-panel'
import { MediaState } from '../components/media-state'
import { useMediaView } from '../components/use-media-url'
import { useCardSupply, useJobCard, useWorkshopSettings } from '../data/use-job-cards'
import { computeJobTotals, type LineTotals } from '../domain/totals'
import { useWorkshopStrings } from '../workshop-strings'
import { displayDate } from '@/utils/display-date'
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

const cell = 'border border-black/40 px-2 py-1 align-top'

function PrintedCard({ card }: { card: JobCard }) {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  const { options, settings } = useWorkshopSettings()
  const supply = useCardSupply(card)
  const r = computeJobTotals(card.labour, card.parts, supply)
  const totals = r.ok ? r.value : null
  const signature = card.media.find((m) => m.kind === 'signature') ?? null
  const signatureView = useMediaView(card.id, signature)
  const s = (k: string) => (typeof settings?.[k] === 'string' ? (settings[k] as string) : '')
  const title = options.show_service_labour_invoice_title ? t('printTitleInvoice') : t('printTitleJobCard')
  const uom = options.enable_uom
  const stateLabel = totals?.stateTaxLabel === 'UTGST' ? t('utgst') : t('sgst')
  const address = [s('address'), s('district'), s('state'), s('pin_code')].filter(Boolean).join(', ')

  return (
    <article
      className="mx-auto max-w-[210mm] p-3 text-[13px] leading-snug sm:p-6 print:p-0"
      data-testid="job-card-print"
    >
      <div className="mb-4 flex flex-wrap items-center justify-end gap-3 print:hidden">
        <Link
          to={jobCardsModule.href.card(card.id)}
          className="mr-auto inline-flex min-h-11 items-center text-sm text-brand-700 hover:underline"
        >
          ← {t('backToCard')}
        </Link>
        {signature && signatureView.state !== 'ready' ? (
          <MediaState view={signatureView} label={t('customerSignature')} className="text-sm text-ink-soft" />
        ) : null}
        <Button
          onClick={() => window.print()}
          disabled={signatureView.state === 'loading'}
          data-testid="print-button"
        >
          <Printer aria-hidden="true" />
          {t('printButton')}
        </Button>
      </div>
      <header className="border-b-2 border-black pb-2 text-center">
        <p className="text-xl font-bold">{s('company_name')}</p>
        {address ? <p>{address}</p> : null}
        <p>
          {s('gst_no') ? `${t('gstin')}: ${s('gst_no')}` : null}
          {s('gst_no') && s('mobile') ? ' · ' : null}
          {s('mobile')}
        </p>
        <h1 className="mt-2 text-lg font-bold tracking-wide uppercase" data-testid="print-title">
          {title}
        </h1>
      </header>

      <section className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1">
        <p>
          <b>{t('jobNo')}:</b> <span data-testid="print-job-no">{card.job_no}</span>
        </p>
        <p>
          <b>{t('date')}:</b> {displayDate(card.opened_at, lang)}
        </p>
        <p>
          <b>{t('customer')}:</b> {card.customer_name}
        </p>
        <p>
          <b>{t('mobile')}:</b> {card.mobile ?? ''}
        </p>
        <p>
          <b>{t('statusLabel')}:</b> {t(`status_${card.status}`)}
        </p>
        {card.promised_at ? (
          <p>
            <b>{t('promised')}:</b> {displayDate(card.promised_at, lang)}
          </p>
        ) : null}
      </section>

      {options.show_vehicle_details ? (
        <section className="mt-3" data-testid="print-vehicle">
          <h2 className="font-bold">{t('vehicle')}</h2>
          <div className="grid grid-cols-2 gap-x-6 gap-y-1">
            <p>
              <b>{t('regNo')}:</b> {card.reg_no}
            </p>
            <p>
              <b>{t('chassisNo')}:</b> {card.chassis_no}
            </p>
            <p>
              <b>{t('engineNo')}:</b> {card.engine_no ?? ''}
            </p>
            <p>
              <b>{t('makeModel')}:</b> {card.make_model ?? ''}
            </p>
            <p>
              <b>{t('odometer')}:</b> {t('km', { km: km(card.odometer, lang) })}
            </p>
          </div>
        </section>
      ) : null}

      {options.show_job_details ? (
        <section className="mt-3" data-testid="print-job-details">
          <h2 className="font-bold">{t('complaints')}</h2>
          <ol className="list-decimal pl-6">
            {card.complaints.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ol>
          <p className="mt-1">
            {card.technician ? (
              <>
                <b>{t('technician')}:</b> {card.technician}
              </>
            ) : null}
          </p>
          {card.approved_at && card.approved_estimate != null ? (
            <p>
              {t('approval', {
                amount: money(card.approved_estimate, lang),
                by: card.approved_by ?? '',
                date: displayDate(card.approved_at, lang),
              })}
            </p>
          ) : null}
          {card.notes ? <p className="whitespace-pre-line">{card.notes}</p> : null}
          {card.status === 'cancelled' && card.cancel_reason ? (
            <p>{t('cancelledBecause', { reason: card.cancel_reason })}</p>
          ) : null}
        </section>
      ) : null}

      {options.show_labour_items && card.labour.length > 0 ? (
        <LinesTable
          testId="print-labour"
          title={t('labour')}
          lines={card.labour}
          totals={totals?.labour}
          uom={uom}
          own={[
            { head: t('description'), value: (l) => l.description },
            { head: t('sac'), value: (l) => l.sac ?? '' },
          ]}
        />
      ) : null}

      {card.parts.length > 0 ? (
        <LinesTable
          testId="print-parts"
          title={t('parts')}
          lines={card.parts}
          totals={totals?.parts}
          uom={uom}
          own={[
            { head: t('partNo'), value: (p) => p.part_no ?? '' },
            { head: t('partName'), value: (p) => p.name },
            { head: t('hsn'), value: (p) => p.hsn ?? '' },
          ]}
        />
      ) : null}

      {totals ? (
        <section className="mt-3 ml-auto w-full max-w-xs" data-testid="print-totals">
          <table className="w-full border-collapse">
            <tbody>
              {options.show_labour_items ? (
                <tr>
                  <td className={cell}>{t('labourSubtotal')}</td>
                  <td className={`${cell} text-right`}>{money(totals.labourTotals.taxable, lang)}</td>
                </tr>
              ) : null}
              <tr>
                <td className={cell}>{t('partsSubtotal')}</td>
                <td className={`${cell} text-right`}>{money(totals.partsTotals.taxable, lang)}</td>
              </tr>
              <tr>
                <td className={cell}>{t('taxableValue')}</td>
                <td className={`${cell} text-right`}>{money(totals.taxable, lang)}</td>
              </tr>
              {totals.kind === 'intra' ? (
                <>
                  <tr>
                    <td className={cell}>{t('cgst')}</td>
                    <td className={`${cell} text-right`}>{money(totals.cgst, lang)}</td>
                  </tr>
                  <tr>
                    <td className={cell}>{stateLabel}</td>
                    <td className={`${cell} text-right`}>{money(totals.sgst, lang)}</td>
                  </tr>
                </>
              ) : (
                <tr>
                  <td className={cell}>{t('igst')}</td>
                  <td className={`${cell} text-right`}>{money(totals.igst, lang)}</td>
                </tr>
              )}
              <tr>
                <td className={cell}>{t('roundOff')}</td>
                <td className={`${cell} text-right`}>{money(totals.roundOff, lang)}</td>
              </tr>
              <tr className="font-bold">
                <td className={cell}>{t('grandTotal')}</td>
                <td className={`${cell} text-right`} data-testid="print-grand-total">
                  {money(totals.grandTotal, lang)}
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      ) : null}
      {totals ? (
        <p className="mt-2" data-testid="print-words">
          <b>{t('inWords')}:</b> {words(totals.grandTotal, lang)}
        </p>
      ) : null}

      <footer className="mt-10 grid grid-cols-2 gap-6">
        <div>
          {signatureView.state === 'ready' ? (
            <img
              src={signatureView.url}
              alt={t('customerSignature')}
              className="h-16 object-contain"
              data-testid="print-signature"
            />
          ) : (
            <div className="h-16" />
          )}
          <p className="border-t border-black pt-1">{t('customerSignature')}</p>
        </div>
        <div className="text-right">
          <div className="h-16" />
          <p className="border-t border-black pt-1">{t('forCompany', { company: s('company_name') })}</p>
        </div>
      </footer>
    </article>
  )
}

type PricedLine = { id: string; qty: number; uom?: string; rate: number; gst_rate: number }

/** Labour or part lines: their own columns first, then quantity, unit, rate, GST and the amounts. */
function LinesTable<L extends PricedLine>({
  testId,
  title,
  lines,
  totals,
  uom,
  own,
}: {
  testId: string
  title: string
  lines: readonly L[]
  totals: readonly LineTotals[] | undefined
  uom: boolean
  own: readonly { head: string; value: (line: L) => string }[]
}) {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  const right = `${cell} text-right`
  return (
    <section className="mt-3" data-testid={testId}>
      <h2 className="font-bold">{title}</h2>
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse">
          <thead>
            <tr>
              <th className={cell}>{t('sNo')}</th>
              {own.map((c) => (
                <th key={c.head} className={cell}>
                  {c.head}
                </th>
              ))}
              <th className={cell}>{t('qty')}</th>
              {uom ? <th className={cell}>{t('uom')}</th> : null}
              <th className={cell}>{t('rate')}</th>
              <th className={cell}>{t('gstRate')}</th>
              <th className={cell}>{t('taxable')}</th>
              <th className={cell}>{t('lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={l.id}>
                <td className={cell}>{i + 1}</td>
                {own.map((c) => (
                  <td key={c.head} className={cell}>
                    {c.value(l)}
                  </td>
                ))}
                <td className={right}>{qtyText(l.qty, lang)}</td>
                {uom ? <td className={cell}>{l.uom ?? ''}</td> : null}
                <td className={right}>{money(l.rate, lang)}</td>
                <td className={right}>{l.gst_rate} %</td>
                <td className={right}>{money(totals?.[i]?.taxable ?? 0, lang)}</td>
                <td className={right}>{money(totals?.[i]?.total ?? 0, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
