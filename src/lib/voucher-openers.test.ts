import { afterEach, describe, expect, it } from 'vitest'
import { openVoucherHref, setVoucherOpeners } from './voucher-openers'

afterEach(() => setVoucherOpeners({}))

describe('voucher openers', () => {
  it('open a type where the app said, and nowhere for a type no module shows', () => {
    setVoucherOpeners({ vinv: (id) => `/vehicle-invoices?id=${encodeURIComponent(id)}` })
    expect(openVoucherHref('vinv', 'a/b')).toBe('/vehicle-invoices?id=a%2Fb')
    expect(openVoucherHref('ppur', 'x')).toBeNull()
    setVoucherOpeners({})
    expect(openVoucherHref('vinv', 'x')).toBeNull()
  })
})
