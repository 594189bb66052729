import { describe, expect, it } from 'vitest'
import { lowestFrom, partsBillCancelBlock } from './cancel'

// G7's ledger of BP-100: opening 4, the 5 Dec bill brings 6 (10), G3 takes 1 (9), the wp-return 2 (7).
const ledger = [
  { doc_id: 'opening:part-bp100', qty_after: 4 },
  { doc_id: 'ppur-5dec', qty_after: 10 },
  { doc_id: 'winv-g3', qty_after: 9 },
  { doc_id: 'ppret-12dec', qty_after: 7 },
]
const bill = {
  stock_moves: [
    { kind: 'part', item_id: 'part-bp100', qty: 4 },
    { kind: 'part', item_id: 'part-bp100', qty: 2 },
    { kind: 'part', item_id: 'part-filter', qty: 1 },
  ],
}

describe('a parts bill cancelled', () => {
  it('reads the lowest running quantity from the bill on', () => {
    expect(lowestFrom(ledger, 'ppur-5dec')).toBe(7)
    expect(lowestFrom(ledger, 'winv-g3')).toBe(7)
    expect(lowestFrom(ledger, 'nope')).toBeNull()
  })

  it('may go while every part of it stayed in stock since; not once one was used below what it brought in', () => {
    const rows = (extra: { doc_id: string; qty_after: number }[]) => [...ledger, ...extra]
    const lowest = (partRows: typeof ledger) => (partId: string) =>
      partId === 'part-bp100' ? lowestFrom(partRows, 'ppur-5dec') : 1
    expect(partsBillCancelBlock(bill, lowest(rows([])))).toBeNull()
    // Two more went out on job cards: 5 left, fewer than the 6 the bill brought in.
    expect(partsBillCancelBlock(bill, lowest(rows([{ doc_id: 'winv-2', qty_after: 5 }])))).toBe('parts-used')
    // Used and bought again since: the low point still counts.
    const dip = rows([
      { doc_id: 'winv-2', qty_after: 1 },
      { doc_id: 'ppur-20dec', qty_after: 21 },
    ])
    expect(partsBillCancelBlock(bill, lowest(dip))).toBe('parts-used')
    // The filter's one unit is gone.
    expect(partsBillCancelBlock(bill, (p) => (p === 'part-filter' ? 0 : 10))).toBe('parts-used')
    // A ledger still being read does not block.
    expect(partsBillCancelBlock(bill, () => null)).toBeNull()
  })
})
