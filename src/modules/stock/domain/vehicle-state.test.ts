import { describe, expect, it } from 'vitest'
import { vehicleState, type StockVoucher } from './vehicle-state'

const car = { id: 'v-1', source: 'purchase' as const, chassis_no: 'MA3EWB22S00123456' }
let n = 0
const move = (
  type: StockVoucher['type'],
  doc_date: string,
  qty: number,
  patch: Partial<StockVoucher> = {},
) => {
  n++
  return {
    id: `d${n}`,
    type,
    status: 'posted',
    doc_date,
    created_at: n,
    stock_moves: [{ kind: 'vehicle', item_id: 'v-1', qty, value: 10_00_000_00 }],
    ...patch,
  } as StockVoucher
}
const booking = (status: string, chassis = car.chassis_no) => ({
  id: `b${status}${chassis}`,
  status,
  allotted_chassis_no: chassis,
})

describe("a vehicle's stock state", () => {
  it('waits for its purchase to be posted, then is in stock, allotted, sold and delivered', () => {
    expect(vehicleState(car, [move('vpur', '2025-11-01', 1, { status: 'draft' })], []).state).toBe(
      'pending_grn',
    )
    const bought = move('vpur', '2025-11-01', 1)
    expect(vehicleState(car, [bought], [])).toEqual({ state: 'in_stock', flags: [], lastMove: bought.id })
    expect(vehicleState(car, [bought], [booking('allotted')]).state).toBe('allotted')
    expect(vehicleState(car, [bought], [booking('booked'), booking('allotted', 'OTHER')]).state).toBe(
      'in_stock',
    )
    const sold = move('vinv', '2025-11-15', -1)
    expect(vehicleState(car, [sold, bought], [booking('allotted')]).state).toBe('sold')
    expect(vehicleState(car, [bought, { ...sold, delivery: { at: 1 } }], []).state).toBe('delivered')
  })

  it('replays in book order, cancelled documents left out; returns both ways', () => {
    const bought = move('vpur', '2025-11-01', 1)
    const sold = move('vinv', '2025-11-15', -1)
    const credited = move('vcn', '2025-11-20', 1)
    expect(vehicleState(car, [credited, sold, bought], []).state).toBe('in_stock')
    expect(vehicleState(car, [bought, { ...sold, status: 'cancelled' }], []).state).toBe('in_stock')
    expect(vehicleState(car, [bought, move('vpret', '2025-11-03', -1)], []).state).toBe('returned_to_oem')
    expect(vehicleState({ ...car, source: 'opening' }, [], []).state).toBe('in_stock')
    expect(vehicleState({ ...car, source: 'service' }, [bought], []).state).toBe('customer')
  })

  it('flags two invoices or two allotments of one chassis', () => {
    const bought = move('vpur', '2025-11-01', 1)
    const a = move('vinv', '2025-11-15', -1)
    const b = move('vinv', '2025-11-15', -1)
    expect(vehicleState(car, [bought, a, b], []).flags).toEqual(['double_invoice'])
    expect(
      vehicleState(car, [bought], [booking('allotted'), { ...booking('allotted'), id: 'other' }]),
    ).toMatchObject({
      state: 'allotted',
      flags: ['double_allotment'],
    })
  })
})
