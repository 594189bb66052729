// An invoice started from a booking takes what the booking already knows: its buyer, the chassis allotted to
// it, the sales person and the dealer's own booking fields (finance company, exchange vehicle…) under their
// labels, so they print on the invoice. What the user has typed on the invoice is never overwritten. The
// booking's advance needs nothing here: it was received against the booking, and the books count it
// against the invoice raised from it.
import type { InvoiceDraft } from './invoice-draft'

export type BookingFacts = {
  party_id: string
  sales_person?: string
  custom?: Record<string, string>
}

export function draftFromBooking(
  draft: InvoiceDraft,
  booking: BookingFacts,
  allottedVehicleId: string | undefined,
  /** The dealer's booking fields: their ids and the labels they print under. */
  fields: readonly { id: string; label: string }[],
): InvoiceDraft {
  const carried: Record<string, string> = {}
  if (booking.sales_person?.trim()) carried.salesPerson = booking.sales_person.trim()
  for (const f of fields) {
    const value = booking.custom?.[f.id]?.trim()
    if (value && f.label.trim()) carried[f.label.trim()] = value
  }
  return {
    ...draft,
    party_id: draft.party_id || booking.party_id,
    vehicle_id: draft.vehicle_id || allottedVehicleId || '',
    details: { ...carried, ...draft.details },
  }
}
