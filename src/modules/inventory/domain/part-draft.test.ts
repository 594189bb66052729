import { describe, expect, it } from 'vitest'
import {
  checkPart,
  draftOfPart,
  emptyPart,
  gstRateOn,
  mergeGstSchedule,
  type PartContext,
  type PartDraft,
} from './part-draft'

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

describe('a stored part back in the form, and its dated GST', () => {
  it('gstRateOn takes the latest entry from on or before the date', () => {
    const schedule = [
      { from: '2017-07-01', gst_bp: 2800 },
      { from: '2025-09-22', gst_bp: 1800 },
    ]
    expect(gstRateOn(schedule, '2025-09-21')).toBe(2800)
    expect(gstRateOn(schedule, '2025-09-22')).toBe(1800)
    expect(gstRateOn(schedule, '2017-06-30')).toBeNull()
  })

  it('mergeGstSchedule keeps the schedule while the rate is unchanged, else adds the new rate from today', () => {
    const old = [{ from: '2025-09-22', gst_bp: 1800 }]
    expect(mergeGstSchedule(old, [{ from: '2025-09-22', gst_bp: 1800 }], '2026-01-10')).toEqual(old)
    expect(mergeGstSchedule(old, [{ from: '2025-09-22', gst_bp: 500 }], '2026-01-10')).toEqual([
      { from: '2025-09-22', gst_bp: 1800 },
      { from: '2026-01-10', gst_bp: 500 },
    ])
    // Changed twice in one day: the day's entry is replaced, not doubled.
    const twice = mergeGstSchedule(
      [...old, { from: '2026-01-10', gst_bp: 500 }],
      [{ from: '2025-09-22', gst_bp: 4000 }],
      '2026-01-10',
    )
    expect(twice).toEqual([
      { from: '2025-09-22', gst_bp: 1800 },
      { from: '2026-01-10', gst_bp: 4000 },
    ])
    expect(mergeGstSchedule([], [{ from: '2025-09-22', gst_bp: 1800 }], '2026-01-10')).toHaveLength(1)
  })

  it('draftOfPart gives back what checkPart read', () => {
    const r = checkPart(oil, ctx)
    if (!r.ok) throw new Error('refused')
    const part = { ...r.value, id: 'p-1', rev: 1, created_at: 1, updated_at: 1 }
    const draft = draftOfPart(part, ctx.today)
    expect(draft).toMatchObject({
      part_no: '15400-RTA-003',
      hsn: '8421',
      gst: '18',
      sale_rate: '440',
      mrp: '520',
      reorder_level: '2.5',
      opening_qty: '12',
      opening_value: '3600',
      opening_as_of: ctx.today,
      sale_rate_includes_tax: false,
    })
    const again = checkPart(draft, { ...ctx, knownKeys: new Set() })
    expect(again.ok && again.value).toEqual(r.value)
  })
})
