// Booking advances become receipt vouchers (issue 19 part 2 item 4): every device runs this to the same result.
// Each booking's advance is a posted Rule 50 receipt, and a cancelled booking's refund a Rule 51 refund voucher,
// with ids derived from the booking's (booking-advance.ts): two devices migrating one booking offline write
// the same document, which the server keeps once. It runs whenever the books open and after a booking is
// saved, and does nothing for a booking already in the books.
import type { Booking } from '@schemas/bookings.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { insertRecords } from '@/data/records'
import { advanceVoucher, advanceVoucherId, refundVoucher, refundVoucherId } from '../domain/booking-advance'
import type { VoucherFields } from '../domain/voucher-fields'
import type { Data } from './vouchers'

/** Writes the vouchers missing for the bookings' advances and refunds; returns how many it wrote. */
export async function migrateBookingMoney(data: Data): Promise<number> {
  const bookings = (await data.db.bookings.find({ selector: { amount: { $gt: 0 } } }).exec()).map(
    (d) => d.toJSON() as Booking,
  )
  if (bookings.length === 0) return 0
  const wanted: (VoucherFields & { id: string })[] = []
  for (const b of bookings) {
    const advanceId = await advanceVoucherId(b.id)
    const advance = advanceVoucher(b)
    if (advance) wanted.push({ ...advance, id: advanceId })
    const refund = refundVoucher(b, advanceId)
    if (refund) wanted.push({ ...refund, id: await refundVoucherId(b.id) })
  }
  const have = await data.db.vouchers.findByIds(wanted.map((v) => v.id)).exec()
  const missing = wanted.filter((v) => !have.has(v.id))
  if (missing.length === 0) return 0
  try {
    await insertRecords<Voucher>(data.db.vouchers, missing, data.writer)
  } catch {
    // A pull brought some of them in between (another device migrated first): the rest were written, and
    // the next run finds those that are still missing.
  }
  return missing.length
}
