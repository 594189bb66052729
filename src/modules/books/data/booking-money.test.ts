import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecord } from '@/data/records'
import type { Booking } from '@schemas/bookings.schema'
import { checkPostings } from '../domain/postings'
import { advanceVoucherId } from '../domain/booking-advance'
import { migrateBookingMoney } from './booking-money'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const booking = (patch: Partial<Booking>) => ({
  receipt_no: 'RVD86/2627/0001',
  booking_date: '2026-11-01',
  party_id: 'p-1',
  customer_name: 'Ramesh',
  mobile: '9876543210',
  model: 'Activa',
  variant: 'STD',
  colour: 'Red',
  amount: 5_000_00,
  payment_mode: 'cash' as const,
  status: 'booked' as const,
  custom: {},
  ...patch,
})

describe('booking advances into the books', () => {
  it('writes each advance and refund once, the same ids on every run, balanced', async () => {
    t = await openTestDatabase('bookingmoney', { collections: ['bookings', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    await insertRecord(t.db.bookings, { id: 'b-1', ...booking({}) } as never, t.writer)
    await insertRecord(
      t.db.bookings,
      {
        id: 'b-2',
        ...booking({
          receipt_no: 'RVD86/2627/0002',
          status: 'cancelled',
          cancelled_on: '2026-11-10',
          refund_amount: 4_000_00,
          refund_mode: 'upi',
        }),
      } as never,
      t.writer,
    )
    await insertRecord(
      t.db.bookings,
      { id: 'b-3', ...booking({ receipt_no: 'RVD86/2627/0003', amount: 0 }) } as never,
      t.writer,
    )
    expect(await migrateBookingMoney(data)).toBe(3)
    expect(await migrateBookingMoney(data)).toBe(0)
    const vouchers = (await t.db.vouchers.find().exec()).map((d) => d.toJSON())
    expect(vouchers.map((v) => [v.type, v.number]).sort()).toEqual([
      ['rcpt', 'RVD86/2627/0001'],
      ['rcpt', 'RVD86/2627/0002'],
      ['rfnd', 'RFD86/2627/0002'],
    ])
    expect(vouchers.find((v) => v.type === 'rfnd')?.against_id).toBe(await advanceVoucherId('b-2'))
    for (const v of vouchers) expect(checkPostings(v.postings)).toEqual([])
  })
})
