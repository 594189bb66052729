// A debit note to a supplier (a vehicle return `vpret` or a parts return `ppret`, research/modules.md §3.2,
// §3.8) goes posted → dispatched (the goods leave for the supplier) and is cancelled only before dispatch:
// once the goods are on the road the return is a fact a cancellation cannot take back (the supplier will
// receive them and issue its credit note, s.34).
//
// Dispatch is kept in the voucher's `delivery` — for a debit note, the delivery of the goods to the supplier —
// because that is the one record a posted voucher may still take, and only once (schemas/sql/0032: "a
// delivery, once recorded, is a fact"), which is what a dispatch is. Its `at` is noon UTC of the dispatch date:
// the date is the fact, and noon UTC reads back as the same date in every time zone of the dealer's devices.
// The lorry receipt or docket number goes in `gate_pass_no`, the transporter and any remark in `remarks`.
import type { Voucher } from '@schemas/vouchers.schema'
import type { FieldErrors } from '@/utils/form-model'
import { parsePlainDate } from '@/utils/plain-date'

export const DEBIT_NOTE_TYPES: readonly Voucher['type'][] = ['vpret', 'ppret']

export const isDebitNote = (v: Pick<Voucher, 'type'>) => DEBIT_NOTE_TYPES.includes(v.type)

export type DebitNoteState = 'draft' | 'posted' | 'dispatched' | 'cancelled'

export function debitNoteState(v: Pick<Voucher, 'status' | 'delivery'>): DebitNoteState {
  if (v.status !== 'posted') return v.status
  return v.delivery ? 'dispatched' : 'posted'
}

/** The date the goods left (yyyy-mm-dd), or null while they have not. */
export function dispatchDate(v: Pick<Voucher, 'delivery'>): string | null {
  return v.delivery ? new Date(v.delivery.at).toISOString().slice(0, 10) : null
}

/** Noon UTC of a yyyy-mm-dd: the moment a dispatch on that date is stored at. */
export const dispatchMoment = (date: string) => Date.parse(`${date}T12:00:00Z`)

export const DISPATCH_REF_MAX = 30
export const DISPATCH_REMARKS_MAX = 500

export type DispatchDraft = { date: string; ref: string; remarks: string }
export type DispatchField = 'date' | 'ref' | 'remarks'
export type DispatchCode = 'required' | 'invalid' | 'before_note' | 'future_date' | 'too_long'

export type DispatchCheck =
  | { ok: true; value: NonNullable<Voucher['delivery']> }
  | { ok: false; errors: FieldErrors<DispatchField, DispatchCode> }

/** Why the note cannot take a dispatch at all (shown instead of the form); null when it can. */
export function dispatchRefusal(
  note: Pick<Voucher, 'type' | 'status' | 'delivery'>,
): 'not_debit_note' | 'not_posted' | 'already_dispatched' | null {
  if (!isDebitNote(note)) return 'not_debit_note'
  if (note.status !== 'posted') return 'not_posted'
  if (note.delivery) return 'already_dispatched'
  return null
}

/** The dispatch as typed, read into the voucher's `delivery`: a date from the note's own date to today, the
 * docket number and remarks within their lengths. */
export function checkDispatch(
  note: Pick<Voucher, 'doc_date'>,
  draft: DispatchDraft,
  ctx: { today: string; userId?: string | null },
): DispatchCheck {
  const errors: FieldErrors<DispatchField, DispatchCode> = {}
  const date = draft.date.trim()
  if (!date) errors.date = { code: 'required' }
  else if (!parsePlainDate(date).ok) errors.date = { code: 'invalid' }
  else if (date < note.doc_date) errors.date = { code: 'before_note', values: { date: note.doc_date } }
  else if (date > ctx.today) errors.date = { code: 'future_date' }
  const ref = draft.ref.trim()
  if (ref.length > DISPATCH_REF_MAX) errors.ref = { code: 'too_long', values: { max: DISPATCH_REF_MAX } }
  const remarks = draft.remarks.trim()
  if (remarks.length > DISPATCH_REMARKS_MAX) {
    errors.remarks = { code: 'too_long', values: { max: DISPATCH_REMARKS_MAX } }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    value: {
      at: dispatchMoment(date),
      ...(ctx.userId ? { by: ctx.userId } : {}),
      ...(ref ? { gate_pass_no: ref } : {}),
      ...(remarks ? { remarks } : {}),
    },
  }
}
