// Income-tax rules per financial year, in whole rupees. They change every budget, so they are data.
// FY 2025-26 (AY 2026-27): Finance Act 2025 — research/tools.md §g, citing
//   https://taxupdates.cagurujiclasses.com/new-income-tax-slab-rates-for-fy-2025-26-ay-2026-27 and
//   https://incometaxmanagement.in/?p=3633.
// FY 2026-27 (AY 2027-28 / "tax year 2026-27" under the Income-tax Act 2025): the same slabs, standard
//   deduction, 87A rebate and surcharge were carried forward (Budget 2026 made no slab change); the research
//   does not cover this year separately — re-verify against the Finance Act before each season.

export type Regime = 'new' | 'old'
export type AgeBand = 'below-60' | '60-to-79' | '80-plus'

/** A slab: income above `from` (rupees) up to the next slab's `from` is taxed at `ratePercent`. */
export type Slab = { from: number; ratePercent: number }

export type RegimeRules = {
  slabs: Record<AgeBand, readonly Slab[]>
  standardDeduction: number
  rebate: { maxIncome: number; maxRebate: number; marginalRelief: boolean }
  /** Surcharge rate applies when total income exceeds `above`. */
  surcharge: readonly { above: number; ratePercent: number }[]
}

export type TaxYearRules = {
  fy: string
  assessmentYear: string
  cessPercent: number
  new: RegimeRules
  old: RegimeRules
  source: string
}

const NEW_SLABS: readonly Slab[] = [
  { from: 0, ratePercent: 0 },
  { from: 400_000, ratePercent: 5 },
  { from: 800_000, ratePercent: 10 },
  { from: 1_200_000, ratePercent: 15 },
  { from: 1_600_000, ratePercent: 20 },
  { from: 2_000_000, ratePercent: 25 },
  { from: 2_400_000, ratePercent: 30 },
]

const oldSlabs = (exemption: number): readonly Slab[] => [
  { from: 0, ratePercent: 0 },
  ...(exemption < 500_000 ? [{ from: exemption, ratePercent: 5 }] : []),
  { from: 500_000, ratePercent: 20 },
  { from: 1_000_000, ratePercent: 30 },
]

const NEW_REGIME: RegimeRules = {
  slabs: { 'below-60': NEW_SLABS, '60-to-79': NEW_SLABS, '80-plus': NEW_SLABS },
  standardDeduction: 75_000,
  rebate: { maxIncome: 1_200_000, maxRebate: 60_000, marginalRelief: true },
  // Section 115BAC caps surcharge at 25 % in the new regime.
  surcharge: [
    { above: 5_000_000, ratePercent: 10 },
    { above: 10_000_000, ratePercent: 15 },
    { above: 20_000_000, ratePercent: 25 },
  ],
}

const OLD_REGIME: RegimeRules = {
  slabs: { 'below-60': oldSlabs(250_000), '60-to-79': oldSlabs(300_000), '80-plus': oldSlabs(500_000) },
  standardDeduction: 50_000,
  rebate: { maxIncome: 500_000, maxRebate: 12_500, marginalRelief: false },
  surcharge: [
    { above: 5_000_000, ratePercent: 10 },
    { above: 10_000_000, ratePercent: 15 },
    { above: 20_000_000, ratePercent: 25 },
    { above: 50_000_000, ratePercent: 37 },
  ],
}

export const TAX_YEARS: readonly TaxYearRules[] = [
  {
    fy: '2025-26',
    assessmentYear: '2026-27',
    cessPercent: 4,
    new: NEW_REGIME,
    old: OLD_REGIME,
    source: 'Finance Act 2025; research/tools.md §g',
  },
  {
    fy: '2026-27',
    assessmentYear: '2027-28',
    cessPercent: 4,
    new: NEW_REGIME,
    old: OLD_REGIME,
    source: 'Finance Act 2025 values carried into FY 2026-27 (verify)',
  },
]

/** Old-regime deduction caps (rupees): 80C incl. 80CCC/80CCD(1), 80CCD(1B) NPS, s.24(b) self-occupied home-loan interest. */
export const OLD_REGIME_CAPS = {
  section80C: 150_000,
  section80CCD1B: 50_000,
  homeLoanInterest: 200_000,
} as const
