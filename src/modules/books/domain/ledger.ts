// The party ledger, derived only (research/modules.md §3.14): the opening balance, every posted voucher's lines
// on the party with a running balance, the closing; cancelled documents listed with no amount. And the bill-wise
// view: each document the party owes on, what is still open after the receipts allocated to it (a booking's
// advance counts against the invoice raised from that booking) and credit notes against it, by age; and each
// bill a supplier sent us, what is still to pay after the payments allocated to it and debit notes against it.
import type { Voucher } from '@schemas/vouchers.schema'
import { parsePlainDate, toEpochDay } from '@/utils/plain-date'

/** Whole days from one yyyy-mm-dd to another; 0 when either is not a date. */
function daysBetween(from: string, to: string): number {
  const a = parsePlainDate(from)
  const b = parsePlainDate(to)
  return a.ok && b.ok ? toEpochDay(b.value) - toEpochDay(a.value) : 0
}

export type LedgerRow = {
  voucher_id: string
  doc_date: string
  type: Voucher['type']
  number: string
  dr: number
  cr: number
  /** Positive: the party owes (Dr); negative: we owe the party (Cr). */
  balance: number
  cancelled: boolean
}

export type Ledger = { opening: number; rows: LedgerRow[]; closing: number }

/** Σ dr and Σ cr of a voucher's lines on the party. */
export function partyAmounts(v: Pick<Voucher, 'postings'>, partyId: string): { dr: number; cr: number } {
  let dr = 0
  let cr = 0
  for (const p of v.postings) {
    if (p.party_id !== partyId) continue
    dr += p.dr
    cr += p.cr
  }
  return { dr, cr }
}

/** Whether a voucher is on the party's ledger: its own, or a journal with a line on the party. */
export function namesParty(v: Pick<Voucher, 'party_id' | 'postings'>, partyId: string): boolean {
  return v.party_id === partyId || v.postings.some((p) => p.party_id === partyId)
}

/** Book order: by date, then as posted. The day book and the account books list in the same order. */
export const byDate = (a: Voucher, b: Voucher) =>
  a.doc_date.localeCompare(b.doc_date) ||
  (a.posted_at ?? a.created_at) - (b.posted_at ?? b.created_at) ||
  a.id.localeCompare(b.id)

/** The ledger of a party from `from` to `to` (yyyy-mm-dd, both included). */
export function partyLedger(
  party: { id: string; opening_balance: number },
  vouchers: readonly Voucher[],
  period: { from: string; to: string },
): Ledger {
  let opening = party.opening_balance
  const inPeriod: Voucher[] = []
  for (const v of vouchers) {
    if (!namesParty(v, party.id)) continue
    if (v.status === 'draft' || v.doc_date > period.to) continue
    if (v.doc_date < period.from) {
      if (v.status === 'posted') {
        const a = partyAmounts(v, party.id)
        opening += a.dr - a.cr
      }
    } else {
      inPeriod.push(v)
    }
  }
  let balance = opening
  const rows = inPeriod.sort(byDate).map((v): LedgerRow => {
    const cancelled = v.status === 'cancelled'
    const a = cancelled ? { dr: 0, cr: 0 } : partyAmounts(v, party.id)
    balance += a.dr - a.cr
    return {
      voucher_id: v.id,
      doc_date: v.doc_date,
      type: v.type,
      number: v.number,
      ...a,
      balance,
      cancelled,
    }
  })
  return { opening, rows, closing: balance }
}

/** The documents a party is billed by. */
const BILLS: readonly Voucher['type'][] = ['vinv', 'winv']
/** Documents that reduce a bill they are against. */
const AGAINST: readonly Voucher['type'][] = ['vcn', 'wcn']

export type OpenItem = {
  voucher_id: string
  number: string
  doc_date: string
  /** The supplier's own number of a bill we were sent. */
  ref?: string
  amount: number
  pending: number
  /** Days from the document date to the day asked about. */
  age: number
}

/** Each bill of the party with what is settled of it on `asOf` (receipts allocated to it or to the booking it
 * was raised from, less refunds, and credit notes against it), in book order. */
function billStates(partyId: string, vouchers: readonly Voucher[], asOf: string) {
  const live = vouchers.filter((v) => v.status === 'posted' && v.doc_date <= asOf)
  const received = new Map<string, number>()
  const credited = new Map<string, number>()
  const add = (to: Map<string, number>, id: string, amount: number) => to.set(id, (to.get(id) ?? 0) + amount)
  for (const v of live) {
    // A bounced cheque settled nothing; a refund gives back what its receipt had settled.
    if (v.payment?.cheque_status === 'bounced') continue
    const sign = v.type === 'rfnd' ? -1 : 1
    for (const a of v.payment?.allocations ?? []) add(received, a.doc_id, sign * a.amount)
    if (AGAINST.includes(v.type) && v.against_id) add(credited, v.against_id, partyAmounts(v, partyId).cr)
  }
  const of = (map: Map<string, number>, v: Voucher) =>
    (map.get(v.id) ?? 0) + (v.booking_id ? (map.get(v.booking_id) ?? 0) : 0)
  return live
    .filter((v) => BILLS.includes(v.type) && v.party_id === partyId)
    .sort(byDate)
    .map((v) => {
      const amount = partyAmounts(v, partyId).dr
      const paidIn = of(received, v)
      return { v, amount, paid: paidIn + of(credited, v), received: paidIn }
    })
}

/** The party's bills still open on `asOf`, oldest first. */
export function openItems(partyId: string, vouchers: readonly Voucher[], asOf: string): OpenItem[] {
  return billStates(partyId, vouchers, asOf)
    .map(({ v, amount, paid }) => ({
      voucher_id: v.id,
      number: v.number,
      doc_date: v.doc_date,
      amount,
      pending: amount - paid,
      age: daysBetween(v.doc_date, asOf),
    }))
    .filter((i) => i.pending > 0)
}

/** Documents a supplier bills us by, and the debit notes that send goods back against them. */
const PURCHASE_BILLS: readonly Voucher['type'][] = ['vpur', 'ppur']
const PURCHASE_RETURNS: readonly Voucher['type'][] = ['vpret', 'ppret']

export type BillBalance = { amount: number; received: number; credited: number; pending: number }

/** Each of a supplier's bills on `asOf`, in book order: what we owe on it (the supplier's credit, the bill
 * less any s.194Q TDS kept back), what payments allocated to it paid (a bounced cheque paid nothing), and
 * what debit notes against it took off. */
function purchaseStates(partyId: string, vouchers: readonly Voucher[], asOf: string) {
  const live = vouchers.filter((v) => v.status === 'posted' && v.doc_date <= asOf)
  const paid = new Map<string, number>()
  const credited = new Map<string, number>()
  const add = (to: Map<string, number>, id: string, amount: number) => to.set(id, (to.get(id) ?? 0) + amount)
  for (const v of live) {
    if (v.type === 'pay' && v.payment?.cheque_status !== 'bounced') {
      for (const a of v.payment?.allocations ?? []) add(paid, a.doc_id, a.amount)
    }
    if (PURCHASE_RETURNS.includes(v.type) && v.against_id) {
      add(credited, v.against_id, partyAmounts(v, partyId).dr)
    }
  }
  return live
    .filter((v) => PURCHASE_BILLS.includes(v.type) && v.party_id === partyId)
    .sort(byDate)
    .map((v) => {
      const amount = partyAmounts(v, partyId).cr
      const p = paid.get(v.id) ?? 0
      const c = credited.get(v.id) ?? 0
      return { v, balance: { amount, received: p, credited: c, pending: amount - p - c } }
    })
}

/** The supplier's bills (vpur, ppur) still to be paid on `asOf`, oldest first: what a payment is allocated
 * against, and the supplier's bill-wise view. `ref` is the supplier's own bill number. */
export function payableItems(partyId: string, vouchers: readonly Voucher[], asOf: string): OpenItem[] {
  return purchaseStates(partyId, vouchers, asOf)
    .map(({ v, balance }) => ({
      voucher_id: v.id,
      number: v.number,
      doc_date: v.doc_date,
      ...(v.supplier_bill_no ? { ref: v.supplier_bill_no } : {}),
      amount: balance.amount,
      pending: balance.pending,
      age: daysBetween(v.doc_date, asOf),
    }))
    .filter((i) => i.pending > 0)
}

/** What a bill stands at on `asOf`: its amount, what receipts (its booking's advance among them) and credit
 * notes have settled, and what is left to receive (below zero when more came in than is due). A supplier's
 * bill (vpur, ppur) the other way round: what payments and debit notes settled, and what is left to pay. */
export function billBalance(
  bill: Pick<Voucher, 'id' | 'party_id'>,
  vouchers: readonly Voucher[],
  asOf: string,
): BillBalance | null {
  const own = vouchers.find((v) => v.id === bill.id)
  if (own && PURCHASE_BILLS.includes(own.type)) {
    return purchaseStates(own.party_id ?? '', vouchers, asOf).find((s) => s.v.id === own.id)?.balance ?? null
  }
  const state = billStates(bill.party_id ?? '', vouchers, asOf).find((b) => b.v.id === bill.id)
  if (!state) return null
  return {
    amount: state.amount,
    received: state.received,
    credited: state.paid - state.received,
    pending: state.amount - state.paid,
  }
}

export type OverSettled = {
  voucher_id: string
  number: string
  /** A customer's bill settled by receipts, or a supplier's bill (vpur, ppur) paid by payments. */
  side: 'customer' | 'supplier'
  amount: number
  settled: number
  /** The receipts (a customer's bill) or payments (a supplier's) allocated to it. */
  receipts: { id: string; number: string; type: Voucher['type'] }[]
}

const settlers = (vouchers: readonly Voucher[], types: readonly Voucher['type'][], ids: readonly string[]) =>
  vouchers
    .filter(
      (r) =>
        types.includes(r.type) &&
        r.status === 'posted' &&
        r.payment?.cheque_status !== 'bounced' &&
        r.payment?.allocations.some((a) => ids.includes(a.doc_id)),
    )
    .map((r) => ({ id: r.id, number: r.number, type: r.type }))

/**
 * Bills settled beyond their amount: two devices offline each allocated a receipt to what they saw open (a
 * device refuses it alone). The excess is the party's advance in truth; the user re-allocates or refunds.
 * A supplier's bill the same way round: two devices each paid it in full, and the excess is our advance to
 * the supplier, to be asked back or left against its next bill.
 */
export function overSettled(partyId: string, vouchers: readonly Voucher[], asOf: string): OverSettled[] {
  // Receipts alone: a credit note on a paid bill leaves the buyer an advance to refund, which is no clash.
  const customers = billStates(partyId, vouchers, asOf)
    .filter(({ amount, received }) => received > amount)
    .map(({ v, amount, received }) => ({
      voucher_id: v.id,
      number: v.number,
      side: 'customer' as const,
      amount,
      settled: received,
      receipts: settlers(vouchers, ['rcpt', 'rfnd'], v.booking_id ? [v.id, v.booking_id] : [v.id]),
    }))
  // Payments alone, for the same reason: a debit note on a paid bill leaves the supplier owing us, no clash.
  const suppliers = purchaseStates(partyId, vouchers, asOf)
    .filter(({ balance }) => balance.received > balance.amount)
    .map(({ v, balance }) => ({
      voucher_id: v.id,
      number: v.number,
      side: 'supplier' as const,
      amount: balance.amount,
      settled: balance.received,
      receipts: settlers(vouchers, ['pay'], [v.id]),
    }))
  return [...customers, ...suppliers]
}

export const AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const
export type AgeBucket = (typeof AGE_BUCKETS)[number]

export function bucketOf(age: number): AgeBucket {
  return age <= 30 ? '0-30' : age <= 60 ? '31-60' : age <= 90 ? '61-90' : '90+'
}

/** Open amounts by age bucket, and their total. */
export function ageing(items: readonly OpenItem[]): { buckets: Record<AgeBucket, number>; total: number } {
  const buckets: Record<AgeBucket, number> = { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 }
  for (const i of items) buckets[bucketOf(i.age)] += i.pending
  return { buckets, total: items.reduce((n, i) => n + i.pending, 0) }
}
