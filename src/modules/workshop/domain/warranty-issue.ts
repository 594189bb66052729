// Warranty parts leave stock (research/modules.md §3.9; issue 21): a job card's warranty lines are on no
// invoice of ours — the maker pays for them under its warranty (Circ. 195/07/2023, 216/10/2024) — yet the
// parts were fitted to the vehicle and are gone from the shelf. They go out on a stock journal of kind
// `warranty` (the inventory's stj, valued at the moving average), Dr Warranty claims receivable / Cr
// Purchases–Parts: the cost stands as what the maker owes until its credit comes.
//
// The moment is delivery, not billing: a card whose every line is the maker's is never billed (it is
// delivered on a zero-value delivery note, §3.9.4), so billing would miss exactly the cards that are all
// warranty; and until the vehicle goes its lines can still change (a billed card's customer lines are locked,
// its warranty lines are not on the invoice). Delivered, the card is final and the parts are in the vehicle.
//
// The journal's id is derived from the card (`warrantyIssueKey`), so a card delivered on two devices offline
// posts one journal: the second meets the first on the same key.
import type { JobCard } from '@schemas/job-cards.schema'
import { payerOf } from './payers'

export type WarrantyPartQty = { part_id: string; qty: number }

const MILLI = 1000

/** The parts of the card's warranty lines, each part once with its quantities added up (in thousandths of
 * the unit, as the stock counts them), in the card's order. A line typed before lines named a part of the
 * master has no part to take out and is left out. */
export function warrantyParts(card: Pick<JobCard, 'parts'>): WarrantyPartQty[] {
  const milli = new Map<string, number>()
  for (const l of card.parts) {
    if (payerOf(l) !== 'warranty' || !l.part_id || !(l.qty > 0)) continue
    milli.set(l.part_id, (milli.get(l.part_id) ?? 0) + Math.round(l.qty * MILLI))
  }
  return [...milli].map(([part_id, m]) => ({ part_id, qty: m / MILLI }))
}

/** The key the card's warranty journal is posted under (`derivedId('wj', key)`). */
export const warrantyIssueKey = (cardId: string) => `warranty-issue:${cardId}`

/** The journal's reason, in the books' language (English, as every narration stored). */
export function warrantyIssueReason(card: Pick<JobCard, 'job_no' | 'reg_no'>): string {
  const vehicle = card.reg_no ? ` (${card.reg_no})` : ''
  return `Warranty parts fitted on job card ${card.job_no}${vehicle}: claimed from the maker`.slice(0, 300)
}

/** The stock journal's draft as the inventory's form would hold it, or null when no warranty part is on the
 * card. Quantities are written as the form reads them (up to three decimals). */
export function warrantyJournalDraft(
  card: Pick<JobCard, 'job_no' | 'reg_no' | 'parts'>,
  date: string,
): {
  kind: 'warranty'
  doc_date: string
  reason: string
  lines: { key: string; part_id: string; qty: string; value: string }[]
} | null {
  const parts = warrantyParts(card)
  if (parts.length === 0) return null
  return {
    kind: 'warranty',
    doc_date: date,
    reason: warrantyIssueReason(card),
    lines: parts.map((p, i) => ({ key: `w${i + 1}`, part_id: p.part_id, qty: String(p.qty), value: '' })),
  }
}
