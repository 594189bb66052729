// What the booking's view offers about its vehicle invoice (research/modules.md §3.4 task 1): an allotted
// booking not yet invoiced is made into an invoice by someone who may write invoices; an invoiced booking
// opens its invoice instead. A cancelled invoice does not count: the booking may be invoiced again.
import type { Booking } from '@schemas/index'

export type BookingInvoiceRef = { id: string; status: string; number?: string; doc_date?: string }

export type BookingInvoiceAction = { kind: 'make' } | { kind: 'open'; id: string; number: string } | null

export function bookingInvoiceAction(
  booking: Pick<Booking, 'status' | 'allotted_chassis_no'>,
  invoices: readonly BookingInvoiceRef[],
  can: { write: boolean; read: boolean },
): BookingInvoiceAction {
  const live = invoices
    .filter((v) => v.status !== 'cancelled')
    .sort((a, b) => (b.doc_date ?? '').localeCompare(a.doc_date ?? '') || b.id.localeCompare(a.id))[0]
  if (live) return can.read ? { kind: 'open', id: live.id, number: live.number ?? '' } : null
  if (booking.status === 'allotted' && booking.allotted_chassis_no && can.write) return { kind: 'make' }
  return null
}
