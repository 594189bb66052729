import { describe, expect, it } from 'vitest'
import { invoiceStatus } from './invoice-status'

describe('invoiceStatus', () => {
  it('is delivered once a posted invoice has its delivery, else its own status', () => {
    expect(invoiceStatus({ status: 'posted' })).toBe('posted')
    expect(invoiceStatus({ status: 'posted', delivery: { at: 1 } })).toBe('delivered')
    expect(invoiceStatus({ status: 'cancelled', delivery: { at: 1 } })).toBe('cancelled')
    expect(invoiceStatus({ status: 'draft' })).toBe('draft')
  })
})
