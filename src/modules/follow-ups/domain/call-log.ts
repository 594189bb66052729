// Logging a call on a reminder (research/modules.md §3.11 task 2): every call has an outcome, and the outcome
// decides what happens to the reminder: feedback taken closes a feedback call; a booking waits for the visit
// (its job card closes the reminder), with a call the day after the appointment should the customer not come;
// no answer tries again; a refusal, a wrong number or service elsewhere ends this cycle's calls; a sold vehicle
// or a customer who moved away ends them and every later service call to that customer (see endedParties).
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'
import { plusDays } from './dates'
import {
  CALL_OUTCOMES,
  type CallAttempt,
  type CallOutcome,
  type FollowUpStatus,
  type Reminder,
} from './types'

export type CallOptions = {
  /** Days to the next call when the customer was reached but no date was agreed (default 3). */
  reachedRetryDays?: number
  /** Days to the next try when nobody answered and no date was set (default 1). */
  unreachableRetryDays?: number
}

export const CALL_DEFAULTS = { reachedRetryDays: 3, unreachableRetryDays: 1 } as const

export type CallReason = 'closed' | 'outcome' | 'appointment_date' | 'next_before_call' | 'renewal_date'

const CLOSING: Partial<Record<CallOutcome, FollowUpStatus>> = {
  wrong_number: 'skipped',
  not_interested: 'skipped',
  serviced_elsewhere: 'skipped',
  vehicle_sold: 'skipped',
  shifted: 'skipped',
}

/** What a call does to the reminder: its new status, and the day of the next call while it stays open. */
export function callEffect(
  kind: Reminder['kind'],
  call: Pick<CallAttempt, 'on' | 'outcome' | 'next_at'>,
  options: CallOptions = {},
): { status: FollowUpStatus; next_call?: string } {
  const o = { ...CALL_DEFAULTS, ...options }
  const closing = CLOSING[call.outcome]
  if (closing) return { status: closing }
  switch (call.outcome) {
    case 'renewed':
      return { status: 'done' }
    case 'reached':
      if (kind === 'psf') return { status: 'done' }
      return { status: 'open', next_call: call.next_at ?? plusDays(call.on, o.reachedRetryDays) }
    case 'booked':
      // The appointment's day is given (applyCall refuses a booking without one).
      return { status: 'open', next_call: plusDays(call.next_at ?? call.on, 1) }
    default:
      return { status: 'open', next_call: call.next_at ?? plusDays(call.on, o.unreachableRetryDays) }
  }
}

/** The reminder after a logged call, or why the call cannot be logged. */
export function applyCall(
  reminder: Reminder,
  call: CallAttempt,
  options: CallOptions = {},
): Result<Reminder, CallReason> {
  if (reminder.status !== 'open') return fail('closed')
  if (!CALL_OUTCOMES.includes(call.outcome)) return fail('outcome')
  if (call.outcome === 'booked' && !call.next_at) return fail('appointment_date')
  if (call.outcome === 'renewed') {
    if (reminder.kind !== 'insurance_renewal') return fail('outcome')
    // The new policy runs past the one the reminder is about.
    if (!call.next_at || call.next_at <= (reminder.window_to ?? call.on)) return fail('renewal_date')
  }
  if (call.next_at !== undefined && call.next_at < call.on) return fail('next_before_call')
  const effect = callEffect(reminder.kind, call, options)
  const { next_call: _previous, ...rest } = reminder
  return ok({
    ...rest,
    status: effect.status,
    attempts: [...reminder.attempts, call],
    ...(effect.next_call ? { next_call: effect.next_call } : {}),
    ...(call.outcome === 'renewed' ? { renewed_to: call.next_at } : {}),
  })
}
