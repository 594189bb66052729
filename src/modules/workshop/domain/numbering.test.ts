import { describe, expect, it } from 'vitest'
import { deviceSeriesCode } from '@/utils/doc-series'
import { financialYearAt, nextJobNumber } from './numbering'

describe('job numbers', () => {
  const device = 'device-one'
  const code = deviceSeriesCode(device)
  const april2026 = new Date(2026, 3, 1, 10).getTime()
  const march2027 = new Date(2027, 2, 31, 18).getTime()

  it('follows the financial year of the opening date', () => {
    expect(financialYearAt(april2026).label).toBe('2026-27')
    expect(financialYearAt(march2027).label).toBe('2026-27')
    expect(financialYearAt(new Date(2026, 2, 31, 23).getTime()).label).toBe('2025-26')
  })
  it('numbers this device consecutively and ignores other devices and years', () => {
    expect(nextJobNumber(device, april2026, [])).toBe(`JC${code}/2627/0001`)
    const other = deviceSeriesCode('device-two')
    expect(other).not.toBe(code)
    const known = [
      `JC${code}/2627/0001`,
      `JC${code}/2627/0002`,
      `JC${code}/2526/0040`,
      `JC${other}/2627/0099`,
    ]
    expect(nextJobNumber(device, march2027, known)).toBe(`JC${code}/2627/0003`)
    expect(nextJobNumber('device-two', march2027, known)).toBe(`JC${other}/2627/0100`)
  })
})
