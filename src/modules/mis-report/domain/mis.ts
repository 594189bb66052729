// The MIS report (research/modules.md §3.16): the figures an owner reads each month, for any period, derived
// from the stored documents by one pass over each collection. Money is integer paise; shares are basis points
// (10000 = 100 %) so a figure on screen and on paper is the same integer. Stock, receivables, GST and parts
// stock come from their own modules' rules (stock book, open items, GSTR-3B estimate, parts replay), never
// reckoned twice. A figure whose divisor is zero is null: "no vehicle sold" is not "₹0 margin per vehicle".
import type { Booking } from '@schemas/bookings.schema'
import type { FollowUpDoc } from '@schemas/follow-ups.schema'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Part } from '@schemas/parts.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher, VoucherPaymentMode } from '@schemas/vouchers.schema'
import { AGE_BUCKETS, ageing, openItems, type AgeBucket } from '@/modules/books/public'
import { partsStock, stockAsOf } from '@/modules/inventory/public'
import {
  customPeriod,
  fyPeriod,
  fyStartOf,
  gstr3b,
  shiftPeriod,
  yearEarlier,
  type ReportPeriod,
} from '@/modules/reports/public'
import { heldValue, stockBook } from '@/modules/stock/public'
import { isoDaysBetween } from '@/utils/plain-date'

export type Span = { from: string; to: string }

export type MisInput = {
  /** Every voucher dated up to the period's end at least (earlier ones make the stock and the receivables). */
  vouchers: readonly Voucher[]
  vehicles: readonly Vehicle[]
  bookings: readonly Booking[]
  jobCards: readonly JobCard[]
  followUps: readonly FollowUp[]
  /** Parts with their opening stock, for the parts stock's value. */
  parts: readonly Pick<Part, 'id' | 'opening'>[]
  /** The dealer's state code (place of supply) for the GSTR-3B estimate. */
  dealerState: string
  /** Minutes east of UTC of the shop's clock: a job card's times are instants, its day is the shop's. */
  utcOffsetMinutes?: number
}

type FollowUp = Pick<FollowUpDoc, 'id' | 'kind' | 'status' | 'due_date' | 'attempts'>

export const STREAMS = ['vehicles', 'accessories', 'services', 'parts', 'labour'] as const
export type Stream = (typeof STREAMS)[number]

export const MODE_GROUPS = ['cash', 'digital', 'cheque', 'finance', 'other'] as const
export type ModeGroup = (typeof MODE_GROUPS)[number]

export const SERVICE_TYPES = ['paid', 'free', 'warranty', 'insurance'] as const
export type ServiceType = (typeof SERVICE_TYPES)[number]

export type MisFigures = {
  span: Span
  sales: {
    /** Units retailed by model (the vehicle line's description): invoices less goods-return credit notes. */
    byModel: { model: string; units: number }[]
    units: number
    bookings: number
    cancellations: number
    /** Invoices raised from a booking in the period, over the bookings taken in it (bp). */
    conversionBp: number | null
    /** Discount on vehicle lines per unit invoiced (paise). */
    discountPerUnit: number | null
    /** Vehicle taxable less its landed cost, per unit retailed (paise). */
    marginPerUnit: number | null
    /** Invoices with a financier (hypothecation, or a receipt from the financier) over invoices (bp). */
    financeBp: number | null
  }
  /** Taxable value by stream, net of credit notes. */
  revenue: Record<Stream, number> & { total: number }
  stock: {
    /** At the period's end: units held (in stock or allotted) and their landed cost. */
    units: number
    value: number
    /** Units held more than 90 days (bp of units held). */
    over90Bp: number | null
    /** Parts on hand at moving average cost. */
    partsValue: number
  }
  workshop: {
    opened: number
    invoiced: number
    delivered: number
    /** Mean hours from opening to delivery of the job cards delivered in the period. */
    tatHours: number | null
    labourPerJob: number | null
    partsPerJob: number | null
    /** Job cards invoiced in the period by what kind of work they were. */
    mix: Record<ServiceType, number>
    /** Parts sold (counter and job card) less their cost at issue, and that as a share of sales (bp). */
    partsMargin: number
    partsMarginBp: number | null
  }
  money: {
    /** Receipts by mode (bounced cheques left out), and their total. */
    collections: Record<ModeGroup, number> & { total: number }
    /** What customers owed at the period's end, by age of the bill. */
    receivables: Record<AgeBucket, number> & { total: number }
    /** Days sales outstanding: receivables over the period's billing, times its days. */
    dso: number | null
  }
  gst: {
    /** Output tax of GSTR-3B 3.1 (a) and (b), all heads. */
    output: number
    /** Net ITC of table 4 (C), all heads. */
    input: number
    net: number
    /** Compensation-cess credit left after setting it off against the period's cess. */
    cessCredit: number
    /** TCS collected on invoices less that reversed by credit notes. */
    tcs: number
  }
  followUps: {
    due: number
    done: number
    psfDue: number
    psfDone: number
    /** PSF calls of the period where the customer was reached (bp of PSF calls due). */
    psfReachedBp: number | null
  }
}

const bp = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : null)
const per = (total: number, count: number) => (count > 0 ? Math.round(total / count) : null)
const inSpan = (day: string | undefined, s: Span) => !!day && day >= s.from && day <= s.to

const STREAM_OF: Record<Voucher['lines'][number]['kind'], Stream | null> = {
  vehicle: 'vehicles',
  accessory: 'accessories',
  service: 'services',
  charge: 'services',
  // Collected for the RTO or the insurer and paid over: no supply of the dealer's (Rule 33).
  pure_agent: null,
  part: 'parts',
  labour: 'labour',
}

const MODE_GROUP: Record<VoucherPaymentMode, ModeGroup> = {
  cash: 'cash',
  upi: 'digital',
  card: 'digital',
  neft: 'digital',
  rtgs: 'digital',
  imps: 'digital',
  cheque: 'cheque',
  dd: 'cheque',
  finance: 'finance',
  adjustment: 'other',
}

/** The span as instants on the shop's clock: from its first day's midnight to (not including) the midnight
 * after its last, so a job card's times are compared as numbers, never turned into dates one by one. */
function instants(span: Span, offsetMinutes: number): { from: number; to: number } {
  const shift = offsetMinutes * 60_000
  return {
    from: Date.parse(`${span.from}T00:00:00Z`) - shift,
    to: Date.parse(`${span.to}T00:00:00Z`) + 86_400_000 - shift,
  }
}

/** A job card's kind of work: an insurer's claim, else any warranty line, else any free-service line, else paid. */
export function serviceType(jc: Pick<JobCard, 'insurer_id' | 'labour' | 'parts'>): ServiceType {
  if (jc.insurer_id) return 'insurance'
  const payers = [...jc.labour, ...jc.parts].map((l) => l.billable_to ?? 'customer')
  if (payers.includes('warranty')) return 'warranty'
  if (payers.includes('free')) return 'free'
  return 'paid'
}

/** Vehicle units a voucher moves out of (−) or back into (+) stock. */
function vehicleMoves(v: Voucher): number {
  let qty = 0
  for (const m of v.stock_moves) if (m.kind === 'vehicle') qty += m.qty
  return qty
}
/** The cost a voucher takes out of stock (a move's value is its size; the quantity's sign says the way). */
function costOut(v: Voucher, kind: 'vehicle' | 'part'): number {
  let cost = 0
  for (const m of v.stock_moves) if (m.kind === kind) cost += m.qty < 0 ? m.value : -m.value
  return cost
}

type Position = { stock: MisFigures['stock']; receivables: MisFigures['money']['receivables'] }

/**
 * What every period of one report shares: the parts replayed once (a part's value on any day is read off its
 * ledger), each customer's vouchers, and the stock and receivables on each day a period ends (this month and
 * the year to date end on one day, as do the same month and the year to date a year before).
 */
export type MisContext = {
  parts: ReturnType<typeof partsStock>
  /** Each party's posted vouchers (its own, or a journal naming it), for those billed by a sale. */
  customers: Map<string, Voucher[]>
  positions: Map<string, Position>
}

export function misContext(input: MisInput): MisContext {
  const byParty = new Map<string, Voucher[]>()
  const billed = new Set<string>()
  for (const v of input.vouchers) {
    if (v.status !== 'posted') continue
    if ((v.type === 'vinv' || v.type === 'winv') && v.party_id) billed.add(v.party_id)
    const add = (id: string) => {
      const list = byParty.get(id)
      if (!list) byParty.set(id, [v])
      else if (list[list.length - 1] !== v) list.push(v)
    }
    if (v.party_id) add(v.party_id)
    for (const p of v.postings) if (p.party_id) add(p.party_id)
  }
  const customers = new Map([...byParty].filter(([id]) => billed.has(id)))
  return { parts: partsStock(input.vouchers, input.parts), customers, positions: new Map() }
}

/** Stock held and what customers owe at the end of `day`. */
function positionAt(input: MisInput, ctx: MisContext, day: string): Position {
  const known = ctx.positions.get(day)
  if (known) return known
  // The stock book of the vouchers dated till then; an opening unit is stock from its opening date only (the
  // stock book reads it as held from the start).
  const vehicles = input.vehicles.filter((v) => !v.opening || v.opening.as_of <= day)
  const moving = input.vouchers.filter(
    (v) => v.doc_date <= day && v.stock_moves.some((m) => m.kind === 'vehicle'),
  )
  const book = stockBook(vehicles, moving, input.bookings, day)
  const held = heldValue(book)
  const over90 = book.filter((u) => u.bucket === '90+').length
  let partsValue = 0
  for (const id of ctx.parts.books.keys()) partsValue += stockAsOf(ctx.parts, id, day).value
  // Each customer's open bills on that day, read on that customer's own vouchers only.
  const receivables: Position['receivables'] = { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0, total: 0 }
  for (const [party, vouchers] of ctx.customers) {
    const a = ageing(openItems(party, vouchers, day))
    for (const b of AGE_BUCKETS) receivables[b] += a.buckets[b]
    receivables.total += a.total
  }
  const position = {
    stock: { units: held.count, value: held.value, over90Bp: bp(over90, held.count), partsValue },
    receivables,
  }
  ctx.positions.set(day, position)
  return position
}

/** Every figure of the report for one period. */
export function misReport(input: MisInput, span: Span, ctx: MisContext = misContext(input)): MisFigures {
  const clock = instants(span, input.utcOffsetMinutes ?? 330)
  const within = (ms: number | undefined) => ms !== undefined && ms >= clock.from && ms < clock.to
  const posted = input.vouchers.filter(
    (v) => v.status === 'posted' && v.doc_date >= span.from && v.doc_date <= span.to,
  )

  // Sales, revenue, parts margin, TCS and collections: one pass over the period's posted vouchers.
  const byModel = new Map<string, number>()
  const revenue: Record<Stream, number> = { vehicles: 0, accessories: 0, services: 0, parts: 0, labour: 0 }
  const collections: Record<ModeGroup, number> = { cash: 0, digital: 0, cheque: 0, finance: 0, other: 0 }
  let invoices = 0
  let fromBooking = 0
  let discount = 0
  let margin = 0
  let partsSales = 0
  let partsCostTotal = 0
  let tcs = 0
  let billed = 0
  const financedByReceipt = new Set<string>()
  const financed = new Set<string>()
  const jobBills = new Set<string>()
  let jobLabour = 0
  let jobParts = 0
  for (const v of posted) {
    const sale = v.type === 'vinv' || v.type === 'winv'
    const note = v.type === 'vcn' || v.type === 'wcn'
    if (sale || note) {
      const sign = sale ? 1 : -1
      billed += sign * v.totals.grand_total
      tcs += sign * (v.tcs?.amount ?? v.totals.tcs ?? 0)
      for (const l of v.lines) {
        const stream = STREAM_OF[l.kind]
        if (stream) revenue[stream] += sign * l.taxable
        if (l.kind === 'part') partsSales += sign * l.taxable
      }
      // A winv issues parts at their cost; a wcn takes them back.
      partsCostTotal += costOut(v, 'part')
      if (v.type === 'winv' && v.job_card_id) {
        jobBills.add(v.job_card_id)
        for (const l of v.lines) {
          if (l.kind === 'labour') jobLabour += l.taxable
          else if (l.kind === 'part') jobParts += l.taxable
        }
      }
    }
    if (v.type === 'vinv' || v.type === 'vcn') {
      // Units: the invoice's move out, a goods-return note's move back in; a price-only note moves none.
      const units = -vehicleMoves(v)
      if (units !== 0) {
        const vehicleLines = v.lines.filter((l) => l.kind === 'vehicle')
        const model = vehicleLines[0]?.description ?? ''
        byModel.set(model, (byModel.get(model) ?? 0) + units)
        const taxable = vehicleLines.reduce((s, l) => s + l.taxable, 0)
        // The invoice earns its taxable over the cost leaving stock; a goods return undoes both.
        margin += Math.sign(units) * taxable - costOut(v, 'vehicle')
      }
      if (v.type === 'vinv') {
        invoices += 1
        if (v.booking_id) fromBooking += 1
        discount += v.lines.filter((l) => l.kind === 'vehicle').reduce((s, l) => s + (l.discount ?? 0), 0)
        if (v.details?.hypothecation?.trim()) financed.add(v.id)
      }
    }
    if (v.type === 'rcpt' && v.payment && v.payment.cheque_status !== 'bounced') {
      collections[MODE_GROUP[v.payment.mode]] += v.payment.amount
      if (v.payment.mode === 'finance') {
        for (const a of v.payment.allocations) financedByReceipt.add(a.doc_id)
      }
    }
  }
  for (const v of posted) {
    if (v.type !== 'vinv') continue
    if (financedByReceipt.has(v.id) || (v.booking_id && financedByReceipt.has(v.booking_id))) {
      financed.add(v.id)
    }
  }
  const units = [...byModel.values()].reduce((s, n) => s + n, 0)

  const bookings = input.bookings.filter((b) => inSpan(b.booking_date, span)).length
  const cancellations = input.bookings.filter(
    (b) => b.status === 'cancelled' && inSpan(b.cancelled_on, span),
  ).length

  // Stock and receivables at the period's end (shared by periods that end on one day).
  const at = positionAt(input, ctx, span.to)

  // Workshop.
  let opened = 0
  let invoicedJobs = 0
  let delivered = 0
  let tatMs = 0
  const mix: Record<ServiceType, number> = { paid: 0, free: 0, warranty: 0, insurance: 0 }
  for (const jc of input.jobCards) {
    if (within(jc.opened_at)) opened += 1
    if (jc.billing && within(jc.billing.at)) {
      invoicedJobs += 1
      mix[serviceType(jc)] += 1
    }
    if (jc.status === 'delivered' && jc.delivered_at && within(jc.delivered_at)) {
      delivered += 1
      tatMs += jc.delivered_at - jc.opened_at
    }
  }

  const days = (isoDaysBetween(span.from, span.to) ?? 0) + 1

  // GST: the GSTR-3B estimate of the period.
  const g = gstr3b(posted, span, input.dealerState)
  const heads = (t: { igst: number; cgst: number; sgst: number; cess: number }) =>
    t.igst + t.cgst + t.sgst + t.cess
  const output = heads(g.outward.taxable) + heads(g.outward.zeroRated)
  const inputTax = heads(g.itc.net)

  // Follow-ups due in the period, and what became of them.
  let due = 0
  let done = 0
  let psfDue = 0
  let psfDone = 0
  let psfReached = 0
  for (const f of input.followUps) {
    if (!inSpan(f.due_date, span)) continue
    due += 1
    if (f.status === 'done') done += 1
    if (f.kind !== 'psf') continue
    psfDue += 1
    if (f.status === 'done') psfDone += 1
    if (f.attempts.some((a) => a.outcome === 'reached')) psfReached += 1
  }

  return {
    span,
    sales: {
      byModel: [...byModel]
        .filter(([, n]) => n !== 0)
        .map(([model, n]) => ({ model, units: n }))
        .sort((a, b) => b.units - a.units || a.model.localeCompare(b.model)),
      units,
      bookings,
      cancellations,
      conversionBp: bp(fromBooking, bookings),
      discountPerUnit: per(discount, invoices),
      marginPerUnit: per(margin, units),
      financeBp: bp(financed.size, invoices),
    },
    revenue: { ...revenue, total: STREAMS.reduce((s, k) => s + revenue[k], 0) },
    stock: at.stock,
    workshop: {
      opened,
      invoiced: invoicedJobs,
      delivered,
      tatHours: delivered > 0 ? Math.round((tatMs / delivered / 3_600_000) * 10) / 10 : null,
      labourPerJob: per(jobLabour, jobBills.size),
      partsPerJob: per(jobParts, jobBills.size),
      mix,
      partsMargin: partsSales - partsCostTotal,
      partsMarginBp: partsSales > 0 ? bp(partsSales - partsCostTotal, partsSales) : null,
    },
    money: {
      collections: { ...collections, total: MODE_GROUPS.reduce((s, k) => s + collections[k], 0) },
      receivables: at.receivables,
      dso: billed > 0 ? Math.round((at.receivables.total * days) / billed) : null,
    },
    gst: {
      output,
      input: inputTax,
      net: output - inputTax,
      cessCredit: g.carried.cess,
      tcs,
    },
    followUps: {
      due,
      done,
      psfDue,
      psfDone,
      psfReachedBp: bp(psfReached, psfDue),
    },
  }
}

/** The periods an MIS page compares: the month, the month before, the same month a year before, and the
 * financial year to the month's end against the previous financial year to the same day. */
export type MisPeriods = {
  month: Span
  lastMonth: Span
  lastYear: Span
  fytd: Span
  lastFytd: Span
}

export type MisComparison = { [K in keyof MisPeriods]: MisFigures }

/** The five periods of a month (a month period, as the reports' picker gives it). */
export function misPeriods(month: ReportPeriod): MisPeriods {
  const span = (p: ReportPeriod): Span => ({ from: p.from, to: p.to })
  const fytd = customPeriod(fyPeriod(fyStartOf(month.from)).from, month.to)
  return {
    month: span(month),
    lastMonth: span(shiftPeriod(month, -1)),
    lastYear: span(yearEarlier(month)),
    fytd: span(fytd),
    lastFytd: span(yearEarlier(fytd)),
  }
}

/** Every period's figures, sharing one context. */
export function misComparison(input: MisInput, periods: MisPeriods): MisComparison {
  const ctx = misContext(input)
  return {
    month: misReport(input, periods.month, ctx),
    lastMonth: misReport(input, periods.lastMonth, ctx),
    lastYear: misReport(input, periods.lastYear, ctx),
    fytd: misReport(input, periods.fytd, ctx),
    lastFytd: misReport(input, periods.lastFytd, ctx),
  }
}

/** The change from `before` to `now` in basis points of `before`; null when there is nothing to compare with. */
export function changeBp(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null
  return Math.round(((now - before) * 10_000) / Math.abs(before))
}
