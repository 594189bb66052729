// A billed job card's invoices by number, in the order it was billed on them (the customer's first, then the
// insurer's), for its register row. An invoice not yet on this device (the card was pulled before it) is left
// out until it arrives.
import type { JobCard } from '@schemas/job-cards.schema'

export function cardInvoiceNumbers(
  card: Pick<JobCard, 'billing'>,
  numberOf: ReadonlyMap<string, string>,
): string[] {
  return (card.billing?.invoice_ids ?? []).flatMap((id) => {
    const number = numberOf.get(id)
    return number ? [number] : []
  })
}
