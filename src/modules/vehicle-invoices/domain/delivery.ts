// A delivery as the dialog types it, checked before it is written: a real local date and time not before the
// invoice's date nor in the future, a whole-number odometer, and what was handed over from the checklist.
import type { FieldErrors } from '@/utils/form-model'

/** What the showroom hands over with a new vehicle (the gate pass prints them). */
export const DELIVERY_CHECKLIST = ['keys', 'manual', 'tools', 'spare', 'documents', 'accessories'] as const
export type DeliveryItem = (typeof DELIVERY_CHECKLIST)[number]

export type DeliveryDraft = {
  /** yyyy-mm-ddThh:mm, local time. */
  at: string
  odometer: string
  gate_pass_no: string
  checklist: string[]
  remarks: string
}

export type DeliveryValue = {
  at: number
  odometer?: number
  gate_pass_no?: string
  checklist: string[]
  remarks?: string
}

type Code = 'required' | 'invalid' | 'future' | 'before_invoice'

export function checkDelivery(
  draft: DeliveryDraft,
  invoiceDate: string,
  now: number = Date.now(),
): { ok: true; value: DeliveryValue } | { ok: false; errors: FieldErrors<'at' | 'odometer', Code> } {
  const errors: FieldErrors<'at' | 'odometer', Code> = {}
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(draft.at.trim())
  const at = m ? new Date(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!).getTime() : NaN
  if (!draft.at.trim()) errors.at = { code: 'required' }
  else if (!m || Number.isNaN(at)) errors.at = { code: 'invalid' }
  else if (at > now + 5 * 60_000) errors.at = { code: 'future' }
  else if (draft.at.slice(0, 10) < invoiceDate) errors.at = { code: 'before_invoice' }
  const odo = draft.odometer.trim().replace(/,/g, '')
  if (odo && (!/^\d{1,7}$/.test(odo) || Number(odo) > 10_000_000)) errors.odometer = { code: 'invalid' }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    value: {
      at,
      ...(odo ? { odometer: Number(odo) } : {}),
      ...(draft.gate_pass_no.trim() ? { gate_pass_no: draft.gate_pass_no.trim() } : {}),
      checklist: DELIVERY_CHECKLIST.filter((c) => draft.checklist.includes(c)),
      ...(draft.remarks.trim() ? { remarks: draft.remarks.trim() } : {}),
    },
  }
}
