// What the booking's view offers about its vehicle invoice (research/modules.md §3.4 task 1): an allotted
// booking not yet invoiced is made into an invoice by someone who may write invoices; an invoiced booking
// opens its invoice instead. A cancelled invoice does not count: the booking may be invoiced again. While the
// allotted chassis is on a live invoice the booking does not release it (the invoice is cancelled first).
import type { Booking } from '@schemas/index'

export type BookingInvoiceRef = {
  id: string
  status: string
  number?: string
  doc_date?: string
  /** The invoice's lines; the vehicle line names the chassis sold. */
  lines?: readonly { kind?: string; chassis?: string }[]
}

export type BookingInvoiceAction = { kind: 'make' } | { kind: 'open'; id: string; number: string } | null

export function bookingInvoiceAction(
  booking: Pick<Booking, 'status' | 'allotted_chassis_no'>,
  invoices: readonly BookingInvoiceRef[],
  can: { write: boolean; read: boolean },
): BookingInvoiceAction {
  const live = liveInvoices(invoices)[0]
  if (live) return can.read ? { kind: 'open', id: live.id, number: live.number ?? '' } : null
  if (booking.status === 'allotted' && booking.allotted_chassis_no && can.write) return { kind: 'make' }
  return null
}

/** The invoices that count (not cancelled), the latest first. */
function liveInvoices(invoices: readonly BookingInvoiceRef[]): BookingInvoiceRef[] {
  return invoices
    .filter((v) => v.status !== 'cancelled')
    .sort((a, b) => (b.doc_date ?? '').localeCompare(a.doc_date ?? '') || b.id.localeCompare(a.id))
}

/** The live invoice that sells the booking's allotted chassis, or null when none does (or none is allotted). */
export function invoiceOfAllotted(
  booking: Pick<Booking, 'allotted_chassis_no'>,
  invoices: readonly BookingInvoiceRef[],
): BookingInvoiceRef | null {
  const chassis = booking.allotted_chassis_no
  if (!chassis) return null
  return liveInvoices(invoices).find((v) => (v.lines ?? []).some((l) => l.chassis === chassis)) ?? null
}
