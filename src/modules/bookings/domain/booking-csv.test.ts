import { describe, expect, it } from 'vitest'
import type { Booking } from '@schemas/index'
import { bookingsToCsv } from './booking-csv'

describe('bookingsToCsv', () => {
  it('one row per booking, rupees, and the creator by name', () => {
    const csv = bookingsToCsv(
      [
        {
          id: 'b1',
          rev: 1,
          created_at: 1,
          updated_at: 1,
          receipt_no: 'RVK3Q/2627/0001',
          booking_date: '2026-11-21',
          list_key: 'x',
          party_id: 'p1',
          customer_name: 'रमेश कुमार',
          model: 'Splendor Plus',
          variant: 'Drum',
          colour: 'Black',
          amount: 500_050,
          payment_mode: 'upi',
          status: 'booked',
          custom: {},
          created_by: 'u1',
        } as Booking,
      ],
      (id) => (id === 'u1' ? 'Ravi' : null),
    )
    const [header, row] = csv.slice(1).split('\r\n')
    expect(header!.split(',')[0]).toBe('receipt_no')
    expect(row).toBe(
      'RVK3Q/2627/0001,2026-11-21,रमेश कुमार,,Splendor Plus,Drum,Black,5000.5,upi,booked,,,,Ravi',
    )
  })
})
