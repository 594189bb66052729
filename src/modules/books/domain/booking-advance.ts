// A booking's advance as the books keep it (issue 19, part 2 item 4): a posted receipt voucher (Rule 50), the
// same on every device that makes it. Its id comes from the booking's (rv- and 32 hex of SHA-256), so two
// devices migrating one booking offline make one voucher, not two; its number is the receipt number the
// booking already printed; the advance is allocated to the booking, and counts against the vehicle invoice
// raised from it (ledger.ts).
import type { Booking } from '@schemas/bookings.schema'
import type { VoucherPaymentMode } from '@schemas/vouchers.schema'
import { derivedId } from '@/utils/derived-id'
import { financialYearOf } from '@/utils/financial-year'
import { parsePlainDate } from '@/utils/plain-date'
import type { VoucherFields } from './voucher-fields'

/** 'rv-' + the first 32 hex digits of SHA-256 of the booking id. */
export const advanceVoucherId = (bookingId: string) => derivedId('rv', bookingId)
/** 'rf-' + the same: the refund voucher of a cancelled booking's advance. */
export const refundVoucherId = (bookingId: string) => derivedId('rf', bookingId)

const MODES: Record<Booking['payment_mode'], VoucherPaymentMode> = {
  cash: 'cash',
  upi: 'upi',
  card: 'card',
  cheque: 'cheque',
  bank_transfer: 'neft',
}

/** The receipt voucher of a booking's advance; null when there was none. */
export function advanceVoucher(
  booking: Pick<
    Booking,
    | 'id'
    | 'receipt_no'
    | 'booking_date'
    | 'party_id'
    | 'customer_name'
    | 'amount'
    | 'payment_mode'
    | 'payment_ref'
    | 'created_at'
    | 'created_by'
  > &
    Partial<Pick<Booking, 'model' | 'variant' | 'colour'>>,
): VoucherFields | null {
  if (booking.amount <= 0) return null
  const date = parsePlainDate(booking.booking_date)
  const fy = date.ok ? financialYearOf(date.value) : null
  if (!fy?.ok) return null
  const mode = MODES[booking.payment_mode]
  const account = mode === 'cash' ? 'sys:cash' : 'sys:bank'
  // Rule 50 wants the goods described on the receipt voucher of an advance.
  const vehicle = [booking.model, booking.variant, booking.colour].filter(Boolean).join(' ')
  return {
    type: 'rcpt',
    status: 'posted',
    number: booking.receipt_no,
    series: 'RV',
    fy: fy.value.shortCode,
    doc_date: booking.booking_date,
    posted_at: booking.created_at,
    ...(booking.created_by ? { posted_by: booking.created_by } : {}),
    party_id: booking.party_id,
    party: { name: booking.customer_name },
    booking_id: booking.id,
    lines: [],
    totals: { grand_total: booking.amount },
    payment: {
      amount: booking.amount,
      mode,
      account_id: account,
      ...(booking.payment_ref
        ? { instrument: { ref: booking.payment_ref, date: booking.booking_date } }
        : {}),
      allocations: [
        {
          doc_id: booking.id,
          doc_no: booking.receipt_no,
          doc_date: booking.booking_date,
          amount: booking.amount,
        },
      ],
      on_account: 0,
    },
    postings: [
      { account_id: account, dr: booking.amount, cr: 0 },
      { account_id: 'sys:debtors', party_id: booking.party_id, dr: 0, cr: booking.amount },
    ],
    stock_moves: [],
    narration: vehicle ? `Advance against booking of ${vehicle}` : 'Advance against booking',
  }
}

/**
 * The refund voucher (Rule 51) of a cancelled booking's refunded advance; null when nothing was refunded. Its
 * number is the advance's with RF for RV ("RV7QK/2627/0001" → "RF7QK/2627/0001"): every device migrating
 * makes the same number, in the RF series of the device that took the advance, never another's.
 */
export function refundVoucher(
  booking: Parameters<typeof advanceVoucher>[0] &
    Pick<Booking, 'cancelled_on' | 'refund_amount' | 'refund_mode' | 'updated_at'>,
  advanceId: string,
): VoucherFields | null {
  const amount = booking.refund_amount ?? 0
  if (amount <= 0 || !booking.cancelled_on || !booking.receipt_no.startsWith('RV')) return null
  const date = parsePlainDate(booking.cancelled_on)
  const fy = date.ok ? financialYearOf(date.value) : null
  if (!fy?.ok) return null
  const mode = MODES[booking.refund_mode ?? booking.payment_mode]
  const account = mode === 'cash' ? 'sys:cash' : 'sys:bank'
  return {
    type: 'rfnd',
    status: 'posted',
    number: `RF${booking.receipt_no.slice(2)}`,
    series: 'RF',
    fy: fy.value.shortCode,
    doc_date: booking.cancelled_on,
    posted_at: booking.updated_at,
    party_id: booking.party_id,
    party: { name: booking.customer_name },
    booking_id: booking.id,
    against_id: advanceId,
    lines: [],
    totals: { grand_total: amount },
    payment: {
      amount,
      mode,
      account_id: account,
      allocations: [{ doc_id: booking.id, amount }],
      on_account: 0,
    },
    postings: [
      { account_id: 'sys:debtors', party_id: booking.party_id, dr: amount, cr: 0 },
      { account_id: account, dr: 0, cr: amount },
    ],
    stock_moves: [],
    narration: 'Refund of booking advance',
  }
}
