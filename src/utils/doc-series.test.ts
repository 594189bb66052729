import { describe, expect, it } from 'vitest'
import {
  deviceSeriesCode,
  formatDocNumber,
  isValidDocNumber,
  MAX_DOC_NUMBER_LENGTH,
  nextDocNumber,
  numberAfterClash,
  seriesHead,
  sequenceInSeries,
  type DocSeries,
} from './doc-series'
import { financialYearStarting } from './financial-year'

const fy26 = financialYearStarting(2026)
const series: DocSeries = { prefix: 'JC', device: 'A1B', fy: fy26 }

describe('deviceSeriesCode', () => {
  it('is three upper-case base-36 characters, stable for one id', () => {
    const code = deviceSeriesCode('3f2c0f4e-9a4b-4d7e-8c61-0d2a9c5b7e10')
    expect(code).toMatch(/^[0-9A-Z]{3}$/)
    expect(deviceSeriesCode('3f2c0f4e-9a4b-4d7e-8c61-0d2a9c5b7e10')).toBe(code)
  })
  it('spreads different ids over different codes', () => {
    const codes = new Set(Array.from({ length: 200 }, (_, i) => deviceSeriesCode(`device-${i}`)))
    expect(codes.size).toBeGreaterThan(190)
    expect(deviceSeriesCode('')).toMatch(/^[0-9A-Z]{3}$/)
  })
})

describe('formatDocNumber', () => {
  it('writes PREFIX+DEVICE/FY/NNNN', () => {
    expect(seriesHead(series)).toBe('JCA1B/2627/')
    expect(formatDocNumber(series, 1)).toBe('JCA1B/2627/0001')
    expect(formatDocNumber(series, 12345)).toBe('JCA1B/2627/12345')
  })
  it('cleans the prefix and device code to letters and digits', () => {
    expect(formatDocNumber({ prefix: 'j-c!x9', device: 'a/b-c', fy: fy26 }, 7)).toBe('JCXABC/2627/0007')
  })
  it('refuses a number past 16 characters and non-positive sequences', () => {
    expect(formatDocNumber(series, 99999)).toHaveLength(16)
    expect(formatDocNumber(series, 100000)).toBeNull()
    expect(formatDocNumber(series, 0)).toBeNull()
    expect(formatDocNumber(series, 1.5)).toBeNull()
  })
})

describe('nextDocNumber', () => {
  it('starts at 1 and follows the highest number of this series and year only', () => {
    expect(nextDocNumber(series, [])).toBe('JCA1B/2627/0001')
    const issued = [
      'JCA1B/2627/0003',
      'JCA1B/2627/0010',
      'JCZZZ/2627/0400', // another device
      'JCA1B/2526/0900', // last year
      'BKA1B/2627/0500', // another document kind
      'garbage',
    ]
    expect(nextDocNumber(series, issued)).toBe('JCA1B/2627/0011')
  })
  it('reads lower-case and longer sequences of its own series', () => {
    expect(sequenceInSeries('jca1b/2627/0042', series)).toBe(42)
    expect(sequenceInSeries('JCA1B/2627/12x', series)).toBeNull()
    expect(nextDocNumber(series, ['JCA1B/2627/10000'])).toBe('JCA1B/2627/10001')
  })
  it('returns null when the series is full', () => {
    expect(nextDocNumber(series, ['JCA1B/2627/99999'])).toBeNull()
  })
  it('every issued number passes Rule 46(b)', () => {
    for (const n of [1, 9999, 99999]) {
      const number = formatDocNumber(series, n) ?? ''
      expect(isValidDocNumber(number)).toBe(true)
      expect(number.length).toBeLessThanOrEqual(MAX_DOC_NUMBER_LENGTH)
    }
    expect(isValidDocNumber('JC 1')).toBe(false)
    expect(isValidDocNumber('A'.repeat(17))).toBe(false)
    expect(isValidDocNumber('')).toBe(false)
  })
})

describe('numberAfterClash', () => {
  it('takes the next number after every one of its series known here', () => {
    expect(
      numberAfterClash('RVK3Q/2627/0001', ['RVK3Q/2627/0004', 'RVK3Q/2627/0002', 'JCK3Q/2627/0009']),
    ).toBe('RVK3Q/2627/0005')
    expect(numberAfterClash('RVK3Q/2627/0007', ['RVK3Q/2526/0100'])).toBe('RVK3Q/2627/0008')
    expect(numberAfterClash('RVK3Q/2627/12345', [])).toBe('RVK3Q/2627/12346')
  })

  it('gives up on a number that is no series number, or a full series', () => {
    expect(numberAfterClash('RV-0001A', [])).toBeNull()
    expect(numberAfterClash('0001', [])).toBeNull()
    expect(numberAfterClash('RVK3Q/2627/9999', [])).toBe('RVK3Q/2627/10000')
    expect(numberAfterClash('RVK3Q/2627/99999', [])).toBeNull()
  })
})
