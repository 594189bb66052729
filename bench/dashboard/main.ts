// The day board over three years of a mid-size dealer (issue 22 item 5, "Speed": the dashboard's first paint with
// figures under 500 ms after the database opens) — 60,000 vouchers, 5,000 vehicles, 10,000 parts, 30,000 job
// cards — made of the same pure rules the board runs (src/modules/day-board/components/day-board.tsx composes
// them the same way), each against the named baseline "floor": one plain pass counting the same rows by type and
// status, deriving nothing.
import type { Booking } from '@schemas/bookings.schema'
import type { JobCard, JobStatus } from '@schemas/job-cards.schema'
import type { Part } from '@schemas/parts.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { cashBreaches } from '@/modules/books/domain/cash-breaches'
import { cnCutoff, complianceInbox, oldDrafts } from '@/modules/day-board/domain/compliance'
import {
  belowReorder,
  bookingFigures,
  cashInHand,
  receivables,
  stockFigures,
  todayFigures,
  workshopBoard,
} from '@/modules/day-board/domain/figures'
import { reorderList } from '@/modules/inventory/domain/parts-availability'
import { partsStock, stockSummary } from '@/modules/inventory/domain/parts-stock'
import { stockBook } from '@/modules/stock/domain/stock-book'
import { einvoicesDue } from '@/modules/vehicle-invoices/domain/einvoice'

export const TODAY = '2026-11-27'
const NOW = Date.parse(`${TODAY}T10:00:00+05:30`)
const DAY = 86_400_000
const DAYS = 3 * 365
const START = Date.parse(TODAY) - DAYS * DAY
const dateAt = (i: number, count: number) =>
  new Date(START + (Math.floor((i / count) * DAYS) + 1) * DAY).toISOString().slice(0, 10)
const MODELS = [
  'Swift VXI',
  'Dzire ZXI',
  'Baleno Alpha',
  'Brezza ZXI',
  'Ertiga VXI',
  'Alto LXI',
  'WagonR VXI',
]

function voucher(i: number, p: Partial<Voucher> & Pick<Voucher, 'type' | 'doc_date'>): Voucher {
  const total = p.totals?.grand_total ?? 10_000_00
  const sale = p.type === 'vinv' || p.type === 'winv'
  const party = p.party_id ?? `p${i % 4000}`
  const at = Date.parse(p.doc_date) + 11 * 3_600_000
  return {
    id: `v${i}`,
    rev: 1,
    created_at: at,
    updated_at: at,
    posted_at: at,
    status: i % 97 === 0 ? 'cancelled' : 'posted',
    number: `${p.type.toUpperCase()}/${i}`,
    series: p.type,
    fy: '2526',
    list_key: '',
    party_id: party,
    party: {
      name: `Customer ${party}`,
      gst_category: i % 5 === 0 ? 'regular' : 'unregistered',
      state_code: '27',
      gstin: i % 5 === 0 ? '27AAGFT5528R1ZJ' : '',
    },
    pos: '27',
    supply: 'intra',
    lines: [],
    totals: { grand_total: total },
    postings: sale
      ? [{ account_id: 'sys:debtors', party_id: party, dr: total, cr: 0 }]
      : p.type === 'rcpt'
        ? [
            { account_id: p.payment?.mode === 'cash' ? 'sys:cash' : 'bank', dr: total, cr: 0 },
            { account_id: 'sys:debtors', party_id: party, dr: 0, cr: total },
          ]
        : [{ account_id: 'sys:creditors', party_id: party, dr: 0, cr: total }],
    stock_moves: [],
    ...p,
  } as Voucher
}

export type World = {
  vouchers: Voucher[]
  vehicles: Vehicle[]
  bookings: Booking[]
  jobCards: JobCard[]
  parts: Part[]
  counts: Record<string, number>
}

/** Three years ending today: 5,000 vehicles bought and nine in ten sold, workshop bills with their parts, receipts
 * against the bills (cash, UPI, cheque), parts purchases, a few drafts; 30,000 job cards (the last ones still in
 * the workshop), 5,000 bookings (the last ones waiting) and 10,000 parts with opening stock and reorder levels. */
export function world(voucherCount: number, vehicleCount: number, partCount: number, jobs: number): World {
  const out: Voucher[] = []
  const vehicles: Vehicle[] = []
  const bookings: Booking[] = []
  let n = 0
  for (let k = 0; k < vehicleCount; k++) {
    const model = MODELS[k % MODELS.length]!
    const id = `veh${k}`
    vehicles.push({
      id,
      chassis_no: `CH${k}`,
      engine_no: `EN${k}`,
      description: model,
      colour: 'White',
      source: 'purchase',
      ...(k % 3 === 0 ? { pdi: { status: 'ok', date: TODAY } } : {}),
    } as Vehicle)
    const bought = dateAt(k, vehicleCount)
    const cost = 5_00_000_00 + (k % 40) * 10_000_00
    out.push(
      voucher(n++, {
        type: 'vpur',
        doc_date: bought,
        party_id: 'oem',
        totals: { grand_total: cost } as Voucher['totals'],
        stock_moves: [{ kind: 'vehicle', item_id: id, qty: 1, rate: cost, value: cost }],
      }),
    )
    const booking = `b${k}`
    const waiting = k >= vehicleCount - 150
    bookings.push({
      id: booking,
      booking_date: bought,
      status: waiting ? (k % 2 ? 'booked' : 'allotted') : 'delivered',
      expected_delivery: new Date(Date.parse(bought) + 30 * DAY).toISOString().slice(0, 10),
      ...(waiting && k % 2 === 0 ? { allotted_chassis_no: `CH${k}` } : {}),
    } as Booking)
    if (k % 10 === 9 || waiting) continue
    const sold = new Date(Date.parse(bought) + (10 + (k % 80)) * DAY).toISOString().slice(0, 10)
    // Not sold yet: still in the yard.
    if (sold > TODAY) continue
    out.push(
      voucher(n++, {
        type: 'vinv',
        doc_date: sold,
        booking_id: booking,
        totals: { grand_total: cost + 80_000_00 } as Voucher['totals'],
        stock_moves: [{ kind: 'vehicle', item_id: id, qty: -1, rate: cost, value: cost }],
      }),
    )
  }
  const rest = voucherCount - out.length
  const unpaid: number[] = []
  let paid = 0
  for (let i = 0; i < rest; i++) {
    const date = dateAt(i, rest)
    const r = i % 10
    if (r < 5) {
      unpaid.push(n)
      out.push(
        voucher(n++, {
          type: 'winv',
          doc_date: date,
          totals: { grand_total: 3_200_00 + (i % 7) * 100_00 } as Voucher['totals'],
          ...(r < 4 ? { job_card_id: `jc${i % jobs}` } : {}),
          stock_moves: [
            { kind: 'part', item_id: `part${i % partCount}`, qty: -1, rate: 1_500_00, value: 1_500_00 },
          ],
        }),
      )
    } else if (r < 9) {
      // A receipt for the oldest bill not yet paid, most in full; one in twenty left partly open.
      const bill = out[unpaid[paid++] ?? out.length - 1]!
      const amount = i % 20 === 7 ? Math.round(bill.totals.grand_total / 2) : bill.totals.grand_total
      const mode = (['cash', 'upi', 'cheque'] as const)[i % 3]!
      out.push(
        voucher(n++, {
          type: 'rcpt',
          doc_date: date,
          party_id: bill.party_id,
          totals: { grand_total: amount } as Voucher['totals'],
          payment: {
            amount,
            mode,
            account_id: mode === 'cash' ? 'sys:cash' : 'bank',
            allocations: [{ doc_id: bill.id, amount }],
            on_account: 0,
          },
        }),
      )
    } else {
      out.push(
        voucher(n++, {
          type: 'ppur',
          doc_date: date,
          party_id: 'parts-vendor',
          totals: { grand_total: 15_000_00 } as Voucher['totals'],
          stock_moves: [
            { kind: 'part', item_id: `part${i % partCount}`, qty: 10, rate: 1_500_00, value: 15_000_00 },
          ],
        }),
      )
    }
  }
  // Drafts: a few left behind days ago.
  for (let d = 0; d < 40; d++) {
    const v = out[out.length - 1 - d * 50]!
    if (v.type === 'rcpt' || v.type === 'winv') Object.assign(v, { status: 'draft', number: '' })
  }
  const jobCards: JobCard[] = []
  const open: JobStatus[] = ['open', 'in_progress', 'awaiting_parts', 'ready']
  for (let j = 0; j < jobs; j++) {
    jobCards.push({
      id: `jc${j}`,
      opened_at: START + Math.floor((j / jobs) * DAYS) * DAY,
      status: j >= jobs - 200 ? open[j % 4]! : 'delivered',
    } as JobCard)
  }
  const parts: Part[] = []
  for (let p = 0; p < partCount; p++) {
    parts.push({
      id: `part${p}`,
      part_no: `P-${p}`,
      reorder_level: p % 4 === 0 ? 8 : undefined,
      opening: { qty: 6, value: 9_000_00, as_of: dateAt(0, 1) },
    } as Part)
  }
  return {
    vouchers: out,
    vehicles,
    bookings,
    jobCards,
    parts,
    counts: {
      vouchers: out.length,
      vehicles: vehicles.length,
      parts: parts.length,
      jobCards: jobCards.length,
      bookings: bookings.length,
    },
  }
}

/** What the indexed reads hand the board first: today's vouchers, the bookings and cards still waiting. */
export function firstReads(w: World) {
  return {
    today: w.vouchers.filter((v) => v.doc_date === TODAY),
    bookings: w.bookings.filter((b) => b.status === 'booked' || b.status === 'allotted'),
    cards: w.jobCards.filter((c) => c.status !== 'delivered' && c.status !== 'cancelled'),
  }
}

/** The first figures, as the board paints them. */
export function first(r: ReturnType<typeof firstReads>) {
  return {
    today: todayFigures(r.today, TODAY),
    bookings: bookingFigures(r.bookings, TODAY),
    board: workshopBoard(r.cards),
  }
}

/** The floor of the first figures: the same rows counted by type and status. */
export function firstFloor(r: ReturnType<typeof firstReads>): number {
  let c = 0
  for (const v of r.today) if (v.status === 'posted' && v.type !== 'jv') c += 1
  for (const b of r.bookings) if (b.status !== 'cancelled') c += 1
  for (const j of r.cards) if (j.status !== 'cancelled') c += 1
  return c
}

/** Everything else the board shows once the whole books are read, the inbox included. */
export function books(w: World) {
  const allotted = w.bookings.filter((b) => b.status === 'allotted')
  const units = stockBook(w.vehicles, w.vouchers, allotted, TODAY)
  const stock = stockFigures(units)
  const state = partsStock(w.vouchers as never, w.parts)
  const summary = stockSummary(state).parts
  const negative = summary.filter((s) => s.negative).map((s) => s.part_id)
  const docs = new Map<string, { kind: 'booking'; id: string } | Pick<Voucher, 'id' | 'booking_id'>>()
  for (const v of w.vouchers) docs.set(v.id, v)
  const seller = {
    gstin: '27AAPFU0939F1ZV',
    name: 'Om Motors',
    state_code: '27',
    address: 'Bhosari MIDC',
    place: 'Pune',
    pin: '411019',
  }
  const inbox = complianceInbox({
    irn: einvoicesDue(w.vouchers, seller, 'above_10cr', TODAY),
    cnCutoff: cnCutoff(w.vouchers, TODAY),
    cashBreaches: cashBreaches(w.vouchers, docs).length,
    negativeParts: negative,
    chassisTwice: stock.twice,
    conflicts: 0,
    drafts: oldDrafts(w.vouchers, NOW),
  })
  return {
    cash: cashInHand(w.vouchers, TODAY),
    receivables: receivables(w.vouchers, TODAY),
    stock: {
      held: stock.held,
      pdiPending: stock.pdiPending,
      over90: stock.over90,
      models: stock.byModel.length,
    },
    reorder: belowReorder(w.parts, new Map(summary.map((s) => [s.part_id, s.qty]))),
    inbox: inbox.map((f) => `${f.kind}${'count' in f ? ` ${f.count}` : ''}`),
  }
}

/** The floor of the books: every row the board reads counted once by type and status. */
export function booksFloor(w: World): number {
  const c = new Map<string, number>()
  const add = (k: string) => c.set(k, (c.get(k) ?? 0) + 1)
  for (const v of w.vouchers) add(`${v.type}:${v.status}`)
  for (const v of w.vehicles) add(v.source)
  for (const b of w.bookings) add(b.status)
  for (const p of w.parts) add(p.reorder_level ? 'reorder' : 'part')
  return c.size
}

/** Untimed: the board's reorder count is the inventory's reorder list's length over the same parts. */
export function reorderAgrees(w: World): boolean {
  const state = partsStock(w.vouchers as never, w.parts)
  const onHand = new Map(stockSummary(state).parts.map((s) => [s.part_id, s.qty]))
  return belowReorder(w.parts, onHand) === reorderList(w.parts, state).length
}

/** The parts replay alone (the inventory's shared store does it once per database, for every screen). */
export function partsReplay(w: World): number {
  return partsStock(w.vouchers as never, w.parts).books.size
}
