// A new credit note against a posted vehicle invoice (research/modules.md §3.5). The invoice is found by its
// number, chassis or buyer; its lines are offered with what is left to credit; checkCreditNote decides, live;
// posting takes this device's VC number through the books. The form itself is the kit's ReturnNoteForm.
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { postVoucher, SeriesFullError } from '@/modules/books/public'
import { Field } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { ReturnNoteForm } from '@/ui/return-note-form'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { postedInvoicesQuery } from '../data/credit-notes'
import { useCreditContext } from '../data/use-credit-context'
import { checkCreditNote, CREDIT_REASONS, creditLeft, emptyCreditNote } from '../domain/credit-note-draft'
import { salesReturnsModule } from '../module'
import { useReturnsStrings } from '../returns-strings'

const chassisOf = (v: Voucher) => v.lines.find((l) => l.kind === 'vehicle')?.chassis ?? ''

export function CreditNoteForm({ invoiceId = '' }: { invoiceId?: string }) {
  const t = useReturnsStrings()
  const lang = useLanguage()
  const data = useData()
  const invoicesQ = useRxQuery(() => postedInvoicesQuery(data.db), [data.db])
  const invoices = useMemo(() => (invoicesQ.data ?? []) as Voucher[], [invoicesQ.data])
  const money = (paise: number) => formatPaise(paise, { locale: lang })

  return (
    <ReturnNoteForm
      testId="credit-note"
      t={t}
      invoiceId={invoiceId}
      today={localToday()}
      invoices={invoices}
      useInvoiceContext={useCreditContext}
      emptyDraft={emptyCreditNote}
      check={checkCreditNote}
      totalOf={(v) => v.totals.grand_total}
      post={(v) => postVoucher(data, v, deviceId())}
      seriesFull={(e) => e instanceof SeriesFullError}
      hrefOf={salesReturnsModule.href.note}
      reasons={CREDIT_REASONS}
      searchKey={chassisOf}
      invoiceLabel={(v, listed) =>
        listed
          ? `${v.number} · ${displayDate(v.doc_date, lang)} · ${v.party?.name ?? ''} · ${chassisOf(v)}`
          : `${v.number} · ${v.party?.name ?? ''} · ${chassisOf(v)}`
      }
      selectPatch={(l, original, ctx, selected) => ({
        selected,
        amount: l.amount || formatPaise(creditLeft(original, ctx.earlier), { symbol: false, paise: 'auto' }),
      })}
      lineDetail={(original) => (
        <>
          {original.hsn_sac} · GST {(original.gst_bp ?? 0) / 100}%
          {original.cess_bp ? ` + ${original.cess_bp / 100}%` : ''}
        </>
      )}
      lineInput={({ line, original, ctx, fieldId, error, change }) => (
        <Field
          label={t('taxableLeft', { left: money(creditLeft(original, ctx.earlier)) })}
          htmlFor={fieldId}
          error={error}
        >
          <MoneyInput
            id={fieldId}
            disabled={!line.selected}
            value={line.amount}
            onValue={(v) => change({ amount: v })}
          />
        </Field>
      )}
    />
  )
}
