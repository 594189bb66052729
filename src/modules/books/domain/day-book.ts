// The day book and the cash and bank books (research/modules.md §3.14, §3.15), derived from vouchers, never
// stored twice. The day book lists every voucher of a period in date order (a cancelled one with no amount);
// an account's book runs the balance of one account (cash in hand, a bank) line by line.
import type { Voucher } from '@schemas/vouchers.schema'
import { byDate } from './ledger'

export type Period = { from: string; to: string }

export type DayBookRow = {
  voucher_id: string
  doc_date: string
  type: Voucher['type']
  number: string
  party: string
  /** The voucher's value: its grand total, or Σ dr of its postings when it has none. 0 when cancelled. */
  amount: number
  cancelled: boolean
}

const inPeriod = (v: Voucher, p: Period) => v.status !== 'draft' && v.doc_date >= p.from && v.doc_date <= p.to

export function dayBook(vouchers: readonly Voucher[], period: Period): DayBookRow[] {
  return vouchers
    .filter((v) => inPeriod(v, period))
    .sort(byDate)
    .map((v) => {
      const cancelled = v.status === 'cancelled'
      const value = v.totals.grand_total || v.postings.reduce((n, p) => n + p.dr, 0)
      return {
        voucher_id: v.id,
        doc_date: v.doc_date,
        type: v.type,
        number: v.number,
        party: v.party?.name ?? '',
        amount: cancelled ? 0 : value,
        cancelled,
      }
    })
}

export type AccountBookRow = {
  voucher_id: string
  doc_date: string
  type: Voucher['type']
  number: string
  party: string
  /** Money in (receipts into the account) and out. */
  dr: number
  cr: number
  balance: number
}

export type AccountBook = {
  opening: number
  rows: AccountBookRow[]
  closing: number
  inflow: number
  outflow: number
}

/** One account's book for a period: the opening (the account's own plus everything posted before), each posted
 * voucher's lines on it, the running balance. Cash in hand is `sys:cash`; a bank book is a bank account's. */
export function accountBook(
  accountId: string,
  openingBalance: number,
  vouchers: readonly Voucher[],
  period: Period,
): AccountBook {
  const on = (v: Voucher) =>
    v.postings.reduce((t, p) => (p.account_id === accountId ? { dr: t.dr + p.dr, cr: t.cr + p.cr } : t), {
      dr: 0,
      cr: 0,
    })
  let opening = openingBalance
  const rows: AccountBookRow[] = []
  for (const v of vouchers) {
    if (v.status !== 'posted' || v.doc_date >= period.from) continue
    const t = on(v)
    opening += t.dr - t.cr
  }
  let balance = opening
  let inflow = 0
  let outflow = 0
  for (const v of [...vouchers].filter((x) => x.status === 'posted' && inPeriod(x, period)).sort(byDate)) {
    const t = on(v)
    if (t.dr === 0 && t.cr === 0) continue
    balance += t.dr - t.cr
    inflow += t.dr
    outflow += t.cr
    rows.push({
      voucher_id: v.id,
      doc_date: v.doc_date,
      type: v.type,
      number: v.number,
      party: v.party?.name ?? '',
      ...t,
      balance,
    })
  }
  return { opening, rows, closing: balance, inflow, outflow }
}
