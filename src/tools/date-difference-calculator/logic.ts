// Date arithmetic on calendar y/m/d values (src/utils/plain-date.ts), never on Date objects.
// Conventions (stated in the UI):
// - difference: end date excluded by default (1 Jan → 2 Jan = 1 day); includeEndDate adds that day;
// - business days: both ends counted, like Excel NETWORKDAYS; Sunday is always off; Saturday is off,
//   working, or off on the 2nd and 4th Saturday (Indian bank rule, RBI 2015);
// - adding months/years clamps to the month end: 31 Jan + 1 month = 28/29 Feb, 29 Feb + 1 year = 28 Feb.
import type { PlainDate, Weekday } from '@/utils/plain-date'
import {
  addDays,
  addMonths,
  calendarDifference,
  fromEpochDay,
  isValidPlainDate,
  toEpochDay,
  weekdayOf,
} from '@/utils/plain-date'
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'

export type DateReason =
  'invalid-start' | 'invalid-end' | 'invalid-date' | 'invalid-amount' | 'out-of-range' | 'invalid-holiday'

export type DateDifference = {
  years: number
  months: number
  days: number
  totalDays: number
  weeks: number
  extraDays: number
  /** true when the end date is before the start date; all counts are then magnitudes. */
  negative: boolean
}

/** Calendar difference and totals between two dates. */
export function dateDifference(
  start: PlainDate,
  end: PlainDate,
  options: { includeEndDate?: boolean } = {},
): Result<DateDifference, DateReason> {
  if (!isValidPlainDate(start)) return fail('invalid-start')
  if (!isValidPlainDate(end)) return fail('invalid-end')
  const negative = toEpochDay(end) < toEpochDay(start)
  const extra = options.includeEndDate ? 1 : 0
  const [a, b] = negative ? [end, start] : [start, end]
  const diff = calendarDifference(a, addDays(b, extra))
  const totalDays = toEpochDay(b) - toEpochDay(a) + extra
  return ok({
    years: diff.years,
    months: diff.months,
    days: diff.days,
    totalDays,
    weeks: Math.floor(totalDays / 7),
    extraDays: totalDays % 7,
    negative,
  })
}

export type SaturdayRule = 'off' | 'working' | 'second-fourth-off'

export type WorkweekOptions = { saturday?: SaturdayRule; holidays?: readonly PlainDate[] }

function makeIsWorking(options: WorkweekOptions): ((epochDay: number) => boolean) | null {
  const holidays = new Set<number>()
  for (const h of options.holidays ?? []) {
    if (!isValidPlainDate(h)) return null
    holidays.add(toEpochDay(h))
  }
  const rule = options.saturday ?? 'off'
  return (e) => {
    if (holidays.has(e)) return false
    const date = fromEpochDay(e)
    const wd: Weekday = weekdayOf(date)
    if (wd === 0) return false
    if (wd !== 6) return true
    if (rule === 'working') return true
    if (rule === 'off') return false
    const nth = Math.ceil(date.day / 7)
    return nth !== 2 && nth !== 4
  }
}

/** Longest range walked day by day (about 300 years) — keeps a typo like year 9999 from freezing the tab. */
const MAX_SPAN_DAYS = 110_000

/** Working days between two dates, both counted; negative when end is before start. */
export function businessDaysBetween(
  start: PlainDate,
  end: PlainDate,
  options: WorkweekOptions = {},
): Result<number, DateReason> {
  if (!isValidPlainDate(start)) return fail('invalid-start')
  if (!isValidPlainDate(end)) return fail('invalid-end')
  const isWorking = makeIsWorking(options)
  if (!isWorking) return fail('invalid-holiday')
  const a = toEpochDay(start)
  const b = toEpochDay(end)
  if (Math.abs(b - a) > MAX_SPAN_DAYS) return fail('out-of-range')
  let count = 0
  for (let e = Math.min(a, b); e <= Math.max(a, b); e += 1) if (isWorking(e)) count += 1
  return ok(b < a ? -count : count)
}

/** The date `n` working days after (n > 0) or before (n < 0) a date; the start day itself is not counted. */
export function addBusinessDays(
  date: PlainDate,
  n: number,
  options: WorkweekOptions = {},
): Result<PlainDate, DateReason> {
  if (!isValidPlainDate(date)) return fail('invalid-date')
  if (!Number.isInteger(n) || Math.abs(n) > 70_000) return fail('invalid-amount')
  const isWorking = makeIsWorking(options)
  if (!isWorking) return fail('invalid-holiday')
  const step = n < 0 ? -1 : 1
  let e = toEpochDay(date)
  let left = Math.abs(n)
  let guard = 0
  while (left > 0) {
    e += step
    guard += 1
    // A holiday list covering every weekday would otherwise loop forever.
    if (guard > MAX_SPAN_DAYS) return fail('out-of-range')
    if (isWorking(e)) left -= 1
  }
  const out = fromEpochDay(e)
  return isValidPlainDate(out) ? ok(out) : fail('out-of-range')
}

export type Duration = { years?: number; months?: number; weeks?: number; days?: number }

/** Adds (or with negative parts subtracts) years, months, weeks and days; months first, with month-end clamping. */
export function addDuration(date: PlainDate, duration: Duration): Result<PlainDate, DateReason> {
  if (!isValidPlainDate(date)) return fail('invalid-date')
  const parts = [duration.years ?? 0, duration.months ?? 0, duration.weeks ?? 0, duration.days ?? 0]
  if (!parts.every((p) => Number.isInteger(p) && Math.abs(p) <= 4_000_000)) return fail('invalid-amount')
  const [y = 0, m = 0, w = 0, d = 0] = parts
  const out = addDays(addMonths(date, y * 12 + m), w * 7 + d)
  return isValidPlainDate(out) ? ok(out) : fail('out-of-range')
}

/**
 * Reads a typed or pasted holiday list: dates separated by new lines, commas or semicolons, each as
 * DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY (Indian order) or YYYY-MM-DD. Text after a date on the same line
 * ("26/01/2026 Republic Day") is ignored, so a copied holiday calendar works as it is.
 */
export function parseHolidayList(text: string): { dates: PlainDate[]; invalid: string[] } {
  const dates: PlainDate[] = []
  const invalid: string[] = []
  const seen = new Set<number>()
  for (const piece of text.split(/[\n,;]+/)) {
    const entry = piece.trim()
    if (entry === '') continue
    const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(entry)
    const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(entry)
    const date = iso
      ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
      : indian
        ? { year: Number(indian[3]), month: Number(indian[2]), day: Number(indian[1]) }
        : null
    if (!date || !isValidPlainDate(date)) {
      invalid.push(entry)
      continue
    }
    const key = toEpochDay(date)
    if (!seen.has(key)) dates.push(date)
    seen.add(key)
  }
  return { dates, invalid }
}
