// The TCS register (research/modules.md §2.2, §3.15): every numbered vehicle invoice of a period that collected
// tax at source on the sale of a motor vehicle above ₹10 lakh — the buyer and PAN as snapshotted on the
// invoice (no PAN: collected at 5 %, s.206CC), the consideration the tax was reckoned on, the rate and the tax
// as posted, and the section it falls under on the invoice's date. A credit note does not reverse TCS (the
// buyer claims it from Form 26AS), so notes have no row. Cancelled: flagged, nothing in it.
import type { Voucher } from '@schemas/vouchers.schema'
import type { Month } from './gstr1'

/**
 * The section of the law the collection falls under on `date`: s.206C(1F) of the Income-tax Act 1961 until
 * 31 Mar 2026, s.394 of the Income-tax Act 2025 from 1 Apr 2026 (modules.md §0 #3). **[CA]** the new Act's
 * table item the accountant quotes on Form 27EQ's successor.
 */
export function tcsSection(date: string): string {
  return date < '2026-04-01' ? '206C(1F)' : '394'
}

export type TcsRow = {
  id: string
  number: string
  date: string
  cancelled: boolean
  buyer: string
  pan: string
  /** Collected at the higher rate for want of a valid PAN. */
  panMissing: boolean
  consideration: number
  rate_bp: number
  tcs: number
  section: string
}

export function tcsRegister(vouchers: readonly Voucher[], period: Month): TcsRow[] {
  return vouchers
    .filter(
      (v) =>
        v.type === 'vinv' &&
        v.status !== 'draft' &&
        v.number !== '' &&
        (v.tcs?.amount ?? 0) > 0 &&
        v.doc_date >= period.from &&
        v.doc_date <= period.to,
    )
    .sort((a, b) => a.doc_date.localeCompare(b.doc_date) || a.number.localeCompare(b.number))
    .map((v) => {
      const cancelled = v.status === 'cancelled'
      const pan = v.party?.pan?.trim().toUpperCase() ?? ''
      return {
        id: v.id,
        number: v.number,
        date: v.doc_date,
        cancelled,
        buyer: v.party?.name ?? '',
        pan,
        panMissing: v.tcs!.pan_missing === true || pan === '',
        consideration: cancelled ? 0 : v.tcs!.base,
        rate_bp: v.tcs!.rate_bp,
        tcs: cancelled ? 0 : v.tcs!.amount,
        section: tcsSection(v.doc_date),
      }
    })
}
