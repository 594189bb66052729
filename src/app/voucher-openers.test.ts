import { describe, expect, it } from 'vitest'
import { VOUCHER_TYPE_DEFS } from '@schemas/voucher-types'
import { openVoucherHref } from '@/lib/voucher-openers'
import { builtFeatures } from './modules'
import { VOUCHER_OPENERS } from './voucher-openers'

describe('the app’s voucher openers', () => {
  it('open every voucher type whose module is built, on its own screen', () => {
    expect(openVoucherHref('vinv', 'a/b')).toBe('/vehicle-invoices?id=a%2Fb')
    expect(openVoucherHref('vpur', 'x')).toBe('/purchases?id=x')
    expect(openVoucherHref('vpret', 'x')).toBe('/purchase-returns?id=x')
    expect(openVoucherHref('vcn', 'x')).toBe('/sales-returns?id=x')
    expect(openVoucherHref('rfnd', 'x')).toBe('/receipts?id=x')
    // Workshop invoices are written under the job cards' feature, but their screen comes with workshop billing.
    const screenless = new Set(['winv'])
    const built = new Set<string>(builtFeatures())
    for (const [type, def] of Object.entries(VOUCHER_TYPE_DEFS)) {
      if (built.has(def.feature) && !screenless.has(type)) {
        expect(VOUCHER_OPENERS, type).toHaveProperty([type])
      }
    }
  })
})
