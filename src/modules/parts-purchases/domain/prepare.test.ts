import { describe, expect, it } from 'vitest'
import { billColumns } from './columns'
import { emptyBill, emptyLine, readBill, type PartLineDraft, type PartsBillDraft } from './draft'
import { prepareBill, previewBill, type BillContext, type PartFacts } from './prepare'

const columns = billColumns(
  [
    { id: 'partNo', label: 'Part No', type: 'text' },
    { id: 'partName', label: 'Part Name', type: 'text' },
    { id: 'hsn', label: 'HSN', type: 'text' },
    { id: 'purchaseRate', label: 'Purchase Rate', type: 'number' },
    { id: 'qty', label: 'Qty', type: 'number' },
    { id: 'uom', label: 'UOM', type: 'text' },
    { id: 'gst', label: 'GST %', type: 'number' },
    { id: 'total', label: 'Total', type: 'number' },
    { id: 'custom1', label: 'Batch', type: 'text' },
    { id: 'custom2', label: 'Warranty months', type: 'number' },
  ],
  { units: true },
)

const bp100: PartFacts = {
  id: 'part-bp100',
  part_no: 'BP-100',
  name: 'Brake pad set',
  hsn: '870830',
  uom: 'Set',
  purchase_rate: 1_500_00,
  sale_rate: 2_500_00,
  sale_rate_includes_tax: true,
  mrp: 2_600_00,
}

const ctx: BillContext = {
  today: '2025-12-05',
  lock_date: null,
  dealer_state_code: '27',
  supplier: { id: 'party-sai', name: 'Sai Auto Spares', gstin: '27AAKFS1234M1Z5' },
  tds_194q_applicable: false,
  earlier_this_year: 0,
  supplier_bill_nos_this_year: [],
  parts: new Map([[bp100.id, bp100]]),
  partRate: () => 1800,
  known_part_keys: new Set(['BP100']),
  units: { enabled: true, mandatory: true, list: ['Nos', 'Set', 'Ltr'] },
  hsn_six_digits: false,
  columns,
}

const bpLine: PartLineDraft = {
  ...emptyLine(),
  part_id: 'part-bp100',
  part_no: 'BP-100',
  part_name: 'Brake pad set',
  hsn: '870830',
  uom: 'Set',
  qty: '6',
  rate: '1,650',
  gst: '18',
  custom: { custom1: ' B-0925 ' },
}
const newLine: PartLineDraft = {
  ...emptyLine(),
  part_no: 'OF-2210',
  part_name: 'Oil filter',
  hsn: '842123',
  uom: 'Nos',
  qty: '10',
  rate: '250',
  discount: '100',
  gst: '18%',
  sale_rate: '350',
  mrp: '413',
  category: 'Filters',
  custom: { custom2: '6' },
}

const draft: PartsBillDraft = {
  ...emptyBill('2025-12-05'),
  supplier_id: 'party-sai',
  bill_no: 'SA/2526/1187',
  lines: [bpLine, { ...emptyLine() }, newLine],
  // 9,900 + 1,782; 2,400 + 432 = 14,514.00
  printed_total: '14,514',
}

describe('readBill', () => {
  it('names each field that cannot be read, a line by its first problem; blank rows are left out', () => {
    const r = readBill(
      {
        ...emptyBill(''),
        lines: [
          { ...bpLine, part_id: '', part_no: '' },
          { ...newLine, part_name: ' ' },
          { ...bpLine, qty: '0' },
          { ...bpLine, rate: 'abc' },
          { ...bpLine, gst: '' },
          { ...bpLine, discount: '-5' },
          { ...bpLine, custom: { custom2: 'six' } },
          emptyLine(),
        ],
      },
      columns,
    )
    expect(r.ok ? {} : r.errors).toEqual({
      supplier_id: { code: 'required' },
      bill_no: { code: 'required' },
      bill_date: { code: 'required' },
      grn_date: { code: 'required' },
      printed_total: { code: 'required' },
      line_0: { code: 'part_required' },
      line_1: { code: 'name_required' },
      line_2: { code: 'qty_not_positive' },
      line_3: { code: 'rate_invalid' },
      line_4: { code: 'gst_invalid' },
      line_5: { code: 'discount_invalid' },
      line_6: { code: 'custom_number', values: { column: 'Warranty months' } },
    })
    const none = readBill({ ...draft, lines: [emptyLine()] }, columns)
    expect(none.ok ? {} : none.errors).toEqual({ lines: { code: 'no_lines' } })
  })
})

describe('prepareBill', () => {
  it("G7's bill with a new part inline: lines, custom columns by their names, the new part and the rate updates", () => {
    const r = prepareBill(draft, ctx)
    if (!r.ok) throw new Error(JSON.stringify(r))
    expect(r.rows).toEqual([0, 2])
    expect(r.posted.totals).toMatchObject({
      taxable: 12_300_00,
      cgst: 1_107_00,
      sgst: 1_107_00,
      grand_total: 14_514_00,
    })
    expect(r.lines.map((l) => l.custom)).toEqual([{ Batch: 'B-0925' }, { 'Warranty months': '6' }])
    expect(r.input.lines[1]).toMatchObject({
      part_id: '',
      part_no: 'OF-2210',
      discount: 100_00,
      rate_bp: 1800,
    })
    expect(r.new_parts).toEqual([
      {
        part_no: 'OF-2210',
        name: 'Oil filter',
        hsn: '842123',
        uom: 'Nos',
        gst_bp: 1800,
        purchase_rate: 240_00,
        sale_rate: 350_00,
        mrp: 413_00,
        category: 'Filters',
      },
    ])
    // BP-100's last purchase rate becomes ₹1,650.00; the bill gives no sale rate or MRP for it.
    expect(r.updates).toEqual([{ part_id: 'part-bp100', purchase_rate: 1_650_00 }])
    expect(prepareBill({ ...draft, update_rates: false }, ctx)).toMatchObject({ ok: true, updates: [] })
    expect(r.lines_total).toBe(14_514_00)
    expect(r.difference).toBe(0)
  })

  it('asks for the supplier state; names refusals by the row the person sees', () => {
    const stateless = prepareBill(draft, { ...ctx, supplier: { id: 'x', name: 'No state' } })
    expect(stateless.ok ? {} : stateless.errors).toEqual({ supplier_state: { code: 'supplier_state' } })
    const r = prepareBill({ ...draft, lines: [bpLine, emptyLine(), { ...newLine, part_no: 'bp 100' }] }, ctx)
    expect(r.ok ? [] : r.refusals).toEqual([{ line: 2, reason: 'part-known' }])
    expect(r.rows).toEqual([0, 2])
  })

  it("warns when the rate keyed is not the part's own on the bill date", () => {
    const r = prepareBill(draft, { ...ctx, partRate: () => 2800 })
    expect(r.ok && r.warnings).toEqual([{ line: 1, reason: 'rate-differs-from-part' }])
  })

  it('updates only what differs from the master, the last line of a part winning', () => {
    const priced = { ...bpLine, sale_rate: '2,600', mrp: '2,600' }
    const r = prepareBill(
      {
        ...draft,
        lines: [priced, { ...priced, qty: '1', rate: '1,700', sale_rate: '2,550' }],
        printed_total: String((9_900 + 1_700) * 1.18),
      },
      ctx,
    )
    expect(r.ok && r.updates).toEqual([
      { part_id: 'part-bp100', purchase_rate: 1_700_00, sale_rate: 2_550_00 },
    ])
  })

  it("checks the master's sale rate against a new MRP, and a new sale rate against its MRP, when they go to it", () => {
    // BP-100 sells at ₹2,500.00 with GST; an MRP of ₹2,400.00 on the bill would put it above.
    const lowMrp = { ...bpLine, mrp: '2,400' }
    const r = prepareBill({ ...draft, lines: [lowMrp], printed_total: '11,682' }, ctx)
    expect(r.ok ? [] : r.refusals).toEqual([{ line: 1, reason: 'sale-above-mrp' }])
    const highSale = { ...bpLine, sale_rate: '2,700' }
    const s = prepareBill({ ...draft, lines: [highSale], printed_total: '11,682' }, ctx)
    expect(s.ok ? [] : s.refusals).toEqual([{ line: 1, reason: 'sale-above-mrp' }])
    // Not updating the master, the bill's prices are not checked against it.
    expect(
      prepareBill({ ...draft, lines: [highSale], printed_total: '11,682', update_rates: false }, ctx).ok,
    ).toBe(true)
  })

  it('previews the running total and the gap to the printed total', () => {
    expect(previewBill({ ...draft, printed_total: '14,515' }, columns)).toEqual({
      lines_total: 14_514_00,
      difference: 1_00,
    })
    expect(previewBill({ ...draft, lines: [emptyLine()] }, columns)).toEqual({
      lines_total: null,
      difference: null,
    })
  })
})
