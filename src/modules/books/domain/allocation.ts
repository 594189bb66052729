// Bill-wise allocation of money received or paid (research/modules.md §2.6, Tally style): oldest due first
// (FIFO by due date, then document date) unless the user says otherwise; never more to a document than is
// open on it, never more in all than the amount, never to another party's document; what is left is on
// account (an advance). The same for a customer's invoices and a supplier's bills: only the open documents
// differ.
export type OpenDocument = {
  doc_id: string
  doc_no: string
  doc_date: string
  /** The party's own number of it (a supplier's bill number), to recognise it by. */
  ref?: string
  /** yyyy-mm-dd; the document date when the party has no credit days. */
  due_date?: string
  /** Paise still open. */
  pending: number
  party_id: string
}

export type Allocated = { doc_id: string; doc_no: string; doc_date: string; amount: number }

export type AllocationError =
  | { code: 'not_open'; doc_id: string }
  | { code: 'other_party'; doc_id: string }
  | { code: 'over_pending'; doc_id: string; pending: number }
  | { code: 'not_positive'; doc_id: string }
  | { code: 'over_amount'; allocated: number; amount: number }

const dueOf = (d: OpenDocument) => d.due_date ?? d.doc_date

/** `amount` spread over the open documents, oldest due first; the rest on account. Money paid from one bill's
 * screen is meant for that bill: `first` is settled before the others. */
export function allocateFifo(
  amount: number,
  open: readonly OpenDocument[],
  first?: string,
): { allocations: Allocated[]; on_account: number } {
  let left = amount
  const allocations: Allocated[] = []
  const order = [...open].sort(
    (a, b) =>
      Number(b.doc_id === first) - Number(a.doc_id === first) ||
      dueOf(a).localeCompare(dueOf(b)) ||
      a.doc_date.localeCompare(b.doc_date) ||
      a.doc_no.localeCompare(b.doc_no),
  )
  for (const d of order) {
    if (left <= 0) break
    if (d.pending <= 0) continue
    const take = Math.min(left, d.pending)
    allocations.push({ doc_id: d.doc_id, doc_no: d.doc_no, doc_date: d.doc_date, amount: take })
    left -= take
  }
  return { allocations, on_account: left }
}

/** Every refusal of allocations the user chose; none means they can be saved (the rest goes on account). */
export function checkAllocations(
  amount: number,
  partyId: string,
  allocations: readonly { doc_id: string; amount: number }[],
  open: readonly OpenDocument[],
  /** A financier pays on the customer's behalf: the documents are the customer's. */
  onBehalfOf?: string,
): AllocationError[] {
  const byId = new Map(open.map((d) => [d.doc_id, d]))
  const errors: AllocationError[] = []
  const given = new Map<string, number>()
  for (const a of allocations) given.set(a.doc_id, (given.get(a.doc_id) ?? 0) + a.amount)
  for (const [docId, sum] of given) {
    const doc = byId.get(docId)
    if (!doc) errors.push({ code: 'not_open', doc_id: docId })
    else if (doc.party_id !== partyId && doc.party_id !== onBehalfOf) {
      errors.push({ code: 'other_party', doc_id: docId })
    } else if (sum <= 0) errors.push({ code: 'not_positive', doc_id: docId })
    else if (sum > doc.pending) errors.push({ code: 'over_pending', doc_id: docId, pending: doc.pending })
  }
  const allocated = allocations.reduce((n, a) => n + a.amount, 0)
  if (allocated > amount) errors.push({ code: 'over_amount', allocated, amount })
  return errors
}
