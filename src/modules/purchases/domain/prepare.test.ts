import { describe, expect, it } from 'vitest'
import { emptyPurchaseDraft, type PurchaseDraft } from './draft'
import { preparePurchase, previewPurchase, type PurchaseFormContext } from './prepare'

const ctx: PurchaseFormContext = {
  today: '2026-01-07',
  dealer_state_code: '27',
  supplier: { id: 'oem', name: 'Gujarat Motors', gstin: '24AAACG1234K1ZZ' },
  tds_194q_applicable: true,
  earlier_this_year: 48_00_000_00,
  supplier_bill_nos_this_year: [],
  known_chassis: new Set(),
  known_engines: new Set(),
  catalogRate: () => 4000,
}

const draft: PurchaseDraft = {
  ...emptyPurchaseDraft('2026-01-07'),
  supplier_id: 'oem',
  bill_no: 'GJ/0912',
  bill_date: '2026-01-05',
  tax_shown: 'igst',
  lines: [1, 2, 3].map((n) => ({
    chassis: `MA3EWB22S0012345${n}`,
    engine_no: `K15CN900${n}`,
    catalog_id: 'suv',
    colour: 'White',
    taxable: '11,80,000',
    rate: '40',
    cess: '',
  })),
  printed_total: '49,56,000',
  lr_no: ' LR-55 ',
}

describe('preparePurchase', () => {
  it('G6: three SUVs from another state, IGST 40 %, s.194Q on what crosses ₹50 lakh', () => {
    const r = preparePurchase(draft, ctx)
    if (!r.ok) throw new Error(JSON.stringify(r))
    expect(r.input.supplier).toEqual({
      id: 'oem',
      state_code: '24',
      gstin: '24AAACG1234K1ZZ',
      pan_valid: true,
    })
    expect(r.posted.totals.igst).toBe(14_16_000_00)
    expect(r.posted.totals.tds).toEqual({ base: 33_40_000_00, rate_bp: 10, amount: 3_340_00 })
    expect(r.posted.totals.payable).toBe(49_52_660_00)
    expect(r.details.lr_no).toBe('LR-55')
    expect(r.lines.map((l) => l.catalog_id)).toEqual(['suv', 'suv', 'suv'])
    expect(r.difference).toBe(0)
  })

  it('warns of a rate unlike the catalogue’s; refuses CGST from another state and a bill keyed twice', () => {
    const warned = preparePurchase(draft, { ...ctx, catalogRate: () => 1800 })
    expect(warned.ok && warned.warnings).toContainEqual({ line: 1, reason: 'rate-differs-from-catalogue' })
    const refused = preparePurchase(
      { ...draft, tax_shown: 'cgst_sgst' },
      { ...ctx, supplier_bill_nos_this_year: ['gj/0912'] },
    )
    expect(refused.ok ? [] : refused.refusals).toEqual(['bill-no-duplicate', 'cgst-other-state'])
  })

  it('asks for the supplier’s state when the record has neither state nor GSTIN, and still previews the lines', () => {
    const r = preparePurchase(draft, { ...ctx, supplier: { id: 'oem', name: 'X' } })
    expect(r.ok ? {} : r.errors).toEqual({ supplier_state: { code: 'supplier_state' } })
    expect(r.lines_total).toBe(49_56_000_00)
  })

  it('previews the running total and the gap to the printed total while the bill is incomplete', () => {
    const p = previewPurchase({ ...draft, supplier_id: '', printed_total: '49,56,001' })
    expect(p).toEqual({ lines_total: 49_56_000_00, difference: 1_00 })
    expect(previewPurchase({ ...draft, lines: [] })).toEqual({ lines_total: null, difference: null })
  })
})
