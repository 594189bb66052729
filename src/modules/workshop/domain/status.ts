// The job card's life: open → in progress ⇄ awaiting parts, in progress → ready → delivered; ready may go back
// to in progress (rework after the road test). Any state before delivered may be cancelled, with a reason.
// Delivered and cancelled are final: the card is then read-only.
//
// Billing (research/modules.md §3.9): a card in `ready` is billed (billing.ts); billed, its lines are on a tax
// invoice, so it only goes on to delivered — never back to the workshop and never cancelled (a credit note
// first, then the invoice's cancellation unbills it). It is delivered only once billed, unless nothing on it is
// billable (every line warranty or free service). Billed, it is delivered once the customer has paid what is
// left on its invoices, unless the party has credit days (delivery-payment.ts works out what is unpaid).
//
// Delivery rule: the customer must have approved an estimate (approved_at set) for an amount that covers
// the grand total. When the work grew past the approved amount, a new approval for the higher amount must be
// recorded first — the customer is never handed a bill larger than what they agreed to.
import type { JobCard, JobStatus } from '@schemas/index'
import { hasBillable } from './payers'

export const NEXT_STATUSES: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  open: ['in_progress', 'cancelled'],
  in_progress: ['awaiting_parts', 'ready', 'cancelled'],
  awaiting_parts: ['in_progress', 'cancelled'],
  ready: ['delivered', 'in_progress', 'cancelled'],
  delivered: [],
  cancelled: [],
}

export type TransitionBlocker =
  | 'not-allowed'
  | 'complaint-required'
  | 'lines-required'
  | 'approval-required'
  | 'approval-below-total'
  | 'cancel-reason-required'
  | 'not-billed'
  | 'billed'
  | 'unpaid'

/** What a status change looks at. */
export type TransitionCard = {
  status: JobStatus
  complaints: readonly string[]
  labourCount: number
  partsCount: number
  approved_estimate?: number | null
  approved_at?: number | null
  /** Posted on a workshop invoice (card.billing set). */
  billed?: boolean
  /** Anything on it someone other than the maker pays for (billing.ts hasBillable). */
  billable?: boolean
}

/** What a status change looks at of a stored card. */
export function transitionCard(card: JobCard): TransitionCard {
  return {
    status: card.status,
    complaints: card.complaints,
    labourCount: card.labour.length,
    partsCount: card.parts.length,
    approved_estimate: card.approved_estimate,
    approved_at: card.approved_at,
    billed: card.billing != null,
    billable: hasBillable(card),
  }
}

export function isFinal(status: JobStatus): boolean {
  return status === 'delivered' || status === 'cancelled'
}

export function canMove(from: JobStatus, to: JobStatus): boolean {
  return NEXT_STATUSES[from].includes(to)
}

/** Whether the approval on record covers `grandTotal` (paise). */
export function approvalCovers(
  card: Pick<TransitionCard, 'approved_estimate' | 'approved_at'>,
  grandTotal: number,
) {
  return card.approved_at != null && card.approved_estimate != null && card.approved_estimate >= grandTotal
}

/** Everything that stops `card` from moving to `to`; empty when the move may happen. */
export function transitionBlockers(
  card: TransitionCard,
  to: JobStatus,
  ctx: {
    grandTotal: number
    cancelReason?: string
    /** Paise still to receive on the card's invoices before the vehicle goes (delivery-payment.ts). */
    unpaid?: number
  },
): TransitionBlocker[] {
  if (!canMove(card.status, to)) return ['not-allowed']
  if (card.billed && to !== 'delivered') return ['billed']
  const out: TransitionBlocker[] = []
  if (to === 'cancelled') {
    if (!ctx.cancelReason?.trim()) out.push('cancel-reason-required')
    return out
  }
  if (card.complaints.every((c) => c.trim() === '')) out.push('complaint-required')
  if ((to === 'ready' || to === 'delivered') && card.labourCount + card.partsCount === 0) {
    out.push('lines-required')
  }
  if (to === 'delivered') {
    if (card.billable && !card.billed) out.push('not-billed')
    if (card.billed && (ctx.unpaid ?? 0) > 0) out.push('unpaid')
    if (card.approved_at == null || card.approved_estimate == null) out.push('approval-required')
    else if (card.approved_estimate < ctx.grandTotal) out.push('approval-below-total')
  }
  return out
}

/** The fields a permitted move writes. */
export function transitionPatch(
  to: JobStatus,
  at: number,
  cancelReason?: string,
): { status: JobStatus; delivered_at?: number; cancel_reason?: string } {
  if (to === 'delivered') return { status: to, delivered_at: at }
  if (to === 'cancelled') return { status: to, cancel_reason: (cancelReason ?? '').trim().slice(0, 300) }
  return { status: to }
}
