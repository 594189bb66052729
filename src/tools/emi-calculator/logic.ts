// Reducing-balance EMI (ClearTax/Groww/bank formula, research/tools.md §g):
//   EMI = P·r·(1+r)^n / ((1+r)^n − 1), r = annual% / 12 / 100; r = 0 → EMI = P / n.
// The schedule runs in integer paise: each month's interest is rounded to the paisa and the final
// instalment absorbs the rounding residue, as banks do, so principal repaid always equals the loan.
import { MAX_PAISE } from '@/utils/indian-number'
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'

export type EmiReason =
  'invalid-principal' | 'invalid-rate' | 'invalid-tenure' | 'invalid-prepayment' | 'too-large'

/** Loans longer than 50 years are not offered by Indian lenders; the cap also bounds the schedule size. */
export const MAX_TENURE_MONTHS = 600
export const MAX_RATE_PERCENT = 100

export type Prepayment =
  | { kind: 'one-time'; month: number; amountPaise: number }
  | { kind: 'recurring'; everyMonths: number; startMonth: number; endMonth?: number; amountPaise: number }

export type EmiInput = {
  principalPaise: number
  annualRatePercent: number
  tenureMonths: number
  /** 'paise' (default) or 'rupee' — banks often round the EMI to the rupee; the last instalment adjusts. */
  emiRounding?: 'paise' | 'rupee'
  prepayments?: readonly Prepayment[]
  /** After a prepayment keep the EMI and finish early ('reduce-tenure', default) or keep the end date ('reduce-emi'). */
  strategy?: 'reduce-tenure' | 'reduce-emi'
  /** First EMI month; when given, rows carry calendar months and the yearly table groups by calendar year. */
  firstEmi?: { year: number; month: number }
}

export type EmiRow = {
  month: number
  year?: number
  calendarMonth?: number
  openingPaise: number
  emiPaise: number
  interestPaise: number
  principalPaise: number
  prepaymentPaise: number
  closingPaise: number
}

export type EmiYearRow = {
  /** Loan year (1, 2, …) or calendar year when firstEmi is given. */
  year: number
  emiPaidPaise: number
  interestPaise: number
  principalPaise: number
  prepaymentPaise: number
  closingPaise: number
}

export type EmiResult = {
  emiPaise: number
  months: number
  totalInterestPaise: number
  totalPaymentPaise: number
  schedule: EmiRow[]
  yearly: EmiYearRow[]
  /** Compared with the same loan without prepayments. */
  interestSavedPaise: number
  monthsSaved: number
}

const validRate = (r: number) => Number.isFinite(r) && r >= 0 && r <= MAX_RATE_PERCENT
const validTenure = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_TENURE_MONTHS

function rawEmi(principalPaise: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principalPaise / months
  const f = Math.pow(1 + monthlyRate, months)
  return (principalPaise * monthlyRate * f) / (f - 1)
}

/** EMI in paise for a loan (reducing balance), rounded to the paisa or to the rupee. */
export function calculateEmi(
  principalPaise: number,
  annualRatePercent: number,
  tenureMonths: number,
  rounding: 'paise' | 'rupee' = 'paise',
): Result<number, EmiReason> {
  if (!Number.isSafeInteger(principalPaise) || principalPaise <= 0) return fail('invalid-principal')
  if (principalPaise > MAX_PAISE) return fail('too-large')
  if (!validRate(annualRatePercent)) return fail('invalid-rate')
  if (!validTenure(tenureMonths)) return fail('invalid-tenure')
  const emi = rawEmi(principalPaise, annualRatePercent / 1200, tenureMonths)
  return ok(rounding === 'rupee' ? Math.round(emi / 100) * 100 : Math.round(emi))
}

function prepaymentFor(month: number, list: readonly Prepayment[]): number {
  let total = 0
  for (const p of list) {
    if (p.kind === 'one-time' && p.month === month) total += p.amountPaise
    if (
      p.kind === 'recurring' &&
      month >= p.startMonth &&
      (p.endMonth === undefined || month <= p.endMonth) &&
      (month - p.startMonth) % p.everyMonths === 0
    ) {
      total += p.amountPaise
    }
  }
  return total
}

function validPrepayment(p: Prepayment): boolean {
  const money = Number.isSafeInteger(p.amountPaise) && p.amountPaise > 0 && p.amountPaise <= MAX_PAISE
  if (p.kind === 'one-time') return money && Number.isInteger(p.month) && p.month >= 1
  return (
    money &&
    Number.isInteger(p.everyMonths) &&
    p.everyMonths >= 1 &&
    Number.isInteger(p.startMonth) &&
    p.startMonth >= 1 &&
    (p.endMonth === undefined || (Number.isInteger(p.endMonth) && p.endMonth >= p.startMonth))
  )
}

function runSchedule(input: EmiInput, emi0: number): EmiRow[] {
  const r = input.annualRatePercent / 1200
  const n = input.tenureMonths
  const prepayments = input.prepayments ?? []
  const rows: EmiRow[] = []
  let balance = input.principalPaise
  let emi = emi0
  for (let month = 1; month <= n && balance > 0; month += 1) {
    const interest = Math.round(balance * r)
    let principal = emi - interest
    if (month === n || principal >= balance) principal = balance
    const closingBeforePrepay = balance - principal
    const prepay = Math.min(prepaymentFor(month, prepayments), closingBeforePrepay)
    const row: EmiRow = {
      month,
      openingPaise: balance,
      emiPaise: interest + principal,
      interestPaise: interest,
      principalPaise: principal,
      prepaymentPaise: prepay,
      closingPaise: closingBeforePrepay - prepay,
    }
    if (input.firstEmi) {
      const idx = input.firstEmi.year * 12 + input.firstEmi.month - 1 + month - 1
      row.year = Math.floor(idx / 12)
      row.calendarMonth = (idx % 12) + 1
    }
    rows.push(row)
    balance = row.closingPaise
    if (prepay > 0 && balance > 0 && input.strategy === 'reduce-emi') {
      const next = rawEmi(balance, r, n - month)
      emi = input.emiRounding === 'rupee' ? Math.round(next / 100) * 100 : Math.round(next)
    }
  }
  return rows
}

function groupYearly(rows: readonly EmiRow[]): EmiYearRow[] {
  const out: EmiYearRow[] = []
  for (const row of rows) {
    const year = row.year ?? Math.ceil(row.month / 12)
    let y = out[out.length - 1]
    if (!y || y.year !== year) {
      y = { year, emiPaidPaise: 0, interestPaise: 0, principalPaise: 0, prepaymentPaise: 0, closingPaise: 0 }
      out.push(y)
    }
    y.emiPaidPaise += row.emiPaise
    y.interestPaise += row.interestPaise
    y.principalPaise += row.principalPaise
    y.prepaymentPaise += row.prepaymentPaise
    y.closingPaise = row.closingPaise
  }
  return out
}

const sumOf = (rows: readonly EmiRow[], f: (r: EmiRow) => number) => rows.reduce((s, r) => s + f(r), 0)

/** EMI, totals, monthly and yearly amortisation schedule, with optional prepayments. */
export function calculateLoan(input: EmiInput): Result<EmiResult, EmiReason> {
  const emi = calculateEmi(
    input.principalPaise,
    input.annualRatePercent,
    input.tenureMonths,
    input.emiRounding,
  )
  if (!emi.ok) return emi
  if (
    input.firstEmi &&
    !(
      Number.isInteger(input.firstEmi.year) &&
      Number.isInteger(input.firstEmi.month) &&
      input.firstEmi.month >= 1 &&
      input.firstEmi.month <= 12
    )
  ) {
    return fail('invalid-tenure')
  }
  if ((input.prepayments ?? []).some((p) => !validPrepayment(p))) return fail('invalid-prepayment')
  const schedule = runSchedule(input, emi.value)
  const totalInterest = sumOf(schedule, (r) => r.interestPaise)
  const hasPrepayments = (input.prepayments ?? []).length > 0
  const baseline = hasPrepayments ? runSchedule({ ...input, prepayments: [] }, emi.value) : schedule
  const baselineInterest = sumOf(baseline, (r) => r.interestPaise)
  return ok({
    emiPaise: emi.value,
    months: schedule.length,
    totalInterestPaise: totalInterest,
    totalPaymentPaise: input.principalPaise + totalInterest,
    schedule,
    yearly: groupYearly(schedule),
    interestSavedPaise: baselineInterest - totalInterest,
    monthsSaved: baseline.length - schedule.length,
  })
}

/**
 * Flat-rate quote (common for vehicle loans): EMI = (P + P·R%·years) / n. Returns the EMI and the
 * equivalent reducing-balance annual rate, found by bisection on the EMI formula.
 */
export function flatRateToReducing(
  principalPaise: number,
  flatAnnualRatePercent: number,
  tenureMonths: number,
): Result<{ emiPaise: number; reducingRatePercent: number }, EmiReason> {
  if (!Number.isSafeInteger(principalPaise) || principalPaise <= 0) return fail('invalid-principal')
  if (principalPaise > MAX_PAISE) return fail('too-large')
  if (!validRate(flatAnnualRatePercent)) return fail('invalid-rate')
  if (!validTenure(tenureMonths)) return fail('invalid-tenure')
  const emi = (principalPaise * (1 + (flatAnnualRatePercent / 100) * (tenureMonths / 12))) / tenureMonths
  let lo = 0
  let hi = 1000
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2
    if (rawEmi(principalPaise, mid / 1200, tenureMonths) < emi) lo = mid
    else hi = mid
  }
  return ok({ emiPaise: Math.round(emi), reducingRatePercent: Math.round(((lo + hi) / 2) * 10_000) / 10_000 })
}

/** Paise as a plain decimal rupee string for spreadsheets: 867823 → "8678.23" (no grouping, no symbol). */
export function paiseToPlainRupees(paise: number): string {
  const abs = Math.abs(Math.round(paise))
  return `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/**
 * The amortisation schedule as CSV (RFC 4180, CRLF). `headers` are the translated column names:
 * monthly — month, opening, EMI, interest, principal, prepayment, closing; yearly — year, EMI paid,
 * interest, principal, prepayment, closing.
 */
export function scheduleCsv(
  result: Pick<EmiResult, 'schedule' | 'yearly'>,
  view: 'monthly' | 'yearly',
  headers: readonly string[],
): string {
  const money = paiseToPlainRupees
  const body =
    view === 'monthly'
      ? result.schedule.map((r) => [
          String(r.month),
          money(r.openingPaise),
          money(r.emiPaise),
          money(r.interestPaise),
          money(r.principalPaise),
          money(r.prepaymentPaise),
          money(r.closingPaise),
        ])
      : result.yearly.map((y) => [
          String(y.year),
          money(y.emiPaidPaise),
          money(y.interestPaise),
          money(y.principalPaise),
          money(y.prepaymentPaise),
          money(y.closingPaise),
        ])
  return [headers, ...body].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** Splits a number of months into whole years and the months left over, for "months saved". */
export function yearsAndMonths(months: number): { years: number; months: number } {
  const m = Math.max(0, Math.trunc(months))
  return { years: Math.floor(m / 12), months: m % 12 }
}
