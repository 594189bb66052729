import { describe, expect, it } from 'vitest'
import { deviceSeriesCode, isValidDocNumber } from '@/utils/doc-series'
import { fyOfIso, nextReceiptNumber, receiptFyCode, receiptSeries } from './receipt-number'

const DEVICE = '3f2c0f4e-9a4b-4d7e-8c61-0d2a9c5b7e10'

describe('receipt numbers', () => {
  it('are RV + device code / FY / 4 digits, at most 16 legal characters', () => {
    const series = receiptSeries(DEVICE, '2026-04-01')
    expect(series).not.toBeNull()
    const first = nextReceiptNumber(series!, [])
    expect(first).toBe(`RV${deviceSeriesCode(DEVICE)}/2627/0001`)
    expect(first!.length).toBeLessThanOrEqual(16)
    expect(isValidDocNumber(first!)).toBe(true)
  })

  it('follow the highest number of this device and year, ignoring other devices and years', () => {
    const code = deviceSeriesCode(DEVICE)
    const other = code === 'ZZZ' ? 'ZZY' : 'ZZZ'
    const series = receiptSeries(DEVICE, '2027-03-31')!
    expect(series.fy.shortCode).toBe('2627')
    const issued = [
      `RV${code}/2627/0002`,
      `RV${code}/2627/0009`,
      `RV${other}/2627/0500`,
      `RV${code}/2526/0700`,
    ]
    expect(nextReceiptNumber(series, issued)).toBe(`RV${code}/2627/0010`)
    // A new financial year starts again at 1.
    expect(nextReceiptNumber(receiptSeries(DEVICE, '2027-04-01')!, issued)).toBe(`RV${code}/2728/0001`)
  })

  it('stop when the series is full rather than exceed 16 characters', () => {
    const code = deviceSeriesCode(DEVICE)
    const series = receiptSeries(DEVICE, '2026-06-15')!
    expect(nextReceiptNumber(series, [`RV${code}/2627/99998`])).toBe(`RV${code}/2627/99999`)
    expect(nextReceiptNumber(series, [`RV${code}/2627/99999`])).toBeNull()
  })

  it('give no series for a bad date, and read the year back from a number', () => {
    expect(receiptSeries(DEVICE, '2026-02-30')).toBeNull()
    expect(receiptSeries(DEVICE, '')).toBeNull()
    expect(fyOfIso('2026-03-31')?.label).toBe('2025-26')
    expect(receiptFyCode('RV7QK/2627/0001')).toBe('2627')
    expect(receiptFyCode('nonsense')).toBeNull()
  })
})
