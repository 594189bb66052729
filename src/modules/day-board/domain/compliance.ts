// The compliance inbox (research/modules.md §3.17): what the law or the books need the dealer to act on, from
// what the owning modules already derive (the e-invoice clock, the cash limit broken jointly, parts below zero,
// a chassis sold or allotted twice, sync conflicts) and two rules of its own: the credit-note cut-off and
// drafts left behind. Each flag says how many and where to go; an inbox with no flag says all is clear.
import type { Voucher } from '@schemas/vouchers.schema'
import { creditNoteLastDay } from '@/utils/credit-note'
import { isoDaysBetween } from '@/utils/plain-date'

export type ComplianceFlag =
  /** B2B vehicle invoices not yet reported to the IRP (₹10 crore and above): the nearest deadline. */
  | { kind: 'irn_pending'; count: number; daysLeft: number; first: string }
  /** The last day for credit notes on last year's invoices is near: days left and drafts waiting. */
  | { kind: 'cn_cutoff'; lastDay: string; daysLeft: number; fy: string; drafts: number }
  /** Cash receipts that together reached the s.269ST limit (devices offline at once). */
  | { kind: 'cash_limit'; count: number }
  /** Parts below zero now (billed beyond stock, or two devices offline). */
  | { kind: 'negative_stock'; count: number; first: string }
  /** A chassis invoiced twice or allotted to two bookings. */
  | { kind: 'chassis_twice'; count: number; first: string }
  /** Edits that lost a sync conflict, not yet reviewed. */
  | { kind: 'sync_conflicts'; count: number }
  /** Vouchers of one type left as drafts for more than a day: the oldest first. */
  | { kind: 'old_drafts'; type: Voucher['type']; count: number; first: string }

export type FlagKind = ComplianceFlag['kind']

/** How many days before the cut-off the inbox starts counting down. */
export const CN_WARNING_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

type DraftVoucher = Pick<Voucher, 'id' | 'type' | 'status' | 'created_at'>

/** Drafts older than a day, by type (the type with the most first), each naming its oldest. */
export function oldDrafts(vouchers: Iterable<DraftVoucher>, now: number): ComplianceFlag[] {
  const byType = new Map<Voucher['type'], { count: number; first: string; at: number }>()
  for (const v of vouchers) {
    if (v.status !== 'draft' || now - v.created_at < DAY_MS) continue
    const seen = byType.get(v.type)
    if (!seen) byType.set(v.type, { count: 1, first: v.id, at: v.created_at })
    else {
      seen.count += 1
      if (v.created_at < seen.at) Object.assign(seen, { first: v.id, at: v.created_at })
    }
  }
  return [...byType]
    .sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b))
    .map(([type, { count, first }]) => ({ kind: 'old_drafts', type, count, first }))
}

type CnVoucher = Pick<Voucher, 'id' | 'type' | 'status' | 'doc_date' | 'against_id'>

/**
 * The credit-note cut-off (CGST s.34(2)): a note on an invoice of a financial year is issued by 30 November after
 * it (or the annual return's filing, if earlier). From CN_WARNING_DAYS before that day until it passes, the inbox
 * counts down, with the draft credit notes on that year's invoices that would be refused after it (only when
 * there are invoices of that year at all).
 */
export function cnCutoff(
  vouchers: readonly CnVoucher[],
  today: string,
  annualReturnFiledOn?: string | null,
): ComplianceFlag | null {
  const year = Number(today.slice(0, 4))
  // The invoices whose window closes this calendar year are those of the financial year that ended in March.
  const fyStart = `${year - 1}-04-01`
  const fyEnd = `${year}-03-31`
  const lastDay = creditNoteLastDay(fyStart, annualReturnFiledOn)
  if (!lastDay) return null
  const daysLeft = isoDaysBetween(today, lastDay)
  if (daysLeft === null || daysLeft < 0 || daysLeft > CN_WARNING_DAYS) return null
  const ofYear = (v: CnVoucher) =>
    (v.type === 'vinv' || v.type === 'winv') &&
    v.status === 'posted' &&
    v.doc_date >= fyStart &&
    v.doc_date <= fyEnd
  // Draft notes are few: their invoices are looked for only when there are some.
  const notes: CnVoucher[] = []
  let invoicesOfYear = 0
  for (const v of vouchers) {
    if (ofYear(v)) invoicesOfYear += 1
    else if ((v.type === 'vcn' || v.type === 'wcn') && v.status === 'draft' && v.against_id) notes.push(v)
  }
  const against = new Set(notes.map((n) => n.against_id))
  // A dealer with no invoice of that year has nothing a note could be issued on.
  if (invoicesOfYear === 0) return null
  const onYear = new Set<string>()
  if (against.size > 0) {
    for (const v of vouchers) if (against.has(v.id) && ofYear(v)) onYear.add(v.id)
  }
  const drafts = notes.filter((n) => onYear.has(n.against_id ?? '')).length
  return {
    kind: 'cn_cutoff',
    lastDay,
    daysLeft,
    fy: `${year - 1}-${String(year).slice(2)}`,
    drafts,
  }
}

export type InboxInput = {
  irn: readonly { id: string; daysLeft: number }[]
  cnCutoff: ComplianceFlag | null
  cashBreaches: number
  negativeParts: readonly string[]
  chassisTwice: readonly string[]
  conflicts: number
  drafts: readonly ComplianceFlag[]
}

/** The inbox in the order a dealer should act: the law's clocks first, then what is wrong in the books. */
export function complianceInbox(input: InboxInput): ComplianceFlag[] {
  const out: ComplianceFlag[] = []
  if (input.irn.length > 0) {
    const first = input.irn.reduce((a, b) => (b.daysLeft < a.daysLeft ? b : a))
    out.push({ kind: 'irn_pending', count: input.irn.length, daysLeft: first.daysLeft, first: first.id })
  }
  if (input.cnCutoff) out.push(input.cnCutoff)
  if (input.cashBreaches > 0) out.push({ kind: 'cash_limit', count: input.cashBreaches })
  if (input.chassisTwice.length > 0) {
    out.push({ kind: 'chassis_twice', count: input.chassisTwice.length, first: input.chassisTwice[0]! })
  }
  if (input.negativeParts.length > 0) {
    out.push({ kind: 'negative_stock', count: input.negativeParts.length, first: input.negativeParts[0]! })
  }
  if (input.conflicts > 0) out.push({ kind: 'sync_conflicts', count: input.conflicts })
  out.push(...input.drafts)
  return out
}
