import { describe, expect, it } from 'vitest'
import { checkPartsBill, type PartsBillInput } from './bill'
import type { ReadLine } from './draft'
import { partDescription, partsBillVoucher } from './voucher'

const input: PartsBillInput = {
  bill_no: ' GJ/P/0042 ',
  bill_date: '2026-01-05',
  grn_date: '2026-01-07',
  today: '2026-01-07',
  lock_date: null,
  supplier: { id: 'party-guj', state_code: '24', gstin: '24AAGFT5528R1ZJ', pan_valid: true },
  dealer_state_code: '27',
  tax_shown: 'igst',
  lines: [
    {
      part_id: 'part-bp100',
      part_no: 'BP-100',
      hsn: '870830',
      uom: 'Set',
      qty: 2,
      rate: 1_650_00,
      discount: 0,
      rate_bp: 1800,
    },
    {
      part_id: '',
      part_no: 'EO-5W30',
      hsn: '27101980',
      uom: 'Ltr',
      qty: 3.5,
      rate: 480_00,
      discount: 0,
      rate_bp: 1800,
    },
  ],
  // 3,300 + 594; 1,680 + 302.40 = 5,876.40
  printed_total: 5_876_40,
  eway_bill: '',
  tds_194q_applicable: false,
  earlier_this_year: 0,
  supplier_bill_nos_this_year: [],
  known_part_keys: new Set(),
  units: { enabled: false, mandatory: false, list: [] },
  hsn_six_digits: false,
  update_rates: false,
}
const read = (l: (typeof input.lines)[number], custom: Record<string, string>): ReadLine => ({
  ...l,
  part_name: '',
  category: '',
  custom,
})

describe('partsBillVoucher', () => {
  it('freezes the checked bill: lines with their heads, UQC and own columns, stock moves on the part documents', () => {
    const checked = checkPartsBill(input)
    if (!checked.ok) throw new Error(JSON.stringify(checked.refusals))
    const ids = ['part-bp100', 'p-new-oil']
    const v = partsBillVoucher(
      input,
      checked.value,
      [read(input.lines[0]!, { Batch: 'B-7' }), read(input.lines[1]!, {})],
      { name: 'Gujarat Spares', gstin: '24AAGFT5528R1ZJ', state_code: '24' },
      { grn_date: '2026-01-07', transporter: ' VRL ', eway_bill: '' },
      (i) => ids[i]!,
      (i) => ['Brake pad set', 'Engine oil 5W-30'][i]!,
    )
    expect(v).toMatchObject({
      type: 'ppur',
      series: 'WP',
      fy: '2526',
      doc_date: '2026-01-07',
      party_id: 'party-guj',
      pos: '27',
      supply: 'inter',
      supplier_bill_no: 'GJ/P/0042',
      supplier_bill_date: '2026-01-05',
      details: { grn_date: '2026-01-07', transporter: 'VRL' },
      totals: { taxable: 4_980_00, igst: 896_40, tax: 896_40, round_off: 0, grand_total: 5_876_40 },
    })
    expect(v.lines).toEqual([
      {
        id: 'l1',
        kind: 'part',
        item_id: 'part-bp100',
        description: 'BP-100 · Brake pad set',
        hsn_sac: '870830',
        qty: 2,
        uqc: 'SET',
        unit_price: 1_650_00,
        taxable: 3_300_00,
        gst_bp: 1800,
        cgst: 0,
        sgst: 0,
        igst: 594_00,
        total: 3_894_00,
        custom: { Batch: 'B-7' },
      },
      expect.objectContaining({
        id: 'l2',
        item_id: 'p-new-oil',
        uqc: 'LTR',
        qty: 3.5,
        taxable: 1_680_00,
        igst: 302_40,
      }),
    ])
    expect(v.stock_moves).toEqual([
      { kind: 'part', item_id: 'part-bp100', qty: 2, rate: 1_650_00, value: 3_300_00 },
      { kind: 'part', item_id: 'p-new-oil', qty: 3.5, rate: 480_00, value: 1_680_00 },
    ])
    const sum = v.lines.reduce((s, l) => s + l.total, 0)
    expect(sum + (v.totals.round_off ?? 0)).toBe(v.totals.grand_total)
  })

  it('describes a line by part number and name', () => {
    expect(partDescription(' BP-100 ', 'Brake pad set')).toBe('BP-100 · Brake pad set')
    expect(partDescription('BP-100', '')).toBe('BP-100')
  })
})
