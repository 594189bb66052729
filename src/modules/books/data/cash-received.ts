// Cash received from a party on a day, whichever screen took it (s.269ST limb (a) counts per person per day):
// the posted cash receipts of the books, and the cash advances of bookings not yet brought into the books
// (booking-money.ts brings them in; until then the booking is the only record of that cash). A booking whose
// advance voucher exists is counted once, by its voucher.
import type { Booking } from '@schemas/bookings.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'

export async function cashReceivedOn(
  db: AppDatabase,
  partyId: string,
  date: string,
  /** The booking being edited: its own advance is not "already received". */
  exceptBookingId?: string,
): Promise<number> {
  const [vouchers, bookings] = await Promise.all([
    db.vouchers.find({ selector: { party_id: partyId, doc_date: date } }).exec(),
    db.bookings.find({ selector: { booking_date: date, party_id: partyId } }).exec(),
  ])
  const edited = exceptBookingId
    ? (bookings.find((b) => b.id === exceptBookingId)?.toJSON() as Booking | undefined)?.receipt_no
    : undefined
  let total = 0
  // A booking's advance voucher carries the booking's receipt number: that is how the two are matched.
  const inBooks = new Set<string>()
  for (const doc of vouchers) {
    const v = doc.toJSON() as Voucher
    if (v.type !== 'rcpt') continue
    inBooks.add(v.number)
    if (v.status !== 'posted' || v.payment?.mode !== 'cash' || v.number === edited) continue
    total += v.payment.amount
  }
  for (const doc of bookings) {
    const b = doc.toJSON() as Booking
    if (b.id === exceptBookingId || inBooks.has(b.receipt_no) || b.payment_mode !== 'cash') continue
    total += b.amount
  }
  return total
}
