import { describe, expect, it } from 'vitest'
import { reservedQty } from '../domain/parts-availability'
import { reservingLines } from './reserved'

describe('reservingLines', () => {
  it('open cards hold their part lines; a card with a posted workshop invoice holds only its warranty lines', () => {
    const cards = [
      { id: 'jc1', parts: [{ id: 'l1', part_no: 'BP-100', name: 'Pads', qty: 2, rate: 0, gst_rate: 18 }] },
      {
        id: 'jc2',
        parts: [
          { id: 'l1', part_no: 'bp 100', name: 'Pads', qty: 1, rate: 0, gst_rate: 18 },
          { id: 'l2', part_id: 'p-oil', name: 'Oil', qty: 3.5, rate: 0, gst_rate: 18 },
          { id: 'l3', name: 'Free text part', qty: 1, rate: 0, gst_rate: 18 },
        ],
      },
      {
        id: 'jc3',
        parts: [
          { id: 'l1', part_no: 'BP-100', name: 'Pads', qty: 5, rate: 0, gst_rate: 18 },
          // The maker's: on no invoice, still on the shelf until the card is delivered.
          {
            id: 'l2',
            part_id: 'p-oil',
            name: 'Oil',
            qty: 1,
            rate: 0,
            gst_rate: 18,
            billable_to: 'warranty' as const,
          },
        ],
      },
    ]
    const docs = [
      { id: 'w1', type: 'winv' as const, number: 'WI1', doc_date: '2026-01-01', job_card_id: 'jc3' },
    ]
    const lines = reservingLines(cards, docs)
    expect(lines).toHaveLength(5)
    const { reserved, unknown } = reservedQty(lines, new Map([['BP100', 'p-bp']]))
    expect(Object.fromEntries(reserved)).toEqual({ 'p-bp': 3, 'p-oil': 4.5 })
    expect(unknown).toEqual([{ qty: 1 }])
  })
})
