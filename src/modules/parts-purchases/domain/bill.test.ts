import { describe, expect, it } from 'vitest'
import { checkPartsBill, lineMoney, linesTotal, saleWithTax, type PartsBillInput } from './bill'

// research/modules.md §5 G7: BP-100 from a supplier in Maharashtra, the dealer's own state.
const g7: PartsBillInput = {
  bill_no: 'SA/2526/1187',
  bill_date: '2025-12-05',
  grn_date: '2025-12-05',
  today: '2025-12-05',
  lock_date: null,
  supplier: { id: 'party-sai', state_code: '27', gstin: '27AAKFS1234M1Z5', pan_valid: true },
  dealer_state_code: '27',
  tax_shown: 'cgst_sgst',
  lines: [
    {
      part_id: 'part-bp100',
      part_no: 'BP-100',
      hsn: '870830',
      uom: 'Set',
      qty: 6,
      rate: 1_650_00,
      discount: 0,
      rate_bp: 1800,
    },
  ],
  printed_total: 11_682_00,
  eway_bill: '',
  tds_194q_applicable: false,
  earlier_this_year: 0,
  supplier_bill_nos_this_year: [],
  known_part_keys: new Set(['BP100']),
  units: { enabled: true, mandatory: true, list: ['Nos', 'Set', 'Ltr'] },
  hsn_six_digits: false,
  update_rates: false,
}

const refusalsOf = (input: PartsBillInput) => {
  const r = checkPartsBill(input)
  return r.ok ? [] : r.refusals
}

describe('checkPartsBill', () => {
  it('G7: 6 brake pad sets at ₹1,650.00 from Maharashtra — CGST and SGST ₹891.00 each, ₹11,682.00', () => {
    const r = checkPartsBill(g7)
    if (!r.ok) throw new Error(JSON.stringify(r.refusals))
    expect(r.value.totals).toEqual({
      taxable: 9_900_00,
      cgst: 891_00,
      sgst: 891_00,
      igst: 0,
      computed_total: 11_682_00,
      round_off: 0,
      grand_total: 11_682_00,
      tds: { base: 0, rate_bp: 10, amount: 0 },
      payable: 11_682_00,
    })
    expect(r.value.postings).toEqual([
      { account_id: 'sys:purchases-parts', dr: 9_900_00, cr: 0 },
      { account_id: 'sys:input-cgst', dr: 891_00, cr: 0 },
      { account_id: 'sys:input-sgst', dr: 891_00, cr: 0 },
      { account_id: 'sys:creditors', party_id: 'party-sai', dr: 0, cr: 11_682_00 },
    ])
    // Into stock at the taxable value: 6 at ₹1,650.00 (G7's ledger then holds 10 at ₹15,900.00).
    expect(r.value.stock_moves).toEqual([
      { kind: 'part', item_id: 'part-bp100', qty: 6, rate: 1_650_00, value: 9_900_00 },
    ])
    expect(r.value.warnings).toEqual([])
  })

  it('from another state the bill shows IGST; a new part goes in under its normalised number; the gap is round-off', () => {
    const r = checkPartsBill({
      ...g7,
      supplier: { id: 'party-guj', state_code: '24', gstin: '24AAGFT5528R1ZJ', pan_valid: true },
      tax_shown: 'igst',
      lines: [
        g7.lines[0]!,
        {
          part_id: '',
          part_no: 'of-2210 x',
          hsn: '842123',
          uom: 'Nos',
          qty: 10,
          rate: 350_00,
          discount: 100_00,
          rate_bp: 1800,
        },
      ],
      // 9,900 + 1,782 IGST; 3,400 + 612 IGST = 15,694.00; printed 15,694.40
      printed_total: 15_694_40,
    })
    if (!r.ok) throw new Error(JSON.stringify(r.refusals))
    expect(r.value.totals).toMatchObject({
      taxable: 13_300_00,
      igst: 2_394_00,
      cgst: 0,
      round_off: 40,
      grand_total: 15_694_40,
      payable: 15_694_40,
    })
    expect(r.value.postings).toContainEqual({ account_id: 'sys:round-off', dr: 40, cr: 0 })
    expect(r.value.postings.reduce((s, p) => s + p.dr - p.cr, 0)).toBe(0)
    expect(r.value.stock_moves[1]).toEqual({
      kind: 'part',
      item_id: 'OF2210X',
      qty: 10,
      rate: 340_00,
      value: 3_400_00,
    })
  })

  it('refuses what §3.1 and §3.7 refuse', () => {
    expect(refusalsOf({ ...g7, supplier_bill_nos_this_year: ['sa/2526/1187'] })).toEqual([
      'bill-no-duplicate',
    ])
    expect(refusalsOf({ ...g7, bill_no: ' ' })).toEqual(['bill-no-empty'])
    expect(refusalsOf({ ...g7, tax_shown: 'igst', printed_total: 11_682_00 })).toEqual(['igst-same-state'])
    expect(
      refusalsOf({ ...g7, supplier: { ...g7.supplier, state_code: '24', gstin: '24AAGFT5528R1ZJ' } }),
    ).toEqual(['cgst-other-state'])
    expect(refusalsOf({ ...g7, printed_total: 11_680_99 })).toEqual(['total-mismatch'])
    expect(refusalsOf({ ...g7, supplier: { id: 'x', state_code: '27', pan_valid: false } })).toEqual([
      'itc-without-gstin',
    ])
    expect(refusalsOf({ ...g7, bill_date: '2025-12-06' })).toEqual(['bill-after-grn', 'bill-in-future'])
    expect(refusalsOf({ ...g7, lock_date: '2025-12-05' })).toEqual(['period-locked'])
    expect(refusalsOf({ ...g7, lines: [], printed_total: 0 })).toEqual(['no-lines'])
  })

  it('refuses a line at a rate not in force on the bill date, a bad HSN or unit, no money, a part the master has', () => {
    const line = g7.lines[0]!
    const one = (patch: Partial<typeof line>, extra: Partial<PartsBillInput> = {}) =>
      refusalsOf({ ...g7, ...extra, lines: [{ ...line, ...patch }] }).filter((r) => typeof r !== 'string')
    // 28 % ended on 21 Sep 2025; on an August bill it was in force.
    expect(one({ rate_bp: 2800 })).toEqual([{ line: 1, reason: 'rate-not-in-slabs' }])
    expect(one({ rate_bp: 2800 }, { bill_date: '2025-08-01', grn_date: '2025-08-01' })).toEqual([])
    expect(one({ hsn: '87083' })).toEqual([{ line: 1, reason: 'hsn-digits' }])
    expect(one({ hsn: '8708' }, { hsn_six_digits: true })).toEqual([{ line: 1, reason: 'hsn-six' }])
    expect(one({ uom: '' })).toEqual([{ line: 1, reason: 'uom-required' }])
    expect(one({ uom: 'Barrel' })).toEqual([{ line: 1, reason: 'uom-unknown' }])
    expect(one({ uom: 'set' })).toEqual([])
    expect(one({ discount: 9_900_00 })).toEqual([{ line: 1, reason: 'amount' }])
    expect(one({ part_id: '', part_no: 'bp 100' })).toEqual([{ line: 1, reason: 'part-known' }])
  })

  it('makes one new part once, and keeps a sale rate that goes to the master within its MRP', () => {
    const fresh = {
      part_id: '',
      part_no: 'AF-1',
      hsn: '842131',
      uom: 'Nos',
      qty: 1,
      rate: 200_00,
      discount: 0,
      rate_bp: 1800,
    }
    const twice = refusalsOf({ ...g7, lines: [fresh, { ...fresh, part_no: 'af 1' }], printed_total: 472_00 })
    expect(twice).toEqual([{ line: 2, reason: 'part-repeated' }])
    // ₹300.00 + 18 % = ₹354.00 above an MRP of ₹350.00 (Legal Metrology).
    const priced = { ...fresh, sale_rate: 300_00, sale_includes_tax: false, mrp: 350_00 }
    expect(refusalsOf({ ...g7, lines: [priced], printed_total: 236_00 })).toEqual([
      { line: 1, reason: 'sale-above-mrp' },
    ])
    expect(refusalsOf({ ...g7, lines: [{ ...priced, mrp: 354_00 }], printed_total: 236_00 })).toEqual([])
    // A part of the master: its rates reach it only when the bill updates them.
    const known = { ...priced, part_id: 'p-af1' }
    expect(refusalsOf({ ...g7, lines: [known], printed_total: 236_00 })).toEqual([])
    expect(refusalsOf({ ...g7, lines: [known], printed_total: 236_00, update_rates: true })).toEqual([
      { line: 1, reason: 'sale-above-mrp' },
    ])
  })

  it("warns of a rate unlike the part's own and of a consignment above ₹50,000 without an e-way bill", () => {
    const big = { ...g7.lines[0]!, qty: 40, part_rate_bp: 2800 }
    const r = checkPartsBill({ ...g7, lines: [big], printed_total: 77_880_00 })
    expect(r.ok && r.value.warnings).toEqual([
      { line: 1, reason: 'rate-differs-from-part' },
      { line: 0, reason: 'eway-bill-missing' },
    ])
    const withEwb = checkPartsBill({
      ...g7,
      lines: [{ ...big, part_rate_bp: 1800 }],
      printed_total: 77_880_00,
      eway_bill: '331000123456',
    })
    expect(withEwb.ok && withEwb.value.warnings).toEqual([])
  })

  it('deducts s.194Q TDS on what crosses ₹50 lakh bought from the seller this year, vehicles included', () => {
    const r = checkPartsBill({ ...g7, tds_194q_applicable: true, earlier_this_year: 49_95_000_00 })
    if (!r.ok) throw new Error(JSON.stringify(r.refusals))
    // 9,900 taken over 50 lakh by 4,900: 0.1 % = 4.90
    expect(r.value.totals.tds).toEqual({ base: 4_900_00, rate_bp: 10, amount: 4_90 })
    expect(r.value.totals.payable).toBe(11_677_10)
    expect(r.value.postings).toContainEqual({ account_id: 'sys:tds-194q-payable', dr: 0, cr: 4_90 })
  })
})

describe('line money', () => {
  it("G3's parts at 18 %: 3.5 L of oil at ₹480.00 is ₹1,680.00, ₹151.20 a head; BP-100 ₹2,118.64 takes ₹190.68", () => {
    const at = (qty: number, rate: number) => ({ qty, rate, discount: 0, rate_bp: 1800 })
    expect(lineMoney(at(1, 350_00), 'cgst_sgst')).toEqual({
      gross: 350_00,
      taxable: 350_00,
      cgst: 31_50,
      sgst: 31_50,
      igst: 0,
      total: 413_00,
    })
    expect(lineMoney(at(3.5, 480_00), 'cgst_sgst')).toMatchObject({
      taxable: 1_680_00,
      cgst: 151_20,
      total: 1_982_40,
    })
    expect(lineMoney(at(1, 2_118_64), 'cgst_sgst')).toMatchObject({ cgst: 190_68, total: 2_500_00 })
    // G3(a), the same lines from another state: IGST 63.00 + 302.40 + 381.36.
    const inter = linesTotal([at(1, 350_00), at(3.5, 480_00), at(1, 2_118_64)], 'igst')
    expect(inter.lines.map((l) => l.igst)).toEqual([63_00, 302_40, 381_36])
    expect(inter.computed_total).toBe(4_895_40)
  })

  it('reads a sale rate with its GST for the MRP check', () => {
    expect(saleWithTax(300_00, 1800, false)).toBe(354_00)
    expect(saleWithTax(354_00, 1800, true)).toBe(354_00)
  })
})
