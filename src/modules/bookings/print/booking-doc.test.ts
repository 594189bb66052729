import { describe, expect, it } from 'vitest'
import type { Booking } from '@schemas/index'
import { specText } from '@/lib/documents/spec-text'
import { translate } from '@/lib/i18n'
import { BOOKINGS_STRINGS } from '../bookings-strings'
import { bookingDoc, type BookingPrint } from './booking-doc'

const tOf = (lang: 'en' | 'hi') => (key: string, values?: Record<string, string | number>) =>
  translate(BOOKINGS_STRINGS[lang], lang, key, values)

const booking = {
  id: 'b1',
  receipt_no: 'RV7QK/2627/0001',
  status: 'booked',
  booking_date: '2026-11-20',
  party_id: 'p1',
  customer_name: 'Sunita Devi',
  mobile: '9876543210',
  model: 'Swift',
  variant: 'VXi',
  colour: 'Pearl White',
  expected_delivery: '2026-12-15',
  amount: 21_000_00,
  payment_mode: 'cheque',
  payment_ref: '004512',
  sales_person: 'Ravi',
  custom: { rto: 'MH12', fin: '' },
} as unknown as Booking

function input(lang: 'en' | 'hi', patch: Partial<BookingPrint> = {}): BookingPrint {
  return {
    booking,
    company: { company_name: 'Sharma Motors', state: 'Maharashtra', gst_no: '27AAACR5055K1Z5' },
    party: { address: 'Shivaji Nagar, Pune', gstin: null },
    customFields: [
      { id: 'rto', label: 'RTO', type: 'text', required: false, options: [] },
      { id: 'fin', label: 'Financier', type: 'text', required: false, options: [] },
    ] as BookingPrint['customFields'],
    terms: '',
    lang,
    t: tOf(lang),
    ...patch,
  }
}

describe('bookingDoc', () => {
  it('prints the receipt voucher of the advance with everything the slip carries, in English', () => {
    const text = specText(bookingDoc(input('en')).spec)
    for (const part of [
      'Sharma Motors',
      'Receipt Voucher',
      'RV7QK/2627/0001',
      'This is not a tax invoice.',
      'Received from',
      'Sunita Devi',
      '9876543210',
      'Shivaji Nagar, Pune',
      'Swift VXi · Pearl White',
      'To be allotted',
      'Expected delivery',
      'Cheque · 004512',
      'Ravi',
      'RTO',
      'MH12',
      '₹21,000.00',
      'Twenty-One Thousand',
    ]) {
      expect(text).toContain(part)
    }
    // An empty custom field is left out.
    expect(text).not.toContain('Financier')
    expect(text.indexOf('Receipt Voucher')).toBeLessThan(text.indexOf('Sunita Devi'))
    expect(text.indexOf('Sunita Devi')).toBeLessThan(text.indexOf('Swift VXi'))
  })

  it('prints a cancellation with its refund and the chassis once allotted', () => {
    const cancelled = {
      ...booking,
      status: 'cancelled',
      allotted_chassis_no: 'MA3EWDE1S00123456',
      cancelled_on: '2026-11-25',
      refund_amount: 20_000_00,
      refund_mode: 'upi',
    } as Booking
    const text = specText(bookingDoc(input('en', { booking: cancelled })).spec)
    expect(text).toMatch(/CANCELLED on .* — Refund of ₹20,000.00 by UPI/)
    expect(text).toContain('MA3EWDE1S00123456')
    expect(text).not.toContain('To be allotted')
  })

  it('sends the logo with the spec when its size can be read, and leaves out one that cannot', () => {
    // A PNG header of 40 × 20 pixels is all the frame reads.
    const png = new Uint8Array(24)
    png.set([0x49, 0x48, 0x44, 0x52], 12)
    png.set([0, 0, 0, 40, 0, 0, 0, 20], 16)
    expect(bookingDoc(input('en', { logo: { bytes: png, type: 'png' } })).images).toHaveLength(1)
    expect(bookingDoc(input('en', { logo: { bytes: new Uint8Array(4), type: 'png' } })).images).toHaveLength(
      0,
    )
  })

  it('prints in Hindi, the dealer’s own terms when set', () => {
    const text = specText(bookingDoc(input('hi', { terms: 'Booking amount is adjustable.' })).spec)
    for (const part of [
      'रसीद वाउचर',
      'किससे प्राप्त',
      'आवंटन बाकी',
      'अनुमानित डिलीवरी',
      'Booking amount is adjustable.',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain('Received from')
  })
})
