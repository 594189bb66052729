import { describe, expect, it } from 'vitest'
import { daysFrom, indianDate, indianDateText, plusDays } from './dates'
import { averageKmPerDay, DEFAULT_KM_PER_DAY, daysToKm } from './running'

describe('averageKmPerDay', () => {
  it('divides the km between the first and last reading by the days between them, in any order', () => {
    const readings = [
      { on: '2026-03-02', km: 3_000 },
      { on: '2026-01-01', km: 0 },
      { on: '2026-02-01', km: 1_000 },
    ]
    // 3,000 km over 60 days.
    expect(averageKmPerDay(readings)).toBe(50)
    expect(averageKmPerDay([...readings].reverse())).toBe(50)
  })

  it('falls back to the default with one reading, readings too close, or a meter that went back', () => {
    expect(averageKmPerDay([])).toBe(DEFAULT_KM_PER_DAY)
    expect(averageKmPerDay([{ on: '2026-01-01', km: 10 }])).toBe(30)
    expect(
      averageKmPerDay([
        { on: '2026-01-01', km: 10 },
        { on: '2026-01-04', km: 400 },
      ]),
    ).toBe(30)
    expect(
      averageKmPerDay([
        { on: '2026-01-01', km: 9_000 },
        { on: '2026-03-01', km: 200 },
      ]),
    ).toBe(30)
    expect(averageKmPerDay([{ on: '2026-01-01', km: 10 }], { defaultKmPerDay: 40 })).toBe(40)
    expect(
      averageKmPerDay(
        [
          { on: '2026-01-01', km: 0 },
          { on: '2026-01-04', km: 300 },
        ],
        { minSpanDays: 2 },
      ),
    ).toBe(100)
  })
})

describe('daysToKm', () => {
  it('rounds up and is at least one day', () => {
    expect(daysToKm(0, 1_000, 30)).toBe(34)
    expect(daysToKm(5_000, 4_000, 30)).toBe(1)
  })
})

describe('dates', () => {
  it('reads an instant as the day in India whatever the device’s zone', () => {
    // 20:00 UTC on 31 Mar is 01:30 IST on 1 Apr.
    expect(indianDate(Date.UTC(2026, 2, 31, 20, 0))).toBe('2026-04-01')
    expect(indianDate(Date.UTC(2026, 2, 31, 18, 29))).toBe('2026-03-31')
  })

  it('adds days and counts them across months and leap years', () => {
    expect(plusDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(plusDays('2026-01-10', -10)).toBe('2025-12-31')
    expect(daysFrom('2026-01-01', '2026-03-01')).toBe(59)
  })

  it('writes a date the Indian way', () => {
    expect(indianDateText('2026-06-05')).toBe('05/06/2026')
  })
})
