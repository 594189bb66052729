// What the books' own cancel rules (a payment allocated to it, a return against it, a locked date) cannot see:
// a parts bill whose stock has since been used. Cancelling takes the bill's quantity out of every running
// quantity from its place on; when the lowest of them since is below what the bill brought in, some later
// issue (a job card's parts, a counter sale, a scrap) was made from these very parts, so the cancel would send
// the part below zero back in time, re-cost those issues and flag them overdrawn. Such a bill stays; send what
// is left back with a wp-return instead.

/** The running quantities of a part from its stock ledger, in document order. */
export type LedgerQty = readonly { doc_id: string; qty_after: number }[]

/** The lowest running quantity of a part at or after the document `docId`; null when the ledger lacks it. */
export function lowestFrom(rows: LedgerQty, docId: string): number | null {
  const at = rows.findIndex((r) => r.doc_id === docId)
  if (at === -1) return null
  let low = Infinity
  for (let i = at; i < rows.length; i += 1) low = Math.min(low, rows[i]!.qty_after)
  return low
}

/**
 * 'parts-used' when cancelling `bill` would leave one of its parts short at some point since (its lowest
 * running quantity from the bill on, `lowestAfter`, below what the bill brought in of it); null when it may go.
 * A part whose ledger does not show the bill is not judged here (the stock is still being read).
 */
export function partsBillCancelBlock(
  bill: { stock_moves: readonly { kind: string; item_id: string; qty: number }[] },
  lowestAfter: (partId: string) => number | null,
): 'parts-used' | null {
  const brought = new Map<string, number>()
  for (const m of bill.stock_moves) {
    if (m.kind === 'part' && m.qty > 0) {
      brought.set(m.item_id, (brought.get(m.item_id) ?? 0) + Math.round(m.qty * 1000))
    }
  }
  for (const [partId, qm] of brought) {
    const low = lowestAfter(partId)
    if (low !== null && Math.round(low * 1000) < qm) return 'parts-used'
  }
  return null
}
