// Commands and queries of vehicle invoices over the local database. Posting takes the number of this device's
// slot in the series the buyer decides (RINV-2526/A0001: the settings' prefix, the year, the slot the server
// gave the device, the sequence; src/utils/invoice-series.ts) and writes the voucher whole in one insert, so an
// invoice is either posted with its postings and stock move or not there at all. A delivery is recorded once
// on the posted invoice (the server refuses to rewrite it) and the booking it came from becomes delivered.
import type { Booking } from '@schemas/bookings.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { localToday } from '@/auth/permissions'
import type { AppDatabase } from '@/data/database'
import { highestIssued } from '@/data/issued-numbers'
import { serialQueue } from '@/data/serial-queue'
import { insertRecord, updateRecord, type Writer } from '@/data/records'
import { nextVehicleInvoiceNumber, vehicleInvoiceHead } from '@/utils/invoice-series'
import type { InvoiceVoucher } from '../domain/invoice-draft'

export type Data = { db: AppDatabase; writer: Writer }

/** Why an invoice could not take a number: no slot from the server yet for the year, or the series is full. */
export class InvoiceNumberError extends Error {
  constructor(readonly reason: 'no_slot' | 'series_full') {
    super(reason === 'no_slot' ? 'This device has no invoice series for the year yet' : 'The series is full')
    this.name = 'InvoiceNumberError'
  }
}

// Two posts on one device at once would read the same highest number: they are taken one after the other.
const oneAtATime = serialQueue()

/** Posts the checked invoice with the next number of `slot`'s series for its financial year. */
export function postVehicleInvoice(
  data: Data,
  voucher: InvoiceVoucher,
  slot: string | null,
  now: () => number = Date.now,
): Promise<Voucher> {
  return oneAtATime(async () => {
    if (!slot) throw new InvoiceNumberError('no_slot')
    const head = vehicleInvoiceHead(voucher.series, voucher.fy, slot)
    if (!head) throw new InvoiceNumberError('no_slot')
    const issued = await highestIssued(data.db.vouchers as never, 'number', head)
    const number = nextVehicleInvoiceNumber(voucher.series, voucher.fy, slot, issued)
    if (!number) throw new InvoiceNumberError('series_full')
    const by = data.writer.userId
    return insertRecord<Voucher>(
      data.db.vouchers,
      { ...voucher, number, posted_at: now(), ...(by ? { posted_by: by } : {}) },
      data.writer,
    )
  })
}

export type DeliveryInput = {
  at: number
  odometer?: number
  gate_pass_no?: string
  checklist: string[]
  remarks?: string
}

/** Records the delivery on a posted invoice and marks its booking delivered. */
export async function recordDelivery(data: Data, invoice: Voucher, input: DeliveryInput): Promise<Voucher> {
  if (invoice.type !== 'vinv' || invoice.status !== 'posted') {
    throw new Error('Only a posted invoice is delivered')
  }
  if (invoice.delivery) return invoice
  const by = data.writer.userId
  const saved = await updateRecord<Voucher>(
    data.db.vouchers,
    invoice.id,
    () => ({
      delivery: {
        at: input.at,
        ...(by ? { by } : {}),
        ...(input.odometer !== undefined ? { odometer: input.odometer } : {}),
        ...(input.gate_pass_no ? { gate_pass_no: input.gate_pass_no } : {}),
        checklist: input.checklist,
        ...(input.remarks ? { remarks: input.remarks } : {}),
      },
    }),
    data.writer,
  )
  if (invoice.booking_id) {
    const booking = await data.db.bookings.findOne(invoice.booking_id).exec()
    if (booking && (booking as unknown as Booking).status !== 'delivered') {
      await updateRecord<Booking>(
        data.db.bookings,
        invoice.booking_id,
        // The day of the delivery as the shop saw it: the booking shows it as its delivery date.
        () => ({ status: 'delivered', delivered_on: localToday(new Date(input.at)) }),
        data.writer,
      )
    }
  }
  return saved
}

/** Every vehicle invoice, newest first. */
export function vehicleInvoicesQuery(db: AppDatabase) {
  return db.vouchers.find({ selector: { type: 'vinv' }, sort: [{ type: 'asc' }, { list_key: 'asc' }] })
}
