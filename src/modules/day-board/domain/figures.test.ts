import { describe, expect, it } from 'vitest'
import {
  belowReorder,
  bookingFigures,
  cashInHand,
  receivables,
  stockFigures,
  todayFigures,
  workshopBoard,
  type BoardVoucher,
} from './figures'

const TODAY = '2026-11-27'

function voucher(v: Partial<BoardVoucher> & Pick<BoardVoucher, 'id' | 'type'>): BoardVoucher {
  return {
    status: 'posted',
    number: v.id.toUpperCase(),
    doc_date: TODAY,
    created_at: 0,
    party_id: '',
    booking_id: '',
    against_id: '',
    totals: {
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      cess: 0,
      tax: 0,
      pure_agent: 0,
      tcs: 0,
      tds: 0,
      round_off: 0,
      grand_total: 0,
    },
    payment: undefined,
    postings: [],
    stock_moves: [],
    ...v,
  } as BoardVoucher
}

const total = (grand_total: number) => ({ ...voucher({ id: 'x', type: 'jv' }).totals, grand_total })
const receipt = (id: string, mode: string, amount: number, extra: object = {}) =>
  voucher({
    id,
    type: 'rcpt',
    payment: { amount, mode, allocations: [] } as unknown as BoardVoucher['payment'],
    postings: mode === 'cash' ? [{ account_id: 'sys:cash', dr: amount, cr: 0 }] : [],
    ...extra,
  } as BoardVoucher)

describe('todayFigures', () => {
  it('counts today’s posted invoices, their vehicles and value, and receipts by cash and the rest', () => {
    const rows = [
      voucher({
        id: 'v1',
        type: 'vinv',
        totals: total(21_74_340_00),
        stock_moves: [{ kind: 'vehicle', item_id: 'car-1', qty: -1, value: 0 }],
      } as Partial<BoardVoucher> as BoardVoucher),
      voucher({ id: 'v2', type: 'vinv', status: 'draft', totals: total(99) }),
      voucher({ id: 'v3', type: 'vinv', doc_date: '2026-11-26', totals: total(99) }),
      voucher({ id: 'w1', type: 'winv', totals: total(2_500_00) }),
      voucher({ id: 'w2', type: 'winv', status: 'cancelled', totals: total(99) }),
      receipt('r1', 'cash', 50_000_00),
      receipt('r2', 'upi', 12_000_00),
      receipt('r3', 'cheque', 7_000_00, {
        payment: { amount: 7_000_00, mode: 'cheque', cheque_status: 'bounced', allocations: [] },
      }),
    ]
    expect(todayFigures(rows, TODAY)).toEqual({
      vehicleInvoices: { count: 1, units: 1, value: 21_74_340_00 },
      workshopInvoices: { count: 1, value: 2_500_00 },
      collections: { cash: 50_000_00, digital: 12_000_00, count: 2 },
    })
  })
})

describe('cashInHand', () => {
  it('runs the cash account’s posted lines up to the day, as the cash book closes it', () => {
    const rows = [
      receipt('r1', 'cash', 50_000_00, { doc_date: '2026-11-01' }),
      voucher({
        id: 'p1',
        type: 'pay',
        postings: [{ account_id: 'sys:cash', dr: 0, cr: 8_000_00 }],
      } as Partial<BoardVoucher> as BoardVoucher),
      receipt('r2', 'cash', 1_00, { status: 'cancelled' }),
      receipt('r3', 'cash', 2_00, { doc_date: '2026-11-28' }),
    ]
    expect(cashInHand(rows, TODAY)).toBe(42_000_00)
  })
})

describe('bookingFigures and workshopBoard', () => {
  it('splits bookings waiting for a vehicle from those waiting for delivery, and counts those past their date', () => {
    const s = [
      { status: 'booked', expected_delivery: '2026-11-26' },
      { status: 'booked', expected_delivery: TODAY },
      { status: 'booked' },
      { status: 'allotted', expected_delivery: '2026-10-01' },
      { status: 'delivered', expected_delivery: '2026-10-01' },
      { status: 'cancelled', expected_delivery: '2026-10-01' },
    ]
    expect(bookingFigures(s as never, TODAY)).toEqual({
      awaitingAllotment: 3,
      awaitingDelivery: 1,
      overdue: 2,
    })
  })
  it('counts the cards still in the workshop by status, leaving delivered and cancelled out', () => {
    const s = ['open', 'ready', 'ready', 'awaiting_parts', 'delivered', 'cancelled', 'in_progress']
    expect(workshopBoard(s.map((status) => ({ status })) as never)).toEqual({
      open: 1,
      in_progress: 1,
      awaiting_parts: 1,
      ready: 2,
    })
  })
})

describe('stockFigures', () => {
  const unit = (
    id: string,
    description: string,
    state: string,
    age: number | null,
    pdi?: string,
    flags: string[] = [],
  ) => ({
    vehicle: { id, description, pdi: pdi ? { status: pdi } : null },
    state,
    age,
    flags,
  })
  it('counts held units by model, those without a passed PDI, those over 90 days, and chassis flagged twice', () => {
    const f = stockFigures([
      unit('a', 'XUV 3XO AX5', 'in_stock', 10, 'ok'),
      unit('b', 'XUV 3XO AX5', 'allotted', 91, 'not_ok'),
      unit('c', 'Thar LX', 'in_stock', 90),
      unit('d', 'Thar LX', 'sold', null, 'ok', ['double_invoice']),
      unit('e', 'Bolero', 'pending_grn', null),
    ])
    expect(f).toEqual({
      held: 3,
      byModel: [
        { description: 'XUV 3XO AX5', count: 2 },
        { description: 'Thar LX', count: 1 },
      ],
      pdiPending: 2,
      over90: 1,
      twice: ['d'],
    })
  })
})

describe('receivables', () => {
  const bill = (id: string, date: string, amount: number, extra: Partial<BoardVoucher> = {}) =>
    voucher({
      id,
      type: 'winv',
      doc_date: date,
      party_id: 'p1',
      postings: [{ account_id: 'sys:debtors', party_id: 'p1', dr: amount, cr: 0 }],
      ...extra,
    } as Partial<BoardVoucher> as BoardVoucher)
  it('bands what is still pending on each bill by its age, after receipts, refunds and credit notes', () => {
    const rows = [
      bill('b-45', '2026-10-13', 10_000_00), // 45 days
      bill('b-75', '2026-09-13', 20_000_00), // 75 days
      bill('b-120', '2026-07-30', 30_000_00, { type: 'vinv', booking_id: 'bk1' }), // 120 days
      bill('b-10', '2026-11-17', 5_000_00), // 10 days: pending, not overdue
      bill('b-paid', '2026-08-01', 4_000_00),
      // 4,000 paid to b-45; b-paid settled in full; the booking's advance settles part of b-120.
      receipt('r1', 'upi', 8_000_00, {
        payment: {
          amount: 8_000_00,
          mode: 'upi',
          allocations: [
            { doc_id: 'b-45', amount: 4_000_00 },
            { doc_id: 'b-paid', amount: 4_000_00 },
          ],
        },
      }),
      receipt('r2', 'cash', 10_000_00, {
        payment: { amount: 10_000_00, mode: 'cash', allocations: [{ doc_id: 'bk1', amount: 10_000_00 }] },
      }),
      // 1,000 of the advance refunded: it settles that much less.
      voucher({
        id: 'f1',
        type: 'rfnd',
        payment: { amount: 1_000_00, mode: 'cash', allocations: [{ doc_id: 'bk1', amount: 1_000_00 }] },
      } as Partial<BoardVoucher> as BoardVoucher),
      // A credit note of 5,000 against b-75; a bounced cheque settles nothing.
      voucher({
        id: 'cn1',
        type: 'wcn',
        party_id: 'p1',
        against_id: 'b-75',
        postings: [{ account_id: 'sys:debtors', party_id: 'p1', dr: 0, cr: 5_000_00 }],
      } as Partial<BoardVoucher> as BoardVoucher),
      receipt('r3', 'cheque', 20_000_00, {
        payment: {
          amount: 20_000_00,
          mode: 'cheque',
          cheque_status: 'bounced',
          allocations: [{ doc_id: 'b-75', amount: 20_000_00 }],
        },
      }),
    ]
    expect(receivables(rows, TODAY)).toEqual({
      bands: {
        '31-60': { count: 1, value: 6_000_00 },
        '61-90': { count: 1, value: 15_000_00 },
        '90+': { count: 1, value: 21_000_00 },
      },
      total: 47_000_00,
    })
  })
  it('reads nothing dated after the day asked about', () => {
    expect(receivables([bill('b', '2026-11-28', 1_00)], TODAY).total).toBe(0)
  })
})

describe('belowReorder', () => {
  it('counts active parts with a level whose stock is at or below it, a part never moved at zero', () => {
    const onHand = new Map([
      ['a', 4],
      ['b', 5],
      ['c', 6],
      ['d', -1],
      ['f', 0],
    ])
    const parts = [
      { id: 'a', reorder_level: 5 },
      { id: 'b', reorder_level: 5 },
      { id: 'c', reorder_level: 5 },
      { id: 'd', reorder_level: 1 },
      { id: 'e', reorder_level: 2 }, // no moves: nothing on hand
      { id: 'f', reorder_level: null },
      { id: 'g', reorder_level: 3, active: false },
    ]
    expect(belowReorder(parts, onHand)).toBe(4)
  })
})
