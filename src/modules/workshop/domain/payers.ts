// Who pays a job card's line (schemas/job-cards.schema.ts JOB_PAYERS): a line written before lines named a
// payer is the customer's, and an insurance line without a share is the insurer's whole.
import type { JobCard, JobPayer } from '@schemas/job-cards.schema'

export const payerOf = (l: { billable_to?: JobPayer }): JobPayer => l.billable_to ?? 'customer'

/** The insurer's share of an insurance line, basis points (absent: the whole line). */
export const shareOf = (l: { insurer_share_bp?: number }): number => l.insurer_share_bp ?? 10_000

/** Whether a card has anything to bill: a line someone other than the maker pays for. */
export function hasBillable(card: Pick<JobCard, 'labour' | 'parts'>): boolean {
  return [...card.labour, ...card.parts].some((l) => ['customer', 'insurance'].includes(payerOf(l)))
}
