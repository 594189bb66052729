// The supplier's answer to a debit note: its own credit note under s.34 (number and date), which proves the
// input tax the dealer reversed on the return and closes the return with the supplier. Recorded once the goods
// have been dispatched (the supplier notes what it received), once only (sql/0038: never rewritten), on a posted
// debit note — a cancelled one was never sent.
import type { Voucher } from '@schemas/vouchers.schema'
import type { FieldErrors } from '@/utils/form-model'
import { parsePlainDate } from '@/utils/plain-date'
import { isDebitNote } from './debit-note'

/** Rule 46(b): a tax document's number is at most 16 characters. */
export const SUPPLIER_CN_NO_MAX = 16

export type SupplierCreditDraft = { no: string; date: string }
export type SupplierCreditField = 'no' | 'date'
export type SupplierCreditCode = 'required' | 'invalid' | 'before_note' | 'future_date' | 'too_long'

export type SupplierCreditCheck =
  | { ok: true; value: NonNullable<Voucher['supplier_cn']> }
  | { ok: false; errors: FieldErrors<SupplierCreditField, SupplierCreditCode> }

export type SupplierCreditRefusal = 'not_debit_note' | 'not_posted' | 'not_dispatched' | 'already_recorded'

/** Why the note cannot take the supplier's credit note; null when it can. */
export function supplierCreditRefusal(
  note: Pick<Voucher, 'type' | 'status' | 'delivery' | 'supplier_cn'>,
): SupplierCreditRefusal | null {
  if (!isDebitNote(note)) return 'not_debit_note'
  if (note.status !== 'posted') return 'not_posted'
  if (!note.delivery) return 'not_dispatched'
  if (note.supplier_cn) return 'already_recorded'
  return null
}

/** The credit note as typed: its number within Rule 46's length, its date from the debit note's to today. */
export function checkSupplierCredit(
  note: Pick<Voucher, 'doc_date'>,
  draft: SupplierCreditDraft,
  ctx: { today: string; now: number; userId?: string | null },
): SupplierCreditCheck {
  const errors: FieldErrors<SupplierCreditField, SupplierCreditCode> = {}
  const no = draft.no.trim()
  if (!no) errors.no = { code: 'required' }
  else if (no.length > SUPPLIER_CN_NO_MAX) {
    errors.no = { code: 'too_long', values: { max: SUPPLIER_CN_NO_MAX } }
  }
  const date = draft.date.trim()
  if (!date) errors.date = { code: 'required' }
  else if (!parsePlainDate(date).ok) errors.date = { code: 'invalid' }
  else if (date < note.doc_date) errors.date = { code: 'before_note', values: { date: note.doc_date } }
  else if (date > ctx.today) errors.date = { code: 'future_date' }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { no, date, at: ctx.now, ...(ctx.userId ? { by: ctx.userId } : {}) } }
}
