// Where an invoice stands for the person reading the register: posted, delivered (its delivery recorded) or
// cancelled. Derived from the voucher, never stored.
import type { Voucher } from '@schemas/vouchers.schema'

export type InvoiceStatus = 'draft' | 'posted' | 'delivered' | 'cancelled'

export function invoiceStatus(v: Pick<Voucher, 'status' | 'delivery'>): InvoiceStatus {
  if (v.status === 'posted' && v.delivery) return 'delivered'
  return v.status
}
