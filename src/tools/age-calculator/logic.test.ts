import { describe, expect, it } from 'vitest'
import { birthdayInYear, calculateAge, isAgeWithin } from './logic'

const d = (year: number, month: number, day: number) => ({ year, month, day })
const age = (b: ReturnType<typeof d>, on: ReturnType<typeof d>) => {
  const r = calculateAge(b, on)
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

describe('calculateAge', () => {
  it('exact y/m/d and totals', () => {
    const r = age(d(1990, 5, 15), d(2026, 3, 10))
    expect([r.years, r.months, r.days]).toEqual([35, 9, 23])
    expect(r.totalDays).toBe(13_083)
    expect(r.totalWeeks).toBe(1_869)
    expect(r.extraDays).toBe(0)
    expect(r.totalMonths).toBe(429)
    expect(r.totalHours).toBe(13_083 * 24)
    expect(r.bornOn).toBe(2) // 15 May 1990 was a Tuesday
    expect(r.nextBirthday).toEqual({ date: d(2026, 5, 15), weekday: 5, daysUntil: 66, turning: 36 })
  })
  it('birthday today', () => {
    const r = age(d(2000, 3, 10), d(2026, 3, 10))
    expect(r.isBirthdayToday).toBe(true)
    expect([r.years, r.months, r.days]).toEqual([26, 0, 0])
    expect(r.nextBirthday.daysUntil).toBe(0)
    expect(age(d(2026, 3, 10), d(2026, 3, 10))).toMatchObject({
      totalDays: 0,
      isBirthdayToday: false,
      years: 0,
    })
  })
  it('29 Feb birthdays are celebrated on 28 Feb in non-leap years', () => {
    expect(birthdayInYear(d(2004, 2, 29), 2025)).toEqual(d(2025, 2, 28))
    expect(birthdayInYear(d(2004, 2, 29), 2028)).toEqual(d(2028, 2, 29))
    const before = age(d(2004, 2, 29), d(2025, 2, 27))
    expect([before.years, before.months, before.days]).toEqual([20, 11, 29]) // 29 Jan 2025 + 29 days
    expect(before.nextBirthday).toMatchObject({ date: d(2025, 2, 28), daysUntil: 1, turning: 21 })
    const on = age(d(2004, 2, 29), d(2025, 2, 28))
    expect([on.years, on.months, on.days]).toEqual([21, 0, 0])
    expect(on.isBirthdayToday).toBe(true)
    const after = age(d(2004, 2, 29), d(2027, 3, 1))
    expect(after.nextBirthday).toMatchObject({ date: d(2028, 2, 29), turning: 24 })
  })
  it('month-end births', () => {
    const r = age(d(2025, 1, 31), d(2025, 3, 1))
    expect([r.years, r.months, r.days]).toEqual([0, 1, 1])
  })
  it('reasons', () => {
    expect(calculateAge(d(2026, 1, 2), d(2026, 1, 1))).toEqual({ ok: false, reason: 'birth-after-date' })
    expect(calculateAge(d(2025, 2, 29), d(2026, 1, 1))).toEqual({ ok: false, reason: 'invalid-birth-date' })
    expect(calculateAge(d(2025, 1, 1), d(2026, 13, 1))).toEqual({ ok: false, reason: 'invalid-as-of-date' })
    expect(calculateAge(d(Number.NaN, 1, 1), d(2026, 1, 1))).toEqual({
      ok: false,
      reason: 'invalid-birth-date',
    })
  })
})

describe('isAgeWithin (eligibility on a cut-off date)', () => {
  it('min and max age inclusive of the exact day', () => {
    expect(isAgeWithin(d(2005, 8, 1), d(2026, 8, 1), 21, 32)).toEqual({ ok: true, value: true })
    expect(isAgeWithin(d(2005, 8, 2), d(2026, 8, 1), 21, 32)).toEqual({ ok: true, value: false })
    expect(isAgeWithin(d(1994, 8, 1), d(2026, 8, 1), 21, 32)).toEqual({ ok: true, value: true })
    expect(isAgeWithin(d(1994, 7, 31), d(2026, 8, 1), 21, 32)).toEqual({ ok: true, value: false })
  })
})
