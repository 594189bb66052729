import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  comparePlainDates,
  daysInMonth,
  formatPlainDate,
  fromEpochDay,
  isLeapYear,
  isValidPlainDate,
  calendarDifference,
  parsePlainDate,
  toEpochDay,
  weekdayOf,
} from './plain-date'

describe('plain dates', () => {
  it('leap years follow the Gregorian rule', () => {
    expect([1900, 2000, 2024, 2025, 2100].map(isLeapYear)).toEqual([false, true, true, false, false])
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2023, 2)).toBe(28)
    expect(daysInMonth(2023, 4)).toBe(30)
  })
  it('epoch days round-trip and agree with Date.UTC', () => {
    for (const d of [
      { year: 1970, month: 1, day: 1 },
      { year: 2000, month: 2, day: 29 },
      { year: 1947, month: 8, day: 15 },
      { year: 9999, month: 12, day: 31 },
      { year: 1, month: 1, day: 1 },
    ]) {
      const e = toEpochDay(d)
      expect(fromEpochDay(e)).toEqual(d)
      if (d.year >= 100) expect(e).toBe(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000)
    }
  })
  it('weekdays: 15 Aug 1947 was a Friday, 26 Jan 1950 a Thursday', () => {
    expect(weekdayOf({ year: 1947, month: 8, day: 15 })).toBe(5)
    expect(weekdayOf({ year: 1950, month: 1, day: 26 })).toBe(4)
  })
  it('parses ISO dates with reasons', () => {
    expect(parsePlainDate('2024-02-29')).toEqual({ ok: true, value: { year: 2024, month: 2, day: 29 } })
    expect(parsePlainDate('2023-02-29')).toEqual({ ok: false, reason: 'invalid-date' })
    expect(parsePlainDate('29/02/2024')).toEqual({ ok: false, reason: 'invalid-format' })
    expect(parsePlainDate('')).toEqual({ ok: false, reason: 'empty' })
    expect(isValidPlainDate({ year: 2024, month: 13, day: 1 })).toBe(false)
    expect(formatPlainDate({ year: 99, month: 1, day: 5 })).toBe('0099-01-05')
  })
  it('adds days and months with month-end clamping', () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 })
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 })
    expect(addMonths({ year: 2025, month: 1, day: 31 }, 1)).toEqual({ year: 2025, month: 2, day: 28 })
    expect(addMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({ year: 2024, month: 2, day: 29 })
    expect(addMonths({ year: 2024, month: 3, day: 31 }, -13)).toEqual({ year: 2023, month: 2, day: 28 })
    expect(addMonths({ year: 2024, month: 11, day: 15 }, 2)).toEqual({ year: 2025, month: 1, day: 15 })
    expect(comparePlainDates({ year: 2024, month: 1, day: 2 }, { year: 2024, month: 1, day: 1 })).toBe(1)
  })
})

describe('calendarDifference', () => {
  const d = (year: number, month: number, day: number) => ({ year, month, day })
  it('counts whole years, months, then days', () => {
    expect(calendarDifference(d(1990, 5, 15), d(2026, 3, 10))).toEqual({
      years: 35,
      months: 9,
      days: 23,
      negative: false,
    })
    expect(calendarDifference(d(2025, 1, 31), d(2025, 2, 28))).toEqual({
      years: 0,
      months: 1,
      days: 0,
      negative: false,
    })
    expect(calendarDifference(d(2025, 1, 31), d(2025, 2, 27))).toEqual({
      years: 0,
      months: 0,
      days: 27,
      negative: false,
    })
    expect(calendarDifference(d(2024, 2, 29), d(2025, 2, 28))).toEqual({
      years: 1,
      months: 0,
      days: 0,
      negative: false,
    })
    expect(calendarDifference(d(2024, 2, 29), d(2028, 2, 29))).toEqual({
      years: 4,
      months: 0,
      days: 0,
      negative: false,
    })
    expect(calendarDifference(d(2026, 3, 10), d(2026, 3, 10))).toEqual({
      years: 0,
      months: 0,
      days: 0,
      negative: false,
    })
    expect(calendarDifference(d(2026, 3, 10), d(2025, 3, 9))).toEqual({
      years: 1,
      months: 0,
      days: 1,
      negative: true,
    })
  })
})
