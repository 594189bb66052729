// When a voucher may be posted, re-dated or cancelled (research/modules.md §2.5). Never on or before the period
// lock date (the books the accountant has closed), never dated in the future, never once the company's
// validity has ended (the account is read-only). A posted voucher is cancelled, not edited, and only while
// nothing hangs on it: no receipt allocated to it, no return or credit note against it; a debit note to a
// supplier only before its goods are dispatched (debit-note.ts).
import type { Voucher } from '@schemas/vouchers.schema'
import { isDebitNote } from './debit-note'

export type PeriodRules = {
  /** yyyy-mm-dd; null: no lock. */
  lockDate: string | null
  /** yyyy-mm-dd, the device's today in India. */
  today: string
  /** yyyy-mm-dd after which the company is read-only; null: no end. */
  validTill: string | null
}

export type DateRefusal = 'period_locked' | 'future_date' | 'read_only'

/** Why a voucher dated `docDate` may not be posted, re-dated or cancelled today; null when it may. */
export function dateRefusal(docDate: string, rules: PeriodRules): DateRefusal | null {
  if (rules.validTill !== null && rules.today > rules.validTill) return 'read_only'
  if (rules.lockDate !== null && docDate <= rules.lockDate) return 'period_locked'
  if (docDate > rules.today) return 'future_date'
  return null
}

export type CancelRefusal = DateRefusal | 'not_posted' | 'allocated' | 'returned' | 'dispatched'

/** Why `voucher` may not be cancelled; null when it may. */
export function cancelRefusal(
  voucher: Pick<Voucher, 'id' | 'status' | 'doc_date'> & Partial<Pick<Voucher, 'type' | 'delivery'>>,
  all: readonly Voucher[],
  rules: PeriodRules,
): CancelRefusal | null {
  if (voucher.status !== 'posted') return 'not_posted'
  const dates = dateRefusal(voucher.doc_date, rules)
  if (dates) return dates
  // The goods are on their way to the supplier: the return happened, whatever the books say.
  if (voucher.type && voucher.delivery && isDebitNote({ type: voucher.type })) return 'dispatched'
  const live = all.filter((v) => v.status === 'posted' && v.id !== voucher.id)
  if (live.some((v) => v.payment?.allocations.some((a) => a.doc_id === voucher.id && a.amount > 0))) {
    return 'allocated'
  }
  if (live.some((v) => v.against_id === voucher.id)) return 'returned'
  return null
}
