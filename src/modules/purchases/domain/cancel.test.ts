import { describe, expect, it } from 'vitest'
import { purchaseCancelBlock } from './cancel'

const bill = {
  lines: [
    { kind: 'vehicle', chassis: 'ma3ewb22s00123451' },
    { kind: 'vehicle', chassis: 'MA3EWB22S00123452' },
    { kind: 'charge' },
  ],
}

describe('purchaseCancelBlock', () => {
  it('lets a bill go while its vehicles are all in stock, not once one is allotted, sold or returned', () => {
    expect(purchaseCancelBlock(bill, () => 'in_stock')).toBeNull()
    for (const state of ['allotted', 'sold', 'delivered', 'returned_to_oem'] as const) {
      expect(purchaseCancelBlock(bill, (c) => (c === 'MA3EWB22S00123451' ? state : 'in_stock'))).toBe(
        'units-moved',
      )
    }
  })
})
