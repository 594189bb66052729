// November 2026 of a small dealer (Maharashtra, 27) for the MIS report's tests; each figure is worked by hand
// in mis.test.ts.
import type { Booking } from '@schemas/bookings.schema'
import type { FollowUpDoc } from '@schemas/follow-ups.schema'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Posting, Voucher, VoucherLine } from '@schemas/vouchers.schema'
import type { MisInput } from './mis'

export const R = 100 // paise in a rupee
let n = 0

export function ln(
  kind: VoucherLine['kind'],
  description: string,
  taxable: number,
  gstBp: number,
  extra = {},
) {
  const half = Math.round((taxable * gstBp) / 20_000)
  return {
    id: `l${++n}`,
    kind,
    description,
    qty: 1,
    taxable,
    gst_bp: gstBp,
    ...(kind === 'pure_agent' ? {} : { cgst: half, sgst: half }),
    total: kind === 'pure_agent' ? taxable : taxable + 2 * half,
    ...extra,
  } as VoucherLine
}

function voucher(p: Partial<Voucher> & Pick<Voucher, 'type' | 'doc_date'>): Voucher {
  n++
  return {
    id: `v${n}`,
    rev: 1,
    created_at: n,
    updated_at: n,
    status: 'posted',
    number: `N${n}`,
    series: '',
    fy: '2627',
    list_key: '',
    party_id: '',
    lines: [],
    totals: { grand_total: 0 },
    postings: [],
    stock_moves: [],
    ...p,
  }
}

/** A sale (or its note): the buyer owes the grand total (lines + TCS). */
export function sale(p: Partial<Voucher> & Pick<Voucher, 'type' | 'doc_date' | 'lines'>, tcs = 0): Voucher {
  const grand = p.lines.reduce((s, l) => s + l.total, 0) + tcs
  const note = p.type === 'vcn' || p.type === 'wcn'
  const party: Posting = p.party_id
    ? { account_id: 'sys:debtors', party_id: p.party_id, dr: note ? 0 : grand, cr: note ? grand : 0 }
    : { account_id: 'sys:cash', dr: note ? 0 : grand, cr: note ? grand : 0 }
  return voucher({
    ...p,
    party: { name: p.party_id ?? 'Cash' },
    totals: { grand_total: grand, tcs },
    ...(tcs ? { tcs: { rate_bp: 100, base: grand - tcs, amount: tcs } } : {}),
    postings: [party],
  })
}

function receipt(
  party: string,
  date: string,
  amount: number,
  mode: 'cash' | 'upi' | 'finance' | 'cheque',
  to: string[],
  bounced = false,
): Voucher {
  return voucher({
    type: 'rcpt',
    doc_date: date,
    party_id: party,
    totals: { grand_total: amount },
    payment: {
      amount,
      mode,
      account_id: 'sys:cash',
      allocations: to.map((doc_id) => ({ doc_id, amount: amount / to.length })),
      on_account: 0,
      ...(bounced ? { cheque_status: 'bounced' as const } : {}),
    },
    postings: [
      { account_id: 'sys:cash', dr: amount, cr: 0 },
      { account_id: 'sys:debtors', party_id: party, dr: 0, cr: amount },
    ],
  })
}

function vpur(date: string, vehicle: string, cost: number, cess = 0): Voucher {
  const tax = Math.round((cost * 1400) / 10_000)
  return voucher({
    type: 'vpur',
    doc_date: date,
    party_id: 'oem',
    stock_moves: [{ kind: 'vehicle', item_id: vehicle, qty: 1, rate: cost, value: cost }],
    postings: [
      { account_id: 'sys:purchases-vehicles', dr: cost, cr: 0 },
      { account_id: 'sys:input-cgst', dr: tax, cr: 0 },
      { account_id: 'sys:input-sgst', dr: tax, cr: 0 },
      ...(cess ? [{ account_id: 'sys:input-cess-legacy', dr: cess, cr: 0 }] : []),
      { account_id: 'sys:creditors', party_id: 'oem', dr: 0, cr: cost + 2 * tax + cess },
    ],
  })
}

const vehicle = (id: string, description: string, opening?: { cost: number; as_of: string }) =>
  ({
    id,
    chassis_no: `CH-${id}`,
    engine_no: `EN-${id}`,
    catalog_id: 'c',
    description,
    colour: 'White',
    source: opening ? 'opening' : 'purchase',
    ...(opening ? { opening } : {}),
  }) as Vehicle

const VEHICLES = [
  vehicle('veh1', 'Swift VXI'),
  vehicle('veh2', 'Dzire ZXI'),
  vehicle('veh3', 'Alto LXI', { cost: 4_00_000 * R, as_of: '2026-06-01' }),
  vehicle('veh4', 'Swift VXI'),
]

const inv1 = sale({
  type: 'vinv',
  doc_date: '2026-11-05',
  party_id: 'p1',
  booking_id: 'b1',
  details: { hypothecation: 'HDFC Bank' },
  lines: [
    ln('vehicle', 'Swift VXI', 6_00_000 * R, 2800, { discount: 10_000 * R }),
    ln('accessory', 'Mats', 5_000 * R, 1800),
    ln('pure_agent', 'RTO', 8_000 * R, 0),
  ],
  stock_moves: [{ kind: 'vehicle', item_id: 'veh1', qty: -1, rate: 5_00_000 * R, value: 5_00_000 * R }],
})
export const inv2 = sale(
  {
    type: 'vinv',
    doc_date: '2026-11-20',
    party_id: 'p2',
    lines: [ln('vehicle', 'Dzire ZXI', 9_00_000 * R, 2800)],
    stock_moves: [{ kind: 'vehicle', item_id: 'veh2', qty: -1, rate: 6_00_000 * R, value: 6_00_000 * R }],
  },
  11_520 * R,
)
const w0 = sale({
  type: 'winv',
  doc_date: '2026-08-15',
  party_id: 'p4',
  lines: [ln('labour', 'Denting', 10_000 * R, 1800)],
})
const w1 = sale({
  type: 'winv',
  doc_date: '2026-11-10',
  party_id: 'p3',
  job_card_id: 'jc1',
  lines: [ln('labour', 'Service', 2_000 * R, 1800), ln('part', 'Oil filter', 3_000 * R, 1800)],
  stock_moves: [{ kind: 'part', item_id: 'P1', qty: -1, rate: 2_000 * R, value: 2_000 * R }],
})
const w2 = sale({
  type: 'winv',
  doc_date: '2026-11-12',
  lines: [ln('part', 'Brake pad', 1_000 * R, 1800)],
  stock_moves: [{ kind: 'part', item_id: 'P2', qty: -1, rate: 600 * R, value: 600 * R }],
})
const wcn = sale({
  type: 'wcn',
  doc_date: '2026-11-15',
  against_id: w2.id,
  lines: [ln('part', 'Brake pad', 500 * R, 1800)],
  stock_moves: [{ kind: 'part', item_id: 'P2', qty: 0.5, rate: 600 * R, value: 300 * R }],
})
const cancelled = {
  ...sale({
    type: 'vinv',
    doc_date: '2026-11-21',
    party_id: 'p9',
    lines: [ln('vehicle', 'Swift VXI', 5_00_000 * R, 2800)],
  }),
  status: 'cancelled' as const,
}

export const VOUCHERS: Voucher[] = [
  vpur('2026-08-01', 'veh1', 5_00_000 * R),
  vpur('2026-10-20', 'veh2', 6_00_000 * R),
  vpur('2026-11-25', 'veh4', 5_50_000 * R, 10_000 * R),
  w0,
  inv1,
  inv2,
  w1,
  w2,
  wcn,
  cancelled,
  receipt('p1', '2026-11-06', 6_00_000 * R, 'finance', [inv1.id]),
  receipt('p2', '2026-11-20', 2_00_000 * R, 'cash', [inv2.id]),
  receipt('p3', '2026-11-10', 5_900 * R, 'upi', [w1.id]),
  receipt('p2', '2026-11-22', 50_000 * R, 'cheque', [inv2.id], true),
]

const booking = (id: string, booking_date: string, status: Booking['status'], cancelled_on?: string) =>
  ({ id, booking_date, status, ...(cancelled_on ? { cancelled_on } : {}) }) as Booking

// The shop's clock is IST: 2026-11-01 02:00 IST is 2026-10-31 20:30 UTC.
const ist = (local: string) => Date.parse(`${local}+05:30`)
const job = (p: Partial<JobCard>) => ({ labour: [], parts: [], status: 'open', ...p }) as unknown as JobCard

const JOBS = [
  job({
    id: 'jc1',
    opened_at: ist('2026-11-09T10:00:00'),
    billing: { invoice_ids: [w1.id], at: ist('2026-11-10T15:00:00') },
    status: 'delivered',
    delivered_at: ist('2026-11-10T16:00:00'),
    labour: [{ billable_to: 'customer' }] as JobCard['labour'],
  }),
  job({
    id: 'jc2',
    opened_at: ist('2026-11-01T02:00:00'),
    billing: { invoice_ids: [], at: ist('2026-11-20T10:00:00') },
    status: 'delivered',
    delivered_at: ist('2026-11-21T02:00:00'),
    labour: [{ billable_to: 'warranty' }] as JobCard['labour'],
  }),
  job({ id: 'jc3', opened_at: ist('2026-11-25T09:00:00'), status: 'in_progress', insurer_id: 'ins' }),
  job({ id: 'jc0', opened_at: ist('2026-10-31T22:00:00') }),
]

const fu = (
  id: string,
  kind: FollowUpDoc['kind'],
  due_date: string,
  status: FollowUpDoc['status'],
  outcome?: string,
) =>
  ({
    id,
    kind,
    due_date,
    status,
    attempts: outcome ? [{ at: 0, on: due_date, by: 'u', channel: 'call', outcome }] : [],
  }) as FollowUpDoc

export const INPUT: MisInput = {
  vouchers: VOUCHERS,
  vehicles: VEHICLES,
  bookings: [
    booking('b1', '2026-11-01', 'delivered'),
    booking('b2', '2026-11-03', 'cancelled', '2026-11-08'),
    booking('b3', '2026-10-25', 'cancelled', '2026-11-02'),
    booking('b4', '2026-11-28', 'booked'),
  ],
  jobCards: JOBS,
  followUps: [
    fu('f1', 'service_due', '2026-11-05', 'done', 'booked'),
    fu('f2', 'service_due', '2026-11-20', 'open'),
    fu('f3', 'psf', '2026-11-12', 'done', 'reached'),
    fu('f4', 'psf', '2026-11-14', 'expired', 'not_reachable'),
    fu('f5', 'service_due', '2026-10-30', 'done', 'booked'),
  ],
  parts: [
    { id: 'P1', opening: { qty: 10, value: 20_000 * R, as_of: '2026-04-01' } },
    { id: 'P2', opening: { qty: 10, value: 6_000 * R, as_of: '2026-04-01' } },
  ],
  dealerState: '27',
  utcOffsetMinutes: 330,
}

export const NOV = { from: '2026-11-01', to: '2026-11-30' }
