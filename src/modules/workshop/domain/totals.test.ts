import { describe, expect, it } from 'vitest'
import { computeJobTotals, jobSupply, rateBp } from './totals'

const intra = jobSupply('27', '27')
const inter = jobSupply('27', '29')

describe('jobSupply', () => {
  it('is CGST+SGST within the dealer state and IGST across states', () => {
    expect(intra).toEqual({ kind: 'intra', stateTaxLabel: 'SGST' })
    expect(inter).toEqual({ kind: 'inter', stateTaxLabel: 'SGST' })
  })
  it('treats an unknown customer or dealer state as within the state', () => {
    expect(jobSupply('27', null).kind).toBe('intra')
    expect(jobSupply(null, '29').kind).toBe('intra')
    expect(jobSupply('27', '99').kind).toBe('intra')
  })
  it('labels the state head UTGST in a union territory without a legislature', () => {
    expect(jobSupply('04', '04')).toEqual({ kind: 'intra', stateTaxLabel: 'UTGST' })
  })
})

describe('computeJobTotals', () => {
  const labour = [{ qty: 1, rate: 500_00, gst_rate: 18 }]
  const parts = [{ qty: 2, rate: 123_45, gst_rate: 18 }]

  it('computes each line, the subtotals, CGST = SGST and the round-off within the state', () => {
    const r = computeJobTotals(labour, parts, intra)
    if (!r.ok) throw new Error('expected totals')
    const t = r.value
    expect(t.labour[0]).toEqual({
      taxable: 500_00,
      cgst: 45_00,
      sgst: 45_00,
      igst: 0,
      tax: 90_00,
      total: 590_00,
    })
    // 246.90 × 9 % = 22.221 → 22.22 each head
    expect(t.parts[0]).toEqual({
      taxable: 246_90,
      cgst: 22_22,
      sgst: 22_22,
      igst: 0,
      tax: 44_44,
      total: 291_34,
    })
    expect(t.labourTotals).toEqual({ taxable: 500_00, tax: 90_00, total: 590_00 })
    expect(t.partsTotals).toEqual({ taxable: 246_90, tax: 44_44, total: 291_34 })
    expect(t.taxable).toBe(746_90)
    expect(t.cgst).toBe(t.sgst)
    expect(t.igst).toBe(0)
    expect(t.beforeRoundOff).toBe(881_34)
    expect(t.roundOff).toBe(-34)
    expect(t.grandTotal).toBe(881_00)
  })

  it('puts the whole tax in IGST across states', () => {
    const r = computeJobTotals(labour, parts, inter)
    if (!r.ok) throw new Error('expected totals')
    expect(r.value.cgst).toBe(0)
    expect(r.value.sgst).toBe(0)
    expect(r.value.igst).toBe(90_00 + 44_44)
    expect(r.value.parts[0]?.igst).toBe(44_44)
  })

  it('rounds 50 paise and above up to the next rupee', () => {
    const r = computeJobTotals([], [{ qty: 1, rate: 10_50, gst_rate: 0 }], intra)
    expect(r.ok && r.value.roundOff).toBe(50)
    expect(r.ok && r.value.grandTotal).toBe(11_00)
  })

  it('taxes each line at its own rate and accepts fractional quantities', () => {
    const r = computeJobTotals(
      [{ qty: 1.5, rate: 450_00, gst_rate: 18 }],
      [{ qty: 0.75, rate: 400_00, gst_rate: 5 }],
      intra,
    )
    if (!r.ok) throw new Error('expected totals')
    expect(r.value.labour[0]?.taxable).toBe(675_00)
    expect(r.value.labour[0]?.tax).toBe(121_50)
    expect(r.value.parts[0]?.taxable).toBe(300_00)
    expect(r.value.parts[0]?.tax).toBe(15_00)
    expect(r.value.grandTotal).toBe(1111_50 + 50)
  })

  it('is all zeros with no lines', () => {
    const r = computeJobTotals([], [], intra)
    expect(r.ok && r.value.grandTotal).toBe(0)
  })

  it('names the section and line the engine cannot price', () => {
    const r = computeJobTotals(labour, [...parts, { qty: 1, rate: 100, gst_rate: 101 }], intra)
    expect(r).toEqual({ ok: false, problem: { section: 'parts', index: 1, reason: 'invalid-rate' } })
    const q = computeJobTotals([{ qty: -1, rate: 100, gst_rate: 18 }], [], intra)
    expect(q).toEqual({ ok: false, problem: { section: 'labour', index: 0, reason: 'invalid-quantity' } })
  })

  it('turns percent rates into basis points without float drift', () => {
    expect(rateBp(18)).toBe(1800)
    expect(rateBp(0.25)).toBe(25)
    expect(rateBp(2.3)).toBe(230)
  })
})

describe('computeJobTotals: who pays', () => {
  const labour = [
    { qty: 1, rate: 1_000_00, gst_rate: 18 },
    { qty: 1, rate: 500_00, gst_rate: 18, billable_to: 'free' as const },
  ]
  const parts = [
    { qty: 1, rate: 2_000_00, gst_rate: 18, billable_to: 'insurance' as const, insurer_share_bp: 7500 },
    { qty: 2, rate: 300_00, gst_rate: 18, billable_to: 'warranty' as const },
    { qty: 1, rate: 118_00, gst_rate: 18, incl_tax: true, discount: 11_80 },
  ]

  it('each line shows its worth; the totals are what the customer pays', () => {
    const r = computeJobTotals(labour, parts, intra)
    if (!r.ok) throw new Error('expected totals')
    const t = r.value
    expect(t.labour.map((l) => l.taxable)).toEqual([1_000_00, 500_00])
    expect(t.parts.map((l) => l.taxable)).toEqual([2_000_00, 600_00, 90_00])
    // 1,000.00 labour + 500.00 of the insured part (25 %) + 90.00 (118.00 − 11.80 with GST → 90.00 without).
    expect(t.labourTotals.taxable).toBe(1_000_00)
    expect(t.partsTotals.taxable).toBe(500_00 + 90_00)
    expect(t.taxable).toBe(1_590_00)
    expect(t.insurer).toEqual({ taxable: 1_500_00, tax: 270_00, total: 1_770_00 })
    expect(t.maker).toBe(1_100_00)
    expect(t.grandTotal).toBe(1_876_00)
  })

  it('a discount larger than the line is reported on its line', () => {
    expect(computeJobTotals([], [{ qty: 1, rate: 100_00, gst_rate: 18, discount: 200_00 }], intra)).toEqual({
      ok: false,
      problem: { section: 'parts', index: 0, reason: 'too-large' },
    })
  })
})
