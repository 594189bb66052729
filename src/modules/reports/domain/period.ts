// The period a report covers, as the address holds it: `period=fy:2026` (1 Apr 2026 – 31 Mar 2027),
// `period=q:2026-3` (the third quarter of FY 2026-27: October to December), `period=m:2026-11`, or
// `period=custom&from=yyyy-mm-dd&to=yyyy-mm-dd`. Indian financial-year quarters: Q1 April–June, Q2 July–September,
// Q3 October–December, Q4 January–March. Pure; the picker and every report read it the same way.
import { financialYearStarting } from '@/utils/financial-year'

export const PERIOD_KINDS = ['fy', 'quarter', 'month', 'custom'] as const
export type PeriodKind = (typeof PERIOD_KINDS)[number]

export type ReportPeriod = {
  kind: PeriodKind
  /** The address's value: `fy:2026`, `q:2026-3`, `m:2026-11`, `custom`. */
  key: string
  from: string
  to: string
}

const pad = (n: number) => String(n).padStart(2, '0')
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const isDate = (s: string | null | undefined): s is string =>
  !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))

/** The financial year (its starting calendar year) a day falls in. */
export function fyStartOf(day: string): number {
  const y = Number(day.slice(0, 4))
  return Number(day.slice(5, 7)) >= 4 ? y : y - 1
}

export function fyPeriod(startYear: number): ReportPeriod {
  const fy = financialYearStarting(startYear)
  const d = (p: { year: number; month: number; day: number }) => `${p.year}-${pad(p.month)}-${pad(p.day)}`
  return { kind: 'fy', key: `fy:${startYear}`, from: d(fy.start), to: d(fy.end) }
}

/** Quarter 1–4 of the financial year starting in April of `startYear`. */
export function quarterPeriod(startYear: number, quarter: number): ReportPeriod {
  const firstMonth = ((quarter - 1) * 3 + 3) % 12 // 0-based: Q1 → 3 (April), Q4 → 0 (January)
  const year = quarter === 4 ? startYear + 1 : startYear
  const lastMonth = firstMonth + 3 // 1-based month of the quarter's last month
  return {
    kind: 'quarter',
    key: `q:${startYear}-${quarter}`,
    from: `${year}-${pad(firstMonth + 1)}-01`,
    to: `${year}-${pad(lastMonth)}-${pad(daysIn(year, lastMonth))}`,
  }
}

export function monthPeriod(year: number, month: number): ReportPeriod {
  return {
    kind: 'month',
    key: `m:${year}-${pad(month)}`,
    from: `${year}-${pad(month)}-01`,
    to: `${year}-${pad(month)}-${pad(daysIn(year, month))}`,
  }
}

export function customPeriod(from: string, to: string): ReportPeriod {
  return from <= to
    ? { kind: 'custom', key: 'custom', from, to }
    : { kind: 'custom', key: 'custom', from: to, to: from }
}

/** The quarter (1–4 of its financial year) a day falls in. */
export function quarterOf(day: string): { startYear: number; quarter: number } {
  const m = Number(day.slice(5, 7))
  return { startYear: fyStartOf(day), quarter: m >= 4 ? Math.floor((m - 4) / 3) + 1 : 4 }
}

/** The period a key names, or null when it names none. */
export function periodOfKey(
  key: string | null,
  from?: string | null,
  to?: string | null,
): ReportPeriod | null {
  if (!key) return null
  let m = /^fy:(\d{4})$/.exec(key)
  if (m) return fyPeriod(Number(m[1]))
  m = /^q:(\d{4})-([1-4])$/.exec(key)
  if (m) return quarterPeriod(Number(m[1]), Number(m[2]))
  m = /^m:(\d{4})-(\d{2})$/.exec(key)
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return monthPeriod(Number(m[1]), Number(m[2]))
  if (key === 'custom' && isDate(from) && isDate(to)) return customPeriod(from, to)
  return null
}

/** The period of `kind` that holds `today`. */
export function currentPeriod(kind: PeriodKind, today: string): ReportPeriod {
  switch (kind) {
    case 'fy':
      return fyPeriod(fyStartOf(today))
    case 'quarter': {
      const q = quarterOf(today)
      return quarterPeriod(q.startYear, q.quarter)
    }
    case 'month':
      return monthPeriod(Number(today.slice(0, 4)), Number(today.slice(5, 7)))
    case 'custom':
      return customPeriod(`${today.slice(0, 7)}-01`, today)
  }
}

/**
 * The period of the address, or else `fallback` of today (the month so far by default). A period that has not
 * begun yet is still a period: a report of it is empty, which is true.
 */
export function periodFromParams(
  params: URLSearchParams,
  today: string,
  fallback: PeriodKind = 'month',
): ReportPeriod {
  return (
    periodOfKey(params.get('period'), params.get('from'), params.get('to')) ?? currentPeriod(fallback, today)
  )
}

/** The address's part for a period: `period` and, for a custom one, `from` and `to`. */
export function periodParams(p: ReportPeriod): Record<string, string> {
  return p.kind === 'custom' ? { period: 'custom', from: p.from, to: p.to } : { period: p.key }
}

/** The periods of `kind` a picker offers, newest first: `count` back from the one holding today. */
export function recentPeriods(
  kind: Exclude<PeriodKind, 'custom'>,
  today: string,
  count: number,
): ReportPeriod[] {
  const out: ReportPeriod[] = []
  let p = currentPeriod(kind, today)
  for (let i = 0; i < count; i++) {
    out.push(p)
    p = shiftPeriod(p, -1)
  }
  return out
}

/** The period `by` steps before (negative) or after: the previous month, quarter or year; a custom period
 * moves by its own length. */
export function shiftPeriod(p: ReportPeriod, by: number): ReportPeriod {
  switch (p.kind) {
    case 'fy':
      return fyPeriod(Number(p.from.slice(0, 4)) + by)
    case 'quarter': {
      const q = quarterOf(p.from)
      const index = q.startYear * 4 + (q.quarter - 1) + by
      return quarterPeriod(Math.floor(index / 4), (((index % 4) + 4) % 4) + 1)
    }
    case 'month': {
      const index = Number(p.from.slice(0, 4)) * 12 + Number(p.from.slice(5, 7)) - 1 + by
      return monthPeriod(Math.floor(index / 12), (((index % 12) + 12) % 12) + 1)
    }
    case 'custom': {
      const day = 86_400_000
      const len = (Date.parse(`${p.to}T00:00:00Z`) - Date.parse(`${p.from}T00:00:00Z`)) / day + 1
      const move = (d: string) =>
        new Date(Date.parse(`${d}T00:00:00Z`) + by * len * day).toISOString().slice(0, 10)
      return customPeriod(move(p.from), move(p.to))
    }
  }
}

/** The same period a year earlier (the MIS report's "same month last year"). */
export function yearEarlier(p: ReportPeriod): ReportPeriod {
  switch (p.kind) {
    case 'fy':
      return shiftPeriod(p, -1)
    case 'quarter':
      return shiftPeriod(p, -4)
    case 'month':
      return shiftPeriod(p, -12)
    case 'custom': {
      const back = (d: string) => {
        const y = Number(d.slice(0, 4)) - 1
        const m = Number(d.slice(5, 7))
        return `${y}-${d.slice(5, 8)}${pad(Math.min(Number(d.slice(8, 10)), daysIn(y, m)))}`
      }
      return customPeriod(back(p.from), back(p.to))
    }
  }
}

/** How a period is named on screen and on paper: "November 2026", "Q3 2026-27 (Oct–Dec)", "FY 2026-27",
 * "01-11-2026 to 26-11-2026". */
export function periodLabel(p: ReportPeriod, lang: 'en' | 'hi'): string {
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN'
  const month = (d: string, style: 'long' | 'short') =>
    new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`))
  const dmy = (d: string) => `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}`
  switch (p.kind) {
    case 'fy':
      return `${lang === 'hi' ? 'वित्त वर्ष' : 'FY'} ${financialYearStarting(fyStartOf(p.from)).label}`
    case 'quarter': {
      const q = quarterOf(p.from)
      return `Q${q.quarter} ${financialYearStarting(q.startYear).label} (${month(p.from, 'short')}–${month(p.to, 'short')})`
    }
    case 'month':
      return `${month(p.from, 'long')} ${p.from.slice(0, 4)}`
    case 'custom':
      return `${dmy(p.from)} ${lang === 'hi' ? 'से' : 'to'} ${dmy(p.to)}`
  }
}
