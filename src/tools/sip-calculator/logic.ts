// SIP projections. Default convention is Groww's (research/tools.md §g): monthly rate i = R/12/100,
// instalment at the start of each month (annuity due): FV = P·((1+i)^n − 1)/i·(1+i). The alternative
// 'effective-end' convention (i = (1+R)^(1/12) − 1, instalment at month end) matches some AMC sites.
// Projections are estimates, so floats are fine inside; results are rounded to the paisa.
import { MAX_PAISE } from '@/utils/indian-number'
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'

export type SipConvention = 'groww' | 'effective-end'
export type SipReason = 'invalid-amount' | 'invalid-rate' | 'invalid-years' | 'invalid-step-up' | 'too-large'

export const MAX_YEARS = 60

export type SipInput = {
  monthlyPaise: number
  annualRatePercent: number
  years: number
  /** Annual increase of the instalment in % (step-up / top-up SIP); 0 by default. */
  stepUpPercent?: number
  convention?: SipConvention
}

export type SipYearRow = {
  year: number
  monthlyPaise: number
  investedThisYearPaise: number
  investedTotalPaise: number
  valuePaise: number
}

export type SipResult = {
  investedPaise: number
  valuePaise: number
  gainsPaise: number
  yearly: SipYearRow[]
}

const validRate = (r: number) => Number.isFinite(r) && r >= 0 && r <= 100
const validYears = (y: number) => Number.isInteger(y) && y >= 1 && y <= MAX_YEARS

function monthlyRate(annualRatePercent: number, convention: SipConvention): number {
  return convention === 'groww' ? annualRatePercent / 1200 : Math.pow(1 + annualRatePercent / 100, 1 / 12) - 1
}

/** Future value of a monthly SIP with optional annual step-up, and a year-by-year table. */
export function calculateSip(input: SipInput): Result<SipResult, SipReason> {
  const { monthlyPaise, annualRatePercent, years } = input
  const stepUp = input.stepUpPercent ?? 0
  const convention = input.convention ?? 'groww'
  if (!Number.isSafeInteger(monthlyPaise) || monthlyPaise <= 0) return fail('invalid-amount')
  if (monthlyPaise > MAX_PAISE) return fail('too-large')
  if (!validRate(annualRatePercent)) return fail('invalid-rate')
  if (!validYears(years)) return fail('invalid-years')
  if (!Number.isFinite(stepUp) || stepUp < 0 || stepUp > 100) return fail('invalid-step-up')
  const i = monthlyRate(annualRatePercent, convention)
  const yearly: SipYearRow[] = []
  let balance = 0
  let invested = 0
  let instalment = monthlyPaise
  for (let year = 1; year <= years; year += 1) {
    if (year > 1) instalment = Math.round(instalment * (1 + stepUp / 100))
    for (let m = 0; m < 12; m += 1) {
      balance = convention === 'groww' ? (balance + instalment) * (1 + i) : balance * (1 + i) + instalment
    }
    invested += instalment * 12
    yearly.push({
      year,
      monthlyPaise: instalment,
      investedThisYearPaise: instalment * 12,
      investedTotalPaise: invested,
      valuePaise: Math.round(balance),
    })
  }
  const value = Math.round(balance)
  if (value > MAX_PAISE || invested > MAX_PAISE) return fail('too-large')
  return ok({ investedPaise: invested, valuePaise: value, gainsPaise: value - invested, yearly })
}

/** Closed-form future value of a level SIP (no step-up), for cross-checks and quick display. */
export function sipFutureValueClosedForm(
  monthlyPaise: number,
  annualRatePercent: number,
  months: number,
  convention: SipConvention = 'groww',
): number {
  return Math.round(monthlyPaise * sipFactor(annualRatePercent, months, convention))
}

function sipFactor(annualRatePercent: number, months: number, convention: SipConvention): number {
  const i = monthlyRate(annualRatePercent, convention)
  if (i === 0) return months
  return ((Math.pow(1 + i, months) - 1) / i) * (convention === 'groww' ? 1 + i : 1)
}

export type LumpSumResult = {
  investedPaise: number
  valuePaise: number
  gainsPaise: number
  yearly: { year: number; valuePaise: number }[]
}

/** Lump-sum growth with annual compounding, A = P·(1 + R/100)^years (Groww's lump-sum calculator). */
export function calculateLumpSum(
  principalPaise: number,
  annualRatePercent: number,
  years: number,
): Result<LumpSumResult, SipReason> {
  if (!Number.isSafeInteger(principalPaise) || principalPaise <= 0) return fail('invalid-amount')
  if (principalPaise > MAX_PAISE) return fail('too-large')
  if (!validRate(annualRatePercent)) return fail('invalid-rate')
  if (!validYears(years)) return fail('invalid-years')
  const yearly = Array.from({ length: years }, (_, k) => ({
    year: k + 1,
    valuePaise: Math.round(principalPaise * Math.pow(1 + annualRatePercent / 100, k + 1)),
  }))
  const value = yearly[yearly.length - 1]?.valuePaise ?? principalPaise
  if (value > MAX_PAISE) return fail('too-large')
  return ok({ investedPaise: principalPaise, valuePaise: value, gainsPaise: value - principalPaise, yearly })
}

/** Level monthly SIP needed to reach a target (goal mode), rounded up to the rupee. */
export function sipForTarget(
  targetPaise: number,
  annualRatePercent: number,
  years: number,
  convention: SipConvention = 'groww',
): Result<number, SipReason> {
  if (!Number.isSafeInteger(targetPaise) || targetPaise <= 0) return fail('invalid-amount')
  if (targetPaise > MAX_PAISE) return fail('too-large')
  if (!validRate(annualRatePercent)) return fail('invalid-rate')
  if (!validYears(years)) return fail('invalid-years')
  // The tiny tolerance stops float noise (…0000001) from pushing an exact answer up a whole rupee.
  return ok(Math.ceil(targetPaise / sipFactor(annualRatePercent, years * 12, convention) / 100 - 1e-9) * 100)
}

/** Today's purchasing power of a future amount: FV / (1 + inflation)^years. */
export function inflationAdjusted(
  futurePaise: number,
  inflationPercent: number,
  years: number,
): Result<number, SipReason> {
  if (!Number.isSafeInteger(futurePaise) || futurePaise < 0) return fail('invalid-amount')
  if (!validRate(inflationPercent)) return fail('invalid-rate')
  if (!Number.isFinite(years) || years < 0 || years > MAX_YEARS) return fail('invalid-years')
  return ok(Math.round(futurePaise / Math.pow(1 + inflationPercent / 100, years)))
}

export type ProjectionRow = {
  year: number
  monthlyPaise: number | null
  investedPaise: number
  valuePaise: number
  gainsPaise: number
}

/** One table/chart row per year for a SIP or a lump sum: invested so far, value and the gain inside it. */
export function projectionRows(result: SipResult | LumpSumResult): ProjectionRow[] {
  return result.yearly.map((row) => {
    const invested = 'investedTotalPaise' in row ? row.investedTotalPaise : result.investedPaise
    return {
      year: row.year,
      monthlyPaise: 'monthlyPaise' in row ? row.monthlyPaise : null,
      investedPaise: invested,
      valuePaise: row.valuePaise,
      gainsPaise: row.valuePaise - invested,
    }
  })
}
