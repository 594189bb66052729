// A new workshop credit note against a posted workshop invoice (research/modules.md §3.10). The invoice is found
// by its number, the job card's registration or the buyer; its lines are offered with what is left of each;
// checkWsReturn decides, live; posting takes this device's WC number through the books. The form itself is the
// kit's ReturnNoteForm; a part returned comes back by quantity, anything else by value.
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { postVoucher, SeriesFullError } from '@/modules/books/public'
import { Field, Input } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { ReturnNoteForm } from '@/ui/return-note-form'
import { displayDate } from '@/utils/display-date'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import { postedWorkshopInvoicesQuery, useWsReturnContext } from '../data/ws-returns'
import { byQuantity, checkWsReturn, emptyWsReturn, lineLeft, WS_RETURN_REASONS } from '../domain/ws-return'
import { wsReturnModule } from '../module'
import { useWsReturnStrings } from '../ws-return-strings'

const regOf = (v: Voucher) => v.details?.reg_no ?? ''

export function WsReturnForm({ invoiceId = '' }: { invoiceId?: string }) {
  const t = useWsReturnStrings()
  const lang = useLanguage()
  const data = useData()
  const invoicesQ = useRxQuery(() => postedWorkshopInvoicesQuery(data.db), [data.db])
  const invoices = useMemo(() => (invoicesQ.data ?? []) as Voucher[], [invoicesQ.data])
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const qtyText = (q: number) => formatIndianNumber(q, { locale: lang, maximumFractionDigits: 3 })

  return (
    <ReturnNoteForm
      testId="ws-return"
      t={t}
      invoiceId={invoiceId}
      today={localToday()}
      invoices={invoices}
      useInvoiceContext={useWsReturnContext}
      emptyDraft={emptyWsReturn}
      check={checkWsReturn}
      totalOf={(v) => v.totals.grand_total}
      post={(v) => postVoucher(data, v, deviceId())}
      seriesFull={(e) => e instanceof SeriesFullError}
      hrefOf={wsReturnModule.href.note}
      reasons={WS_RETURN_REASONS}
      searchKey={regOf}
      invoiceLabel={(v, listed) =>
        listed
          ? `${v.number} · ${displayDate(v.doc_date, lang)} · ${v.party?.name ?? ''}${regOf(v) ? ` · ${regOf(v)}` : ''}`
          : `${v.number} · ${v.party?.name ?? ''}`
      }
      numberText={(n, code) => (code === 'value_over' ? money(n) : qtyText(n))}
      lineDetail={(original) => (
        <>
          {original.hsn_sac} · {qtyText(original.qty)} · {money(original.taxable)} · GST{' '}
          {(original.gst_bp ?? 0) / 100}%
        </>
      )}
      lineInput={({ draft, ctx, line, original, fieldId, error, change }) => {
        const left = lineLeft(original, ctx.earlier)
        return byQuantity(draft.reason, original) ? (
          <Field label={t('qtyLeft', { left: qtyText(left.qty) })} htmlFor={fieldId} error={error}>
            <Input
              id={fieldId}
              inputMode="decimal"
              disabled={!line.selected}
              value={line.qty}
              onChange={(e) => change({ qty: e.target.value })}
            />
          </Field>
        ) : (
          <Field label={t('valueLeft', { left: money(left.taxable) })} htmlFor={fieldId} error={error}>
            <MoneyInput
              id={fieldId}
              disabled={!line.selected}
              value={line.amount}
              onValue={(v) => change({ amount: v })}
            />
          </Field>
        )
      }}
    />
  )
}
