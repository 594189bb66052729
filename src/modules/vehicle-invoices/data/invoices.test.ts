import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import type { Booking } from '@schemas/bookings.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { localToday } from '@/auth/permissions'
import { insertRecord } from '@/data/records'
import { G1_CONTEXT, G1_DRAFT } from '../domain/fixtures.test-data'
import { checkInvoice } from '../domain/invoice-draft'
import { InvoiceNumberError, postVehicleInvoice, recordDelivery } from './invoices'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

function g1Voucher(patch: Partial<typeof G1_DRAFT> = {}) {
  const r = checkInvoice({ ...G1_DRAFT, ...patch }, G1_CONTEXT)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value.voucher
}

describe('posting vehicle invoices', () => {
  it("numbers in this device's slot of the buyer's series, one after another even when posted at once", async () => {
    t = await openTestDatabase('vinvpost', { collections: ['vouchers', 'bookings'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const [a, b] = await Promise.all([
      postVehicleInvoice(data, g1Voucher(), 'A', () => 5),
      postVehicleInvoice(data, g1Voucher(), 'A', () => 6),
    ])
    expect([a!.number, b!.number]).toEqual(['NRINV-2526/A0001', 'NRINV-2526/A0002'])
    expect(a).toMatchObject({ status: 'posted', posted_at: 5, type: 'vinv', series: 'NRINV-' })
    // Another slot's numbers are its own.
    expect((await postVehicleInvoice(data, g1Voucher(), 'B')).number).toBe('NRINV-2526/B0001')
  })

  it('takes no number without a slot from the server, and writes nothing', async () => {
    t = await openTestDatabase('vinvnoslot', { collections: ['vouchers', 'bookings'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    await expect(postVehicleInvoice(data, g1Voucher(), null)).rejects.toBeInstanceOf(InvoiceNumberError)
    expect(await t.db.vouchers.count().exec()).toBe(0)
  })

  it('records the delivery once and marks the booking delivered', async () => {
    t = await openTestDatabase('vinvdeliver', { collections: ['vouchers', 'bookings'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    await insertRecord<Booking>(
      t.db.bookings,
      {
        id: 'b-1',
        receipt_no: 'RVABC/2526/0001',
        booking_date: '2025-11-01',
        party_id: 'p-sunita',
        customer_name: 'Sunita Patil',
        model: 'XUV700',
        variant: 'AX7',
        colour: 'White',
        amount: 50_000_00,
        payment_mode: 'upi',
        status: 'allotted',
        allotted_chassis_no: 'MA1TA2WE5R2A12345',
        custom: {},
      } as never,
      t.writer,
    )
    const invoice = await postVehicleInvoice(data, g1Voucher({ booking_id: 'b-1' }), 'A')
    const delivered = await recordDelivery(data, invoice, {
      at: 1_763_300_000_000,
      odometer: 12,
      checklist: ['keys'],
    })
    expect(delivered.delivery).toMatchObject({
      at: 1_763_300_000_000,
      odometer: 12,
      checklist: ['keys'],
      by: 'u-1',
    })
    expect((await t.db.bookings.findOne('b-1').exec())!.toJSON() as Booking).toMatchObject({
      status: 'delivered',
      delivered_on: localToday(new Date(1_763_300_000_000)),
    })
    // A second delivery changes nothing.
    const again = await recordDelivery(data, delivered as Voucher, { at: 9, checklist: [] })
    expect(again.delivery?.at).toBe(1_763_300_000_000)
  })
})
