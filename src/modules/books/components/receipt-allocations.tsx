// The bills a receipt or payment settles: each open bill (a supplier's with its own bill number) with what is
// pending, oldest first as spread (the bill the money was started from at the top), an amount field each to
// settle it another way, and what is left on account. The spreading and the typed amounts are the domain's
// (draftAllocations, typeAllocation); this presents them.
import type { Dispatch, SetStateAction } from 'react'
import type { Allocation } from '@schemas/vouchers.schema'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Input } from '@/ui/field'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { useBooksStrings } from '../books-strings'
import type { OpenDocument } from '../domain/allocation'
import { allocationText, typeAllocation, type ReceiptDraft } from '../domain/receipt'

export function ReceiptAllocations({
  draft,
  onDraft,
  open,
  spread,
  amountOk,
  error,
  listId,
}: {
  draft: ReceiptDraft
  onDraft: Dispatch<SetStateAction<ReceiptDraft>>
  open: readonly OpenDocument[]
  spread: { allocations: Allocation[]; on_account: number }
  amountOk: boolean
  error: string | undefined
  /** The id the error summary leads to. */
  listId: string
}) {
  const t = useBooksStrings()
  const lang = useLanguage()
  const money = (p: number) => formatPaise(p, { locale: lang })
  const headingId = `${listId}-heading`
  const fromBill = Boolean(draft.bill_id) && open.some((d) => d.doc_id === draft.bill_id)
  const shown = fromBill
    ? [...open].sort((a, b) => Number(b.doc_id === draft.bill_id) - Number(a.doc_id === draft.bill_id))
    : open
  return (
    <Card aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-brand-900">
          {t('allocation')}
        </h2>
        {draft.allocations !== null ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => onDraft((d) => ({ ...d, allocations: null }))}
          >
            {t(fromBill ? 'allocateAutoBill' : 'allocateAuto')}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {open.length === 0 ? t('allocationNone') : t(fromBill ? 'allocationHintBill' : 'allocationHint')}
      </p>
      {error ? (
        <p id={`${listId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {open.length > 0 ? (
        <ul className="mt-3 divide-y divide-line" id={listId} tabIndex={-1}>
          {shown.map((d) => {
            const given = spread.allocations.find((a) => a.doc_id === d.doc_id)?.amount ?? 0
            const value =
              draft.allocations === null ? allocationText(given) : (draft.allocations[d.doc_id] ?? '')
            const inputId = `${listId}-${d.doc_id}`
            return (
              <li key={d.doc_id} className="flex flex-wrap items-center gap-3 py-2">
                <label htmlFor={inputId} className="min-w-0 flex-1">
                  <span className="font-medium">{d.doc_no}</span>
                  <span className="text-sm text-ink-soft">
                    {' '}
                    {d.ref ? `· ${t('theirBill', { no: d.ref })} ` : ''}· {displayDate(d.doc_date, lang)} ·{' '}
                    {t('pending', { amount: money(d.pending) })}
                  </span>
                </label>
                <Input
                  id={inputId}
                  className="w-36 text-right"
                  inputMode="decimal"
                  value={value}
                  onChange={(e) =>
                    onDraft((dr) => typeAllocation(dr, spread.allocations, d.doc_id, e.target.value))
                  }
                />
              </li>
            )
          })}
        </ul>
      ) : null}
      {amountOk ? (
        <p className="mt-3 text-sm font-medium text-ink" aria-live="polite">
          {t('onAccount', { amount: money(spread.on_account) })}
        </p>
      ) : null}
    </Card>
  )
}
