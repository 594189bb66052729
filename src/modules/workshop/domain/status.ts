// The job card's life: open → in progress ⇄ awaiting parts, in progress → ready → delivered; ready may go back
// to in progress (rework after the road test). Any state before delivered may be cancelled, with a reason.
// Delivered and cancelled are final: the card is then read-only.
//
// Delivery rule: the customer must have approved an estimate (approved_at set) for an amount that covers
// the grand total. When the work grew past the approved amount, a new approval for the higher amount must be
// recorded first — the customer is never handed a bill larger than what they agreed to.
import type { JobStatus } from '@schemas/index'

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

/** What a status change looks at. */
export type TransitionCard = {
  status: JobStatus
  complaints: readonly string[]
  labourCount: number
  partsCount: number
  approved_estimate?: number | null
  approved_at?: number | null
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
  ctx: { grandTotal: number; cancelReason?: string },
): TransitionBlocker[] {
  if (!canMove(card.status, to)) return ['not-allowed']
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
