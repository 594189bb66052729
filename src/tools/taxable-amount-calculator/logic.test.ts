import { describe, expect, it } from 'vitest'
import type { IncomeTaxInput } from './logic'
import { calculateIncomeTax, compareRegimes, gstTaxableFromInclusive } from './logic'

const L = (lakh: number) => Math.round(lakh * 100_000 * 100) // lakh → paise
const base: IncomeTaxInput = { fy: '2026-27', regime: 'new', age: 'below-60', salaryPaise: 0 }
const tax = (i: Partial<IncomeTaxInput>) => {
  const r = calculateIncomeTax({ ...base, ...i })
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

describe('GST taxable value', () => {
  it('₹1,18,000 inclusive @ 18 % → ₹1,00,000 taxable, ₹9,000 + ₹9,000', () => {
    expect(gstTaxableFromInclusive(11_800_000, 1800, true)).toEqual({
      ok: true,
      value: {
        taxablePaise: 10_000_000,
        taxPaise: 1_800_000,
        cgstPaise: 900_000,
        sgstPaise: 900_000,
        igstPaise: 0,
        cessPaise: 0,
        stateTaxLabel: 'SGST',
      },
    })
    expect(gstTaxableFromInclusive(11_800_000, 1800, false, '38')).toMatchObject({
      value: { igstPaise: 1_800_000, stateTaxLabel: 'UTGST' },
    })
  })
  it('taxable + tax always equals the amount', () => {
    const r = gstTaxableFromInclusive(99_999, 4000, true)
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.taxablePaise + r.value.cgstPaise + r.value.sgstPaise).toBe(99_999)
    expect(r.value.cgstPaise).toBe(r.value.sgstPaise)
  })
  it('reasons', () => {
    expect(gstTaxableFromInclusive(-1, 1800, true)).toEqual({ ok: false, reason: 'invalid-amount' })
    expect(gstTaxableFromInclusive(100, 20000, true)).toEqual({ ok: false, reason: 'invalid-rate' })
    expect(gstTaxableFromInclusive(100, 1800, true, '00')).toEqual({ ok: false, reason: 'unknown-state' })
    expect(gstTaxableFromInclusive(1e15, 1800, true)).toEqual({ ok: false, reason: 'too-large' })
  })
})

describe('new regime (FY 2026-27)', () => {
  it('₹12.75 lakh salary → taxable ₹12 lakh, slab tax ₹60,000 fully rebated (research vector)', () => {
    const r = tax({ salaryPaise: L(12.75) })
    expect(r.standardDeductionRupees).toBe(75_000)
    expect(r.taxableIncomeRupees).toBe(1_200_000)
    expect(r.slabTaxRupees).toBe(60_000)
    expect(r.rebate87ARupees).toBe(60_000)
    expect(r.totalTaxRupees).toBe(0)
  })
  it('₹20 lakh taxable → ₹2,00,000 + 4 % cess = ₹2,08,000 (research vector)', () => {
    const r = tax({ salaryPaise: L(20.75) })
    expect(r.slabTaxRupees).toBe(200_000)
    expect(r.cessRupees).toBe(8_000)
    expect(r.totalTaxRupees).toBe(208_000)
    expect(r.slabs.map((s) => s.taxRupees)).toEqual([0, 20_000, 40_000, 60_000, 80_000, 0, 0])
  })
  it('marginal relief above ₹12 lakh: ₹12.10 lakh → tax capped at ₹10,000 + cess (research vector)', () => {
    const r = tax({ otherIncomePaise: L(12.1) })
    expect(r.slabTaxRupees).toBe(61_500)
    expect(r.rebate87ARupees).toBe(51_500)
    expect(r.totalTaxRupees).toBe(10_400)
    // relief ends where 60,000 + 15 % of the excess equals the excess (≈ ₹70,588)
    expect(tax({ otherIncomePaise: L(12.8) }).rebate87ARupees).toBe(0)
  })
  it('surcharge with marginal relief just above ₹50 lakh', () => {
    const r = tax({ otherIncomePaise: L(50.1) })
    expect(r.slabTaxRupees).toBe(1_083_000)
    expect(r.surchargeRupees).toBe(7_000)
    expect(r.surchargeReliefRupees).toBe(101_300)
    expect(r.totalTaxRupees).toBe(1_133_600)
  })
  it('surcharge without relief at ₹60 lakh and capped at 25 % at ₹6 crore', () => {
    expect(tax({ otherIncomePaise: L(60) })).toMatchObject({
      slabTaxRupees: 1_380_000,
      surchargeRupees: 138_000,
      totalTaxRupees: 1_578_720,
    })
    expect(tax({ otherIncomePaise: L(600) })).toMatchObject({
      slabTaxRupees: 17_580_000,
      surchargeRupees: 4_395_000,
      totalTaxRupees: 22_854_000,
    })
  })
  it('ignores old-regime deductions but allows employer NPS', () => {
    const r = tax({ salaryPaise: L(15), deductions: { section80CPaise: L(1.5) }, employerNpsPaise: L(1) })
    expect(r.taxableIncomeRupees).toBe(1_325_000)
  })
  it('standard deduction never exceeds salary; zero income is zero tax', () => {
    expect(tax({ salaryPaise: L(0.5) }).standardDeductionRupees).toBe(50_000)
    expect(tax({})).toMatchObject({ totalTaxRupees: 0, effectiveRatePercent: 0 })
  })
})

describe('old regime', () => {
  it('₹10 lakh taxable (below 60) → ₹1,12,500 + cess = ₹1,17,000', () => {
    const r = tax({ regime: 'old', salaryPaise: L(10.5) })
    expect(r.taxableIncomeRupees).toBe(1_000_000)
    expect(r.slabTaxRupees).toBe(112_500)
    expect(r.totalTaxRupees).toBe(117_000)
  })
  it('87A rebate up to ₹5 lakh, no marginal relief above it', () => {
    expect(tax({ regime: 'old', otherIncomePaise: L(5) }).totalTaxRupees).toBe(0)
    const r = tax({ regime: 'old', otherIncomePaise: 50_001_000 })
    expect(r.slabTaxRupees).toBe(12_502)
    expect(r.totalTaxRupees).toBe(13_000) // 13,002.08 rounded to ₹10 (s.288B)
  })
  it('age-based exemption limits: 60–79 nil to ₹3 lakh, 80+ nil to ₹5 lakh', () => {
    expect(tax({ regime: 'old', age: '60-to-79', otherIncomePaise: L(10) }).slabTaxRupees).toBe(110_000)
    expect(tax({ regime: 'old', age: '80-plus', otherIncomePaise: L(10) }).totalTaxRupees).toBe(104_000)
  })
  it('caps 80C at ₹1.5 lakh and applies other deductions', () => {
    const r = tax({
      regime: 'old',
      salaryPaise: L(12),
      deductions: { section80CPaise: L(2), section80DPaise: L(0.25), homeLoanInterestPaise: L(3) },
    })
    expect(r.deductionsRupees).toBe(150_000 + 25_000 + 200_000)
    expect(r.taxableIncomeRupees).toBe(1_200_000 - 50_000 - 375_000)
  })
  it('37 % surcharge above ₹5 crore', () => {
    expect(tax({ regime: 'old', otherIncomePaise: L(600) }).surchargeRupees).toBe(
      Math.round(((600 - 10) * 100_000 * 0.3 + 112_500) * 0.37),
    )
  })
})

describe('validation and comparison', () => {
  it('reasons', () => {
    expect(calculateIncomeTax({ ...base, fy: '2019-20' })).toEqual({ ok: false, reason: 'unknown-year' })
    expect(calculateIncomeTax({ ...base, salaryPaise: -1 })).toEqual({ ok: false, reason: 'invalid-amount' })
    expect(calculateIncomeTax({ ...base, salaryPaise: Number.NaN })).toEqual({
      ok: false,
      reason: 'invalid-amount',
    })
    expect(calculateIncomeTax({ ...base, deductions: { section80CPaise: 1.5 } })).toEqual({
      ok: false,
      reason: 'invalid-amount',
    })
  })
  it('compares regimes', () => {
    const r = compareRegimes({ fy: '2025-26', age: 'below-60', salaryPaise: L(12.75) })
    expect(r.ok && r.value.better).toBe('new')
    expect(r.ok && r.value.savingRupees).toBe(r.ok ? r.value.old.totalTaxRupees : -1)
  })
})
