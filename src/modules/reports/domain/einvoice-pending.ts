// E-invoices still to report (research/modules.md §3.15, issue 20 item 6): the posted vehicle invoices of a
// period that the IRP should have and has not (no IRN kept on the voucher) — a B2B or SEZ buyer, not the
// dealer's own GSTIN, a dealer above ₹5 crore — with the days left of the 30 the IRP allows a dealer at ₹10
// crore or more (none to count below that), what the invoice still lacks to be built, the nearest deadline
// first. The rules are the vehicle invoices' own (einvoiceProblems, einvoiceDaysLeft), never restated here.
import type { Voucher } from '@schemas/vouchers.schema'
import {
  einvoiceDaysLeft,
  einvoiceProblems,
  type EinvoiceProblem,
  type Seller,
} from '@/modules/vehicle-invoices/public'
import type { Month } from './gstr1'

export type AatoBand = 'upto_5cr' | 'upto_10cr' | 'above_10cr'

export type EinvoicePendingRow = {
  id: string
  number: string
  date: string
  buyer: string
  gstin: string
  value: number
  /** Days left of 30 (negative: late); null below ₹10 crore, where no limit applies. */
  daysLeft: number | null
  /** What the invoice lacks before its JSON can be built (the seller's or the buyer's details). */
  problems: EinvoiceProblem[]
}

/** Problems that say the invoice is not one to e-invoice at all. */
const NOT_DUE = new Set<EinvoiceProblem>(['not_b2b', 'own_gstin', 'below_band', 'not_posted'])

export function einvoicesPending(
  vouchers: readonly Voucher[],
  period: Month,
  seller: Seller,
  band: AatoBand,
  today: string,
): EinvoicePendingRow[] {
  if (band === 'upto_5cr') return []
  return vouchers
    .flatMap((v): EinvoicePendingRow[] => {
      if (v.type !== 'vinv' || v.status !== 'posted' || !v.number || v.einvoice?.irn) return []
      if (v.doc_date < period.from || v.doc_date > period.to) return []
      const problems = einvoiceProblems(v, seller, band)
      if (problems.some((p) => NOT_DUE.has(p))) return []
      return [
        {
          id: v.id,
          number: v.number,
          date: v.doc_date,
          buyer: v.party?.name ?? '',
          gstin: v.party?.gstin?.trim().toUpperCase() ?? '',
          value: v.totals.grand_total,
          daysLeft: einvoiceDaysLeft(v.doc_date, today, band),
          problems,
        },
      ]
    })
    .sort(
      (a, b) =>
        (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity) ||
        a.date.localeCompare(b.date) ||
        a.number.localeCompare(b.number),
    )
}
