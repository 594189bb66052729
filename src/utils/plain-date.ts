// Calendar dates as plain y/m/d values. Date objects at local midnight shift by a day across
// time zones and DST, so all arithmetic here works on an epoch-day count instead.
import type { Result } from './result'
import { fail, ok } from './result'

/** A calendar date with no time or zone; month is 1–12. */
export type PlainDate = { year: number; month: number; day: number }

/** 0 = Sunday … 6 = Saturday (same numbering as Date#getDay). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export const WEEKDAY_NAMES_EN = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const
export const WEEKDAY_NAMES_HI = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'] as const

/** Proleptic Gregorian leap-year rule. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Number of days in a month of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** Whether the value is a real calendar date within years 1–9999. */
export function isValidPlainDate(d: PlainDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.year >= 1 &&
    d.year <= 9999 &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month)
  )
}

export type DateReason = 'empty' | 'invalid-format' | 'invalid-date'

/** Parses an ISO `YYYY-MM-DD` string (what `<input type="date">` yields). */
export function parsePlainDate(input: string): Result<PlainDate, DateReason> {
  const s = input.trim()
  if (s === '') return fail('empty')
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return fail('invalid-format')
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
  return isValidPlainDate(d) ? ok(d) : fail('invalid-date')
}

/** Formats as ISO `YYYY-MM-DD`. */
export function formatPlainDate(d: PlainDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
}

/** Days since 1970-01-01 (Howard Hinnant's days_from_civil). */
export function toEpochDay(d: PlainDate): number {
  const y = d.month <= 2 ? d.year - 1 : d.year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const mp = (d.month + 9) % 12
  const doy = Math.floor((153 * mp + 2) / 5) + d.day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** Inverse of toEpochDay (civil_from_days). */
export function fromEpochDay(days: number): PlainDate {
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** Day of the week, 0 = Sunday. */
export function weekdayOf(d: PlainDate): Weekday {
  // 1970-01-01 was a Thursday (4).
  return ((((toEpochDay(d) + 4) % 7) + 7) % 7) as Weekday
}

/** Negative if a is before b, 0 if equal, positive if after. */
export function comparePlainDates(a: PlainDate, b: PlainDate): number {
  return toEpochDay(a) - toEpochDay(b)
}

/** Adds (or with a negative count subtracts) days. */
export function addDays(d: PlainDate, days: number): PlainDate {
  return fromEpochDay(toEpochDay(d) + days)
}

/**
 * Adds calendar months, clamping the day to the target month's end (31 Jan + 1 month = 28/29 Feb),
 * the same "constrain" rule as Temporal and most banks' EMI date schedules.
 */
export function addMonths(d: PlainDate, months: number): PlainDate {
  const index = d.year * 12 + (d.month - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) }
}

export type CalendarDifference = { years: number; months: number; days: number; negative: boolean }

/**
 * Years, months and days from one date to another. Months are counted with addMonths' end-of-month clamp,
 * so 31 Jan → 28 Feb is one month, and 29 Feb 2024 → 28 Feb 2025 is one year (the "28 Feb" leap-day rule).
 */
export function calendarDifference(from: PlainDate, to: PlainDate): CalendarDifference {
  const negative = comparePlainDates(from, to) > 0
  const [a, b] = negative ? [to, from] : [from, to]
  let m = (b.year - a.year) * 12 + (b.month - a.month)
  if (comparePlainDates(addMonths(a, m), b) > 0) m -= 1
  const days = toEpochDay(b) - toEpochDay(addMonths(a, m))
  return { years: Math.floor(m / 12), months: m % 12, days, negative }
}

/** Whole days from one yyyy-mm-dd to another (negative when `to` is earlier); null when either is not a date. */
export function isoDaysBetween(from: string, to: string): number | null {
  const a = parsePlainDate(from)
  const b = parsePlainDate(to)
  return a.ok && b.ok ? toEpochDay(b.value) - toEpochDay(a.value) : null
}
