// What the receipt form's check reads, made from the party's vouchers and bookings as the local database holds
// them: the bills the money may settle (a customer's invoices for a receipt or refund, a supplier's bills for a
// payment), the cash already received or paid, and the receipts a refund may pay back.
import type { Voucher } from '@schemas/vouchers.schema'
import { cashReceipts } from './cash-guard'
import { cashPayments } from './cash-payments'
import { openItems, payableItems } from './ledger'
import type { MoneyKind } from './money'
import type { BookingRef, ReceiptContext } from './receipt'
import { refundableReceipts } from './refunds'

export function receiptContextOf(input: {
  kind: MoneyKind
  partyId: string
  party: ReceiptContext['party']
  vouchers: readonly Voucher[]
  /** The party's bookings not cancelled. */
  bookings: readonly BookingRef[]
  accounts: ReceiptContext['accounts']
  period: ReceiptContext['period']
}): ReceiptContext {
  const { kind, partyId, vouchers, bookings, period } = input
  const docs = new Map(bookings.map((b) => [b.id, { kind: 'booking' as const, id: b.id }] as const))
  const open = (kind === 'pay' ? payableItems : openItems)(partyId, vouchers, period.today)
  return {
    period,
    accounts: input.accounts,
    party: input.party,
    open: open.map((i) => ({
      doc_id: i.voucher_id,
      doc_no: i.number,
      doc_date: i.doc_date,
      ...(i.ref ? { ref: i.ref } : {}),
      pending: i.pending,
      party_id: partyId,
    })),
    bookings,
    priorCash: cashReceipts(vouchers, docs),
    priorCashPaid: cashPayments(vouchers),
    refundable: refundableReceipts(vouchers, partyId),
  }
}
