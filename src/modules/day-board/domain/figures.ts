// The figures of the day board (research/modules.md §3.17): plain functions over what the local database holds,
// each one pass over its rows, so the dashboard's first figures are ready in the time of the reads. Nothing is
// stored: every figure is derived again from the documents, as the registers and books derive theirs, and so
// agrees with the screen the tile opens.
import type { Booking } from '@schemas/bookings.schema'
import type { JobCard, JobStatus } from '@schemas/job-cards.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { isoDaysBetween } from '@/utils/plain-date'

/** What the figures read of a voucher (a stored `Voucher` is one). */
export type BoardVoucher = Pick<
  Voucher,
  | 'id'
  | 'type'
  | 'status'
  | 'number'
  | 'doc_date'
  | 'created_at'
  | 'party_id'
  | 'booking_id'
  | 'against_id'
  | 'totals'
  | 'payment'
  | 'postings'
  | 'stock_moves'
>

/** The money in the books is in paise; a count is a count. */
export type CountValue = { count: number; value: number }

export type TodayFigures = {
  /** Posted vehicle invoices dated today: documents, vehicles on them and their grand total. */
  vehicleInvoices: CountValue & { units: number }
  /** Posted workshop invoices (job cards and counter sales) dated today. */
  workshopInvoices: CountValue
  /** Receipts posted today, cash apart from every other mode; a bounced cheque collected nothing. */
  collections: { cash: number; digital: number; count: number }
}

export const CASH_ACCOUNT = 'sys:cash'

/** Today's invoices and collections, from the vouchers dated today (one range of the doc_date index). */
export function todayFigures(vouchers: Iterable<BoardVoucher>, today: string): TodayFigures {
  const out: TodayFigures = {
    vehicleInvoices: { count: 0, units: 0, value: 0 },
    workshopInvoices: { count: 0, value: 0 },
    collections: { cash: 0, digital: 0, count: 0 },
  }
  for (const v of vouchers) {
    if (v.status !== 'posted' || v.doc_date !== today) continue
    if (v.type === 'vinv') {
      out.vehicleInvoices.count += 1
      out.vehicleInvoices.value += v.totals.grand_total
      for (const m of v.stock_moves) if (m.kind === 'vehicle' && m.qty < 0) out.vehicleInvoices.units -= m.qty
    } else if (v.type === 'winv') {
      out.workshopInvoices.count += 1
      out.workshopInvoices.value += v.totals.grand_total
    } else if (v.type === 'rcpt' && v.payment && v.payment.cheque_status !== 'bounced') {
      out.collections.count += 1
      if (v.payment.mode === 'cash') out.collections.cash += v.payment.amount
      else out.collections.digital += v.payment.amount
    }
  }
  return out
}

/**
 * Cash in hand at the end of `asOf`: every posted line on the cash account up to that day (the system cash
 * account has no stored opening: an opening balance is a posted journal like any other), as the cash book
 * closes it.
 */
export function cashInHand(vouchers: Iterable<BoardVoucher>, asOf: string): number {
  let balance = 0
  for (const v of vouchers) {
    if (v.status !== 'posted' || v.doc_date > asOf) continue
    for (const p of v.postings) if (p.account_id === CASH_ACCOUNT) balance += p.dr - p.cr
  }
  return balance
}

export type BookingFigures = { awaitingAllotment: number; awaitingDelivery: number; overdue: number }

/**
 * Bookings with no vehicle yet (booked), those allotted a vehicle and not yet delivered, and of both those whose
 * promised delivery date is before today.
 */
export function bookingFigures(
  bookings: Iterable<Pick<Booking, 'status' | 'expected_delivery'>>,
  today: string,
): BookingFigures {
  const out = { awaitingAllotment: 0, awaitingDelivery: 0, overdue: 0 }
  for (const b of bookings) {
    if (b.status === 'booked') out.awaitingAllotment += 1
    else if (b.status === 'allotted') out.awaitingDelivery += 1
    else continue
    if (b.expected_delivery && b.expected_delivery < today) out.overdue += 1
  }
  return out
}

/** The workshop board: the cards still in the workshop, by where they stand. */
export const BOARD_STATUSES = [
  'open',
  'in_progress',
  'awaiting_parts',
  'ready',
] as const satisfies readonly JobStatus[]
export type BoardStatus = (typeof BOARD_STATUSES)[number]

export function workshopBoard(cards: Iterable<Pick<JobCard, 'status'>>): Record<BoardStatus, number> {
  const out: Record<BoardStatus, number> = { open: 0, in_progress: 0, awaiting_parts: 0, ready: 0 }
  for (const c of cards) if (c.status in out) out[c.status as BoardStatus] += 1
  return out
}

/** What the stock figures read of a unit of the stock book (stock's `StockUnit` is one). */
export type BoardUnit = {
  vehicle: { id: string; description: string; pdi?: { status?: string } | null }
  state: string
  age: number | null
  flags: readonly string[]
}

export type StockFigures = {
  /** Units held (in stock or allotted). */
  held: number
  /** Held units by model and variant, the most first (then by name). */
  byModel: { description: string; count: number }[]
  /** Held units without a passed PDI: none recorded, or one that failed. */
  pdiPending: number
  /** Held units in stock more than 90 days. */
  over90: number
  /** Units invoiced twice or allotted to two bookings (two devices offline): ids, for the inbox. */
  twice: string[]
}

const HELD = new Set(['in_stock', 'allotted'])

export function stockFigures(units: Iterable<BoardUnit>): StockFigures {
  const models = new Map<string, number>()
  let held = 0
  let pdiPending = 0
  let over90 = 0
  const twice: string[] = []
  for (const u of units) {
    if (u.flags.length > 0) twice.push(u.vehicle.id)
    if (!HELD.has(u.state)) continue
    held += 1
    models.set(u.vehicle.description, (models.get(u.vehicle.description) ?? 0) + 1)
    if (u.vehicle.pdi?.status !== 'ok') pdiPending += 1
    if (u.age !== null && u.age > 90) over90 += 1
  }
  const byModel = [...models]
    .map(([description, count]) => ({ description, count }))
    .sort((a, b) => b.count - a.count || a.description.localeCompare(b.description))
  return { held, byModel, pdiPending, over90, twice }
}

/** Receivables past 30, 60 and 90 days: the amount still pending on the bills of each age band. */
export const OVERDUE_BANDS = ['31-60', '61-90', '90+'] as const
export type OverdueBand = (typeof OVERDUE_BANDS)[number]

export type Receivables = { bands: Record<OverdueBand, CountValue>; total: number }

const BILLS = new Set<Voucher['type']>(['vinv', 'winv'])
const AGAINST = new Set<Voucher['type']>(['vcn', 'wcn'])

/**
 * Every customer's open bills in one pass, by the rule of the party ledger (books' `openItems`): a bill's amount
 * is what it debits its party; what settles it is every receipt allocated to it or to the booking it was raised
 * from (less refunds; a bounced cheque settles nothing) and the credit notes against it. Only posted documents
 * dated up to `asOf` count. `total` is all that is pending, of any age.
 */
export function receivables(vouchers: Iterable<BoardVoucher>, asOf: string): Receivables {
  const settled = new Map<string, number>()
  const add = (id: string, amount: number) => settled.set(id, (settled.get(id) ?? 0) + amount)
  const bills: { id: string; booking?: string; date: string; amount: number }[] = []
  for (const v of vouchers) {
    if (v.status !== 'posted' || v.doc_date > asOf) continue
    if (BILLS.has(v.type) && v.party_id) {
      let amount = 0
      for (const p of v.postings) if (p.party_id === v.party_id) amount += p.dr
      bills.push({ id: v.id, booking: v.booking_id || undefined, date: v.doc_date, amount })
    }
    if (v.payment && v.payment.cheque_status !== 'bounced') {
      const sign = v.type === 'rfnd' ? -1 : 1
      for (const a of v.payment.allocations) add(a.doc_id, sign * a.amount)
    }
    if (AGAINST.has(v.type) && v.against_id && v.party_id) {
      let credit = 0
      for (const p of v.postings) if (p.party_id === v.party_id) credit += p.cr
      add(v.against_id, credit)
    }
  }
  const bands: Record<OverdueBand, CountValue> = {
    '31-60': { count: 0, value: 0 },
    '61-90': { count: 0, value: 0 },
    '90+': { count: 0, value: 0 },
  }
  let total = 0
  // Three years of bills fall on about a thousand dates: each is parsed once.
  const ages = new Map<string, number>()
  const ageOf = (date: string) => {
    let age = ages.get(date)
    if (age === undefined) ages.set(date, (age = isoDaysBetween(date, asOf) ?? 0))
    return age
  }
  for (const b of bills) {
    const pending = b.amount - (settled.get(b.id) ?? 0) - (b.booking ? (settled.get(b.booking) ?? 0) : 0)
    if (pending <= 0) continue
    total += pending
    const age = ageOf(b.date)
    const band: OverdueBand | null = age > 90 ? '90+' : age > 60 ? '61-90' : age > 30 ? '31-60' : null
    if (!band) continue
    bands[band].count += 1
    bands[band].value += pending
  }
  return { bands, total }
}

/** What the reorder count reads of a part (a stored `Part` is one). */
export type ReorderPart = { id: string; reorder_level?: number | null; active?: boolean }

/**
 * Parts at or below their reorder level: the inventory's reorder list's rule (active, a level above zero, on hand
 * at or below it; nothing is on order until purchase orders exist), counted from the on-hand quantities the
 * parts stock already holds instead of replaying each part's book again.
 */
export function belowReorder(parts: Iterable<ReorderPart>, onHand: ReadonlyMap<string, number>): number {
  let count = 0
  for (const p of parts) {
    if (p.active === false || p.reorder_level == null || p.reorder_level <= 0) continue
    if ((onHand.get(p.id) ?? 0) <= p.reorder_level) count += 1
  }
  return count
}
