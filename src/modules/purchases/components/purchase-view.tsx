// One posted purchase: the bill as keyed, each vehicle with a link to its chassis card, the money heads,
// transport, and the debit notes raised against it, with "Pay" (the books' payment, this bill first) and
// "Return vehicles" for a user who may.
import { Link } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { CancelVoucher, PayBillLink } from '@/modules/books/public'
import { stockModule, useStockBook } from '@/modules/stock/public'
import { buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { returnsOfPurchaseQuery } from '../data/purchases'
import { purchaseCancelBlock } from '../domain/cancel'
import { purchaseReturnsModule, purchasesModule } from '../module'
import { usePurchasesStrings } from '../purchases-strings'

export function PurchaseView({ bill }: { bill: Voucher }) {
  const t = usePurchasesStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const { db } = useData()
  const returnsQ = useRxQuery(() => returnsOfPurchaseQuery(db, bill.id), [db, bill.id])
  const returns = (returnsQ.data ?? []) as Voucher[]
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const canReturn = auth.can('purchase_returns', 'write') && !auth.readOnly && bill.status === 'posted'
  const canCancel = auth.can('purchases', 'write') && !auth.readOnly && bill.status === 'posted'
  const { units } = useStockBook()
  const stateOf = (chassis: string) =>
    units.find((u) => u.vehicle.chassis_no === chassis)?.state ?? 'pending_grn'
  const block = purchaseCancelBlock(bill, stateOf)
  const d = bill.details ?? {}
  const tr = bill.totals
  // What the supplier is owed is what the bill credited them: the total less the TDS kept back.
  const payable = bill.postings.find((p) => p.account_id === 'sys:creditors')?.cr ?? tr.grand_total
  const heads: [string, number][] = [
    [t('taxable'), tr.taxable ?? 0],
    ...(tr.igst ? ([[t('igst'), tr.igst]] as [string, number][]) : []),
    ...(tr.cgst
      ? ([
          [t('cgst'), tr.cgst],
          [t('sgst'), tr.sgst ?? 0],
        ] as [string, number][])
      : []),
    ...(tr.cess ? ([[t('cessTotal'), tr.cess]] as [string, number][]) : []),
    ...(tr.round_off ? ([[t('roundOff'), tr.round_off]] as [string, number][]) : []),
    [t('grandTotal'), tr.grand_total],
  ]
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4" data-testid="purchase-view">
      <Link to={purchasesModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink" data-testid="purchase-number">
            {bill.number}
            {bill.status === 'cancelled' ? ` · ${t('cancelled')}` : ''}
          </h1>
          {bill.cancel ? <p className="text-sm text-danger-700">{bill.cancel.reason}</p> : null}
          <p className="text-sm text-ink-soft">
            {bill.party?.name} ·{' '}
            {t('billOf', {
              no: bill.supplier_bill_no ?? '',
              date: bill.supplier_bill_date ? displayDate(bill.supplier_bill_date, lang) : '',
            })}{' '}
            · {t('receivedOn', { date: displayDate(bill.doc_date, lang) })}
          </p>
          <p className="text-sm text-ink-soft">
            {[
              d.transporter ? t('transportLine', { name: d.transporter }) : '',
              d.lr_no ? t('lrLine', { no: d.lr_no }) : '',
              d.eway_bill ? t('ewayLine', { no: d.eway_bill }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PayBillLink bill={bill} />
          {canCancel ? (
            <CancelVoucher voucher={bill} blocked={block ? t(`cancel_${block}`) : undefined} />
          ) : null}
          {canReturn ? (
            <Link
              to={purchaseReturnsModule.href.new(bill.id)}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="purchase-return-link"
            >
              {t('returnVehicles')}
            </Link>
          ) : null}
        </div>
      </header>
      <Card className="p-4">
        <ul className="flex flex-col divide-y divide-line text-sm">
          {bill.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-3 py-2">
              <span className="min-w-0">
                {l.kind === 'vehicle' && l.item_id ? (
                  <Link
                    to={stockModule.href.unit(l.item_id)}
                    className="font-mono text-brand-700 hover:underline"
                  >
                    {l.chassis}
                  </Link>
                ) : (
                  <span>{t(`charge_${l.description}` as 'charge_freight')}</span>
                )}
                {l.engine ? <span className="font-mono text-ink-soft"> · {l.engine}</span> : null}
                <span className="block text-xs text-ink-soft">
                  {l.kind === 'vehicle' ? `${l.description} · ` : ''}
                  {money(l.taxable)} · GST {(l.gst_bp ?? 0) / 100}%{l.cess_bp ? ` + ${l.cess_bp / 100}%` : ''}
                </span>
              </span>
              <span className="tabular-nums">{money(l.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-line pt-2 text-sm">
          {heads.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="text-right tabular-nums text-ink">{money(value)}</dd>
            </div>
          ))}
          {tr.tds ? (
            <>
              <dt className="text-ink-soft">{t('tdsPlain')}</dt>
              <dd className="text-right tabular-nums text-ink">−{money(tr.tds)}</dd>
              <dt className="font-semibold text-ink">{t('payable')}</dt>
              <dd className="text-right font-semibold tabular-nums text-ink">{money(payable)}</dd>
            </>
          ) : null}
        </dl>
      </Card>
      {returns.length > 0 ? (
        <Card className="p-4">
          <h2 className="font-semibold text-ink">{t('returnsOfBill')}</h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {returns.map((r) => (
              <li key={r.id}>
                <Link to={purchaseReturnsModule.href.note(r.id)} className="text-brand-700 hover:underline">
                  {r.number}
                </Link>{' '}
                · {displayDate(r.doc_date, lang)} · {r.lines.map((l) => l.chassis).join(', ')} ·{' '}
                {money(r.totals.grand_total)}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </article>
  )
}
