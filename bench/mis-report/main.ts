// The MIS report over three years of a mid-size dealer (issue 22 item 4, "Speed": the report of a year under
// 1 s on 60,000 vouchers, 5,000 vehicles and 30,000 job cards), made of the same pure rules the screen runs,
// against the named baseline "floor": one pass over the same documents adding up every voucher line's taxable
// value and stock move's value, every job card and follow-up once — no grouping, no stock book, no open items,
// no return: the least any report of those documents must do.
import type { Booking } from '@schemas/bookings.schema'
import type { FollowUpDoc } from '@schemas/follow-ups.schema'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Part } from '@schemas/parts.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher, VoucherLine } from '@schemas/vouchers.schema'
import { misComparison, misPeriods, misReport, type MisInput } from '@/modules/mis-report/domain/mis'
import { monthPeriod } from '@/modules/reports/domain/period'

const DAY = 86_400_000
const START = Date.UTC(2023, 3, 1)
const DAYS = 3 * 365
const dateOf = (i: number, count: number) =>
  new Date(START + Math.floor((i / count) * DAYS) * DAY).toISOString().slice(0, 10)
const MODELS = [
  'Swift VXI',
  'Dzire ZXI',
  'Baleno Alpha',
  'Brezza ZXI',
  'Ertiga VXI',
  'Alto LXI',
  'WagonR VXI',
]

function line(
  i: number,
  kind: VoucherLine['kind'],
  description: string,
  taxable: number,
  bp = 1800,
): VoucherLine {
  const half = Math.round((taxable * bp) / 20_000)
  return {
    id: `l${i}`,
    kind,
    description,
    qty: 1,
    taxable,
    gst_bp: bp,
    cgst: half,
    sgst: half,
    igst: 0,
    cess: 0,
    total: taxable + 2 * half,
  }
}

function voucher(i: number, p: Partial<Voucher> & Pick<Voucher, 'type' | 'doc_date'>): Voucher {
  const lines = p.lines ?? []
  const total = lines.reduce((s, l) => s + l.total, 0) || 10_000_00
  const sale = p.type === 'vinv' || p.type === 'winv'
  const party = p.party_id ?? `p${i % 4000}`
  return {
    id: `v${i}`,
    rev: 1,
    created_at: i,
    updated_at: i,
    status: i % 97 === 0 ? 'cancelled' : 'posted',
    number: `${p.type.toUpperCase()}/${i}`,
    series: p.type,
    fy: '2526',
    list_key: '',
    party_id: party,
    party: { name: `Customer ${party}`, gst_category: 'unregistered', state_code: '27' },
    pos: '27',
    supply: 'intra',
    lines,
    totals: { grand_total: total },
    postings: [
      {
        account_id: sale || p.type === 'rcpt' ? 'sys:debtors' : 'sys:creditors',
        party_id: party,
        dr: sale ? total : 0,
        cr: sale ? 0 : total,
      },
      { account_id: 'sys:input-cgst', dr: sale ? 0 : Math.round(total / 20), cr: 0 },
    ],
    stock_moves: [],
    ...p,
  }
}

export type World = MisInput & { counts: Record<string, number> }

/** Three years (FY 2023-24 to 2025-26): 5,000 vehicles bought and most sold, workshop bills, receipts against
 * the bills, parts purchases, 30,000 job cards, bookings and follow-ups; `vouchers` in all. */
export function world(vouchers: number, vehicleCount: number, jobs: number): World {
  const out: Voucher[] = []
  const vehicles: Vehicle[] = []
  const bookings: Booking[] = []
  let n = 0
  // Each vehicle: its purchase, and for nine in ten its invoice some 40 days later.
  for (let k = 0; k < vehicleCount; k++) {
    const model = MODELS[k % MODELS.length]!
    const id = `veh${k}`
    vehicles.push({
      id,
      rev: 1,
      created_at: k,
      updated_at: k,
      chassis_no: `CH${k}`,
      engine_no: `EN${k}`,
      catalog_id: 'c',
      description: model,
      colour: 'White',
      source: 'purchase',
    } as Vehicle)
    const bought = dateOf(k, vehicleCount)
    const cost = 5_00_000_00 + (k % 40) * 10_000_00
    out.push(
      voucher(n++, {
        type: 'vpur',
        doc_date: bought,
        party_id: 'oem',
        lines: [line(1, 'vehicle', model, cost, 2800)],
        stock_moves: [{ kind: 'vehicle', item_id: id, qty: 1, rate: cost, value: cost }],
      }),
    )
    if (k % 10 === 9) continue
    const sold = new Date(Date.parse(bought) + (10 + (k % 80)) * DAY).toISOString().slice(0, 10)
    const booking = `b${k}`
    bookings.push({ id: booking, booking_date: bought, status: 'delivered' } as Booking)
    out.push(
      voucher(n++, {
        type: 'vinv',
        doc_date: sold,
        booking_id: booking,
        ...(k % 3 === 0 ? { details: { hypothecation: 'HDFC Bank' } } : {}),
        lines: [
          { ...line(1, 'vehicle', model, cost + 60_000_00, 2800), discount: (k % 5) * 5_000_00 },
          line(2, 'accessory', 'Mats', 5_000_00),
        ],
        stock_moves: [{ kind: 'vehicle', item_id: id, qty: -1, rate: cost, value: cost }],
      }),
    )
  }
  // The rest: workshop bills (job card or counter), receipts against the bill before, parts purchases.
  const rest = vouchers - out.length
  for (let i = 0; i < rest; i++) {
    const date = dateOf(i, rest)
    const r = i % 10
    if (r < 6) {
      out.push(
        voucher(n++, {
          type: 'winv',
          doc_date: date,
          ...(r < 5 ? { job_card_id: `jc${i % jobs}` } : {}),
          lines: [
            line(1, 'part', 'Filter', 2_000_00 + (i % 7) * 100_00),
            line(2, 'labour', 'Service', 1_200_00),
          ],
          stock_moves: [
            { kind: 'part', item_id: `part${i % 2000}`, qty: -1, rate: 1_500_00, value: 1_500_00 },
          ],
        }),
      )
    } else if (r < 9) {
      const bill = out[out.length - 1]!
      out.push(
        voucher(n++, {
          type: 'rcpt',
          doc_date: date,
          party_id: bill.party_id,
          payment: {
            amount: bill.totals.grand_total,
            mode: (['cash', 'upi', 'cheque', 'finance'] as const)[i % 4]!,
            account_id: 'sys:cash',
            allocations: [{ doc_id: bill.id, amount: bill.totals.grand_total }],
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
          lines: [line(1, 'part', 'Filter', 15_000_00)],
          stock_moves: [
            { kind: 'part', item_id: `part${i % 2000}`, qty: 10, rate: 1_500_00, value: 15_000_00 },
          ],
        }),
      )
    }
  }
  const jobCards: JobCard[] = []
  for (let j = 0; j < jobs; j++) {
    const opened = START + Math.floor((j / jobs) * DAYS) * DAY + 10 * 3_600_000
    jobCards.push({
      id: `jc${j}`,
      opened_at: opened,
      status: 'delivered',
      delivered_at: opened + (4 + (j % 40)) * 3_600_000,
      billing: { invoice_ids: [], at: opened + 3 * 3_600_000 },
      labour: [{ billable_to: j % 9 === 0 ? 'warranty' : j % 5 === 0 ? 'free' : 'customer' }],
      parts: [],
    } as unknown as JobCard)
  }
  const followUps: FollowUpDoc[] = []
  for (let f = 0; f < jobs; f++) {
    followUps.push({
      id: `f${f}`,
      kind: f % 3 === 0 ? 'psf' : 'service_due',
      status: f % 4 === 0 ? 'open' : 'done',
      due_date: dateOf(f, jobs),
      attempts: [{ at: 0, on: dateOf(f, jobs), by: 'u', channel: 'call', outcome: 'reached' }],
    } as unknown as FollowUpDoc)
  }
  const parts: Pick<Part, 'id' | 'opening'>[] = []
  for (let p = 0; p < 2000; p++) {
    parts.push({ id: `part${p}`, opening: { qty: 20, value: 30_000_00, as_of: '2023-04-01' } })
  }
  return {
    vouchers: out,
    vehicles,
    bookings,
    jobCards,
    followUps,
    parts,
    dealerState: '27',
    utcOffsetMinutes: 330,
    counts: {
      vouchers: out.length,
      vehicles: vehicles.length,
      jobCards: jobCards.length,
      followUps: followUps.length,
    },
  }
}

/** The page: November 2025 against October, November 2024, and the year to date against the last. */
export const PERIODS = misPeriods(monthPeriod(2025, 11))
export const YEAR = { from: '2024-04-01', to: '2025-03-31' }

export function page(w: World): number {
  return misComparison(w, PERIODS).month.revenue.total
}

export function year(w: World): number {
  return misReport(w, YEAR).revenue.total
}

export function floor(w: World): number {
  let sum = 0
  for (const v of w.vouchers) {
    if (v.doc_date > YEAR.to) continue
    for (const l of v.lines) sum += l.taxable
    for (const m of v.stock_moves) sum += m.value
  }
  for (const j of w.jobCards) sum += j.opened_at > 0 ? 1 : 0
  for (const f of w.followUps) sum += f.due_date <= YEAR.to ? 1 : 0
  return sum
}
