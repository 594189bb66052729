import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecord } from '@/data/records'
import { checkReceipt, emptyReceipt } from '../domain/receipt'
import { migrateBookingMoney } from './booking-money'
import { cashReceivedOn } from './cash-received'
import { postVoucher } from './vouchers'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const booking = (id: string, receipt_no: string, amount: number, payment_mode = 'cash') => ({
  id,
  receipt_no,
  booking_date: '2026-11-20',
  party_id: 'p1',
  customer_name: 'Ramesh',
  model: 'M',
  variant: 'V',
  colour: 'C',
  amount,
  payment_mode,
  status: 'booked',
  custom: {},
})

describe('cash received from a party on a day', () => {
  it('counts receipts and bookings not yet in the books, each once, never the booking being edited', async () => {
    t = await openTestDatabase('cashreceived', { collections: ['bookings', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    await insertRecord(t.db.bookings, booking('b1', 'RVAAA/2627/0001', 50_000_00) as never, t.writer)
    await insertRecord(t.db.bookings, booking('b2', 'RVAAA/2627/0002', 30_000_00) as never, t.writer)
    await insertRecord(t.db.bookings, booking('b3', 'RVAAA/2627/0003', 90_000_00, 'upi') as never, t.writer)
    expect(await cashReceivedOn(t.db, 'p1', '2026-11-20')).toBe(80_000_00)
    expect(await cashReceivedOn(t.db, 'p1', '2026-11-20', 'b1')).toBe(30_000_00)
    await migrateBookingMoney(data)
    expect(await cashReceivedOn(t.db, 'p1', '2026-11-20')).toBe(80_000_00)
    expect(await cashReceivedOn(t.db, 'p1', '2026-11-20', 'b1')).toBe(30_000_00)
    const r = checkReceipt(
      { ...emptyReceipt('rcpt', '2026-11-20'), party_id: 'p1', amount: '10000', booking_id: 'b1' },
      {
        period: { lockDate: null, today: '2026-11-26', validTill: null },
        accounts: new Map(),
        party: { id: 'p1', name: 'Ramesh' },
        open: [],
        bookings: [{ id: 'b1', receipt_no: 'RVAAA/2627/0001', booking_date: '2026-11-20', party_id: 'p1' }],
        priorCash: [],
        refundable: [],
      },
    )
    if (!r.ok) throw new Error('refused')
    await postVoucher(data, r.value, 'dev')
    // A later receipt against the edited booking is cash already received; its advance is not.
    expect(await cashReceivedOn(t.db, 'p1', '2026-11-20', 'b1')).toBe(40_000_00)
    expect(await cashReceivedOn(t.db, 'p2', '2026-11-20')).toBe(0)
  })
})
