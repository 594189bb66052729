import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyDocument,
  applyOpening,
  ledgerOf,
  moveRate,
  partLedger,
  partsStock,
  partStock,
  returnableQty,
  stockSummary,
  type PartsDocument,
  type PartsStockState,
} from './parts-stock'

type Move = [part: string, qty: number, value?: number]
let clock = 1_000
const doc = (
  id: string,
  type: PartsDocument['type'],
  doc_date: string,
  moves: Move[],
  extra: Partial<PartsDocument> = {},
): PartsDocument => {
  clock += 1
  return {
    id,
    type,
    status: 'posted',
    doc_date,
    posted_at: clock,
    created_at: clock,
    stock_moves: moves.map(([item_id, qty, value = 0]) => ({
      kind: 'part' as const,
      item_id,
      qty,
      value,
      rate: qty ? Math.round(value / Math.abs(qty)) : 0,
    })),
    ...extra,
  }
}

// Research/modules.md §5 G7 (BP-100) and G3's stock moves (−1 filter, −3.5 L oil, −1 BP-100 on 10 Dec 2025).
const BP = 'part-bp100'
const FILTER = 'part-oil-filter'
const OIL = 'part-oil-5w30'
const openings = [
  { id: BP, opening: { qty: 4, value: 6_000_00, as_of: '2025-12-01' } },
  { id: FILTER, opening: { qty: 10, value: 2_500_00, as_of: '2025-12-01' } },
  { id: OIL, opening: { qty: 20, value: 8_000_00, as_of: '2025-12-01' } },
]
const ppur = doc('ppur-5dec', 'ppur', '2025-12-05', [[BP, 6, 9_900_00]])
const g3 = doc('winv-g3', 'winv', '2025-12-10', [
  [FILTER, -1, 250_00],
  [OIL, -3.5, 1_400_00],
  [BP, -1, 1_590_00],
])
const ppret = doc('ppret-12dec', 'ppret', '2025-12-12', [[BP, -2, 3_300_00]], { against_id: 'ppur-5dec' })

describe('G7: parts valuation at moving average, a purchase return at its purchase rate', () => {
  const state = partsStock([ppret, g3, ppur], openings) // arrival order does not matter

  it('opening 4 @ 1,500.00, purchase 6 @ 1,650.00: 10 on hand, 15,900.00, average 1,590.00', () => {
    const rows = ledgerOf(state, BP)
    expect(rows[0]).toMatchObject({
      type: 'opening',
      qty_after: 4,
      value_after: 6_000_00,
      average_after: 1_500_00,
    })
    expect(rows[1]).toMatchObject({
      doc_id: 'ppur-5dec',
      qty: 6,
      value: 9_900_00,
      rate: 1_650_00,
      qty_after: 10,
      value_after: 15_900_00,
      average_after: 1_590_00,
    })
  })

  it('G3 issues 1 at 1,590.00: 9 on hand, 14,310.00', () => {
    expect(ledgerOf(state, BP)[2]).toMatchObject({
      doc_id: 'winv-g3',
      qty: -1,
      value: -1_590_00,
      rate: 1_590_00,
      basis: 'average',
      qty_after: 9,
      value_after: 14_310_00,
    })
    expect(moveRate(state, BP, 'winv-g3')).toBe(1_590_00)
  })

  it('wp-return of 2 against the 5 Dec bill goes out at 1,650.00: 7 on hand, 11,010.00, average 1,572.86', () => {
    const row = ledgerOf(state, BP)[3]!
    expect(row).toMatchObject({
      doc_id: 'ppret-12dec',
      qty: -2,
      value: -3_300_00,
      rate: 1_650_00,
      basis: 'purchase_rate',
      qty_after: 7,
      value_after: 11_010_00,
    })
    expect(row.average_after! / 100).toBeCloseTo(1_572.857, 3)
    expect(Math.round(row.average_after!)).toBe(1_572_86)
    expect(partStock(state, BP)).toEqual({
      part_id: BP,
      qty: 7,
      value: 11_010_00,
      average: row.average_after,
      negative: false,
      overdrawn: [],
    })
  })

  it('refused: returning 5 more against the 5 Dec bill (4 left); billing 8 (7 on hand)', () => {
    expect(returnableQty(state, BP, 'ppur-5dec')).toBe(4)
    expect(returnableQty(state, BP, 'winv-g3')).toBe(1)
    expect(returnableQty(state, FILTER, 'ppur-5dec')).toBeNull()
    expect(partStock(state, BP).qty).toBe(7)
  })

  it('billing 8 with 7 on hand overdraws: flagged with the document that did it', () => {
    const s = partsStock([ppret, g3, ppur], openings)
    const bill = doc('winv-8', 'winv', '2025-12-13', [[BP, -8, 0]])
    applyDocument(s, bill)
    expect(partStock(s, BP)).toMatchObject({ qty: -1, negative: true })
    expect(partStock(s, BP).overdrawn).toEqual([{ doc_id: 'winv-8', doc_date: '2025-12-13', qty_after: -1 }])
  })
})

describe('G3: the workshop invoice takes its parts out at the running average', () => {
  const state = partsStock([g3, ppur], openings)
  it('−1 filter, −3.5 L oil, −1 BP-100', () => {
    expect(partStock(state, FILTER)).toMatchObject({ qty: 9, value: 2_250_00, average: 250_00 })
    // 3.5 of 20 L worth 8,000.00: 3.5 × 8,000.00 ÷ 20 = 1,400.00.
    expect(ledgerOf(state, OIL)[1]).toMatchObject({
      qty: -3.5,
      value: -1_400_00,
      rate: 400_00,
      qty_after: 16.5,
    })
    expect(partStock(state, OIL)).toMatchObject({ qty: 16.5, value: 6_600_00, average: 400_00 })
    expect(partStock(state, BP)).toMatchObject({ qty: 9, value: 14_310_00 })
    expect(stockSummary(state).value).toBe(2_250_00 + 6_600_00 + 14_310_00)
  })
})

describe('rules beyond the golden examples', () => {
  it('what is returnable is capped by on hand against a purchase, and falls as returns are posted', () => {
    const p1 = doc('p1', 'ppur', '2026-01-01', [['x', 10, 1_000_00]])
    const s1 = doc('s1', 'winv', '2026-01-02', [['x', -8, 0]])
    const r1 = doc('r1', 'wcn', '2026-01-03', [['x', 3, 0]], { against_id: 's1' })
    const state = partsStock([p1, s1, r1])
    expect(returnableQty(state, 'x', 'p1')).toBe(5) // 10 bought, 5 on hand
    expect(returnableQty(state, 'x', 's1')).toBe(5) // 8 billed, 3 back
    expect(returnableQty(state, 'x', 'r1')).toBeNull()
  })

  it('a sales return comes back at the rate its invoice went out at, not the average of its own date', () => {
    const p1 = doc('p1', 'ppur', '2026-01-01', [['x', 10, 1_000_00]]) // 100.00
    const sale = doc('s1', 'winv', '2026-01-02', [['x', -4, 0]]) // out at 100.00
    const p2 = doc('p2', 'ppur', '2026-01-03', [['x', 6, 1_200_00]]) // 6 @ 200.00 → avg (600+1200)/12 = 150
    const ret = doc('r1', 'wcn', '2026-01-04', [['x', 2, 0]], { against_id: 's1' })
    const state = partsStock([p1, sale, p2, ret])
    const row = ledgerOf(state, 'x')[3]!
    expect(row).toMatchObject({ basis: 'out_rate', qty: 2, value: 200_00, rate: 100_00, qty_after: 14 })
    expect(row.value_after).toBe(1_800_00 + 200_00)
  })

  it('a back-dated purchase changes a later sale’s cost, and the return against it follows', () => {
    const p1 = doc('p1', 'ppur', '2026-01-01', [['x', 10, 1_000_00]])
    const sale = doc('s1', 'winv', '2026-01-05', [['x', -5, 500_00]])
    const ret = doc('r1', 'wcn', '2026-01-06', [['x', 1, 100_00]], { against_id: 's1' })
    const state = partsStock([p1, sale, ret])
    expect(moveRate(state, 'x', 's1')).toBe(100_00)
    // Posted later on another device, dated before the sale: 10 @ 130.00 → average 115.00 on 5 Jan.
    const late = doc('p0', 'ppur', '2026-01-03', [['x', 10, 1_300_00]])
    expect(applyDocument(state, late)).toEqual(['x'])
    expect(moveRate(state, 'x', 's1')).toBe(115_00)
    expect(ledgerOf(state, 'x').find((r) => r.doc_id === 'r1')).toMatchObject({
      value: 115_00,
      basis: 'out_rate',
    })
    expect(partStock(state, 'x')).toMatchObject({ qty: 16, value: 2_300_00 - 575_00 + 115_00 })
    expect(state).toEqual(partsStock([p1, sale, ret, late]))
  })

  it('orders by document date, then posted time, then id — not by arrival', () => {
    const a = { ...doc('b', 'ppur', '2026-02-01', [['x', 1, 100_00]]), posted_at: 5 }
    const b = { ...doc('a', 'ppur', '2026-02-01', [['x', 1, 300_00]]), posted_at: 5 }
    const c = { ...doc('c', 'winv', '2026-01-31', [['x', -1, 0]]), posted_at: 9 }
    expect(ledgerOf(partsStock([a, b, c]), 'x').map((r) => r.doc_id)).toEqual(['c', 'a', 'b'])
  })

  it('negative then positive: the shortfall is carried at the last average and re-costed at the incoming rate', () => {
    const p1 = doc('p1', 'ppur', '2026-03-01', [['x', 2, 200_00]]) // 2 @ 100.00
    const s1 = doc('s1', 'winv', '2026-03-02', [['x', -3, 0]]) // two devices: 3 out of 2
    const s2 = doc('s2', 'winv', '2026-03-03', [['x', -1, 0]])
    const p2 = doc('p2', 'ppur', '2026-03-04', [['x', 5, 750_00]]) // 5 @ 150.00
    const state = partsStock([p1, s1, s2, p2])
    const [, r1, r2, r3] = ledgerOf(state, 'x')
    expect(r1).toMatchObject({
      qty: -3,
      value: -300_00,
      qty_after: -1,
      value_after: -100_00,
      average_after: 100_00,
    })
    expect(r1!.below_zero).toBe(true)
    expect(r2).toMatchObject({
      qty: -1,
      value: -100_00,
      qty_after: -2,
      value_after: -200_00,
      below_zero: true,
    })
    // 5 in at 150.00: 3 on hand at 150.00 = 450.00; the 2 overdrawn units cost 50.00 more each: −100.00.
    expect(r3).toMatchObject({
      qty: 5,
      value: 750_00,
      qty_after: 3,
      value_after: 450_00,
      average_after: 150_00,
      revaluation: -100_00,
      below_zero: false,
    })
    expect(partStock(state, 'x')).toMatchObject({ qty: 3, value: 450_00, negative: false })
    expect(partStock(state, 'x').overdrawn.map((o) => o.doc_id)).toEqual(['s1', 's2'])
    expect(stockSummary(state).flagged.map((p) => p.part_id)).toEqual(['x'])
  })

  it('an issue with no stock ever uses its own stored rate; incoming stock still short keeps the incoming rate', () => {
    const s1 = doc('s1', 'winv', '2026-03-01', [['y', -4, 480_00]])
    const p1 = doc('p1', 'ppur', '2026-03-02', [['y', 1, 150_00]])
    const rows = ledgerOf(partsStock([s1, p1]), 'y')
    expect(rows[0]).toMatchObject({
      value: -480_00,
      qty_after: -4,
      value_after: -480_00,
      average_after: 120_00,
    })
    expect(rows[1]).toMatchObject({
      qty_after: -3,
      value_after: -450_00,
      average_after: 150_00,
      revaluation: -120_00,
    })
  })

  it('rounds each move to the paisa, half up, and the last unit takes exactly what is left', () => {
    const p1 = doc('p1', 'ppur', '2026-04-01', [['z', 3, 100_00]]) // 33.333… each
    const s1 = doc('s1', 'winv', '2026-04-02', [['z', -1, 0]])
    const s2 = doc('s2', 'winv', '2026-04-03', [['z', -1, 0]])
    const s3 = doc('s3', 'winv', '2026-04-04', [['z', -1, 0]])
    const rows = ledgerOf(partsStock([p1, s1, s2, s3]), 'z')
    expect(rows.map((r) => r.value)).toEqual([100_00, -33_33, -33_34, -33_33])
    expect(rows.at(-1)).toMatchObject({ qty_after: 0, value_after: 0 })
    const half = doc('h', 'ppur', '2026-04-01', [['h', 2, 1]]) // 0.5 paise each
    expect(ledgerOf(partsStock([half, doc('o', 'winv', '2026-04-02', [['h', -1, 0]])]), 'h')[1]!.value).toBe(
      -1,
    )
  })

  it('fractional quantities add up exactly (thousandths of the unit)', () => {
    const p = doc('p', 'ppur', '2026-05-01', [['oil', 0.3, 30_00]])
    const s1 = doc('s1', 'winv', '2026-05-02', [['oil', -0.1, 0]])
    const s2 = doc('s2', 'winv', '2026-05-03', [['oil', -0.2, 0]])
    expect(partStock(partsStock([p, s1, s2]), 'oil')).toMatchObject({ qty: 0, value: 0, negative: false })
  })

  it('a purchase return that empties the part leaves value 0, its difference a revaluation', () => {
    const p1 = doc('p1', 'ppur', '2026-06-01', [['w', 2, 200_00]])
    const p2 = doc('p2', 'ppur', '2026-06-02', [['w', 2, 400_00]]) // avg 150
    const s = doc('s', 'winv', '2026-06-03', [['w', -2, 0]]) // 300 out, 2 left worth 300
    const r = doc('r', 'ppret', '2026-06-04', [['w', -2, 400_00]], { against_id: 'p2' })
    const last = ledgerOf(partsStock([p1, p2, s, r]), 'w').at(-1)!
    expect(last).toMatchObject({
      value: -400_00,
      basis: 'purchase_rate',
      qty_after: 0,
      value_after: 0,
      revaluation: 100_00,
    })
  })

  it('a return whose original is not earlier in document order uses its own stored value', () => {
    const p = doc('p', 'ppur', '2026-07-01', [['v', 5, 500_00]])
    const ret = doc('r', 'wcn', '2026-07-02', [['v', 1, 90_00]], { against_id: 'missing' })
    expect(ledgerOf(partsStock([p, ret]), 'v')[1]).toMatchObject({ basis: 'stored', value: 90_00 })
  })

  it('counts only posted parts documents; vehicle moves and other types are left out', () => {
    const draft = { ...doc('d', 'ppur', '2026-01-01', [['x', 5, 500_00]]), status: 'draft' as const }
    const vehicle: PartsDocument = {
      ...doc('v', 'vpur', '2026-01-01', []),
      stock_moves: [{ kind: 'vehicle', item_id: 'x', qty: 1, value: 1 }],
    }
    const jv = doc('j', 'jv', '2026-01-01', [['x', 5, 500_00]])
    expect(stockSummary(partsStock([draft, vehicle, jv])).parts).toEqual([])
  })

  it('cancelling a document (the same id, cancelled) takes it out and replays from its place', () => {
    const p = doc('p', 'ppur', '2026-01-01', [['x', 5, 500_00]])
    const s = doc('s', 'winv', '2026-01-02', [['x', -2, 0]])
    const state = partsStock([p, s])
    applyDocument(state, { ...s, status: 'cancelled' })
    expect(state).toEqual(partsStock([p]))
    applyOpening(state, 'x', { qty: 1, value: 50_00, as_of: '2025-04-01' })
    expect(partStock(state, 'x')).toMatchObject({ qty: 6, value: 550_00 })
    applyOpening(state, 'x', null)
    expect(state).toEqual(partsStock([p]))
  })

  it('a part’s ledger straight from the documents equals the full replay’s', () => {
    const all = [ppur, g3, ppret]
    expect(partLedger(all, BP, openings[0]!.opening)).toEqual(ledgerOf(partsStock(all, openings), BP))
  })
})

describe('incremental recompute equals the full replay', () => {
  const parts = ['a', 'b', 'c']
  const dates = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']
  const docArb = fc.record({
    type: fc.constantFrom('ppur', 'ppur', 'winv', 'winv', 'wcn', 'ppret', 'stj', 'opening'),
    date: fc.constantFrom(...dates),
    posted: fc.integer({ min: 1, max: 4 }),
    moves: fc.array(
      fc.record({
        part: fc.constantFrom(...parts),
        qty: fc.integer({ min: 1, max: 8 }).map((q) => q / 2),
        value: fc.integer({ min: 0, max: 50_000 }),
        out: fc.boolean(),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    against: fc.nat(30),
    cancelled: fc.boolean(),
  })

  it('random documents in random arrival order (with cancellations): applyDocument one by one == partsStock', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { minLength: 1, maxLength: 30 }),
        fc.func(fc.integer()),
        fc.array(fc.nat(), { maxLength: 6 }),
        (specs, shuffleKey, cancels) => {
          const docs: PartsDocument[] = specs.map((s, i) => ({
            id: `d${i}`,
            type: s.type,
            status: 'posted',
            doc_date: s.date,
            posted_at: s.posted,
            created_at: s.posted,
            against_id: `d${s.against % specs.length}`,
            stock_moves: s.moves.map((m) => {
              const sign = s.type === 'winv' || s.type === 'ppret' ? -1 : s.type === 'stj' && m.out ? -1 : 1
              return { kind: 'part' as const, item_id: m.part, qty: sign * m.qty, value: m.value }
            }),
          }))
          const arrival = docs
            .map((d, i) => ({ d, k: shuffleKey(i) }))
            .sort((x, y) => x.k - y.k)
            .map((x) => x.d)
          const incremental: PartsStockState = partsStock([])
          const final = new Map<string, PartsDocument>()
          for (const d of arrival) {
            applyDocument(incremental, d)
            final.set(d.id, d)
          }
          for (const c of cancels) {
            const d = docs[c % docs.length]!
            const cancelled = { ...d, status: 'cancelled' as const }
            applyDocument(incremental, cancelled)
            final.set(d.id, cancelled)
          }
          const full = partsStock(final.values())
          expect(stockSummary(incremental).parts.sort((x, y) => x.part_id.localeCompare(y.part_id))).toEqual(
            stockSummary(full).parts.sort((x, y) => x.part_id.localeCompare(y.part_id)),
          )
          for (const p of parts) expect(ledgerOf(incremental, p)).toEqual(ledgerOf(full, p))
          for (const p of parts) {
            const rows = ledgerOf(full, p)
            let v = 0
            for (const r of rows) {
              v += r.value + r.revaluation
              expect(r.value_after).toBe(v)
              expect(Number.isInteger(r.value)).toBe(true)
              if (r.qty_after === 0) expect(r.value_after).toBe(0)
            }
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
