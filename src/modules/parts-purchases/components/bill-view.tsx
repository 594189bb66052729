// One posted parts bill: the supplier's bill as keyed, each line with its part (linked to the part's page), its
// own columns and money; the heads; where the bill stands with the supplier (paid, debit notes, left to pay);
// the debit notes raised against it; "Pay" (the books' payment, this bill first), "Return parts" and Cancel for
// a user who may.
import { Link } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { CancelVoucher, partyLedgerModule, PayBillLink, useBillBalance } from '@/modules/books/public'
import { inventoryModule, ledgerOf, usePartsStock } from '@/modules/inventory/public'
import { buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { MoneyRows, type MoneyRow } from '@/ui/money-rows'
import { displayDate } from '@/utils/display-date'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import { returnsOfBillQuery } from '../data/parts-purchases'
import { lowestFrom, partsBillCancelBlock } from '../domain/cancel'
import { partsPurchasesModule, partsReturnsModule } from '../module'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'

function Outstanding({ bill, money }: { bill: Voucher; money: (p: number) => string }) {
  const t = usePartsPurchasesStrings()
  const balance = useBillBalance(bill)
  if (!balance || bill.status !== 'posted') return null
  const rows: MoneyRow[] = [
    { label: t('owedOnBill'), paise: balance.amount },
    { label: t('paidOnBill'), paise: balance.received },
    ...(balance.credited ? [{ label: t('debitNotes'), paise: balance.credited }] : []),
  ]
  return (
    <Card className="p-4" data-testid="bill-outstanding">
      <h2 className="text-sm font-semibold text-ink-soft">{t('outstanding')}</h2>
      <MoneyRows rows={rows} strongLast={false} className="mt-1" />
      <p className="mt-1 flex justify-between text-sm font-semibold text-ink">
        <span>{balance.pending >= 0 ? t('leftToPay') : t('paidOver')}</span>
        <span className="tabular-nums" data-testid="bill-pending">
          {money(Math.abs(balance.pending))}
        </span>
      </p>
      {bill.party_id ? (
        <Link
          to={partyLedgerModule.href.party(bill.party_id)}
          className="mt-2 inline-block text-sm text-brand-700 hover:underline"
          data-testid="supplier-ledger-link"
        >
          {t('supplierLedger')}
        </Link>
      ) : null}
    </Card>
  )
}

export function BillView({ bill }: { bill: Voucher }) {
  const t = usePartsPurchasesStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const { db } = useData()
  const returnsQ = useRxQuery(() => returnsOfBillQuery(db, bill.id), [db, bill.id])
  const returns = (returnsQ.data ?? []) as Voucher[]
  const stock = usePartsStock()
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const qty = (q: number) => formatIndianNumber(q, { locale: lang, maximumFractionDigits: 3 })
  const canReturn = auth.can('wp_return', 'write') && !auth.readOnly && bill.status === 'posted'
  const canCancel = auth.can('workshop_purchases', 'write') && !auth.readOnly && bill.status === 'posted'
  const block = stock.loading
    ? 'stock-loading'
    : partsBillCancelBlock(bill, (p) => lowestFrom(ledgerOf(stock.state, p), bill.id))
  const d = bill.details ?? {}
  const tr = bill.totals
  const payable = bill.postings.find((p) => p.account_id === 'sys:creditors')?.cr ?? tr.grand_total
  const heads: MoneyRow[] = [
    { label: t('taxable'), paise: tr.taxable ?? 0 },
    ...(tr.igst ? [{ label: t('igst'), paise: tr.igst }] : []),
    ...(tr.cgst
      ? [
          { label: t('cgst'), paise: tr.cgst },
          { label: t('sgst'), paise: tr.sgst ?? 0 },
        ]
      : []),
    ...(tr.round_off ? [{ label: t('roundOff'), paise: tr.round_off }] : []),
    { label: t('grandTotal'), paise: tr.grand_total, strong: true },
    ...(tr.tds
      ? [
          { label: t('tdsPlain'), paise: -tr.tds },
          { label: t('payable'), paise: payable, strong: true },
        ]
      : []),
  ]
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-4" data-testid="parts-bill-view">
      <Link to={partsPurchasesModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink" data-testid="parts-bill-number">
            {bill.number}
            {bill.status === 'cancelled' ? ` · ${t('cancelled')}` : ''}
          </h1>
          {bill.cancel ? <p className="text-sm text-danger-700">{bill.cancel.reason}</p> : null}
          <p className="text-sm text-ink-soft">
            {bill.party?.name}
            {bill.party?.gstin ? ` · ${bill.party.gstin}` : ''} ·{' '}
            {t('billOf', {
              no: bill.supplier_bill_no ?? '',
              date: bill.supplier_bill_date ? displayDate(bill.supplier_bill_date, lang) : '',
            })}{' '}
            · {t('receivedOn', { date: displayDate(bill.doc_date, lang) })} ·{' '}
            {bill.supply === 'inter' ? t('tax_igst') : t('tax_cgst_sgst')}
          </p>
          {d.transporter || d.eway_bill ? (
            <p className="text-sm text-ink-soft">
              {[
                d.transporter ? t('transportLine', { name: d.transporter }) : '',
                d.eway_bill ? t('ewayLine', { no: d.eway_bill }) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <PayBillLink bill={bill} />
          {canCancel ? (
            <CancelVoucher voucher={bill} blocked={block ? t(`cancel_${block}`) : undefined} />
          ) : null}
          {canReturn ? (
            <Link
              to={partsReturnsModule.href.new(bill.id)}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="parts-return-link"
            >
              {t('returnParts')}
            </Link>
          ) : null}
        </div>
      </header>
      <Card className="p-4">
        <ul className="flex flex-col divide-y divide-line text-sm" aria-label={t('lines')}>
          {bill.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-3 py-2">
              <span className="min-w-0">
                {l.item_id ? (
                  <Link to={inventoryModule.href.part(l.item_id)} className="text-brand-700 hover:underline">
                    {l.description}
                  </Link>
                ) : (
                  <span>{l.description}</span>
                )}
                <span className="block text-xs text-ink-soft">
                  {t('lineFacts', {
                    hsn: l.hsn_sac ?? '',
                    qty: qty(l.qty),
                    unit: l.uqc ?? '',
                    rate: money(l.unit_price ?? 0),
                    gst: (l.gst_bp ?? 0) / 100,
                  })}
                  {l.discount ? ` · ${t('lessDiscount', { amount: money(l.discount) })}` : ''}
                </span>
                {l.custom && Object.keys(l.custom).length ? (
                  <span className="block text-xs text-ink-soft">
                    {Object.entries(l.custom)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join(' · ')}
                  </span>
                ) : null}
              </span>
              <span className="text-right tabular-nums">
                {money(l.total)}
                <span className="block text-xs text-ink-soft">
                  {t('taxable')} {money(l.taxable)}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <MoneyRows rows={heads} strongLast={false} className="mt-3 border-t border-line pt-2" />
      </Card>
      <Outstanding bill={bill} money={money} />
      {returns.length > 0 ? (
        <Card className="p-4">
          <h2 className="font-semibold text-ink">{t('returnsOfBill')}</h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {returns.map((r) => (
              <li key={r.id}>
                <Link to={partsReturnsModule.href.note(r.id)} className="text-brand-700 hover:underline">
                  {r.number}
                </Link>{' '}
                · {displayDate(r.doc_date, lang)}
                {r.status === 'cancelled' ? ` · ${t('cancelled')}` : ''} · {money(r.totals.grand_total)}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </article>
  )
}
