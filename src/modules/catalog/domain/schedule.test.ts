import { describe, expect, it } from 'vitest'
import { priceOn, rateOn, rateProblem } from './schedule'

const item = {
  // Kept out of order on purpose: two devices append entries in any order.
  tax_schedule: [
    { from: '2025-09-22', gst_bp: 4000, cess_bp: 0 },
    { from: '2017-07-01', gst_bp: 2800, cess_bp: 2200 },
  ],
  prices: [
    { from: '2025-04-01', ex_showroom: 14_75_000_00 },
    { from: '2025-09-22', ex_showroom: 13_20_000_00 },
  ],
}

describe('a variant on a date', () => {
  it('takes the rate in force on the document date, not today (G4: 18 Sep vs October)', () => {
    expect(rateOn(item, '2025-09-18')).toEqual({ from: '2017-07-01', gst_bp: 2800, cess_bp: 2200 })
    expect(rateOn(item, '2025-09-21')?.gst_bp).toBe(2800)
    expect(rateOn(item, '2025-09-22')).toEqual({ from: '2025-09-22', gst_bp: 4000, cess_bp: 0 })
    expect(rateOn(item, '2017-06-30')).toBeNull()
  })

  it('takes the price in force on the date', () => {
    expect(priceOn(item, '2025-09-21')).toBe(14_75_000_00)
    expect(priceOn(item, '2025-11-15')).toBe(13_20_000_00)
    expect(priceOn(item, '2025-03-31')).toBeNull()
    expect(priceOn({ prices: [] }, '2025-11-15')).toBeNull()
  })

  it('refuses a rate the law did not have on the date, and cess from GST 2.0 on', () => {
    expect(rateProblem({ gst_bp: 2800, cess_bp: 2200 }, '2025-09-21')).toBeNull()
    expect(rateProblem({ gst_bp: 4000, cess_bp: 0 }, '2025-09-22')).toBeNull()
    expect(rateProblem({ gst_bp: 2800, cess_bp: 0 }, '2025-09-22')).toBe('rate-not-in-slabs')
    expect(rateProblem({ gst_bp: 4000, cess_bp: 0 }, '2025-09-21')).toBe('rate-not-in-slabs')
    expect(rateProblem({ gst_bp: 1800, cess_bp: 100 }, '2025-10-01')).toBe('cess-after-gst2')
    expect(rateProblem({ gst_bp: 1800, cess_bp: 0 }, '2017-06-30')).toBe('before-gst')
    expect(rateProblem({ gst_bp: 1800, cess_bp: 0 }, '2025-02-30')).toBe('invalid-date')
  })
})
