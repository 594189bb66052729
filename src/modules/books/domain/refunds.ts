// What of a receipt may still be paid back (Rule 51 refund voucher; research/modules.md §3.12 "refund > net
// received" is refused): its amount less the refunds already posted against it. A bounced cheque's receipt
// was never money received, so nothing of it can be refunded.
import type { Voucher } from '@schemas/vouchers.schema'
import type { RefundableReceipt } from './receipt'

export function refundableReceipts(vouchers: readonly Voucher[], partyId: string): RefundableReceipt[] {
  const refunded = new Map<string, number>()
  for (const v of vouchers) {
    if (v.type === 'rfnd' && v.status === 'posted' && v.against_id) {
      refunded.set(v.against_id, (refunded.get(v.against_id) ?? 0) + (v.payment?.amount ?? 0))
    }
  }
  return vouchers
    .filter(
      (v) =>
        v.type === 'rcpt' &&
        v.status === 'posted' &&
        v.party_id === partyId &&
        v.payment?.cheque_status !== 'bounced',
    )
    .map((v) => ({
      id: v.id,
      number: v.number,
      doc_date: v.doc_date,
      party_id: v.party_id,
      ...(v.booking_id ? { booking_id: v.booking_id } : {}),
      refundable: (v.payment?.amount ?? 0) - (refunded.get(v.id) ?? 0),
    }))
    .filter((r) => r.refundable > 0)
}
