import { describe, expect, it } from 'vitest'
import { decodeGstLines, encodeGstLines, MAX_GST_LINES } from './logic'

describe('encodeGstLines / decodeGstLines', () => {
  it('round-trips items, chips and custom rates', () => {
    const lines = [
      { amount: '1,18,000', rate: '18' },
      { amount: '500', rate: 'c12' },
    ]
    expect(encodeGstLines(lines)).toBe('1,18,000~18;500~c12')
    expect(decodeGstLines(encodeGstLines(lines))).toEqual(lines)
  })
  it('strips separators typed into a field so they cannot split an item', () => {
    expect(decodeGstLines(encodeGstLines([{ amount: '1;2~3', rate: '5' }]))).toEqual([
      { amount: '123', rate: '5' },
    ])
  })
  it('defaults a missing rate to 18 % and caps the number of items', () => {
    expect(decodeGstLines('100')).toEqual([{ amount: '100', rate: '18' }])
    expect(decodeGstLines(Array(80).fill('1~5').join(';'))).toHaveLength(MAX_GST_LINES)
  })
})
