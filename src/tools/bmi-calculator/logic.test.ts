import { describe, expect, it } from 'vitest'
import {
  bmiCategory,
  bmiImperial,
  bmiMetric,
  feetInchesToCm,
  healthyWeightRange,
  kgToPounds,
  scaleBands,
  scalePercent,
  waistToHeightRatio,
} from './logic'

describe('BMI', () => {
  it('70 kg at 175 cm → 22.9 (normal WHO, normal Asian by a hair)', () => {
    const r = bmiMetric(175, 70)
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.bmiRounded).toBe(22.9)
    expect(r.value.category).toBe('normal')
    expect(r.value.prime).toBe(0.91)
    expect(bmiMetric(175, 70, 'asian')).toMatchObject({ value: { category: 'normal' } })
  })
  it('imperial 703·lb/in² agrees: 5 ft 9 in, 160 lb → 23.6', () => {
    const r = bmiImperial(5, 9, 160)
    expect(r.ok && r.value.bmiRounded).toBe(23.6)
    expect(r.ok && Math.abs(r.value.bmi - (703 * 160) / 69 ** 2)).toBeLessThan(0.05)
  })
  it('cut-offs differ between WHO and Asian-Indian', () => {
    expect([18.4, 18.5, 22.9, 23, 24.9, 25, 29.9, 30, 35, 40].map((b) => bmiCategory(b, 'who'))).toEqual([
      'underweight',
      'normal',
      'normal',
      'normal',
      'normal',
      'overweight',
      'overweight',
      'obese-1',
      'obese-2',
      'obese-3',
    ])
    expect([18.4, 22.9, 23, 24.9, 25, 45].map((b) => bmiCategory(b, 'asian'))).toEqual([
      'underweight',
      'normal',
      'overweight',
      'overweight',
      'obese-1',
      'obese-1',
    ])
    expect(bmiCategory(24.95, 'who')).toBe('normal')
  })
  it('healthy weight range for 170 cm', () => {
    expect(healthyWeightRange(170, 'who')).toEqual({ ok: true, value: { min: 53.5, max: 71.9 } })
    expect(healthyWeightRange(170, 'asian')).toEqual({ ok: true, value: { min: 53.5, max: 66.1 } })
  })
  it('rejects impossible input', () => {
    expect(bmiMetric(0, 70)).toEqual({ ok: false, reason: 'invalid-height' })
    expect(bmiMetric(170, -1)).toEqual({ ok: false, reason: 'invalid-weight' })
    expect(bmiMetric(Number.NaN, 70)).toEqual({ ok: false, reason: 'invalid-height' })
    expect(bmiMetric(1700, 70)).toEqual({ ok: false, reason: 'out-of-range' })
    expect(bmiMetric(170, 7000)).toEqual({ ok: false, reason: 'out-of-range' })
    expect(bmiImperial(0, 0, 150)).toEqual({ ok: false, reason: 'invalid-height' })
    expect(bmiImperial(5, 9, 0)).toEqual({ ok: false, reason: 'invalid-weight' })
    expect(healthyWeightRange(10, 'who')).toEqual({ ok: false, reason: 'out-of-range' })
  })
  it('waist-to-height ratio', () => {
    expect(waistToHeightRatio(85, 170)).toEqual({ ok: true, value: { ratio: 0.5, elevated: true } })
    expect(waistToHeightRatio(80, 170)).toEqual({ ok: true, value: { ratio: 0.47, elevated: false } })
    expect(waistToHeightRatio(80, 0)).toEqual({ ok: false, reason: 'invalid-height' })
  })
})

describe('scale bar', () => {
  it('places a BMI proportionally and clamps the ends', () => {
    expect(scalePercent(15)).toBe(0)
    expect(scalePercent(30)).toBe(50)
    expect(scalePercent(60)).toBe(100)
    expect(scalePercent(Number.NaN)).toBe(0)
  })
  it('splits the scale into the bands of each standard without gaps', () => {
    const asian = scaleBands('asian')
    expect(asian.map((b) => b.category)).toEqual(['underweight', 'normal', 'overweight', 'obese-1'])
    expect(asian[1]).toEqual({ category: 'normal', from: 18.5, to: 23 })
    expect(asian.at(-1)?.to).toBe(45)
    expect(scaleBands('who').map((b) => b.category)).toEqual([
      'underweight',
      'normal',
      'overweight',
      'obese-1',
      'obese-2',
      'obese-3',
    ])
  })
})

describe('imperial helpers', () => {
  it('converts 5 ft 9 in to 175.26 cm and 70 kg to 154.3 lb', () => {
    expect(feetInchesToCm(5, 9)).toBeCloseTo(175.26, 10)
    expect(kgToPounds(70)).toBe(154.3)
  })
})
