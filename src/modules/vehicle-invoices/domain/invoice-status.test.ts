import { describe, expect, it } from 'vitest'
import { invoiceCancelBlock, invoiceStatus } from './invoice-status'

describe('invoiceStatus', () => {
  it('is delivered once a posted invoice has its delivery, else its own status', () => {
    expect(invoiceStatus({ status: 'posted' })).toBe('posted')
    expect(invoiceStatus({ status: 'posted', delivery: { at: 1 } })).toBe('delivered')
    expect(invoiceStatus({ status: 'cancelled', delivery: { at: 1 } })).toBe('cancelled')
    expect(invoiceStatus({ status: 'draft' })).toBe('draft')
  })
})

describe('invoiceCancelBlock', () => {
  it('keeps a delivered invoice from being cancelled: the vehicle comes back by a credit note', () => {
    expect(invoiceCancelBlock({})).toBeNull()
    expect(invoiceCancelBlock({ delivery: { at: 1 } as never })).toBe('delivered')
  })
})
