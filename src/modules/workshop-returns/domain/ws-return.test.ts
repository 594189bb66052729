// Workshop credit notes (research/modules.md §3.10) against G3's invoice (10 Dec 2025): a part back at the rate
// it went out, the quantity and the stock limits, labour by value, the original rates whatever the note's date,
// the 30 November cut-off, and the postings reversed.
import { describe, expect, it } from 'vitest'
import type { Voucher, VoucherLine } from '@schemas/vouchers.schema'
import { checkWsReturn, emptyWsReturn, lineLeft, type WsReturnContext, type WsReturnDraft } from './ws-return'

const line = (
  id: string,
  kind: 'part' | 'labour',
  qty: number,
  taxable: number,
  half: number,
  item_id?: string,
): VoucherLine => ({
  id,
  kind,
  ...(item_id ? { item_id } : {}),
  description: id,
  hsn_sac: kind === 'part' ? '870830' : '998714',
  qty,
  taxable,
  gst_bp: 1800,
  cgst: half,
  sgst: half,
  igst: 0,
  total: taxable + 2 * half,
})

const g3: Voucher = {
  id: 'w-g3',
  rev: 1,
  created_at: 1,
  updated_at: 1,
  list_key: 'x',
  type: 'winv',
  status: 'posted',
  number: 'WID86/2526/0001',
  series: 'WI',
  fy: '2526',
  doc_date: '2025-12-10',
  party_id: 'c-ramesh',
  party: { name: 'Ramesh Patil', gst_category: 'unregistered', state_code: '27' },
  pos: '27',
  supply: 'intra',
  job_card_id: 'jc-g3',
  lines: [
    line('l1', 'labour', 1, 1_200_00, 108_00),
    line('l2', 'labour', 1, 450_00, 40_50),
    line('p1', 'part', 1, 350_00, 31_50, 'p-filter'),
    line('p2', 'part', 3.5, 1_680_00, 151_20, 'p-oil'),
    line('p3', 'part', 2, 4_237_28, 381_36, 'p-bp100'),
  ],
  totals: { grand_total: 9_226_00 },
  postings: [{ account_id: 'sys:debtors', party_id: 'c-ramesh', dr: 9_226_00, cr: 0 }],
  stock_moves: [],
}

const ctx = (patch: Partial<WsReturnContext> = {}): WsReturnContext => ({
  today: '2026-01-15',
  lockDate: null,
  invoice: g3,
  earlier: [],
  returnable: (id) => (id === 'p-bp100' ? 2 : 10),
  outRate: (id) => (id === 'p-bp100' ? 1_590_00 : 100_00),
  ...patch,
})

const draft = (
  lines: Record<string, { qty?: string; amount?: string }>,
  patch: Partial<WsReturnDraft> = {},
) => {
  const d = emptyWsReturn('2026-01-15', g3)
  return {
    ...d,
    reason: 'parts_returned' as const,
    lines: d.lines.map((l) =>
      lines[l.line_id]
        ? { ...l, selected: true, qty: lines[l.line_id]!.qty ?? '', amount: lines[l.line_id]!.amount ?? '' }
        : l,
    ),
    ...patch,
  }
}

describe('a brake pad set returned from G3', () => {
  const r = checkWsReturn(draft({ p3: { qty: '1' } }), ctx())
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  const note = r.value

  it('credits half the line at 18 % (the original rate), the split of the invoice', () => {
    expect(note).toMatchObject({
      type: 'wcn',
      series: 'WC',
      fy: '2526',
      against_id: 'w-g3',
      party_id: 'c-ramesh',
      pos: '27',
      supply: 'intra',
      job_card_id: 'jc-g3',
      details: { reason: 'parts_returned' },
    })
    expect(note.lines).toEqual([
      expect.objectContaining({
        id: 'p3',
        kind: 'part',
        item_id: 'p-bp100',
        qty: 1,
        taxable: 2_118_64,
        gst_bp: 1800,
      }),
    ])
    expect(note.totals).toEqual({
      taxable: 2_118_64,
      cgst: 190_68,
      sgst: 190_68,
      igst: 0,
      tax: 381_36,
      grand_total: 2_500_00,
    })
  })

  it('brings the part back at the rate it went out at (1,590.00)', () => {
    expect(note.stock_moves).toEqual([
      { kind: 'part', item_id: 'p-bp100', qty: 1, rate: 1_590_00, value: 1_590_00 },
    ])
  })

  it('reverses the postings: Dr Sales–Parts and the taxes / Cr the customer', () => {
    expect(note.postings).toEqual([
      { account_id: 'sys:debtors', party_id: 'c-ramesh', dr: 0, cr: 2_500_00 },
      { account_id: 'sys:sales-parts', dr: 2_118_64, cr: 0 },
      { account_id: 'sys:output-cgst', dr: 190_68, cr: 0 },
      { account_id: 'sys:output-sgst', dr: 190_68, cr: 0 },
    ])
  })

  it('the second set completes the line: what is left of its value and its tax, to the paisa', () => {
    const first = {
      ...g3,
      ...note,
      id: 'n1',
      type: 'wcn' as const,
      number: 'WC/1',
      rev: 1,
      created_at: 1,
      updated_at: 1,
      list_key: 'x',
    }
    const second = checkWsReturn(draft({ p3: { qty: '1' } }), ctx({ earlier: [first], returnable: () => 1 }))
    if (!second.ok) throw new Error(JSON.stringify(second.errors))
    expect(second.value.lines[0]).toMatchObject({ taxable: 2_118_64, cgst: 190_68, sgst: 190_68 })
    expect(lineLeft(g3.lines[4]!, [first])).toEqual({ qty: 1, taxable: 2_118_64 })
    // Nothing is left of it after both.
    const third = checkWsReturn(
      draft({ p3: { qty: '1' } }),
      ctx({ earlier: [first, { ...first, id: 'n2', lines: second.value.lines }], returnable: () => 0 }),
    )
    expect(third.ok ? null : third.errors['line:p3']).toEqual({ code: 'qty_over', values: { left: 0 } })
  })
})

describe('refused', () => {
  const errors = (d: WsReturnDraft, c: WsReturnContext) => {
    const r = checkWsReturn(d, c)
    return r.ok ? {} : r.errors
  }

  it('more than billed, or more than the inventory says is returnable', () => {
    expect(errors(draft({ p3: { qty: '3' } }), ctx())).toEqual({
      'line:p3': { code: 'qty_over', values: { left: 2 } },
    })
    expect(errors(draft({ p3: { qty: '2' } }), ctx({ returnable: () => 1 }))).toEqual({
      'line:p3': { code: 'stock_over', values: { left: 1 } },
    })
    expect(errors(draft({ p3: { qty: '1' } }), ctx({ returnable: () => null }))).toEqual({
      'line:p3': { code: 'not_returnable' },
    })
  })

  it('labour by value, never above what is left of it; nothing comes back into stock', () => {
    const ok = checkWsReturn(draft({ l1: { amount: '200' } }, { reason: 'overcharged' }), ctx())
    expect(ok.ok && ok.value.lines[0]).toMatchObject({ id: 'l1', qty: 0, taxable: 200_00, cgst: 18_00 })
    expect(ok.ok && ok.value.stock_moves).toEqual([])
    expect(ok.ok && ok.value.postings).toContainEqual({ account_id: 'sys:sales-labour', dr: 200_00, cr: 0 })
    expect(errors(draft({ l1: { amount: '1200.01' } }, { reason: 'overcharged' }), ctx())).toEqual({
      'line:l1': { code: 'value_over', values: { left: 1_200_00 } },
    })
  })

  it('after 30 November following the invoice’s year, before the invoice, in the future, in the closed period', () => {
    expect(
      errors(draft({ p1: { qty: '1' } }, { doc_date: '2026-12-01' }), ctx({ today: '2026-12-05' })),
    ).toEqual({
      doc_date: { code: 'after_cutoff', values: { date: '2026-11-30' } },
    })
    expect(errors(draft({ p1: { qty: '1' } }, { doc_date: '2025-12-09' }), ctx())).toEqual({
      doc_date: { code: 'before_invoice', values: { date: '2025-12-10' } },
    })
    expect(errors(draft({ p1: { qty: '1' } }, { doc_date: '2026-01-16' }), ctx())).toEqual({
      doc_date: { code: 'future' },
    })
    expect(errors(draft({ p1: { qty: '1' } }), ctx({ lockDate: '2026-01-31' }))).toEqual({
      doc_date: { code: 'locked', values: { date: '2026-01-31' } },
    })
  })

  it('a cancelled invoice, no reason, nothing chosen', () => {
    expect(errors(draft({ p1: { qty: '1' } }), ctx({ invoice: { ...g3, status: 'cancelled' } }))).toEqual({
      invoice_id: { code: 'not_posted' },
    })
    expect(errors(draft({}, { reason: '' }), ctx())).toEqual({
      reason: { code: 'required' },
      lines: { code: 'nothing' },
    })
  })

  it('a walk-in’s cash sale is credited back to cash; a registered buyer’s note waits for its ITC reversal', () => {
    const cash = { ...g3, party_id: '', postings: [{ account_id: 'sys:cash', dr: 9_226_00, cr: 0 }] }
    const r = checkWsReturn(draft({ p1: { qty: '1' } }), ctx({ invoice: cash }))
    expect(r.ok && r.value.postings[0]).toEqual({ account_id: 'sys:cash', dr: 0, cr: 413_00 })
    const b2b = { ...g3, party: { name: 'Shah', gstin: '24AAGFT5528R1ZJ', gst_category: 'regular' } }
    const n = checkWsReturn(draft({ p1: { qty: '1' } }), ctx({ invoice: b2b }))
    expect(n.ok && n.value.itc_reversal).toEqual({ status: 'pending' })
  })
})
