import { describe, expect, it } from 'vitest'
import { partKey, type Part } from '@schemas/parts.schema'
import { availableQty, reorderList, reservedQty, type ReorderPart } from './parts-availability'
import { partsStock, partStock, type PartsDocument } from './parts-stock'

const purchase = (id: string, part: string, qty: number, value: number): PartsDocument => ({
  id,
  type: 'ppur',
  status: 'posted',
  doc_date: '2025-12-05',
  posted_at: 1,
  created_at: 1,
  stock_moves: [{ kind: 'part', item_id: part, qty, value }],
})

describe('reserved and available', () => {
  const byNo = new Map([[partKey('bp-100'), 'part-bp100']])

  it('adds the unbilled quantity of open job cards’ part lines, by part id or part number', () => {
    const { reserved, unknown } = reservedQty(
      [
        { part_id: 'part-oil', qty: 3.5 },
        { part_id: 'part-oil', qty: 0.2 },
        { part_no: 'BP 100', qty: 2, billed_qty: 1 },
        { part_no: 'no-such', qty: 1 },
        { part_id: 'part-filter', qty: 1, billed_qty: 1 },
      ],
      byNo,
    )
    expect(reserved).toEqual(
      new Map([
        ['part-oil', 3.7],
        ['part-bp100', 1],
      ]),
    )
    expect(unknown).toEqual([{ part_no: 'no-such', qty: 1 }])
  })

  it('available = on hand − reserved (G7: 7 BP-100 on hand, 2 on an open card → 5)', () => {
    expect(availableQty(7, 2)).toBe(5)
    expect(availableQty(0.3, 0.1)).toBe(0.2)
    expect(availableQty(1, 3)).toBe(-2)
  })
})

describe('reorder list', () => {
  const state = partsStock([
    purchase('p1', 'a', 3, 300_00),
    purchase('p2', 'b', 10, 1_000_00),
    purchase('p3', 'c', 5, 500_00),
  ])

  it('lists active parts whose on hand + on order ≤ reorder level, lowest cover first', () => {
    const parts = [
      { id: 'a', part_no: 'A-1', reorder_level: 5, reorder_qty: 12 },
      { id: 'b', part_no: 'B-1', reorder_level: 5 },
      { id: 'c', part_no: 'C-1', reorder_level: 5 },
      { id: 'd', part_no: 'D-1', reorder_level: 2 },
      { id: 'e', part_no: 'E-1', reorder_level: 4, active: false },
      { id: 'f', part_no: 'F-1' },
    ]
    expect(reorderList(parts, state)).toEqual([
      { part_id: 'a', on_hand: 3, on_order: 0, reorder_level: 5, suggested: 12 },
      { part_id: 'd', on_hand: 0, on_order: 0, reorder_level: 2, suggested: 2 },
      { part_id: 'c', on_hand: 5, on_order: 0, reorder_level: 5, suggested: 0 },
    ])
    expect(partStock(state, 'd').qty).toBe(0)
    expect(reorderList(parts, state, new Map([['a', 3]])).map((l) => l.part_id)).toEqual(['d', 'c'])
  })

  it('reads the parts master as it is stored', () => {
    const asStored = (p: Part): ReorderPart => p
    expect(asStored).toBeTypeOf('function')
  })
})
