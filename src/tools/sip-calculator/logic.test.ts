import { describe, expect, it } from 'vitest'
import {
  calculateLumpSum,
  calculateSip,
  inflationAdjusted,
  sipForTarget,
  sipFutureValueClosedForm,
} from './logic'

const rupees = (paise: number) => Math.round(paise / 100)

describe('calculateSip', () => {
  it('research vector: ₹10,000/month at 12 % for 10 years → ₹23,23,391 (invested ₹12,00,000)', () => {
    const r = calculateSip({ monthlyPaise: 1_000_000, annualRatePercent: 12, years: 10 })
    if (!r.ok) throw new Error(r.reason)
    expect(rupees(r.value.valuePaise)).toBe(2_323_391)
    expect(r.value.investedPaise).toBe(120_000_000)
    expect(rupees(r.value.gainsPaise)).toBe(1_123_391)
    expect(r.value.yearly).toHaveLength(10)
    expect(r.value.yearly[9]?.valuePaise).toBe(r.value.valuePaise)
  })
  it('simulation agrees with the closed form (1 year: ₹1,000 × 12.8093 at 12 %)', () => {
    const r = calculateSip({ monthlyPaise: 100_000, annualRatePercent: 12, years: 1 })
    expect(r.ok && r.value.valuePaise).toBe(sipFutureValueClosedForm(100_000, 12, 12))
    // ((1.01^12 − 1)/0.01)·1.01 = 12.809328…
    expect(r.ok && r.value.valuePaise).toBe(1_280_933)
  })
  it('0 % return grows only by contributions', () => {
    const r = calculateSip({ monthlyPaise: 500_000, annualRatePercent: 0, years: 2 })
    expect(r.ok && r.value.valuePaise).toBe(12_000_000)
    expect(sipFutureValueClosedForm(500_000, 0, 24)).toBe(12_000_000)
  })
  it('step-up raises the instalment each year', () => {
    const r = calculateSip({ monthlyPaise: 1_000_000, annualRatePercent: 12, years: 3, stepUpPercent: 10 })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.yearly.map((y) => y.monthlyPaise)).toEqual([1_000_000, 1_100_000, 1_210_000])
    expect(r.value.investedPaise).toBe(12 * (1_000_000 + 1_100_000 + 1_210_000))
    const flat = calculateSip({ monthlyPaise: 1_000_000, annualRatePercent: 12, years: 3 })
    expect(flat.ok && r.value.valuePaise > flat.value.valuePaise).toBe(true)
  })
  it('effective-end convention gives less than Groww’s for the same inputs', () => {
    const a = calculateSip({
      monthlyPaise: 1_000_000,
      annualRatePercent: 12,
      years: 10,
      convention: 'effective-end',
    })
    if (!a.ok) throw new Error(a.reason)
    expect(a.value.valuePaise).toBe(sipFutureValueClosedForm(1_000_000, 12, 120, 'effective-end'))
    expect(a.value.valuePaise).toBeLessThan(232_339_000)
  })
  it('rejects bad input', () => {
    expect(calculateSip({ monthlyPaise: 0, annualRatePercent: 12, years: 10 })).toEqual({
      ok: false,
      reason: 'invalid-amount',
    })
    expect(calculateSip({ monthlyPaise: 100, annualRatePercent: -1, years: 10 })).toEqual({
      ok: false,
      reason: 'invalid-rate',
    })
    expect(calculateSip({ monthlyPaise: 100, annualRatePercent: 12, years: 0 })).toEqual({
      ok: false,
      reason: 'invalid-years',
    })
    expect(calculateSip({ monthlyPaise: 100, annualRatePercent: 12, years: 1.5 })).toEqual({
      ok: false,
      reason: 'invalid-years',
    })
    expect(
      calculateSip({ monthlyPaise: 100, annualRatePercent: 12, years: 5, stepUpPercent: Number.NaN }),
    ).toEqual({ ok: false, reason: 'invalid-step-up' })
    expect(calculateSip({ monthlyPaise: 100_000_000_000_000, annualRatePercent: 30, years: 60 })).toEqual({
      ok: false,
      reason: 'too-large',
    })
  })
})

describe('lump sum, goal, inflation', () => {
  it('₹1 lakh at 12 % for 10 years → ₹3,10,585 (1.12^10 = 3.105848)', () => {
    const r = calculateLumpSum(10_000_000, 12, 10)
    expect(r.ok && rupees(r.value.valuePaise)).toBe(310_585)
    expect(r.ok && r.value.yearly[0]?.valuePaise).toBe(11_200_000)
    expect(calculateLumpSum(10_000_000, 12, 61)).toEqual({ ok: false, reason: 'invalid-years' })
  })
  it('goal mode inverts the SIP formula', () => {
    expect(sipForTarget(sipFutureValueClosedForm(1_000_000, 12, 120), 12, 10)).toEqual({
      ok: true,
      value: 1_000_000,
    })
    expect(sipForTarget(232_339_100, 12, 10)).toEqual({ ok: true, value: 1_000_100 })
    expect(sipForTarget(120_000_000, 0, 10)).toEqual({ ok: true, value: 1_000_000 })
    expect(sipForTarget(-1, 12, 10)).toEqual({ ok: false, reason: 'invalid-amount' })
  })
  it('inflation adjustment: ₹1 crore in 20 years at 6 % ≈ ₹31.18 lakh today', () => {
    const r = inflationAdjusted(1_000_000_000, 6, 20)
    expect(r.ok && rupees(r.value)).toBe(3_118_047)
    expect(inflationAdjusted(100, 6, -1)).toEqual({ ok: false, reason: 'invalid-years' })
  })
})
