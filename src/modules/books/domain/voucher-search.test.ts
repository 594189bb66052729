import { describe, expect, it } from 'vitest'
import { purchaseMatches } from './search'

const bill = {
  number: 'VPA1/2526/0004',
  supplier_bill_no: 'GJ/0912',
  party: { name: 'Gujarat Motors Pvt Ltd' },
  lines: [{ chassis: 'MA3EWB22S00123451' }, {}],
}

describe('purchaseMatches', () => {
  it('finds a bill by entry number, supplier bill number, a part of a chassis or the supplier’s name', () => {
    expect(purchaseMatches(bill, '')).toBe(true)
    expect(purchaseMatches(bill, 'vpa1/2526')).toBe(true)
    expect(purchaseMatches(bill, 'gj/09')).toBe(true)
    expect(purchaseMatches(bill, '0123451')).toBe(true)
    expect(purchaseMatches(bill, 'ma3e-wb22')).toBe(true)
    expect(purchaseMatches(bill, 'gujarat motors')).toBe(true)
    expect(purchaseMatches(bill, 'maruti')).toBe(false)
    expect(purchaseMatches(bill, '999')).toBe(false)
  })

  it('finds a return by the number of the bill it was raised against', () => {
    const note = { number: 'VDA1/2526/0001', party: { name: 'Gujarat Motors' }, lines: [] }
    expect(purchaseMatches(note, 'GJ/0912', 'GJ/0912')).toBe(true)
    expect(purchaseMatches(note, 'GJ/0913', 'GJ/0912')).toBe(false)
  })
})
