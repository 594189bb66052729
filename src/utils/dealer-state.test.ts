import { describe, expect, it } from 'vitest'
import { dealerStateCode } from './dealer-state'

describe('dealerStateCode', () => {
  it('takes the GSTIN prefix when the GSTIN is valid, else the state name', () => {
    expect(dealerStateCode({ gst_no: ' 27aapfu0939f1zv ', state: 'Karnataka' })).toBe('27')
    expect(dealerStateCode({ gst_no: '27AAPFU0939F1ZW', state: 'Uttar Pradesh' })).toBe('09')
    expect(dealerStateCode({ gst_no: null, state: ' maharashtra ' })).toBe('27')
    expect(dealerStateCode({ state: 'Atlantis' })).toBeNull()
    expect(dealerStateCode(null)).toBeNull()
  })
})
