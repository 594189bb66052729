// Age on a date, from calendar y/m/d values only (no Date objects, so no time-zone shifts).
// Leap-day rule: someone born on 29 February celebrates — and completes a year of age — on 28 February in
// non-leap years. This follows the month-end clamp used for all month arithmetic here (and Temporal's
// default), keeps age and birthday consistent, and matches common Indian practice for documents.
import type { PlainDate, Weekday } from '@/utils/plain-date'
import {
  calendarDifference,
  comparePlainDates,
  daysInMonth,
  isValidPlainDate,
  toEpochDay,
  weekdayOf,
} from '@/utils/plain-date'
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'

export type AgeReason = 'invalid-birth-date' | 'invalid-as-of-date' | 'birth-after-date'

export type AgeResult = {
  years: number
  months: number
  days: number
  totalMonths: number
  totalWeeks: number
  /** Days left over after totalWeeks. */
  extraDays: number
  totalDays: number
  totalHours: number
  bornOn: Weekday
  isBirthdayToday: boolean
  nextBirthday: { date: PlainDate; weekday: Weekday; daysUntil: number; turning: number }
}

/** The birthday's date in a given year (29 Feb → 28 Feb in non-leap years). */
export function birthdayInYear(birth: PlainDate, year: number): PlainDate {
  return { year, month: birth.month, day: Math.min(birth.day, daysInMonth(year, birth.month)) }
}

/** Exact age in years/months/days on `asOf`, totals, weekday of birth and the next birthday. */
export function calculateAge(birth: PlainDate, asOf: PlainDate): Result<AgeResult, AgeReason> {
  if (!isValidPlainDate(birth)) return fail('invalid-birth-date')
  if (!isValidPlainDate(asOf)) return fail('invalid-as-of-date')
  if (comparePlainDates(birth, asOf) > 0) return fail('birth-after-date')
  const diff = calendarDifference(birth, asOf)
  const totalDays = toEpochDay(asOf) - toEpochDay(birth)
  const thisYear = birthdayInYear(birth, asOf.year)
  const cmp = comparePlainDates(thisYear, asOf)
  const next = cmp >= 0 ? thisYear : birthdayInYear(birth, asOf.year + 1)
  return ok({
    years: diff.years,
    months: diff.months,
    days: diff.days,
    totalMonths: diff.years * 12 + diff.months,
    totalWeeks: Math.floor(totalDays / 7),
    extraDays: totalDays % 7,
    totalDays,
    totalHours: totalDays * 24,
    bornOn: weekdayOf(birth),
    isBirthdayToday: cmp === 0 && totalDays > 0,
    nextBirthday: {
      date: next,
      weekday: weekdayOf(next),
      daysUntil: toEpochDay(next) - toEpochDay(asOf),
      turning: next.year - birth.year,
    },
  })
}

/** Whether a person is at least `minYears` and at most `maxYears` old on a cut-off date (exam/job eligibility). */
export function isAgeWithin(
  birth: PlainDate,
  cutOff: PlainDate,
  minYears: number,
  maxYears: number,
): Result<boolean, AgeReason> {
  const age = calculateAge(birth, cutOff)
  if (!age.ok) return age
  const { years, months, days } = age.value
  const beyondMax = years > maxYears || (years === maxYears && (months > 0 || days > 0))
  return ok(years >= minYears && !beyondMax)
}
