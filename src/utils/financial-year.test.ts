import { describe, expect, it } from 'vitest'
import {
  assessmentYearLabel,
  financialYearOf,
  financialYearStarting,
  parseFinancialYear,
} from './financial-year'

describe('financialYearOf', () => {
  it('April starts a new FY; March belongs to the previous one', () => {
    expect(financialYearOf({ year: 2026, month: 4, day: 1 })).toMatchObject({
      ok: true,
      value: { label: '2026-27', shortCode: '2627' },
    })
    expect(financialYearOf({ year: 2026, month: 3, day: 31 })).toMatchObject({ value: { label: '2025-26' } })
    expect(financialYearOf({ year: 2027, month: 1, day: 15 })).toMatchObject({
      value: { startYear: 2026, end: { year: 2027, month: 3, day: 31 } },
    })
    expect(financialYearOf({ year: 1999, month: 12, day: 31 })).toMatchObject({
      value: { label: '1999-00', shortCode: '9900' },
    })
    expect(financialYearOf({ year: 2026, month: 2, day: 29 })).toEqual({ ok: false, reason: 'invalid-date' })
  })
  it('parses labels and gives the assessment year', () => {
    expect(parseFinancialYear('2026-27')).toMatchObject({ ok: true, value: { startYear: 2026 } })
    expect(parseFinancialYear('2099-2100')).toMatchObject({
      ok: true,
      value: { startYear: 2099, label: '2099-00' },
    })
    expect(parseFinancialYear('1999-00')).toMatchObject({ ok: true, value: { startYear: 1999 } })
    expect(parseFinancialYear('2026-28')).toEqual({ ok: false, reason: 'not-consecutive' })
    expect(parseFinancialYear('FY26')).toEqual({ ok: false, reason: 'invalid-format' })
    expect(assessmentYearLabel(financialYearStarting(2026))).toBe('2027-28')
  })
})
