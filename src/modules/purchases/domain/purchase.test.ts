import { describe, expect, it } from 'vitest'
import { checkPurchase, type PurchaseInput } from './purchase'

const suv = (n: number) => ({
  chassis: `MA3EWB22S0012345${n}`,
  engine_no: `K15CN900${n}`,
  taxable: 11_80_000_00,
  rate_bp: 4000,
  cess_rate_bp: 0,
})

// G6: OEM in Gujarat, dealer in Maharashtra, 3 SUVs on 5 Jan 2026, ₹48 lakh bought earlier in the year.
const g6: PurchaseInput = {
  bill_no: 'GJ/25-26/0912',
  bill_date: '2026-01-05',
  grn_date: '2026-01-07',
  today: '2026-01-07',
  supplier: { id: 'party-oem', state_code: '24', gstin: '24AAACG1234K1ZZ', pan_valid: true },
  dealer_state_code: '27',
  tax_shown: 'igst',
  lines: [suv(1), suv(2), suv(3)],
  charges: [],
  printed_total: 49_56_000_00,
  tds_194q_applicable: true,
  earlier_this_year: 48_00_000_00,
  known_chassis: new Set(),
  known_engines: new Set(),
  supplier_bill_nos_this_year: [],
}

const refusalsOf = (input: PurchaseInput) => {
  const r = checkPurchase(input)
  return r.ok ? [] : r.refusals
}

describe('checkPurchase', () => {
  it('G6: IGST 40 %, TDS 194Q on the ₹33.4 lakh past the limit, balanced postings, stock +3 at taxable', () => {
    const r = checkPurchase(g6)
    if (!r.ok) throw new Error(JSON.stringify(r.refusals))
    expect(r.value.totals).toMatchObject({
      taxable: 35_40_000_00,
      igst: 14_16_000_00,
      grand_total: 49_56_000_00,
      round_off: 0,
      payable: 49_52_660_00,
    })
    expect(r.value.totals.tds.amount).toBe(3_340_00)
    expect(r.value.postings).toEqual([
      { account_id: 'sys:purchases-vehicles', dr: 35_40_000_00, cr: 0 },
      { account_id: 'sys:input-igst', dr: 14_16_000_00, cr: 0 },
      { account_id: 'sys:creditors', party_id: 'party-oem', dr: 0, cr: 49_52_660_00 },
      { account_id: 'sys:tds-194q-payable', dr: 0, cr: 3_340_00 },
    ])
    expect(r.value.stock_moves.map((m) => [m.item_id, m.qty, m.value])).toEqual([
      ['MA3EWB22S00123451', 1, 11_80_000_00],
      ['MA3EWB22S00123452', 1, 11_80_000_00],
      ['MA3EWB22S00123453', 1, 11_80_000_00],
    ])
    expect(r.value.warnings).toEqual([])
  })

  it('G6: the same bill number again, or a chassis or engine the company knows, is refused', () => {
    expect(refusalsOf({ ...g6, supplier_bill_nos_this_year: ['gj/25-26/0912'] })).toEqual([
      'bill-no-duplicate',
    ])
    expect(
      refusalsOf({
        ...g6,
        known_chassis: new Set(['MA3EWB22S00123452']),
        known_engines: new Set(['K15CN9003']),
      }),
    ).toEqual([
      { line: 2, reason: 'chassis-known' },
      { line: 3, reason: 'engine-known' },
    ])
    expect(refusalsOf({ ...g6, lines: [suv(1), suv(1)], printed_total: 33_04_000_00 })).toEqual([
      { line: 2, reason: 'chassis-repeated' },
      { line: 2, reason: 'engine-repeated' },
    ])
  })

  it('refuses the dates, the tax heads against the states, a rate outside the slabs, a cess after 22 Sep 2025 and ITC without GSTIN', () => {
    expect(refusalsOf({ ...g6, bill_date: '2026-01-08', grn_date: '2026-01-06' })).toEqual([
      'bill-after-grn',
      'bill-in-future',
    ])
    expect(refusalsOf({ ...g6, supplier: { ...g6.supplier, state_code: '27' } })).toEqual(['igst-same-state'])
    expect(refusalsOf({ ...g6, tax_shown: 'cgst_sgst' })).toEqual(['cgst-other-state'])
    expect(
      refusalsOf({ ...g6, lines: [suv(1), suv(2), { ...suv(3), rate_bp: 2800, cess_rate_bp: 2200 }] }),
    ).toEqual(
      expect.arrayContaining([
        { line: 3, reason: 'rate-not-in-slabs' },
        { line: 3, reason: 'cess-after-gst-2' },
      ]),
    )
    expect(refusalsOf({ ...g6, supplier: { id: 'x', state_code: '24', pan_valid: true } })).toEqual([
      'itc-without-gstin',
    ])
  })

  it('accepts a printed total within ₹1 to round-off and refuses one further off', () => {
    const r = checkPurchase({ ...g6, printed_total: 49_56_001_00 })
    expect(r.ok && r.value.postings.find((p) => p.account_id === 'sys:round-off')).toEqual({
      account_id: 'sys:round-off',
      dr: 100,
      cr: 0,
    })
    expect(refusalsOf({ ...g6, printed_total: 49_56_001_01 })).toEqual(['total-mismatch'])
  })

  it('legacy cess before 22 Sep 2025 and CGST+SGST from a same-state supplier; freight enters landed cost', () => {
    const r = checkPurchase({
      ...g6,
      bill_date: '2025-08-01',
      grn_date: '2025-08-02',
      today: '2025-08-02',
      supplier: { ...g6.supplier, state_code: '27', gstin: '27AAACM1234K1ZZ' },
      tax_shown: 'cgst_sgst',
      tds_194q_applicable: false,
      lines: [
        { ...suv(1), taxable: 10_00_000_00, rate_bp: 2800, cess_rate_bp: 2200 },
        { ...suv(2), taxable: 10_00_000_00, rate_bp: 2800, cess_rate_bp: 2200 },
      ],
      charges: [{ kind: 'freight', taxable: 10_001_00, rate_bp: 1800 }],
      // 20,00,000 + CGST 2,80,000 + SGST 2,80,000 + cess 4,40,000 + freight 10,001 + 18 % 1,800.18
      printed_total: 30_11_801_00,
    })
    if (!r.ok) throw new Error(JSON.stringify(r.refusals))
    expect(r.value.totals).toMatchObject({ cgst: 2_80_900_09, sgst: 2_80_900_09, cess: 4_40_000_00, igst: 0 })
    const dr = r.value.postings.reduce((s, p) => s + p.dr, 0)
    const cr = r.value.postings.reduce((s, p) => s + p.cr, 0)
    expect(dr).toBe(cr)
    expect(r.value.stock_moves.map((m) => m.value)).toEqual([10_05_000_50, 10_05_000_50])
  })

  it('warns of a rate unlike the catalogue and a chassis that is not a VIN', () => {
    const r = checkPurchase({
      ...g6,
      lines: [{ ...suv(1), catalog_rate_bp: 1800 }, { ...suv(2), chassis: 'MA3OWB22S00123452' }, suv(3)],
    })
    expect(r.ok && r.value.warnings).toEqual([
      { line: 1, reason: 'rate-differs-from-catalogue' },
      { line: 2, reason: 'not-a-vin' },
    ])
  })
})
