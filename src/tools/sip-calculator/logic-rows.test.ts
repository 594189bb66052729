import { describe, expect, it } from 'vitest'
import { calculateLumpSum, calculateSip, projectionRows } from './logic'

describe('projectionRows', () => {
  it('gives a SIP its instalment, cumulative investment and gain per year', () => {
    const sip = calculateSip({ monthlyPaise: 1_000_000, annualRatePercent: 12, years: 2, stepUpPercent: 10 })
    if (!sip.ok) throw new Error('fixture')
    const rows = projectionRows(sip.value)
    expect(rows.map((r) => r.monthlyPaise)).toEqual([1_000_000, 1_100_000])
    expect(rows.map((r) => r.investedPaise)).toEqual([12_000_000, 25_200_000])
    expect(rows[1]?.gainsPaise).toBe(sip.value.gainsPaise)
  })

  it('keeps a lump sum invested amount constant and has no instalment', () => {
    const lump = calculateLumpSum(10_000_000, 10, 2)
    if (!lump.ok) throw new Error('fixture')
    expect(projectionRows(lump.value)).toEqual([
      {
        year: 1,
        monthlyPaise: null,
        investedPaise: 10_000_000,
        valuePaise: 11_000_000,
        gainsPaise: 1_000_000,
      },
      {
        year: 2,
        monthlyPaise: null,
        investedPaise: 10_000_000,
        valuePaise: 12_100_000,
        gainsPaise: 2_100_000,
      },
    ])
  })
})
