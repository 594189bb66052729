// Indian financial year: 1 April to 31 March (Income-tax Act / GST invoice series, research/dms.md §c.9).
import type { PlainDate } from './plain-date'
import { isValidPlainDate, parsePlainDate } from './plain-date'
import type { Result } from './result'
import { fail, ok } from './result'

export type FinancialYear = {
  /** Calendar year in which the FY starts (2026 for FY 2026-27). */
  startYear: number
  /** "2026-27" — the form printed on reports. */
  label: string
  /** "2627" — the compact form embedded in invoice series. */
  shortCode: string
  start: PlainDate
  end: PlainDate
}

/** The financial year that starts in April of `startYear`. */
export function financialYearStarting(startYear: number): FinancialYear {
  const next = startYear + 1
  const yy = (n: number) => String(((n % 100) + 100) % 100).padStart(2, '0')
  return {
    startYear,
    label: `${startYear}-${yy(next)}`,
    shortCode: `${yy(startYear)}${yy(next)}`,
    start: { year: startYear, month: 4, day: 1 },
    end: { year: next, month: 3, day: 31 },
  }
}

/** The financial year a date falls in (January–March belong to the FY that began the previous April). */
export function financialYearOf(date: PlainDate): Result<FinancialYear, 'invalid-date'> {
  if (!isValidPlainDate(date)) return fail('invalid-date')
  return ok(financialYearStarting(date.month >= 4 ? date.year : date.year - 1))
}

/** Parses "2026-27" (or "2026-2027") into a financial year; the two years must be consecutive. */
export function parseFinancialYear(
  label: string,
): Result<FinancialYear, 'invalid-format' | 'not-consecutive'> {
  const m = /^(\d{4})\s*[-–/]\s*(\d{2}|\d{4})$/.exec(label.trim())
  if (!m) return fail('invalid-format')
  const start = Number(m[1])
  const endText = m[2] ?? ''
  const end = endText.length === 2 ? Math.floor((start + 1) / 100) * 100 + Number(endText) : Number(endText)
  return end === start + 1 ? ok(financialYearStarting(start)) : fail('not-consecutive')
}

/** The assessment year label for a financial year: FY 2026-27 → "2027-28". */
export function assessmentYearLabel(fy: FinancialYear): string {
  return financialYearStarting(fy.startYear + 1).label
}

/** Financial-year short code of an ISO date ("2025-11-21" → "2526"), or '' for a bad date. */
export function fyCodeOf(iso: string): string {
  const d = parsePlainDate(iso)
  const fy = d.ok ? financialYearOf(d.value) : null
  return fy?.ok ? fy.value.shortCode : ''
}
