// Where an invoice stands for the person reading the register: posted, delivered (its delivery recorded) or
// cancelled. Derived from the voucher, never stored.
import type { Voucher } from '@schemas/vouchers.schema'

export type InvoiceStatus = 'draft' | 'posted' | 'delivered' | 'cancelled'

export function invoiceStatus(v: Pick<Voucher, 'status' | 'delivery'>): InvoiceStatus {
  if (v.status === 'posted' && v.delivery) return 'delivered'
  return v.status
}

/**
 * Why a posted invoice may not be cancelled beyond the books' own rules: once the vehicle is delivered it is with
 * the buyer, and cancelling would put it back in stock; it comes back through a credit note instead.
 */
export function invoiceCancelBlock(v: Pick<Voucher, 'delivery'>): 'delivered' | null {
  return v.delivery ? 'delivered' : null
}
