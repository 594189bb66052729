import { afterEach, describe, expect, it } from 'vitest'
import { setVoucherOpeners } from '@/lib/voucher-openers'
import { voucherHref } from './voucher-links'

afterEach(() => setVoucherOpeners({}))

describe('where a voucher opens', () => {
  it('on its own screen, encoded; nowhere for a type without one', () => {
    expect(voucherHref('rcpt', 'a/b')).toBe('/receipts?id=a%2Fb')
    expect(voucherHref('rfnd', 'x')).toBe('/receipts?id=x')
    expect(voucherHref('pay', 'x')).toBe('/receipts?id=x')
    expect(voucherHref('jv', 'j 1')).toBe('/journal-entry?id=j+1')
    expect(voucherHref('vinv', 'v1')).toBeNull()
    expect(voucherHref('stj', 's1')).toBeNull()
  })

  it('opens another module’s type where the app registered it', () => {
    setVoucherOpeners({ vinv: (id) => `/vehicle-invoices?id=${id}` })
    expect(voucherHref('vinv', 'v1')).toBe('/vehicle-invoices?id=v1')
  })
})
