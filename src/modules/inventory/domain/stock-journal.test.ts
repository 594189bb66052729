import { describe, expect, it } from 'vitest'
import { partsStock, type PartsDocument } from './parts-stock'
import {
  checkStockJournal,
  emptyStockJournal,
  stjKindOf,
  stockAsOf,
  stockJournalVoucher,
  type StjPart,
  type StockJournalContext,
  type StockJournalDraft,
} from './stock-journal'

const BP: StjPart = {
  id: 'bp',
  part_no: 'BP-100',
  name: 'Brake pad set',
  hsn: '870830',
  uom: 'SET',
  active: true,
}
const NEW: StjPart = { id: 'new', part_no: 'X-1', name: 'Never bought', hsn: '8708', uom: '', active: true }
const RATED: StjPart = { ...NEW, id: 'rated', purchase_rate: 250_00 }
const parts = new Map([BP, NEW, RATED].map((p) => [p.id, p]))

// G7: opening 4 @ 1,500.00 on 1 Dec; 6 @ 1,650.00 on 5 Dec; 1 out on 10 Dec (G3) — 9 on hand, 14,310.00.
const ppur: PartsDocument = {
  id: 'ppur-5dec',
  type: 'ppur',
  status: 'posted',
  doc_date: '2025-12-05',
  posted_at: 10,
  created_at: 10,
  stock_moves: [{ kind: 'part', item_id: 'bp', qty: 6, value: 9_900_00 }],
}
const g3: PartsDocument = {
  id: 'winv-g3',
  type: 'winv',
  status: 'posted',
  doc_date: '2025-12-10',
  posted_at: 11,
  created_at: 11,
  stock_moves: [{ kind: 'part', item_id: 'bp', qty: -1, value: 0 }],
}
const state = partsStock(
  [ppur, g3],
  [{ id: 'bp', opening: { qty: 4, value: 6_000_00, as_of: '2025-12-01' } }],
)
const ctx: StockJournalContext = {
  today: '2025-12-15',
  lockDate: null,
  allowNegative: false,
  state,
  part: (id) => parts.get(id),
}
const draft = (
  patch: Partial<StockJournalDraft>,
  line: Partial<StockJournalDraft['lines'][number]> = {},
) => ({
  ...emptyStockJournal('2025-12-15', 'scrap'),
  reason: 'Pads cracked in the rack',
  ...patch,
  lines: [{ key: 'l1', part_id: 'bp', qty: '1', value: '', ...line }],
})

describe('stockAsOf', () => {
  it('is the balance after every move dated on or before the day', () => {
    expect(stockAsOf(state, 'bp', '2025-12-04')).toEqual({ qty: 4, value: 6_000_00, average: 1_500_00 })
    expect(stockAsOf(state, 'bp', '2025-12-10')).toMatchObject({ qty: 9, value: 14_310_00 })
    expect(stockAsOf(state, 'bp', '2025-11-30')).toEqual({ qty: 0, value: 0, average: null })
  })
})

describe('checkStockJournal', () => {
  it('scraps 1 BP-100 at the running average of its date, with its reason', () => {
    const r = checkStockJournal(draft({}), ctx)
    expect(r).toEqual({
      ok: true,
      value: {
        kind: 'scrap',
        doc_date: '2025-12-15',
        reason: 'Pads cracked in the rack',
        lines: [{ part_id: 'bp', qty: 1, value: 1_590_00 }],
      },
    })
    // Back-dated to 6 Dec, before G3: still 1,590.00 (10 @ 15,900.00).
    const early = checkStockJournal(draft({ doc_date: '2025-12-06' }), ctx)
    expect(early.ok && early.value.lines[0]!.value).toBe(1_590_00)
  })

  it('refuses no reason, a future or locked date, no lines, a part twice, an unknown part', () => {
    const codes = (d: StockJournalDraft, c = ctx) => {
      const r = checkStockJournal(d, c)
      return r.ok ? null : { ...r.errors, lines: r.errors.lines, byLine: r.lineErrors }
    }
    expect(codes(draft({ reason: '  ' }))?.reason).toEqual({ code: 'required' })
    expect(codes(draft({ reason: 'x'.repeat(301) }))?.reason?.code).toBe('too_long')
    expect(codes(draft({ doc_date: '2025-12-16' }))?.doc_date).toEqual({ code: 'future_date' })
    expect(codes(draft({}), { ...ctx, lockDate: '2025-12-31' })?.doc_date).toEqual({
      code: 'period_locked',
      values: { date: '2025-12-31' },
    })
    expect(codes({ ...draft({}), lines: [{ key: 'a', part_id: '', qty: '', value: '' }] })?.lines).toEqual({
      code: 'no_lines',
    })
    const twice = {
      ...draft({}),
      lines: [
        { key: 'a', part_id: 'bp', qty: '1', value: '' },
        { key: 'b', part_id: 'bp', qty: '1', value: '' },
      ],
    }
    expect(codes(twice)?.byLine).toEqual({ b: { part_id: { code: 'duplicate' } } })
    expect(codes(draft({}, { part_id: 'gone' }))?.byLine).toEqual({ l1: { part_id: { code: 'unknown' } } })
    expect(codes(draft({}, { qty: '0' }))?.byLine).toEqual({ l1: { qty: { code: 'not_positive' } } })
  })

  it('refuses an issue below zero on its date or today, unless negative stock is allowed', () => {
    const r = checkStockJournal(draft({}, { qty: '10' }), ctx)
    expect(r.ok ? null : r.lineErrors).toEqual({
      l1: { qty: { code: 'below_zero', values: { on_hand: 9 } } },
    })
    // On 4 Dec only 4 were held, though 9 are held today.
    const early = checkStockJournal(draft({ doc_date: '2025-12-04' }, { qty: '5' }), ctx)
    expect(early.ok ? null : early.lineErrors.l1?.qty?.values).toEqual({ on_hand: 4 })
    expect(checkStockJournal(draft({}, { qty: '10' }), { ...ctx, allowNegative: true }).ok).toBe(true)
  })

  it('an excess comes in at the value typed, else the average, else the last purchase rate, else asks', () => {
    const inn = (part: string, value = '') =>
      checkStockJournal(
        draft({ kind: 'adjust_in', reason: 'Found at count' }, { part_id: part, qty: '2', value }),
        ctx,
      )
    expect(inn('bp', '3,000')).toMatchObject({ ok: true, value: { lines: [{ value: 3_000_00 }] } })
    expect(inn('bp')).toMatchObject({ ok: true, value: { lines: [{ value: 3_180_00 }] } })
    expect(inn('rated')).toMatchObject({ ok: true, value: { lines: [{ value: 500_00 }] } })
    expect(inn('new')).toMatchObject({ ok: false, lineErrors: { l1: { value: { code: 'value_required' } } } })
    expect(inn('new', '0')).toMatchObject({
      ok: false,
      lineErrors: { l1: { value: { code: 'not_positive' } } },
    })
  })
})

describe('stockJournalVoucher', () => {
  it('scrap: a part move out, Dr Stock adjustment / Cr Purchases–Parts, the reason as narration', () => {
    const r = checkStockJournal(draft({}), ctx)
    if (!r.ok) throw new Error('refused')
    const v = stockJournalVoucher(r.value, (id) => parts.get(id))
    expect(v).toMatchObject({
      type: 'stj',
      status: 'posted',
      series: 'SJ',
      fy: '2526',
      doc_date: '2025-12-15',
      party_id: '',
      narration: 'Pads cracked in the rack',
      details: { stj_kind: 'scrap' },
      totals: { taxable: 1_590_00, grand_total: 1_590_00 },
      stock_moves: [{ kind: 'part', item_id: 'bp', qty: -1, rate: 1_590_00, value: 1_590_00 }],
      postings: [
        { account_id: 'sys:stock-adjustment', dr: 1_590_00, cr: 0 },
        { account_id: 'sys:purchases-parts', dr: 0, cr: 1_590_00 },
      ],
    })
    expect(v.lines[0]).toMatchObject({
      kind: 'part',
      item_id: 'bp',
      description: 'BP-100 Brake pad set',
      qty: 1,
    })
    expect(stjKindOf(v)).toBe('scrap')
  })

  it('excess: a move in, Dr Purchases–Parts / Cr Stock gain; nothing worth posts no lines', () => {
    const inn = stockJournalVoucher(
      {
        kind: 'adjust_in',
        doc_date: '2025-12-15',
        reason: 'Count',
        lines: [{ part_id: 'bp', qty: 2, value: 3_000_00 }],
      },
      (id) => parts.get(id),
    )
    expect(inn.stock_moves[0]).toMatchObject({ qty: 2, value: 3_000_00 })
    expect(inn.postings).toEqual([
      { account_id: 'sys:purchases-parts', dr: 3_000_00, cr: 0 },
      { account_id: 'sys:stock-gain', dr: 0, cr: 3_000_00 },
    ])
    const nothing = stockJournalVoucher(
      {
        kind: 'adjust_out',
        doc_date: '2025-12-15',
        reason: 'Lost',
        lines: [{ part_id: 'new', qty: 1, value: 0 }],
      },
      (id) => parts.get(id),
    )
    expect(nothing.postings).toEqual([])
    expect(stjKindOf({ stock_moves: [{ kind: 'part', item_id: 'x', qty: 1, value: 0 }] })).toBe('adjust_in')
  })

  it('warranty: out at the average, Dr Warranty claims receivable / Cr Purchases–Parts (the maker owes it)', () => {
    // G7's pads after G3: 9 at 14,310.00, an average of 1,590.00; two go into a vehicle under warranty.
    const r = checkStockJournal(
      draft({ kind: 'warranty', reason: 'Warranty parts of JC/0007' }, { qty: '2' }),
      ctx,
    )
    if (!r.ok) throw new Error('refused')
    const v = stockJournalVoucher(r.value, (id) => parts.get(id))
    expect(v.stock_moves).toEqual([{ kind: 'part', item_id: 'bp', qty: -2, rate: 1_590_00, value: 3_180_00 }])
    expect(v.postings).toEqual([
      { account_id: 'sys:warranty-claims', dr: 3_180_00, cr: 0 },
      { account_id: 'sys:purchases-parts', dr: 0, cr: 3_180_00 },
    ])
    expect(v.details).toEqual({ stj_kind: 'warranty' })
    expect(stjKindOf(v)).toBe('warranty')
    // An issue like any other: below zero only when the caller allows it.
    const short = checkStockJournal(draft({ kind: 'warranty' }, { qty: '10' }), ctx)
    expect(short.ok).toBe(false)
    expect(
      checkStockJournal(draft({ kind: 'warranty' }, { qty: '10' }), { ...ctx, allowNegative: true }).ok,
    ).toBe(true)
    expect(stjKindOf({ details: { stj_kind: 'nonsense' }, stock_moves: [] })).toBe('adjust_out')
  })

  it('the replay values a posted scrap as the journal did', () => {
    const r = checkStockJournal(draft({}), ctx)
    if (!r.ok) throw new Error('refused')
    const v = stockJournalVoucher(r.value, (id) => parts.get(id))
    const after = partsStock(
      [ppur, g3, { ...v, id: 'stj-1', posted_at: 20, created_at: 20 }],
      [{ id: 'bp', opening: { qty: 4, value: 6_000_00, as_of: '2025-12-01' } }],
    )
    expect(stockAsOf(after, 'bp', '2025-12-15')).toMatchObject({ qty: 8, value: 14_310_00 - 1_590_00 })
  })
})
