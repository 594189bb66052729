import { describe, expect, it } from 'vitest'
import { partKey } from '@schemas/parts.schema'
import { categoriesOf, filterInventory, heldTotals, inventoryRows } from './inventory-rows'
import { partsStock, type PartsDocument } from './parts-stock'

const part = (id: string, part_no: string, name: string, category?: string, active = true) => ({
  id,
  part_no,
  part_key: partKey(part_no),
  name,
  active,
  ...(category ? { category } : {}),
})
const parts = [
  part('bp', 'BP-100', 'Brake pad set', 'Brakes'),
  part('oil', '08798-9036', 'Engine oil 5W-30', 'Lubricants'),
  part('old', 'OLD-1', 'Old filter', 'Filters', false),
]
const sale: PartsDocument = {
  id: 's1',
  type: 'winv',
  status: 'posted',
  doc_date: '2025-12-10',
  posted_at: 5,
  created_at: 5,
  stock_moves: [{ kind: 'part', item_id: 'oil', qty: -3, value: 0 }],
}
const state = partsStock(
  [sale],
  [
    { id: 'bp', opening: { qty: 4, value: 6_000_00, as_of: '2025-12-01' } },
    { id: 'oil', opening: { qty: 2, value: 800_00, as_of: '2025-12-01' } },
  ],
)

describe('the parts list rows', () => {
  const rows = inventoryRows(parts, state, new Map([['bp', 1.5]]))

  it('on hand, value and average from the replay; reserved and what is left free', () => {
    expect(rows[0]).toMatchObject({
      qty: 4,
      value: 6_000_00,
      average: 1_500_00,
      reserved: 1.5,
      available: 2.5,
    })
    expect(rows[1]).toMatchObject({ qty: -1, negative: true, overdrawn: 1, reserved: 0, available: -1 })
    expect(rows[2]).toMatchObject({ qty: 0, value: 0, average: null, negative: false })
  })

  it('filters by text, category and active; totals what is held and counts the flagged', () => {
    const f = { q: '', category: '', show: 'active' as const }
    expect(filterInventory(rows, f).map((r) => r.part.id)).toEqual(['bp', 'oil'])
    expect(filterInventory(rows, { ...f, show: 'inactive' }).map((r) => r.part.id)).toEqual(['old'])
    expect(filterInventory(rows, { ...f, show: 'all', category: 'Filters' }).map((r) => r.part.id)).toEqual([
      'old',
    ])
    expect(filterInventory(rows, { ...f, q: '0879' }).map((r) => r.part.id)).toEqual(['oil'])
    expect(heldTotals(rows)).toEqual({ count: 1, value: 6_000_00 - 400_00, flagged: 1 })
    expect(categoriesOf(parts)).toEqual(['Brakes', 'Filters', 'Lubricants'])
  })
})
