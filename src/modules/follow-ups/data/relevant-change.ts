// Which changes can move a follow-up: a vehicle invoice or its credit note (a delivery, a return), a job card
// delivered or no longer delivered, any vehicle (its km, its delivery) or catalogue entry (its service schedule).
// A receipt, a journal or a parts bill cannot; during a long sync they are most of what arrives, and each used to
// cost a full re-read of the documents follow-ups come from.
type Change = { documentData?: unknown; previousDocumentData?: unknown }

const FOLLOWED_VOUCHERS = new Set(['vinv', 'vcn'])

const field = (doc: unknown, key: string): unknown =>
  doc && typeof doc === 'object' ? (doc as Record<string, unknown>)[key] : undefined

export function voucherConcernsFollowUps(e: Change): boolean {
  return [e.documentData, e.previousDocumentData].some((d) => FOLLOWED_VOUCHERS.has(String(field(d, 'type'))))
}

export function jobCardConcernsFollowUps(e: Change): boolean {
  return [e.documentData, e.previousDocumentData].some((d) => field(d, 'status') === 'delivered')
}
