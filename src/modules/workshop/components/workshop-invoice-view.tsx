// One posted workshop invoice as posted (never recomputed): the buyer's snapshot, the place of supply and the
// split stored on it, its lines and totals, the job card it came from, its print, a credit note against it and
// its cancellation (refused once its vehicle was delivered: a credit note then).
import { FileText, Undo2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { CancelVoucher } from '@/modules/books/public'
import { wsReturnModule } from '@/modules/workshop-returns/public'
import { buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { displayDate } from '@/utils/display-date'
import { gstStateByCode } from '@/utils/gst-states'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import { useInvoiceStrings } from '../invoice-strings'
import { jobCardsModule, workshopInvoicesModule } from '../module'
import { ReceivePaymentLink } from './receive-payment-link'

export function WorkshopInvoiceView({ invoice }: { invoice: Voucher }) {
  const t = useInvoiceStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const { db } = useData()
  const canWrite = auth.can('job_cards', 'write') && !auth.readOnly
  const money = (paise: number | undefined) => formatPaise(paise ?? 0, { locale: lang })
  const card = useRxDoc(
    () => (invoice.job_card_id ? db.job_cards.findOne(invoice.job_card_id) : null),
    [db, invoice.job_card_id],
  ).data as JobCard | null | undefined
  const pos = gstStateByCode(invoice.pos ?? '')
  const utgst = invoice.postings.some((p) => p.account_id === 'sys:output-utgst')
  const heads: [string, number | undefined][] =
    invoice.supply === 'inter'
      ? [[t('igst'), invoice.totals.igst]]
      : [
          [t('cgst'), invoice.totals.cgst],
          [t(utgst ? 'utgst' : 'sgst'), invoice.totals.sgst],
        ]
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-4" data-testid="workshop-invoice-view">
      <Link to={workshopInvoicesModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink" data-testid="workshop-invoice-number">
            {invoice.number}
          </h1>
          <p className="text-sm text-ink-soft">
            {displayDate(invoice.doc_date, lang)} · {invoice.party?.name}
            {invoice.party_id ? '' : ` · ${t('walkIn')}`}
          </p>
          {card ? (
            <Link to={jobCardsModule.href.card(card.id)} className="text-sm text-brand-700 underline">
              {t('jobCard', { no: card.job_no })}
            </Link>
          ) : null}
          {invoice.cancel ? (
            <p className="text-sm text-danger-700">{t('cancelled', { reason: invoice.cancel.reason })}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/print/workshop-invoice/${encodeURIComponent(invoice.id)}`}
            className={buttonVariants({ variant: 'secondary' })}
            data-testid="print-workshop-invoice"
          >
            <FileText aria-hidden="true" />
            {t('print')}
          </Link>
          {invoice.status === 'posted' && auth.can('ws_return', 'write') && !auth.readOnly ? (
            <Link
              to={wsReturnModule.href.new(invoice.id)}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="workshop-invoice-return"
            >
              <Undo2 aria-hidden="true" />
              {t('returnParts')}
            </Link>
          ) : null}
          <ReceivePaymentLink invoice={invoice} testId="workshop-invoice-receive" />
          {canWrite && invoice.status === 'posted' ? (
            <CancelVoucher
              voucher={invoice}
              blocked={card?.status === 'delivered' ? t('cancelBlockedDelivered') : undefined}
            />
          ) : null}
        </div>
      </header>
      <Card className="grid gap-3 p-4 sm:grid-cols-2">
        <section>
          <h2 className="text-sm font-semibold text-ink-soft">{t('buyer')}</h2>
          <p className="font-medium text-ink">{invoice.party?.name}</p>
          {invoice.party?.address ? <p className="text-sm text-ink-soft">{invoice.party.address}</p> : null}
          {invoice.party?.gstin ? (
            <p className="text-sm text-ink" data-testid="workshop-invoice-gstin">
              GSTIN {invoice.party.gstin}
            </p>
          ) : null}
        </section>
        <section>
          <h2 className="text-sm font-semibold text-ink-soft">{t('pos')}</h2>
          <p className="text-ink" data-testid="workshop-invoice-pos">
            {pos ? `${lang === 'hi' ? pos.nameHi : pos.name} (${pos.code})` : invoice.pos}
          </p>
          <p className="text-sm text-ink-soft" data-testid="workshop-invoice-supply">
            {t(invoice.supply === 'inter' ? 'supply_inter' : 'supply_intra')}
          </p>
        </section>
      </Card>
      <Card className="p-4">
        <ul className="flex flex-col divide-y divide-line text-sm" data-testid="workshop-invoice-lines">
          {invoice.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-3 py-2">
              <span className="min-w-0">
                {l.description}
                {l.custom?.share_bp ? ` (${t('share', { share: Number(l.custom.share_bp) / 100 })})` : ''}
                <span className="block text-xs text-ink-soft">
                  {l.hsn_sac} · {formatIndianNumber(l.qty, { locale: lang, maximumFractionDigits: 3 })}
                  {l.custom?.uom ? ` ${l.custom.uom}` : ''} · {money(l.taxable)} · GST {(l.gst_bp ?? 0) / 100}
                  %
                </span>
              </span>
              <span className="tabular-nums">{money(l.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-2 text-sm">
          {(
            [[t('taxable'), invoice.totals.taxable], ...heads, [t('roundOff'), invoice.totals.round_off]] as [
              string,
              number | undefined,
            ][]
          ).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="text-right tabular-nums">{money(value)}</dd>
            </div>
          ))}
          <div className="contents text-base font-bold">
            <dt>{t('grandTotal')}</dt>
            <dd className="text-right tabular-nums" data-testid="workshop-invoice-total">
              {money(invoice.totals.grand_total)}
            </dd>
          </div>
        </dl>
      </Card>
    </article>
  )
}
