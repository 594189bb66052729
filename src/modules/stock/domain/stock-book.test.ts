import { describe, expect, it } from 'vitest'
import type { Vehicle } from '@schemas/vehicles.schema'
import { heldValue, stockBook, stockSummary } from './stock-book'
import type { StockVoucher } from './vehicle-state'

const unit = (id: string, patch: Partial<Vehicle> = {}): Vehicle => ({
  id,
  rev: 1,
  created_at: 1,
  updated_at: 1,
  chassis_no: `CH${id}`,
  engine_no: `EN${id}`,
  catalog_id: 'c-1',
  description: 'Maruti Brezza ZXi',
  colour: 'White',
  source: 'purchase',
  ...patch,
})

const voucher = (
  id: string,
  type: StockVoucher['type'],
  date: string,
  moves: [string, number, number][],
): StockVoucher => ({
  id,
  type,
  status: 'posted',
  doc_date: date,
  posted_at: 1,
  created_at: 1,
  stock_moves: moves.map(([item_id, qty, value]) => ({ kind: 'vehicle', item_id, qty, rate: value, value })),
})

describe('the stock book', () => {
  const vehicles = [
    unit('a'),
    unit('b'),
    unit('c', { source: 'opening', opening: { cost: 8_00_000_00, as_of: '2025-06-01' }, colour: 'Red' }),
    unit('d', { source: 'service' }),
    unit('e'),
  ]
  const vouchers = [
    voucher('p1', 'vpur', '2025-10-01', [
      ['a', 1, 9_00_000_00],
      ['b', 1, 9_10_000_00],
    ]),
    // Posted offline later but dated earlier: the book replays by date.
    voucher('i1', 'vinv', '2025-11-10', [['b', -1, 9_10_000_00]]),
    voucher('r1', 'vcn', '2025-11-20', [['b', 1, 9_10_000_00]]),
    { ...voucher('p2', 'vpur', '2025-11-01', [['e', 1, 1]]), status: 'draft' as const },
  ]
  const book = stockBook(
    vehicles,
    vouchers,
    [{ id: 'bk-1', status: 'allotted', allotted_chassis_no: 'CHa' }],
    '2025-11-30',
  )
  const byId = Object.fromEntries(book.map((u) => [u.vehicle.id, u]))

  it('derives state, landed cost, age and bucket; leaves out customers’ vehicles', () => {
    expect(book.map((u) => u.vehicle.id)).toEqual(['a', 'b', 'c', 'e'])
    expect(byId.a).toMatchObject({
      state: 'allotted',
      cost: 9_00_000_00,
      since: '2025-10-01',
      age: 60,
      bucket: '31-60',
      allottedTo: 'bk-1',
    })
    expect(byId.b).toMatchObject({ state: 'in_stock', cost: 9_10_000_00, age: 60 })
    expect(byId.b!.moves.map((m) => m.id)).toEqual(['p1', 'i1', 'r1'])
    expect(byId.c).toMatchObject({
      state: 'in_stock',
      cost: 8_00_000_00,
      since: '2025-06-01',
      age: 182,
      bucket: '90+',
    })
    expect(byId.e).toMatchObject({ state: 'pending_grn', cost: 0, age: null, bucket: null })
  })

  it('sums what is held by model, colour and state, and for the floor-plan bank', () => {
    expect(stockSummary(book).map((r) => [r.colour, r.state, r.count, r.value])).toEqual([
      ['Red', 'in_stock', 1, 8_00_000_00],
      ['White', 'allotted', 1, 9_00_000_00],
      ['White', 'in_stock', 1, 9_10_000_00],
      ['White', 'pending_grn', 1, 0],
    ])
    expect(heldValue(book)).toEqual({ count: 3, value: 26_10_000_00 })
  })
})
