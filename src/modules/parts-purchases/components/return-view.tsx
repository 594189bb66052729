// One posted wp-return: the parts sent back at the bill's own values, the bill it answers, why, the debit note
// to print or share with the supplier, when the parts left (recorded once), and Cancel — only before they
// leave — for a user who may.
import { Link } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { CancelVoucher, DebitNoteDispatch } from '@/modules/books/public'
import { inventoryModule } from '@/modules/inventory/public'
import { Card } from '@/ui/card'
import { MoneyRows, type MoneyRow } from '@/ui/money-rows'
import { displayDate } from '@/utils/display-date'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import { partsPurchasesModule, partsReturnsModule } from '../module'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'
import { DebitNotePrint } from './debit-note-print'

export function ReturnView({ note }: { note: Voucher }) {
  const t = usePartsPurchasesStrings()
  const lang = useLanguage()
  const { db } = useData()
  const auth = useAuth()
  const canWrite = auth.can('wp_return', 'write') && !auth.readOnly
  const canCancel = canWrite && note.status === 'posted'
  const bill = useRxDoc(
    () => (note.against_id ? db.vouchers.findOne(note.against_id) : null),
    [db, note.against_id],
  ).data as Voucher | null | undefined
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const qty = (q: number) => formatIndianNumber(q, { locale: lang, maximumFractionDigits: 3 })
  const tr = note.totals
  const heads: MoneyRow[] = [
    { label: t('taxable'), paise: tr.taxable ?? 0 },
    ...(tr.igst ? [{ label: t('igst'), paise: tr.igst }] : []),
    ...(tr.cgst
      ? [
          { label: t('cgst'), paise: tr.cgst },
          { label: t('sgst'), paise: tr.sgst ?? 0 },
        ]
      : []),
    { label: t('noteTotal'), paise: tr.grand_total, testId: 'parts-return-grand-total' },
  ]
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4" data-testid="parts-return-view">
      <Link to={partsReturnsModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('returnBack')}
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink" data-testid="parts-return-number">
          {note.number}
          {note.status === 'cancelled' ? ` · ${t('cancelled')}` : ''}
        </h1>
        <p className="text-sm text-ink-soft">
          {displayDate(note.doc_date, lang)} · {note.party?.name}
          {bill ? (
            <>
              {' · '}
              <Link to={partsPurchasesModule.href.bill(bill.id)} className="text-brand-700 hover:underline">
                {bill.number}
              </Link>{' '}
              (
              {t('billOf', {
                no: bill.supplier_bill_no ?? '',
                date: bill.supplier_bill_date ? displayDate(bill.supplier_bill_date, lang) : '',
              })}
              )
            </>
          ) : null}
        </p>
        {note.narration ? <p className="text-sm text-ink">{note.narration}</p> : null}
        {note.cancel ? <p className="text-sm text-danger-700">{note.cancel.reason}</p> : null}
        <div className="mt-2 flex flex-wrap gap-2">
          <DebitNotePrint note={note} bill={bill ?? null} />
          {canCancel ? <CancelVoucher voucher={note} /> : null}
          <DebitNoteDispatch note={note} canWrite={canWrite} />
        </div>
      </header>
      <Card className="p-4">
        <ul className="flex flex-col divide-y divide-line text-sm" aria-label={t('partsReturned')}>
          {note.lines.map((l) => (
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
                </span>
              </span>
              <span className="tabular-nums">{money(l.total)}</span>
            </li>
          ))}
        </ul>
        <MoneyRows rows={heads} className="mt-3 border-t border-line pt-2" />
      </Card>
    </article>
  )
}
