import { describe, expect, it } from 'vitest'
import type { Vehicle } from '@schemas/vehicles.schema'
import { heldValue, stockBook, type StockVoucher } from '@/modules/stock/public'
import { heldModels, stockAgeing, vehicleStockRegister } from './vehicle-stock-register'

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

export const stockVoucher = (
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

const vehicles = [
  unit('a'),
  unit('b', { description: 'Maruti Swift VXi' }),
  unit('c', { source: 'opening', opening: { cost: 8_00_000_00, as_of: '2025-06-01' } }),
  unit('d', { source: 'service' }),
  unit('e'),
  unit('f', { source: 'opening', opening: { cost: 7_00_000_00, as_of: '2025-12-01' } }),
]
const vouchers = [
  stockVoucher('p1', 'vpur', '2025-10-01', [
    ['a', 1, 9_00_000_00],
    ['b', 1, 6_10_000_00],
  ]),
  stockVoucher('i1', 'vinv', '2025-11-10', [['b', -1, 6_10_000_00]]),
  stockVoucher('p2', 'vpur', '2025-11-20', [['e', 1, 9_05_000_00]]),
  stockVoucher('i2', 'vinv', '2025-12-02', [['e', -1, 9_05_000_00]]),
]

describe('the vehicle stock register', () => {
  it('holds what was in stock or allotted at the period’s end, oldest first, with age and bucket', () => {
    const rows = vehicleStockRegister(vehicles, vouchers, [], '2025-11-30')
    expect(rows.map((r) => [r.id, r.since, r.age, r.bucket, r.cost])).toEqual([
      ['c', '2025-06-01', 182, '90+', 8_00_000_00],
      ['a', '2025-10-01', 60, '31-60', 9_00_000_00],
      ['e', '2025-11-20', 10, '0-30', 9_05_000_00],
    ])
  })

  it('reads the book as it stood: a later sale still held, a later opening not yet', () => {
    const rows = vehicleStockRegister(vehicles, vouchers, [], '2025-11-15')
    expect(rows.map((r) => r.id)).toEqual(['c', 'a'])
    const december = vehicleStockRegister(vehicles, vouchers, [], '2025-12-31')
    expect(december.map((r) => r.id).sort()).toEqual(['a', 'c', 'f'])
  })

  it('shows an allotted unit as allotted, narrows to a model, and buckets count and value', () => {
    const rows = vehicleStockRegister(
      vehicles,
      vouchers,
      [{ id: 'bk', status: 'allotted', allotted_chassis_no: 'CHa' }],
      '2025-11-30',
    )
    expect(rows.find((r) => r.id === 'a')!.state).toBe('allotted')
    expect(heldModels(rows)).toEqual(['Maruti Brezza ZXi'])
    expect(vehicleStockRegister(vehicles, vouchers, [], '2025-10-31', 'Maruti Swift VXi')).toMatchObject([
      { id: 'b', model: 'Maruti Swift VXi' },
    ])
    expect(stockAgeing(rows)).toEqual([
      { bucket: '0-30', count: 1, value: 9_05_000_00 },
      { bucket: '31-60', count: 1, value: 9_00_000_00 },
      { bucket: '61-90', count: 0, value: 0 },
      { bucket: '90+', count: 1, value: 8_00_000_00 },
    ])
  })

  it('on today’s date equals the stock book’s held value', () => {
    const today = '2026-01-15'
    const rows = vehicleStockRegister(vehicles, vouchers, [], today)
    const held = heldValue(stockBook(vehicles, vouchers, [], today))
    expect(rows.length).toBe(held.count)
    expect(rows.reduce((s, r) => s + r.cost, 0)).toBe(held.value)
  })
})
