// Delivery waits for the bill to be paid (research/modules.md §3.9.4): what is left to receive on a job card's
// posted invoices stops `ready → delivered`, except on the invoice of a party given credit (credit days > 0) —
// that party pays by its terms after taking the vehicle. A walk-in has no account to give credit to: its
// invoice is a cash sale (Dr Cash at posting), so it is paid by being billed and never waits. What is left on
// an invoice is the books' reckoning (billBalance), handed in by the caller.
import type { Voucher } from '@schemas/vouchers.schema'

/** An invoice with something still to receive before the vehicle goes. */
export type UnpaidInvoice = { invoice: Voucher; pending: number }

/** The card's posted invoices still to be paid before delivery, in the order given; the total is their sum. */
export function unpaidBeforeDelivery(
  invoices: readonly Voucher[],
  pendingOf: (invoice: Voucher) => number,
  creditDaysOf: (partyId: string) => number,
): { total: number; unpaid: UnpaidInvoice[] } {
  const unpaid: UnpaidInvoice[] = []
  for (const invoice of invoices) {
    if (invoice.status !== 'posted' || !invoice.party_id) continue
    if (creditDaysOf(invoice.party_id) > 0) continue
    const pending = pendingOf(invoice)
    if (pending > 0) unpaid.push({ invoice, pending })
  }
  return { total: unpaid.reduce((s, u) => s + u.pending, 0), unpaid }
}
