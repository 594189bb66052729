import { describe, expect, it } from 'vitest'
import { bookingInvoiceAction } from './booking-invoice'

const allotted = { status: 'allotted' as const, allotted_chassis_no: 'MA1NE2ZS5R6A22222' }
const ALL = { write: true, read: true }

describe('the invoice a booking offers', () => {
  it('offers to make the invoice of an allotted booking to someone who may write invoices', () => {
    expect(bookingInvoiceAction(allotted, [], ALL)).toEqual({ kind: 'make' })
    expect(bookingInvoiceAction(allotted, [], { write: false, read: true })).toBeNull()
  })

  it('offers nothing to make without an allotted chassis', () => {
    expect(bookingInvoiceAction({ status: 'booked' }, [], ALL)).toBeNull()
    expect(bookingInvoiceAction({ status: 'allotted' }, [], ALL)).toBeNull()
    expect(bookingInvoiceAction({ status: 'cancelled' }, [], ALL)).toBeNull()
  })

  it('opens the invoice once invoiced, whatever the status; a cancelled invoice does not count', () => {
    const posted = { id: 'v1', status: 'posted', number: 'NRINV-2526/A0001', doc_date: '2025-11-15' }
    expect(bookingInvoiceAction(allotted, [posted], ALL)).toEqual({
      kind: 'open',
      id: 'v1',
      number: 'NRINV-2526/A0001',
    })
    expect(bookingInvoiceAction({ ...allotted, status: 'delivered' }, [posted], ALL)).toMatchObject({
      kind: 'open',
    })
    // Someone who may not read invoices is not sent to one, nor offered a second.
    expect(bookingInvoiceAction(allotted, [posted], { write: true, read: false })).toBeNull()
    const cancelled = { ...posted, status: 'cancelled' }
    expect(bookingInvoiceAction(allotted, [cancelled], ALL)).toEqual({ kind: 'make' })
    const again = { id: 'v2', status: 'posted', number: 'NRINV-2526/A0002', doc_date: '2025-11-16' }
    expect(bookingInvoiceAction(allotted, [cancelled, again], ALL)).toMatchObject({ id: 'v2' })
  })
})
