// Calendar days for follow-ups. A dealership's day is India's day whatever the device's time zone says, so an
// instant (a job card's delivery, a call) becomes a date in IST (UTC+05:30, no daylight saving): two devices in
// different zones then read the same day from the same instant.
import {
  addDays,
  addMonths,
  formatPlainDate,
  fromEpochDay,
  parsePlainDate,
  toEpochDay,
} from '@/utils/plain-date'
import type { IsoDate } from './types'

const DAY_MS = 86_400_000
const IST_OFFSET_MS = 19_800_000

/** The calendar day in India of an instant (epoch ms). */
export function indianDate(ms: number): IsoDate {
  return formatPlainDate(fromEpochDay(Math.floor((ms + IST_OFFSET_MS) / DAY_MS)))
}

function epochDay(date: IsoDate): number {
  const d = parsePlainDate(date)
  if (!d.ok) throw new RangeError(`Not a calendar date: ${date}`)
  return toEpochDay(d.value)
}

/** `date` plus `days` (minus for a negative count). */
export function plusDays(date: IsoDate, days: number): IsoDate {
  return formatPlainDate(addDays(fromEpochDay(epochDay(date)), days))
}

/** The last day of a cover of `years` starting on `date` (a policy from 15/06/2026 for a year runs to 14/06/2027). */
export function coverEnd(date: IsoDate, years: number): IsoDate {
  const d = parsePlainDate(date)
  if (!d.ok) throw new RangeError(`Not a calendar date: ${date}`)
  return formatPlainDate(addDays(addMonths(d.value, 12 * years), -1))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: IsoDate, to: IsoDate): number {
  return epochDay(to) - epochDay(from)
}

/** The earlier of two dates. */
export function earlier(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b
}

/** "15/06/2026": day, month and year as Indians write a date (and the same in Hindi). */
export function indianDateText(date: IsoDate): string {
  const [y, m, d] = date.split('-')
  return `${d}/${m}/${y}`
}
