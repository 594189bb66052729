import { describe, expect, it } from 'vitest'
import { voucherHref } from './voucher-links'

describe('where a voucher opens', () => {
  it('on its own screen, encoded; nowhere for a type without one', () => {
    expect(voucherHref('rcpt', 'a/b')).toBe('/receipts?id=a%2Fb')
    expect(voucherHref('rfnd', 'x')).toBe('/receipts?id=x')
    expect(voucherHref('pay', 'x')).toBe('/receipts?id=x')
    expect(voucherHref('jv', 'j 1')).toBe('/journal-entry?id=j+1')
    expect(voucherHref('vinv', 'v1')).toBeNull()
    expect(voucherHref('stj', 's1')).toBeNull()
  })
})
