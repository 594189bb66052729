import { describe, expect, it } from 'vitest'
import type { Booking } from '@schemas/index'
import {
  allot,
  breaksCashLimit,
  cancel,
  canMove,
  CASH_LIMIT_PAISE,
  checkBooking,
  daysToDelivery,
  deliver,
  draftFromBooking,
  emptyDraft,
  formatRupeesInput,
  isEditable,
  release,
  type BookingDraft,
  type CheckContext,
  type CheckResult,
} from './booking-rules'
import { customFieldsFromSettings } from './custom-fields'
import { invoiceOfAllotted } from './booking-invoice'

const TODAY = '2026-05-20'
const ctx: CheckContext = { today: TODAY, customFields: [], otherCashSameDay: 0 }
/** A refused check's codes by field, to compare in one go. */
const codes = (r: CheckResult) =>
  r.ok ? null : Object.fromEntries(Object.entries(r.errors).map(([field, e]) => [field, e?.code]))

function draft(patch: Partial<BookingDraft> = {}): BookingDraft {
  return {
    ...emptyDraft(TODAY),
    party_id: 'p1',
    customer_name: 'Sunita Devi',
    mobile: '98765 43210',
    model: 'Swift',
    variant: 'VXi',
    colour: 'Pearl White',
    amount: '21,000',
    ...patch,
  }
}

describe('checkBooking', () => {
  it('accepts a complete booking and stores trimmed values in paise', () => {
    const r = checkBooking(draft({ expected_delivery: '2026-06-15', notes: '  first car  ' }), ctx)
    expect(r).toEqual({
      ok: true,
      value: {
        booking_date: TODAY,
        party_id: 'p1',
        customer_name: 'Sunita Devi',
        mobile: '9876543210',
        model: 'Swift',
        variant: 'VXi',
        colour: 'Pearl White',
        expected_delivery: '2026-06-15',
        amount: 21_000_00,
        payment_mode: 'cash',
        notes: 'first car',
        custom: {},
      },
    })
  })

  it('names every missing or bad field', () => {
    const r = checkBooking(
      {
        ...emptyDraft(TODAY),
        booking_date: '2026-13-01',
        mobile: '12345',
        amount: '0',
        payment_mode: '',
        expected_delivery: 'soon',
      },
      ctx,
    )
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(codes(r)).toEqual({
      booking_date: 'date',
      party_id: 'required',
      mobile: 'mobile',
      model: 'required',
      variant: 'required',
      colour: 'required',
      expected_delivery: 'date',
      amount: 'amount-positive',
      payment_mode: 'required',
    })
  })

  it('checks amounts: decimals, negative, text', () => {
    const err = (amount: string) => {
      const r = checkBooking(draft({ amount }), ctx)
      return r.ok ? null : (r.errors.amount?.code ?? null)
    }
    expect(err('1000.505')).toBe('amount')
    expect(err('-5')).toBe('amount-positive')
    expect(err('abc')).toBe('amount')
    expect(err('')).toBe('required')
    expect(err('0.01')).toBeNull()
  })

  it('refuses a booking dated in the future and a delivery expected before the booking', () => {
    const r = checkBooking(draft({ booking_date: '2026-05-21', expected_delivery: '2026-05-01' }), ctx)
    expect(r.ok ? null : r.errors.booking_date?.code).toBe('future')
    const r2 = checkBooking(draft({ expected_delivery: '2026-05-19' }), ctx)
    expect(r2.ok ? null : r2.errors.expected_delivery?.code).toBe('before-booking')
    expect(checkBooking(draft({ expected_delivery: TODAY }), ctx).ok).toBe(true)
  })

  it('keeps an edited booking in the financial year of its receipt number', () => {
    const editing = { ...ctx, receiptNo: 'RV7QK/2627/0004' }
    expect(checkBooking(draft({ booking_date: '2026-04-01' }), editing).ok).toBe(true)
    const r = checkBooking(draft({ booking_date: '2026-03-31' }), editing)
    expect(r.ok ? null : r.errors.booking_date?.code).toBe('fy-changed')
  })

  it('refuses ₹2,00,000 or more in cash from one customer in a day (s.269ST)', () => {
    const limitRupees = String(CASH_LIMIT_PAISE / 100)
    expect(checkBooking(draft({ amount: '199999.99' }), ctx).ok).toBe(true)
    const r = checkBooking(draft({ amount: limitRupees }), ctx)
    expect(r.ok ? null : (r.errors.amount?.code ?? null)).toBe('cash-limit')
    // The same amount by UPI is fine.
    expect(checkBooking(draft({ amount: limitRupees, payment_mode: 'upi' }), ctx).ok).toBe(true)
    // Cash already taken from the same customer that day counts.
    const r2 = checkBooking(draft({ amount: '50000' }), { ...ctx, otherCashSameDay: 150_000_00 })
    expect(r2.ok ? null : r2.errors.amount?.code).toBe('cash-limit')
    expect(breaksCashLimit('cash', 49_999_99, 150_000_00)).toBe(false)
  })

  it('wants a cheque or UTR number for cheque and bank transfer', () => {
    const r = checkBooking(draft({ payment_mode: 'cheque' }), ctx)
    expect(r.ok ? null : r.errors.payment_ref?.code).toBe('ref-required')
    expect(checkBooking(draft({ payment_mode: 'bank_transfer', payment_ref: 'UTR123' }), ctx).ok).toBe(true)
    expect(checkBooking(draft({ payment_mode: 'upi' }), ctx).ok).toBe(true)
  })

  it('enforces the custom fields from settings', () => {
    const customFields = customFieldsFromSettings({
      booking_settings: { customFields: [{ id: 'rto', label: 'RTO', type: 'text', required: true }] },
    })
    const r = checkBooking(draft(), { ...ctx, customFields })
    expect(codes(r)).toEqual({ 'custom.rto': 'required' })
    const r2 = checkBooking(draft({ custom: { rto: 'MH12' } }), { ...ctx, customFields })
    expect(r2.ok && r2.value.custom).toEqual({ rto: 'MH12' })
  })

  it('refuses text longer than the schema keeps', () => {
    const r = checkBooking(draft({ colour: 'x'.repeat(61), notes: 'n'.repeat(1001) }), ctx)
    expect(codes(r)).toEqual({ colour: 'too-long', notes: 'too-long' })
  })
})

const booking: Booking = {
  id: 'b1',
  rev: 1,
  created_at: 0,
  updated_at: 0,
  receipt_no: 'RV7QK/2627/0001',
  booking_date: '2026-05-10',
  list_key: '7973-94-89',
  party_id: 'p1',
  customer_name: 'Sunita Devi',
  model: 'Swift',
  variant: 'VXi',
  colour: 'White',
  amount: 21_000_00,
  payment_mode: 'upi',
  status: 'booked',
  custom: {},
}

describe('status machine', () => {
  it('allows only the documented moves; nothing leaves delivered or cancelled', () => {
    expect(canMove('booked', 'allotted')).toBe(true)
    expect(canMove('booked', 'delivered')).toBe(false)
    expect(canMove('allotted', 'delivered')).toBe(true)
    expect(canMove('allotted', 'booked')).toBe(true)
    expect(canMove('booked', 'cancelled')).toBe(true)
    expect(canMove('allotted', 'cancelled')).toBe(true)
    for (const to of ['booked', 'allotted', 'delivered', 'cancelled'] as const) {
      expect(canMove('delivered', to)).toBe(false)
      expect(canMove('cancelled', to)).toBe(false)
    }
    expect(isEditable('booked')).toBe(true)
    expect(isEditable('delivered')).toBe(false)
  })

  it('allots a chassis in stock (cleaned), refuses one that is not, and releases it again', () => {
    const unit = (chassis: string, state = 'in_stock') => ({
      chassis_no: chassis,
      description: 'Maruti Swift VXi',
      model: 'Swift',
      variant: 'VXi',
      colour: 'White',
      state,
      allottedTo: state === 'allotted' ? 'b-other' : null,
    })
    const stock = [
      unit('MA3EWDD1S00123456'),
      unit('MA3EWDD1S00999999', 'sold'),
      unit('MA3EWDD1S00888888', 'allotted'),
    ]
    expect(allot(booking, ' ma3 ewdd1s00123456 ', stock)).toEqual({
      ok: true,
      patch: { status: 'allotted', allotted_chassis_no: 'MA3EWDD1S00123456' },
    })
    expect(allot(booking, '', stock)).toEqual({ ok: false, errors: { chassis: 'required' } })
    expect(allot(booking, 'AB#1', stock)).toEqual({ ok: false, errors: { chassis: 'chassis' } })
    expect(allot(booking, 'AB12', stock)).toEqual({ ok: false, errors: { chassis: 'chassis' } })
    expect(allot(booking, 'MA3-EWDD1S-00123456', stock)).toMatchObject({
      patch: { allotted_chassis_no: 'MA3EWDD1S00123456' },
    })
    // Not in the stock at all, sold, or another booking's: refused, nothing to store.
    expect(allot(booking, 'MA3EWDD1S00000000', stock)).toEqual({
      ok: false,
      errors: { chassis: 'chassis-unknown' },
    })
    expect(allot(booking, 'MA3EWDD1S00999999', stock)).toEqual({
      ok: false,
      errors: { chassis: 'chassis-sold' },
    })
    expect(allot(booking, 'MA3EWDD1S00888888', stock)).toEqual({
      ok: false,
      errors: { chassis: 'chassis-allotted' },
    })
    // A missing PDI is the dialog's warning, never a refusal.
    expect(allot(booking, 'MA3EWDD1S00123456', stock, { pdiRequired: true })).toMatchObject({ ok: true })
    expect(allot({ ...booking, status: 'allotted' }, 'MA3EWDD1S00123456', stock)).toMatchObject({
      refused: 'transition',
    })
    expect(release({ status: 'allotted' }, [])).toMatchObject({ ok: true, patch: { status: 'booked' } })
    expect(release(booking, [])).toMatchObject({ refused: 'transition' })
  })

  it('does not release a chassis on a live invoice; a cancelled invoice frees it again', () => {
    const allotted = { status: 'allotted' as const, allotted_chassis_no: 'MA3EWDD1S00123456' }
    const invoice = {
      id: 'v-1',
      status: 'posted',
      number: 'NRINV-2526/A0001',
      doc_date: '2026-05-12',
      lines: [{ kind: 'vehicle', chassis: 'MA3EWDD1S00123456' }, { kind: 'accessory' }],
    }
    expect(invoiceOfAllotted(allotted, [invoice])).toBe(invoice)
    expect(release(allotted, [invoice])).toEqual({ ok: false, errors: {}, refused: 'invoiced' })
    const cancelled = { ...invoice, status: 'cancelled' }
    expect(invoiceOfAllotted(allotted, [cancelled])).toBeNull()
    expect(release(allotted, [cancelled])).toMatchObject({ ok: true, patch: { status: 'booked' } })
    // An invoice of another chassis does not hold this one.
    const other = { ...invoice, id: 'v-2', lines: [{ kind: 'vehicle', chassis: 'MA3EWDD1S00999999' }] }
    expect(release(allotted, [cancelled, other])).toMatchObject({ ok: true })
    // A booking refused for its status says so first.
    expect(
      release({ status: 'delivered', allotted_chassis_no: 'MA3EWDD1S00123456' }, [invoice]),
    ).toMatchObject({
      refused: 'transition',
    })
  })

  it('delivers only an allotted booking, on a date between the booking and today', () => {
    expect(deliver(booking, TODAY, TODAY)).toMatchObject({ refused: 'transition' })
    const allotted = { ...booking, status: 'allotted' as const }
    expect(deliver(allotted, '2026-05-09', TODAY)).toEqual({
      ok: false,
      errors: { delivered_on: 'before-booking' },
    })
    expect(deliver(allotted, '2026-05-21', TODAY)).toEqual({ ok: false, errors: { delivered_on: 'future' } })
    expect(deliver(allotted, TODAY, TODAY)).toEqual({
      ok: true,
      patch: { status: 'delivered', delivered_on: TODAY },
    })
    expect(deliver({ ...booking, status: 'delivered' }, TODAY, TODAY)).toMatchObject({
      refused: 'transition',
    })
  })

  it('cancels with a refund of at most the amount received, with its mode', () => {
    const input = { date: TODAY, reason: 'Changed mind', refund: '21000', refundMode: 'upi' as const }
    expect(cancel(booking, input, TODAY)).toEqual({
      ok: true,
      patch: {
        status: 'cancelled',
        cancelled_on: TODAY,
        cancel_reason: 'Changed mind',
        refund_amount: 21_000_00,
        refund_mode: 'upi',
      },
    })
    expect(cancel(booking, { ...input, refund: '21000.01' }, TODAY)).toEqual({
      ok: false,
      errors: { refund_amount: 'refund-over' },
    })
    expect(
      cancel(booking, { date: '2026-05-01', reason: ' ', refund: '500', refundMode: '' }, TODAY),
    ).toEqual({
      ok: false,
      errors: { cancelled_on: 'before-booking', cancel_reason: 'required', refund_mode: 'required' },
    })
    // Nothing refunded (the advance is forfeited): no mode needed.
    expect(cancel(booking, { ...input, refund: '', refundMode: '' }, TODAY)).toMatchObject({
      ok: true,
      patch: { refund_amount: 0 },
    })
    expect(cancel({ ...booking, status: 'delivered' }, input, TODAY)).toMatchObject({ refused: 'transition' })
    expect(cancel({ ...booking, status: 'cancelled' }, input, TODAY)).toMatchObject({ refused: 'transition' })
  })
})

describe('helpers', () => {
  it('round-trips a booking through the form', () => {
    const d = draftFromBooking({ ...booking, amount: 12_345_50, mobile: '9876543210' })
    expect(d.amount).toBe('12345.50')
    expect(checkBooking(d, { ...ctx, receiptNo: booking.receipt_no })).toMatchObject({
      ok: true,
      value: { amount: 12_345_50, mobile: '9876543210', payment_mode: 'upi' },
    })
    expect(formatRupeesInput(10_000_00)).toBe('10000')
  })

  it('counts days to the expected delivery while the booking is open', () => {
    expect(daysToDelivery({ status: 'booked', expected_delivery: '2026-05-25' }, TODAY)).toBe(5)
    expect(daysToDelivery({ status: 'allotted', expected_delivery: '2026-05-18' }, TODAY)).toBe(-2)
    expect(daysToDelivery({ status: 'delivered', expected_delivery: '2026-05-18' }, TODAY)).toBeNull()
    expect(daysToDelivery({ status: 'booked' }, TODAY)).toBeNull()
  })
})
