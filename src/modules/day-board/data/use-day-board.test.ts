import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecords, removeRecord } from '@/data/records'
import type { Booking } from '@schemas/bookings.schema'
import type { Part } from '@schemas/parts.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import { readBooks } from './use-day-board'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const part = (id: string, reorder_level?: number) =>
  ({
    id,
    part_no: id,
    part_key: id.toUpperCase(),
    name: `Part ${id}`,
    name_key: `part ${id}`,
    hsn: '870830',
    uom: 'NOS',
    gst_schedule: [{ from: '2017-07-01', gst_bp: 1800 }],
    sale_rate: 100_00,
    sale_rate_includes_tax: false,
    active: true,
    ...(reorder_level === undefined ? {} : { reorder_level }),
  }) as unknown as Part

const vehicle = (id: string) =>
  ({
    id,
    chassis_no: `CH${id}`,
    engine_no: `EN${id}`,
    catalog_id: 'cat-1',
    description: 'XUV 3XO AX5',
    colour: 'White',
    source: 'opening',
    opening: { cost: 9_00_000_00, as_of: '2026-04-01' },
  }) as unknown as Vehicle

const booking = (id: string, status: Booking['status']) =>
  ({
    id,
    receipt_no: id,
    booking_date: '2026-11-01',
    party_id: 'p-1',
    customer_name: 'Asha Verma',
    model: 'XUV 3XO',
    variant: 'AX5',
    colour: 'White',
    amount: 50_000_00,
    payment_mode: 'upi',
    status,
    custom: {},
  }) as unknown as Booking

describe('readBooks', () => {
  it('reads the live rows straight from the storage: no deleted one, allotted bookings only, parts with a level', async () => {
    t = await openTestDatabase('dayboard', {
      storage: 'indexeddb',
      collections: ['vouchers', 'vehicles', 'bookings', 'parts'],
      userId: 'u-1',
    })
    await insertRecords(t.db.parts, [part('a', 5), part('b'), part('c', 0), part('d', 2)], t.writer)
    await insertRecords(t.db.vehicles, [vehicle('v1'), vehicle('v2')], t.writer)
    await insertRecords(
      t.db.bookings,
      [booking('b1', 'allotted'), booking('b2', 'booked'), booking('b3', 'allotted')],
      t.writer,
    )
    await removeRecord(t.db.parts, 'd', t.writer)
    await removeRecord(t.db.vehicles, 'v2', t.writer)
    await removeRecord(t.db.bookings, 'b3', t.writer)

    const books = await readBooks(t.db)
    expect(books.vouchers).toEqual([])
    expect(books.vehicles.map((v) => v.id)).toEqual(['v1'])
    expect(books.allotted.map((b) => b.id)).toEqual(['b1'])
    expect(books.parts.map((p) => p.id)).toEqual(['a'])
    // Plain stored documents, as the rules read them.
    expect(books.vehicles[0]).toMatchObject({ chassis_no: 'CHv1', source: 'opening' })
  })
})
