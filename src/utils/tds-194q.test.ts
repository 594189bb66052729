import { describe, expect, it } from 'vitest'
import { tds194q } from './tds-194q'

const g6 = { applicable: true, sellerPanValid: true, earlierThisYear: 48_00_000_00, taxable: 35_40_000_00 }

describe('TDS under s.194Q (research/modules.md G6)', () => {
  it('G6: 0.1 % of what crosses ₹50 lakh with the OEM this year', () => {
    expect(tds194q(g6)).toEqual({ base: 33_40_000_00, rate_bp: 10, amount: 3_340_00 })
  })

  it('takes the whole bill once the year is past the limit, none below it, and none when not applicable', () => {
    expect(tds194q({ ...g6, earlierThisYear: 60_00_000_00 }).base).toBe(35_40_000_00)
    expect(tds194q({ ...g6, earlierThisYear: 0, taxable: 50_00_000_00 }).amount).toBe(0)
    expect(tds194q({ ...g6, earlierThisYear: 0, taxable: 50_00_000_01 })).toMatchObject({
      base: 1,
      amount: 0,
    })
    expect(tds194q({ ...g6, applicable: false })).toMatchObject({ base: 0, amount: 0 })
  })

  it('deducts 5 % from a seller without a valid PAN', () => {
    expect(tds194q({ ...g6, sellerPanValid: false })).toEqual({
      base: 33_40_000_00,
      rate_bp: 500,
      amount: 1_67_000_00,
    })
  })
})
