import { describe, expect, it } from 'vitest'
import {
  currentPeriod,
  customPeriod,
  fyPeriod,
  monthPeriod,
  periodFromParams,
  periodLabel,
  periodOfKey,
  periodParams,
  quarterOf,
  quarterPeriod,
  recentPeriods,
  shiftPeriod,
  yearEarlier,
} from './period'

describe('report periods', () => {
  it('reads the financial year, its quarters and months', () => {
    expect(fyPeriod(2026)).toMatchObject({ from: '2026-04-01', to: '2027-03-31' })
    expect(quarterPeriod(2026, 1)).toMatchObject({ from: '2026-04-01', to: '2026-06-30' })
    expect(quarterPeriod(2026, 3)).toMatchObject({ from: '2026-10-01', to: '2026-12-31' })
    expect(quarterPeriod(2027, 4)).toMatchObject({ from: '2028-01-01', to: '2028-03-31' })
    expect(monthPeriod(2028, 2)).toMatchObject({ from: '2028-02-01', to: '2028-02-29' })
    expect(quarterOf('2027-02-10')).toEqual({ startYear: 2026, quarter: 4 })
    expect(quarterOf('2026-07-01')).toEqual({ startYear: 2026, quarter: 2 })
  })

  it('takes the period from the address, else the fallback holding today', () => {
    const today = '2026-11-27'
    const read = (q: string, kind?: 'fy') => periodFromParams(new URLSearchParams(q), today, kind)
    expect(read('period=q:2025-4')).toMatchObject({ from: '2026-01-01', to: '2026-03-31' })
    expect(read('period=m:2026-13')).toMatchObject({ key: 'm:2026-11' })
    expect(read('')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' })
    expect(read('', 'fy')).toMatchObject({ key: 'fy:2026' })
    // A custom period given backwards is the same days; a bad date falls back.
    expect(read('period=custom&from=2026-11-20&to=2026-11-01')).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-20',
    })
    expect(read('period=custom&from=2026-02-31&to=x')).toMatchObject({ key: 'm:2026-11' })
    expect(periodParams(customPeriod('2026-01-01', '2026-01-31'))).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    })
    expect(periodParams(fyPeriod(2025))).toEqual({ period: 'fy:2025' })
    expect(periodOfKey('nonsense')).toBeNull()
  })

  it('steps back and a year back across the year end', () => {
    expect(shiftPeriod(monthPeriod(2026, 1), -1).key).toBe('m:2025-12')
    expect(shiftPeriod(quarterPeriod(2026, 1), -1).key).toBe('q:2025-4')
    expect(yearEarlier(monthPeriod(2026, 11)).key).toBe('m:2025-11')
    expect(yearEarlier(quarterPeriod(2026, 3)).key).toBe('q:2025-3')
    expect(yearEarlier(customPeriod('2028-02-01', '2028-02-29'))).toMatchObject({
      from: '2027-02-01',
      to: '2027-02-28',
    })
    expect(shiftPeriod(customPeriod('2026-11-01', '2026-11-10'), -1)).toMatchObject({
      from: '2026-10-22',
      to: '2026-10-31',
    })
    expect(recentPeriods('quarter', '2026-05-05', 3).map((p) => p.key)).toEqual([
      'q:2026-1',
      'q:2025-4',
      'q:2025-3',
    ])
    expect(currentPeriod('custom', '2026-11-27')).toMatchObject({ from: '2026-11-01', to: '2026-11-27' })
  })

  it('names a period in English and Hindi', () => {
    expect(periodLabel(fyPeriod(2026), 'en')).toBe('FY 2026-27')
    expect(periodLabel(quarterPeriod(2026, 3), 'en')).toBe('Q3 2026-27 (Oct–Dec)')
    expect(periodLabel(monthPeriod(2026, 11), 'en')).toBe('November 2026')
    expect(periodLabel(monthPeriod(2026, 11), 'hi')).toBe('नवंबर 2026')
    expect(periodLabel(customPeriod('2026-11-01', '2026-11-27'), 'hi')).toBe('01-11-2026 से 27-11-2026')
  })
})
