import { describe, expect, it } from 'vitest'
import { checkPart, emptyPart, type PartContext, type PartDraft } from './part-draft'

const ctx: PartContext = {
  today: '2026-11-27',
  knownKeys: new Set(['087989036']),
  units: { enabled: true, mandatory: true, list: ['NOS', 'LTR', 'MTR'] },
  hsnSixDigits: false,
}
const oil: PartDraft = {
  ...emptyPart('2026-11-27'),
  part_no: ' 15400-RTA-003 ',
  name: 'Oil filter',
  brand: 'Honda',
  hsn: '8421',
  uom: 'nos',
  sale_rate: '440',
  sale_rate_includes_tax: false,
  mrp: '520',
  reorder_level: '2.5',
  opening_qty: '12',
  opening_value: '3,600',
}
const codes = (d: PartDraft, c: PartContext = ctx) => {
  const r = checkPart(d, c)
  return r.ok ? {} : Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v?.code]))
}

describe('checkPart', () => {
  it('reads a part: normalised key, unit in capitals, 18 % since GST 2.0, rupees to paise, fractional quantities', () => {
    const r = checkPart(oil, ctx)
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(r.value).toEqual({
      part_no: '15400-RTA-003',
      part_key: '15400RTA003',
      name: 'Oil filter',
      name_key: '15400-rta-003 oil filter',
      brand: 'Honda',
      hsn: '8421',
      uom: 'NOS',
      gst_schedule: [{ from: '2025-09-22', gst_bp: 1800 }],
      sale_rate: 440_00,
      sale_rate_includes_tax: false,
      mrp: 520_00,
      reorder_level: 2.5,
      opening: { qty: 12, value: 3_600_00, as_of: '2026-11-27' },
      active: true,
    })
  })

  it('refuses a known part number, a bad HSN, an unknown or missing unit, a rate not in force, a price above MRP', () => {
    expect(codes({ ...oil, part_no: '08798-9036' })).toEqual({ part_no: 'duplicate' })
    expect(codes({ ...oil, hsn: '84212' })).toEqual({ hsn: 'hsn_digits' })
    expect(codes(oil, { ...ctx, hsnSixDigits: true })).toEqual({ hsn: 'hsn_six' })
    expect(codes({ ...oil, uom: 'BOX' })).toEqual({ uom: 'uom_unknown' })
    expect(codes({ ...oil, uom: '' })).toEqual({ uom: 'required' })
    expect(codes({ ...oil, uom: '' }, { ...ctx, units: { ...ctx.units, enabled: false } })).toEqual({})
    expect(codes({ ...oil, gst: '12' })).toEqual({ gst: 'rate' })
    // ₹450 + 18 % = ₹531 > MRP ₹520; ₹450 with GST included is within it.
    expect(codes({ ...oil, sale_rate: '450' })).toEqual({ sale_rate: 'above_mrp' })
    expect(codes({ ...oil, sale_rate: '450', sale_rate_includes_tax: true })).toEqual({})
    expect(codes({ ...oil, opening_qty: '' })).toEqual({ opening_qty: 'required' })
    expect(codes({ ...oil, part_no: ' - ', name: ' ' })).toEqual({ part_no: 'required', name: 'required' })
  })
})
