import { describe, expect, it } from 'vitest'
import { voucherMatches } from './voucher-search'

const bill = {
  number: 'VPA1/2526/0004',
  supplier_bill_no: 'GJ/0912',
  party: { name: 'Gujarat Motors Pvt Ltd' },
  lines: [{ chassis: 'MA3EWB22S00123451' }, {}],
}

describe('voucherMatches', () => {
  it('finds a bill by entry number, supplier bill number, a part of a chassis or the supplier’s name', () => {
    expect(voucherMatches(bill, '')).toBe(true)
    expect(voucherMatches(bill, 'vpa1/2526')).toBe(true)
    expect(voucherMatches(bill, 'gj/09')).toBe(true)
    expect(voucherMatches(bill, '0123451')).toBe(true)
    expect(voucherMatches(bill, 'ma3e-wb22')).toBe(true)
    expect(voucherMatches(bill, 'gujarat motors')).toBe(true)
    expect(voucherMatches(bill, 'maruti')).toBe(false)
    expect(voucherMatches(bill, '999')).toBe(false)
  })

  it('finds a return by the number of the bill it was raised against', () => {
    const note = { number: 'VDA1/2526/0001', party: { name: 'Gujarat Motors' }, lines: [] }
    expect(voucherMatches(note, 'GJ/0912', 'GJ/0912')).toBe(true)
    expect(voucherMatches(note, 'GJ/0913', 'GJ/0912')).toBe(false)
  })
})
