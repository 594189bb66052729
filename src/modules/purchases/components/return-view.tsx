// One posted purchase return: the chassis sent back at the bill's own values, and the bill it reverses.
import { Link } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { useAuth } from '@/auth/auth-context'
import { CancelVoucher, DebitNoteDispatch } from '@/modules/books/public'
import { stockModule } from '@/modules/stock/public'
import { Card } from '@/ui/card'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { purchaseReturnsModule, purchasesModule } from '../module'
import { usePurchasesStrings } from '../purchases-strings'

export function ReturnView({ note }: { note: Voucher }) {
  const t = usePurchasesStrings()
  const lang = useLanguage()
  const { db } = useData()
  const auth = useAuth()
  const canWrite = auth.can('purchase_returns', 'write') && !auth.readOnly
  const canCancel = canWrite && note.status === 'posted'
  const bill = useRxDoc(
    () => (note.against_id ? db.vouchers.findOne(note.against_id) : null),
    [db, note.against_id],
  ).data as Voucher | null | undefined
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4" data-testid="purchase-return-view">
      <Link to={purchaseReturnsModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('returnBack')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-ink" data-testid="purchase-return-number">
          {note.number}
          {note.status === 'cancelled' ? ` · ${t('cancelled')}` : ''}
        </h1>
        <p className="text-sm text-ink-soft">
          {displayDate(note.doc_date, lang)} · {note.party?.name}
          {bill ? (
            <>
              {' · '}
              <Link to={purchasesModule.href.bill(bill.id)} className="text-brand-700 hover:underline">
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
          {/* Dispatched, the note cannot be cancelled: the books' cancel button says so. */}
          <DebitNoteDispatch note={note} canWrite={canWrite} />
          {canCancel ? <CancelVoucher voucher={note} /> : null}
        </div>
      </header>
      <Card className="p-4">
        <ul className="flex flex-col divide-y divide-line text-sm">
          {note.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-3 py-2">
              <span>
                {l.item_id ? (
                  <Link
                    to={stockModule.href.unit(l.item_id)}
                    className="font-mono text-brand-700 hover:underline"
                  >
                    {l.chassis}
                  </Link>
                ) : (
                  <span className="font-mono">{l.chassis}</span>
                )}
                <span className="block text-xs text-ink-soft">
                  {t('taxable')} {money(l.taxable)}
                </span>
              </span>
              <span className="tabular-nums">{money(l.total)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t border-line pt-2 font-semibold text-ink">
          <span>{t('colTotal')}</span>
          <span className="tabular-nums">{money(note.totals.grand_total)}</span>
        </p>
      </Card>
    </article>
  )
}
