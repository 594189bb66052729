import { describe, expect, it } from 'vitest'
import { addBusinessDays, addDuration, businessDaysBetween, dateDifference, parseHolidayList } from './logic'

const d = (year: number, month: number, day: number) => ({ year, month, day })

describe('dateDifference', () => {
  it('calendar difference and totals', () => {
    expect(dateDifference(d(2024, 1, 1), d(2024, 12, 31))).toEqual({
      ok: true,
      value: { years: 0, months: 11, days: 30, totalDays: 365, weeks: 52, extraDays: 1, negative: false },
    })
    expect(dateDifference(d(2024, 1, 1), d(2024, 12, 31), { includeEndDate: true })).toEqual({
      ok: true,
      value: { years: 1, months: 0, days: 0, totalDays: 366, weeks: 52, extraDays: 2, negative: false },
    })
    expect(dateDifference(d(2026, 3, 1), d(2026, 2, 1))).toMatchObject({
      value: { months: 1, totalDays: 28, negative: true },
    })
    expect(dateDifference(d(2026, 3, 1), d(2026, 3, 1))).toMatchObject({ value: { totalDays: 0 } })
  })
  it('reasons', () => {
    expect(dateDifference(d(2026, 2, 30), d(2026, 3, 1))).toEqual({ ok: false, reason: 'invalid-start' })
    expect(dateDifference(d(2026, 2, 1), d(2026, 0, 1))).toEqual({ ok: false, reason: 'invalid-end' })
  })
})

describe('businessDaysBetween', () => {
  // March 2026: 1st is a Sunday; 31 days = 5 Sundays (1, 8, 15, 22, 29), 4 Saturdays (7, 14, 21, 28).
  it('Mon–Fri by default, both ends counted', () => {
    expect(businessDaysBetween(d(2026, 3, 1), d(2026, 3, 31))).toEqual({ ok: true, value: 22 })
    expect(businessDaysBetween(d(2026, 3, 2), d(2026, 3, 2))).toEqual({ ok: true, value: 1 })
    expect(businessDaysBetween(d(2026, 3, 31), d(2026, 3, 1))).toEqual({ ok: true, value: -22 })
  })
  it('Saturday rules and holidays', () => {
    expect(businessDaysBetween(d(2026, 3, 1), d(2026, 3, 31), { saturday: 'working' })).toEqual({
      ok: true,
      value: 26,
    })
    expect(businessDaysBetween(d(2026, 3, 1), d(2026, 3, 31), { saturday: 'second-fourth-off' })).toEqual({
      ok: true,
      value: 24,
    })
    // Holi 4 Mar 2026 (Wed) off; a holiday on a Sunday changes nothing
    expect(
      businessDaysBetween(d(2026, 3, 1), d(2026, 3, 31), { holidays: [d(2026, 3, 4), d(2026, 3, 8)] }),
    ).toEqual({ ok: true, value: 21 })
  })
  it('reasons', () => {
    expect(businessDaysBetween(d(2026, 3, 1), d(2026, 3, 31), { holidays: [d(2026, 2, 30)] })).toEqual({
      ok: false,
      reason: 'invalid-holiday',
    })
    expect(businessDaysBetween(d(1, 1, 1), d(9999, 12, 31))).toEqual({ ok: false, reason: 'out-of-range' })
  })
})

describe('addBusinessDays', () => {
  it('skips weekends and holidays in both directions', () => {
    expect(addBusinessDays(d(2026, 3, 6), 1)).toEqual({ ok: true, value: d(2026, 3, 9) }) // Fri → Mon
    expect(addBusinessDays(d(2026, 3, 9), -1)).toEqual({ ok: true, value: d(2026, 3, 6) })
    expect(addBusinessDays(d(2026, 3, 3), 1, { holidays: [d(2026, 3, 4)] })).toEqual({
      ok: true,
      value: d(2026, 3, 5),
    })
    expect(addBusinessDays(d(2026, 3, 13), 1, { saturday: 'second-fourth-off' })).toEqual({
      ok: true,
      value: d(2026, 3, 16),
    })
    // 21 Mar 2026 is the 3rd Saturday (7, 14, 21), a working day under the bank rule
    expect(addBusinessDays(d(2026, 3, 20), 1, { saturday: 'second-fourth-off' })).toEqual({
      ok: true,
      value: d(2026, 3, 21),
    })
    expect(addBusinessDays(d(2026, 3, 6), 0)).toEqual({ ok: true, value: d(2026, 3, 6) })
  })
  it('reasons', () => {
    expect(addBusinessDays(d(2026, 3, 6), 1.5)).toEqual({ ok: false, reason: 'invalid-amount' })
    expect(addBusinessDays(d(9999, 12, 31), 1)).toEqual({ ok: false, reason: 'out-of-range' })
  })
})

describe('addDuration', () => {
  it('month-end clamping and mixed units', () => {
    expect(addDuration(d(2025, 1, 31), { months: 1 })).toEqual({ ok: true, value: d(2025, 2, 28) })
    expect(addDuration(d(2024, 2, 29), { years: 1 })).toEqual({ ok: true, value: d(2025, 2, 28) })
    expect(addDuration(d(2024, 2, 29), { years: -4 })).toEqual({ ok: true, value: d(2020, 2, 29) })
    expect(addDuration(d(2026, 3, 10), { weeks: 2, days: 3 })).toEqual({ ok: true, value: d(2026, 3, 27) })
    expect(addDuration(d(2026, 3, 10), { days: -70 })).toEqual({ ok: true, value: d(2025, 12, 30) })
    expect(addDuration(d(2026, 1, 31), { years: 1, months: 1, days: 1 })).toEqual({
      ok: true,
      value: d(2027, 3, 1),
    })
  })
  it('reasons', () => {
    expect(addDuration(d(2026, 1, 31), { days: 0.5 })).toEqual({ ok: false, reason: 'invalid-amount' })
    expect(addDuration(d(9999, 1, 31), { years: 1 })).toEqual({ ok: false, reason: 'out-of-range' })
    expect(addDuration(d(2026, 2, 31), {})).toEqual({ ok: false, reason: 'invalid-date' })
  })
})

describe('parseHolidayList', () => {
  it('reads Indian and ISO dates, ignores trailing names and duplicates, and reports the rest', () => {
    const out = parseHolidayList(
      '26/01/2026 Republic Day\n2026-08-15, 2.10.2026; 26-01-2026\n31/02/2026\nDiwali',
    )
    expect(out.dates).toEqual([
      { year: 2026, month: 1, day: 26 },
      { year: 2026, month: 8, day: 15 },
      { year: 2026, month: 10, day: 2 },
    ])
    expect(out.invalid).toEqual(['31/02/2026', 'Diwali'])
  })
  it('treats blank input as no holidays', () => {
    expect(parseHolidayList(' \n ,')).toEqual({ dates: [], invalid: [] })
  })
})
