import { bookingListKey } from '@schemas/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import type { AppDatabase } from '@/data/database'
import { deviceSeriesCode } from '@/utils/doc-series'
import { allot, cancel, release, type BookingFields } from '../domain/booking-rules'
import {
  changeStatus,
  createBooking,
  deleteBooking,
  editBooking,
  listQuery,
  NotEditableError,
  StatusRefusedError,
  type Data,
} from './bookings-store'

const DEVICE = 'device-one'
const CODE = deviceSeriesCode(DEVICE)
let db: AppDatabase
let data: Data

const fields = (patch: Partial<BookingFields> = {}): BookingFields => ({
  booking_date: '2026-05-10',
  party_id: 'p1',
  customer_name: 'Sunita Devi',
  mobile: '9876543210',
  model: 'Swift',
  variant: 'VXi',
  colour: 'White',
  amount: 21_000_00,
  payment_mode: 'cash',
  custom: {},
  ...patch,
})

let t: TestDatabase
beforeAll(async () => {
  t = await openTestDatabase('bookings-store', { storage: 'indexeddb' })
  db = t.db
  data = { db, writer: t.writer }
})

afterAll(() => t.close())

describe('bookings store', () => {
  it('numbers receipts consecutively per device and financial year, never reusing a deleted number', async () => {
    const a = await createBooking(data, fields(), DEVICE)
    const b = await createBooking(data, fields({ customer_name: 'Amit Shah', party_id: 'p2' }), DEVICE)
    expect(a.receipt_no).toBe(`RV${CODE}/2627/0001`)
    expect(b.receipt_no).toBe(`RV${CODE}/2627/0002`)
    expect(a.status).toBe('booked')
    // March belongs to the previous financial year: its own series starts at 1.
    const march = await createBooking(data, fields({ booking_date: '2026-03-31' }), DEVICE)
    expect(march.receipt_no).toBe(`RV${CODE}/2526/0001`)
    // Another device's series goes on by itself.
    const other = await createBooking(data, fields(), 'device-two')
    expect(other.receipt_no).toBe(`RV${deviceSeriesCode('device-two')}/2627/0001`)

    await deleteBooking(data, b.id)
    expect(await db.bookings.findOne(b.id).exec()).toBeNull()
    const c = await createBooking(data, fields(), DEVICE)
    expect(c.receipt_no).toBe(`RV${CODE}/2627/0003`)
  })

  it('counts 5-digit numbers above 4-digit ones', async () => {
    await db.bookings.insert({
      ...fields({ booking_date: '2027-01-05' }),
      list_key: bookingListKey('2027-01-05'),
      id: 'big',
      rev: 1,
      created_at: 1,
      updated_at: 1,
      receipt_no: `RV${CODE}/2627/10000`,
      status: 'booked',
    })
    const next = await createBooking(data, fields(), DEVICE)
    expect(next.receipt_no).toBe(`RV${CODE}/2627/10001`)
  })

  it('edits open bookings only, and applies status actions against the stored state', async () => {
    const bk = await createBooking(data, fields({ party_id: 'p9', customer_name: 'Ravi' }), DEVICE)
    const edited = await editBooking(
      data,
      bk.id,
      fields({ party_id: 'p9', customer_name: 'Ravi', colour: 'Red' }),
    )
    expect(edited.colour).toBe('Red')
    expect(edited.receipt_no).toBe(bk.receipt_no)
    expect(edited.rev).toBe(2)

    const stock = [
      {
        chassis_no: 'MA3EWDD1S00123456',
        description: 'Maruti Swift VXi',
        colour: 'Red',
        state: 'in_stock',
        allottedTo: null,
      },
      {
        chassis_no: 'MA3EWDD1S00999999',
        description: 'Maruti Swift VXi',
        colour: 'Red',
        state: 'sold',
        allottedTo: null,
      },
    ]
    // A sold chassis is refused and nothing is written.
    await expect(changeStatus(data, bk.id, (cur) => allot(cur, 'MA3EWDD1S00999999', stock))).rejects.toThrow(
      StatusRefusedError,
    )
    expect((await db.bookings.findOne(bk.id).exec())?.toJSON()).toMatchObject({ status: 'booked', rev: 2 })
    const allotted = await changeStatus(data, bk.id, (cur) => allot(cur, 'MA3EWDD1S00123456', stock))
    expect(allotted).toMatchObject({ status: 'allotted', allotted_chassis_no: 'MA3EWDD1S00123456' })
    const released = await changeStatus(data, bk.id, (cur) => release(cur, []))
    expect(released.status).toBe('booked')
    expect(released.allotted_chassis_no).toBeUndefined()

    const input = {
      date: '2026-05-12',
      reason: 'Finance refused',
      refund: '20000',
      refundMode: 'upi' as const,
    }
    const cancelled = await changeStatus(data, bk.id, (cur) => cancel(cur, input, '2026-05-20'))
    expect(cancelled).toMatchObject({ status: 'cancelled', refund_amount: 20_000_00, refund_mode: 'upi' })

    await expect(changeStatus(data, bk.id, (cur) => cancel(cur, input, '2026-05-20'))).rejects.toBeInstanceOf(
      StatusRefusedError,
    )
    await expect(editBooking(data, bk.id, fields())).rejects.toBeInstanceOf(NotEditableError)
  })

  it('lists by status and date, searches name, mobile and receipt number, and sums same-day cash', async () => {
    const all = await listQuery(db, { status: 'all', search: '', from: '', to: '', limit: 100 }).exec()
    const dates = all.map((d) => d.booking_date)
    expect(dates).toEqual([...dates].sort().reverse())
    const cancelled = await listQuery(db, {
      status: 'cancelled',
      search: '',
      from: '',
      to: '',
      limit: 10,
    }).exec()
    expect(cancelled.map((d) => d.customer_name)).toEqual(['Ravi'])
    const byName = await listQuery(db, { status: 'all', search: 'amit', from: '', to: '', limit: 10 }).exec()
    expect(byName).toHaveLength(0) // Amit's booking was deleted
    const sunita = await listQuery(db, {
      status: 'booked',
      search: 'SUNITA',
      from: '',
      to: '',
      limit: 10,
    }).exec()
    expect(sunita.length).toBeGreaterThan(0)
    // Typed in the other script: the customers' search finds the party, the booking is found by its party.
    const sunitaParty = sunita[0]!.party_id
    const byParty = await listQuery(db, {
      status: 'all',
      search: 'सुनीता',
      from: '',
      to: '',
      limit: 100,
      partyIds: [sunitaParty],
    }).exec()
    expect(byParty.length).toBeGreaterThan(0)
    expect(byParty.every((d) => d.party_id === sunitaParty)).toBe(true)
    const noParty = await listQuery(db, {
      status: 'all',
      search: 'सुनीता',
      from: '',
      to: '',
      limit: 100,
    }).exec()
    expect(noParty).toHaveLength(0)
    const byMobile = await listQuery(db, {
      status: 'all',
      search: '+91 98765',
      from: '',
      to: '',
      limit: 100,
    }).exec()
    expect(byMobile.length).toBe(all.length)
    const byNo = await listQuery(db, {
      status: 'all',
      search: `rv${CODE.toLowerCase()}/2526`,
      from: '',
      to: '',
      limit: 10,
    }).exec()
    expect(byNo.map((d) => d.booking_date)).toEqual(['2026-03-31'])
    const ranged = await listQuery(db, {
      status: 'all',
      search: '',
      from: '2026-04-01',
      to: '2026-12-31',
      limit: 100,
    }).exec()
    expect(ranged.every((d) => d.booking_date >= '2026-04-01' && d.booking_date <= '2026-12-31')).toBe(true)
  })
})
