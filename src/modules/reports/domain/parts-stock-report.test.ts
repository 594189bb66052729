import { describe, expect, it } from 'vitest'
import { partsStock, stockSummary, type PartsDocument } from '@/modules/inventory/public'
import { nonMovingParts, nonMovingSince, partLedgerInPeriod, partsStockSummary } from './parts-stock-report'

let clock = 1
export const partsDoc = (
  id: string,
  type: PartsDocument['type'],
  doc_date: string,
  moves: [string, number, number][],
  against_id?: string,
): PartsDocument => ({
  id,
  type,
  status: 'posted',
  doc_date,
  posted_at: clock++,
  created_at: clock,
  ...(against_id ? { against_id } : {}),
  stock_moves: moves.map(([item_id, qty, value]) => ({ kind: 'part', item_id, qty, value })),
})

// G7 of research/modules.md §5: 4 pads opening at 1,500.00, 6 bought at 1,650.00, 2 returned at their
// purchase rate, 3 sold at the average; an oil filter that never moves out.
const docs = [
  partsDoc('ppur', 'ppur', '2025-12-05', [['bp', 6, 9_900_00]]),
  partsDoc('ppret', 'ppret', '2025-12-12', [['bp', -2, 3_300_00]], 'ppur'),
  partsDoc('winv', 'winv', '2025-12-15', [['bp', -3, 0]]),
  partsDoc('jan', 'winv', '2026-01-10', [['bp', -1, 0]]),
  partsDoc('of', 'ppur', '2025-09-01', [['of', 10, 3_500_00]]),
]
const openings = [{ id: 'bp', opening: { qty: 4, value: 6_000_00, as_of: '2025-04-01' } }]
const state = partsStock(docs, openings)
const parts = [
  { id: 'bp', part_no: 'BP-100', name: 'Brake pad set' },
  { id: 'of', part_no: 'OF-1', name: 'Oil filter' },
]
const DEC = { from: '2025-12-01', to: '2025-12-31' }

describe('the parts stock summary', () => {
  it('December of G7: opening, in, out and closing at moving average, adding up', () => {
    const [bp, of] = partsStockSummary(state, parts, DEC)
    expect(bp).toMatchObject({
      part_no: 'BP-100',
      openingQty: 4,
      openingValue: 6_000_00,
      inQty: 6,
      inValue: 9_900_00,
      outQty: 5,
      outValue: 3_300_00 + 4_725_00,
      closingQty: 5,
      closingValue: 7_875_00,
      lastOut: '2025-12-15',
    })
    expect(bp!.average).toBeCloseTo(1_575_00, 6)
    for (const r of [bp!, of!]) {
      expect(r.openingValue + r.inValue - r.outValue).toBe(r.closingValue)
      expect(r.openingQty + r.inQty - r.outQty).toBe(r.closingQty)
    }
    expect(of).toMatchObject({ openingQty: 10, inQty: 0, closingQty: 10, lastOut: null })
  })

  it('a period reaching today ends on the stock on hand the inventory shows', () => {
    const rows = partsStockSummary(state, parts, { from: '2025-04-01', to: '2026-03-31' })
    expect(rows.reduce((s, r) => s + r.closingValue, 0)).toBe(stockSummary(state).value)
  })

  it('leaves out parts not yet held at the period’s end', () => {
    expect(partsStockSummary(state, parts, { from: '2025-03-01', to: '2025-03-31' })).toEqual([])
  })
})

describe('non-moving parts', () => {
  it('are held and issued nothing since the span’s start, the idlest first', () => {
    const rows = partsStockSummary(state, parts, DEC)
    expect(nonMovingParts(rows, nonMovingSince('period', DEC)).map((r) => r.part_no)).toEqual(['OF-1'])
    const jan = { from: '2026-01-16', to: '2026-01-31' }
    const later = partsStockSummary(state, parts, jan)
    expect(nonMovingParts(later, nonMovingSince('period', jan)).map((r) => r.part_no)).toEqual([
      'OF-1',
      'BP-100',
    ])
    expect(nonMovingParts(later, nonMovingSince('30', jan)).map((r) => r.part_no)).toEqual(['OF-1'])
    expect(nonMovingSince('90', DEC)).toBe('2025-10-03')
  })
})

describe('a part’s ledger in a period', () => {
  it('opens with what was held before it and lists the period’s moves only', () => {
    const { opening, rows } = partLedgerInPeriod(state, 'bp', DEC)
    expect(opening).toEqual({ qty: 4, value: 6_000_00 })
    expect(rows.map((r) => [r.doc_id, r.qty, r.value, r.qty_after, r.value_after])).toEqual([
      ['ppur', 6, 9_900_00, 10, 15_900_00],
      ['ppret', -2, -3_300_00, 8, 12_600_00],
      ['winv', -3, -4_725_00, 5, 7_875_00],
    ])
  })
})
