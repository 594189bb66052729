// Adult BMI. Cut-offs: WHO (TRS 894, 2000) and the Asian-Indian consensus (Misra et al., "Consensus
// statement for diagnosis of obesity … in Asian Indians", JAPI 2009: normal 18.5–22.9, overweight 23–24.9,
// obese ≥ 25) — research/tools.md §g. Categories compare the unrounded BMI against the lower bound of the
// next band (e.g. < 25), so 24.95 is "normal" under WHO although it displays as 25.0 — no gaps between bands.
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'

export type BmiStandard = 'who' | 'asian'
export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese-1' | 'obese-2' | 'obese-3'
export type BmiReason = 'invalid-height' | 'invalid-weight' | 'out-of-range'

/** Upper bounds (exclusive) of each category; the last has none. */
export const BMI_CUTOFFS: Record<BmiStandard, readonly { category: BmiCategory; below: number }[]> = {
  who: [
    { category: 'underweight', below: 18.5 },
    { category: 'normal', below: 25 },
    { category: 'overweight', below: 30 },
    { category: 'obese-1', below: 35 },
    { category: 'obese-2', below: 40 },
    { category: 'obese-3', below: Infinity },
  ],
  asian: [
    { category: 'underweight', below: 18.5 },
    { category: 'normal', below: 23 },
    { category: 'overweight', below: 25 },
    { category: 'obese-1', below: Infinity },
  ],
}

/** Plausible human limits; beyond them the input is a typo, not a person. */
const HEIGHT_CM = { min: 40, max: 280 }
const WEIGHT_KG = { min: 2, max: 700 }

export type BmiResult = {
  bmi: number
  /** BMI rounded to one decimal for display. */
  bmiRounded: number
  category: BmiCategory
  /** BMI / 25 (BMI Prime). */
  prime: number
  healthyWeightKg: { min: number; max: number }
}

/** Category of a BMI value under a standard. */
export function bmiCategory(bmi: number, standard: BmiStandard): BmiCategory {
  return BMI_CUTOFFS[standard].find((c) => bmi < c.below)?.category ?? 'obese-3'
}

/** Weight range (kg, one decimal) that gives a "normal" BMI for a height. */
export function healthyWeightRange(
  heightCm: number,
  standard: BmiStandard,
): Result<{ min: number; max: number }, BmiReason> {
  if (!Number.isFinite(heightCm) || heightCm <= 0) return fail('invalid-height')
  if (heightCm < HEIGHT_CM.min || heightCm > HEIGHT_CM.max) return fail('out-of-range')
  const m2 = (heightCm / 100) ** 2
  const upper = standard === 'who' ? 24.9 : 22.9
  return ok({ min: Math.ceil(18.5 * m2 * 10) / 10, max: Math.floor(upper * m2 * 10) / 10 })
}

/** BMI from metric height (cm) and weight (kg). */
export function bmiMetric(
  heightCm: number,
  weightKg: number,
  standard: BmiStandard = 'who',
): Result<BmiResult, BmiReason> {
  if (!Number.isFinite(heightCm) || heightCm <= 0) return fail('invalid-height')
  if (!Number.isFinite(weightKg) || weightKg <= 0) return fail('invalid-weight')
  if (
    heightCm < HEIGHT_CM.min ||
    heightCm > HEIGHT_CM.max ||
    weightKg < WEIGHT_KG.min ||
    weightKg > WEIGHT_KG.max
  ) {
    return fail('out-of-range')
  }
  const bmi = weightKg / (heightCm / 100) ** 2
  const range = healthyWeightRange(heightCm, standard)
  return ok({
    bmi,
    bmiRounded: Math.round(bmi * 10) / 10,
    category: bmiCategory(bmi, standard),
    prime: Math.round((bmi / 25) * 100) / 100,
    healthyWeightKg: range.ok ? range.value : { min: 0, max: 0 },
  })
}

/** BMI from feet + inches and pounds (exact conversion: 1 in = 2.54 cm, 1 lb = 0.45359237 kg). */
export function bmiImperial(
  feet: number,
  inches: number,
  pounds: number,
  standard: BmiStandard = 'who',
): Result<BmiResult, BmiReason> {
  if (!Number.isFinite(feet) || !Number.isFinite(inches) || feet < 0 || inches < 0 || feet + inches === 0) {
    return fail('invalid-height')
  }
  if (!Number.isFinite(pounds) || pounds <= 0) return fail('invalid-weight')
  return bmiMetric((feet * 12 + inches) * 2.54, pounds * 0.45359237, standard)
}

/** Waist-to-height ratio; 0.5 and above signals central obesity (Ashwell's "keep your waist under half your height"). */
export function waistToHeightRatio(
  waistCm: number,
  heightCm: number,
): Result<{ ratio: number; elevated: boolean }, BmiReason> {
  if (!Number.isFinite(heightCm) || heightCm <= 0) return fail('invalid-height')
  if (!Number.isFinite(waistCm) || waistCm <= 0) return fail('out-of-range')
  const ratio = Math.round((waistCm / heightCm) * 100) / 100
  return ok({ ratio, elevated: waistCm / heightCm >= 0.5 })
}

/** The BMI span drawn on the scale bar; values outside it sit at the ends. */
export const BMI_SCALE = { min: 15, max: 45 } as const

/** Where a BMI sits on the scale bar, as a percentage 0–100 from the left. */
export function scalePercent(bmi: number): number {
  if (!Number.isFinite(bmi)) return 0
  const clamped = Math.min(Math.max(bmi, BMI_SCALE.min), BMI_SCALE.max)
  return Math.round(((clamped - BMI_SCALE.min) / (BMI_SCALE.max - BMI_SCALE.min)) * 1000) / 10
}

/** The bands of a standard as [from, to) BMI ranges for the scale bar, clipped to BMI_SCALE. */
export function scaleBands(standard: BmiStandard): { category: BmiCategory; from: number; to: number }[] {
  let from: number = BMI_SCALE.min
  const out: { category: BmiCategory; from: number; to: number }[] = []
  for (const c of BMI_CUTOFFS[standard]) {
    const to = Math.min(c.below, BMI_SCALE.max)
    if (to > from) out.push({ category: c.category, from, to })
    from = Math.max(from, to)
  }
  return out
}

/** Feet and inches to centimetres (1 in = 2.54 cm exactly). */
export function feetInchesToCm(feet: number, inches: number): number {
  return (feet * 12 + inches) * 2.54
}

/** Kilograms to pounds, one decimal (1 lb = 0.45359237 kg exactly). */
export function kgToPounds(kg: number): number {
  return Math.round((kg / 0.45359237) * 10) / 10
}

/** Pounds to kilograms. */
export function poundsToKg(pounds: number): number {
  return pounds * 0.45359237
}
