// Income tax for an individual resident, new (s.115BAC) or old regime. Amounts arrive in paise like every
// other money input, but tax law works in rupees: total income is rounded to the nearest ₹10 (s.288A) and
// tax payable to the nearest ₹10 (s.288B). All income is treated as normal-rate income (no special-rate
// capital gains), which is what a salary/business calculator needs.
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'
import type { AgeBand, Regime, RegimeRules, Slab } from './income-tax-rules'
import { OLD_REGIME_CAPS, TAX_YEARS } from './income-tax-rules'

export type OldRegimeDeductions = {
  section80CPaise?: number
  section80CCD1BPaise?: number
  section80DPaise?: number
  homeLoanInterestPaise?: number
  hraExemptionPaise?: number
  otherDeductionsPaise?: number
}

export type IncomeTaxInput = {
  fy: string
  regime: Regime
  age: AgeBand
  salaryPaise: number
  otherIncomePaise?: number
  /** Employer's NPS contribution, s.80CCD(2) — allowed in both regimes. */
  employerNpsPaise?: number
  deductions?: OldRegimeDeductions
}

export type SlabTax = { from: number; to: number | null; ratePercent: number; taxRupees: number }

export type IncomeTaxResult = {
  grossIncomeRupees: number
  standardDeductionRupees: number
  deductionsRupees: number
  taxableIncomeRupees: number
  slabs: SlabTax[]
  slabTaxRupees: number
  rebate87ARupees: number
  surchargeRupees: number
  surchargeReliefRupees: number
  cessRupees: number
  totalTaxRupees: number
  effectiveRatePercent: number
}

export type IncomeTaxReason = 'unknown-year' | 'invalid-amount'

const round10 = (rupees: number) => Math.round(rupees / 10) * 10
const pct = (amount: number, percent: number) => Math.round((amount * percent) / 100)

function slabTax(income: number, slabs: readonly Slab[]): { total: number; parts: SlabTax[] } {
  const parts: SlabTax[] = []
  let total = 0
  slabs.forEach((s, i) => {
    const next = slabs[i + 1]?.from ?? null
    const portion = Math.max(0, Math.min(income, next ?? income) - s.from)
    const tax = (portion * s.ratePercent) / 100
    total += tax
    parts.push({ from: s.from, to: next, ratePercent: s.ratePercent, taxRupees: Math.round(tax) })
  })
  return { total: Math.round(total), parts }
}

function surchargeRate(income: number, rules: RegimeRules): number {
  let rate = 0
  for (const s of rules.surcharge) if (income > s.above) rate = s.ratePercent
  return rate
}

// Marginal relief: tax + surcharge may exceed the amount payable at the threshold just crossed by no more
// than the income above that threshold.
function surchargeWithRelief(
  income: number,
  tax: number,
  rules: RegimeRules,
  slabs: readonly Slab[],
): { surcharge: number; relief: number } {
  const rate = surchargeRate(income, rules)
  if (rate === 0) return { surcharge: 0, relief: 0 }
  const full = pct(tax, rate)
  const threshold = [...rules.surcharge].reverse().find((s) => income > s.above)?.above ?? 0
  const atThreshold = slabTax(threshold, slabs).total
  const capTotal = atThreshold + pct(atThreshold, surchargeRate(threshold, rules)) + (income - threshold)
  const relief = Math.max(0, tax + full - capTotal)
  return { surcharge: full - relief, relief }
}

const toRupees = (paise: number) => Math.floor(paise / 100)
const validMoney = (p: number | undefined) => p === undefined || (Number.isSafeInteger(p) && p >= 0)

function oldDeductions(d: OldRegimeDeductions): number {
  return (
    Math.min(toRupees(d.section80CPaise ?? 0), OLD_REGIME_CAPS.section80C) +
    Math.min(toRupees(d.section80CCD1BPaise ?? 0), OLD_REGIME_CAPS.section80CCD1B) +
    Math.min(toRupees(d.homeLoanInterestPaise ?? 0), OLD_REGIME_CAPS.homeLoanInterest) +
    toRupees(d.section80DPaise ?? 0) +
    toRupees(d.hraExemptionPaise ?? 0) +
    toRupees(d.otherDeductionsPaise ?? 0)
  )
}

/** Income tax for FY 2025-26 / 2026-27 under the new or old regime, with 87A rebate, surcharge relief and cess. */
export function calculateIncomeTax(input: IncomeTaxInput): Result<IncomeTaxResult, IncomeTaxReason> {
  const year = TAX_YEARS.find((y) => y.fy === input.fy)
  if (!year) return fail('unknown-year')
  const d = input.deductions ?? {}
  const moneys = [input.salaryPaise, input.otherIncomePaise, input.employerNpsPaise, ...Object.values(d)]
  if (!moneys.every(validMoney)) return fail('invalid-amount')
  const rules = year[input.regime]
  const slabs = rules.slabs[input.age]
  const salary = toRupees(input.salaryPaise)
  const gross = salary + toRupees(input.otherIncomePaise ?? 0)
  const standard = Math.min(rules.standardDeduction, salary)
  const deductions = Math.min(
    gross - standard,
    toRupees(input.employerNpsPaise ?? 0) + (input.regime === 'old' ? oldDeductions(d) : 0),
  )
  const taxable = round10(Math.max(0, gross - standard - deductions))
  const { total: tax, parts } = slabTax(taxable, slabs)
  let rebate = 0
  if (taxable <= rules.rebate.maxIncome) rebate = Math.min(tax, rules.rebate.maxRebate)
  else if (rules.rebate.marginalRelief) rebate = Math.max(0, tax - (taxable - rules.rebate.maxIncome))
  const afterRebate = tax - rebate
  const { surcharge, relief } = surchargeWithRelief(taxable, afterRebate, rules, slabs)
  const cess = pct(afterRebate + surcharge, year.cessPercent)
  const total = round10(afterRebate + surcharge + cess)
  return ok({
    grossIncomeRupees: gross,
    standardDeductionRupees: standard,
    deductionsRupees: deductions,
    taxableIncomeRupees: taxable,
    slabs: parts,
    slabTaxRupees: tax,
    rebate87ARupees: rebate,
    surchargeRupees: surcharge,
    surchargeReliefRupees: relief,
    cessRupees: cess,
    totalTaxRupees: total,
    effectiveRatePercent: gross > 0 ? Math.round((total / gross) * 10_000) / 100 : 0,
  })
}

/** Both regimes side by side and which one costs less (ties favour the new, default regime). */
export function compareRegimes(
  input: Omit<IncomeTaxInput, 'regime'>,
): Result<
  { new: IncomeTaxResult; old: IncomeTaxResult; better: Regime; savingRupees: number },
  IncomeTaxReason
> {
  const n = calculateIncomeTax({ ...input, regime: 'new' })
  if (!n.ok) return n
  const o = calculateIncomeTax({ ...input, regime: 'old' })
  if (!o.ok) return o
  const better: Regime = o.value.totalTaxRupees < n.value.totalTaxRupees ? 'old' : 'new'
  return ok({
    new: n.value,
    old: o.value,
    better,
    savingRupees: Math.abs(n.value.totalTaxRupees - o.value.totalTaxRupees),
  })
}
