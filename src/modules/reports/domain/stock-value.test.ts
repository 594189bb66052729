import { describe, expect, it } from 'vitest'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { partsStock } from '@/modules/inventory/public'
import type { StockVoucher } from '@/modules/stock/public'
import { dayBefore, partsStockOn, stockTakenOver, vehicleStockOn } from './stock-value'

const unit = (id: string, patch: Partial<Vehicle> = {}): Vehicle => ({
  id,
  rev: 1,
  created_at: 1,
  updated_at: 1,
  chassis_no: `CH${id}`,
  engine_no: `EN${id}`,
  catalog_id: 'c-1',
  description: 'Tata Nexon',
  colour: 'White',
  source: 'purchase',
  ...patch,
})

const moves = (
  id: string,
  type: Voucher['type'],
  doc_date: string,
  kind: 'vehicle' | 'part',
  list: [string, number, number][],
  status: Voucher['status'] = 'posted',
) => ({
  id,
  type,
  status,
  doc_date,
  posted_at: 1,
  created_at: 1,
  against_id: undefined,
  stock_moves: list.map(([item_id, qty, value]) => ({ kind, item_id, qty, rate: value / qty, value })),
})

describe('stock on a day for the profit and loss account', () => {
  // Opening stock taken over on 1 Apr 2025; one unit bought on 5 Dec and sold on 20 Dec; one bought on 10 Dec.
  const vehicles = [
    unit('v0', { source: 'opening', opening: { cost: 5_00_000_00, as_of: '2025-04-01' } }),
    unit('v1'),
    unit('v2'),
    unit('v3', { source: 'opening', opening: { cost: 7_00_000_00, as_of: '2026-01-10' } }),
    unit('svc', { source: 'service' }),
  ]
  const vouchers: StockVoucher[] = [
    moves('p1', 'vpur', '2025-12-05', 'vehicle', [['v1', 1, 11_80_000_00]]),
    moves('s1', 'vinv', '2025-12-20', 'vehicle', [['v1', -1, 11_80_000_00]]),
    moves('p2', 'vpur', '2025-12-10', 'vehicle', [['v2', 1, 6_00_000_00]]),
    moves('p3', 'vpur', '2025-12-11', 'vehicle', [['v2', 1, 1]], 'draft'),
  ]

  it('values vehicles held at the end of the day at landed cost', () => {
    expect(vehicleStockOn(vehicles, vouchers, '2025-03-31')).toEqual({ count: 0, value: 0 })
    expect(vehicleStockOn(vehicles, vouchers, '2025-11-30')).toEqual({ count: 1, value: 5_00_000_00 })
    expect(vehicleStockOn(vehicles, vouchers, '2025-12-15')).toEqual({ count: 3, value: 22_80_000_00 })
    expect(vehicleStockOn(vehicles, vouchers, '2025-12-31')).toEqual({ count: 2, value: 11_00_000_00 })
  })

  it('values parts at moving weighted average after the moves dated up to the day (G7)', () => {
    const state = partsStock(
      [
        moves('pp1', 'ppur', '2025-12-05', 'part', [['pad', 6, 9_900_00]]),
        moves('pp2', 'ppur', '2025-12-08', 'part', [['pad', 4, 6_000_00]]),
        moves('wi1', 'winv', '2025-12-15', 'part', [['pad', -2, 0]]),
      ],
      [{ id: 'oil', opening: { qty: 10, value: 4_000_00, as_of: '2025-04-01' } }],
    )
    expect(partsStockOn(state, '2025-03-31')).toBe(0)
    expect(partsStockOn(state, '2025-12-04')).toBe(4_000_00)
    expect(partsStockOn(state, '2025-12-08')).toBe(4_000_00 + 15_900_00)
    // 10 pads worth 15,900.00 (average 1,590.00); 2 go out at 3,180.00.
    expect(partsStockOn(state, '2025-12-31')).toBe(4_000_00 + 12_720_00)
  })

  it('counts opening stock taken over within a period with its opening stock', () => {
    const state = partsStock([], [{ id: 'oil', opening: { qty: 10, value: 4_000_00, as_of: '2026-01-10' } }])
    expect(stockTakenOver(vehicles, state, { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      vehicles: 7_00_000_00,
      parts: 4_000_00,
    })
    expect(stockTakenOver(vehicles, state, { from: '2025-12-01', to: '2025-12-31' })).toEqual({
      vehicles: 0,
      parts: 0,
    })
  })

  it('opens a period on the day before it', () => {
    expect(dayBefore('2025-04-01')).toBe('2025-03-31')
    expect(dayBefore('2024-03-01')).toBe('2024-02-29')
  })
})
