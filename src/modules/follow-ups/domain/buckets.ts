// Today's call list (research/modules.md §3.11 task 1; Gain DMS shows a caller only today's calls): where a
// reminder stands on a day, from its due date, its window and the calls logged on it.
//
//   upcoming   more than `dueSoonDays` before the due date (not yet on the list)
//   due_soon   within `dueSoonDays` before it (the N−10 and N−5 calls)
//   due        from the due date to `overdueAfterDays` after it
//   overdue    up to `lostAfterDays` after it
//   lost       later still, with no visit (a visit would have closed it)
//   scheduled  a logged call set the next call for a later day
//   expired    past its window (a feedback call, a free service, a policy)
//   closed     done or skipped
import { callEffect, type CallOptions } from './call-log'
import { daysFrom } from './dates'
import type { CallAttempt, IsoDate, Reminder } from './types'

export const BUCKETS = [
  'lost',
  'overdue',
  'due',
  'due_soon',
  'scheduled',
  'upcoming',
  'expired',
  'closed',
] as const
export type Bucket = (typeof BUCKETS)[number]

export type BucketOptions = CallOptions & {
  /** Days before the due date a reminder joins the list (default 10: the N−10 call). */
  dueSoonDays?: number
  /** Days after the due date it becomes overdue (default 7: N+7). */
  overdueAfterDays?: number
  /** Days after the due date it is counted lost (default 30: N+30). */
  lostAfterDays?: number
}

export const BUCKET_DEFAULTS = { dueSoonDays: 10, overdueAfterDays: 7, lostAfterDays: 30 } as const

/** The latest call: by time, then by day; the same one on every device. */
function lastCall(calls: readonly CallAttempt[]): CallAttempt | undefined {
  let last: CallAttempt | undefined
  for (const c of calls) if (!last || c.at > last.at || (c.at === last.at && c.on > last.on)) last = c
  return last
}

/** The bucket of a reminder on `today`, given the calls logged on it (its own attempts unless given). */
export function bucketOf(
  reminder: Reminder,
  today: IsoDate,
  calls: readonly CallAttempt[] = reminder.attempts,
  options: BucketOptions = {},
): Bucket {
  const o = { ...BUCKET_DEFAULTS, ...options }
  if (reminder.status !== 'open') return 'closed'
  if (reminder.window_to !== undefined && today > reminder.window_to) return 'expired'
  const last = lastCall(calls)
  if (last) {
    const effect = callEffect(reminder.kind, last, options)
    if (effect.status !== 'open') return 'closed'
    if (effect.next_call !== undefined && effect.next_call > today) return 'scheduled'
  }
  const late = daysFrom(reminder.due_date, today)
  if (late < -o.dueSoonDays) return 'upcoming'
  if (late < 0) return 'due_soon'
  if (late <= o.overdueAfterDays) return 'due'
  if (late <= o.lostAfterDays) return 'overdue'
  return 'lost'
}

/** Buckets a caller works through today. */
export const CALL_LIST_BUCKETS: readonly Bucket[] = ['overdue', 'due', 'due_soon']

/** Today's calls: the open reminders in the call-list buckets, most late first, then by due date and id. */
export function todaysCalls(
  reminders: readonly Reminder[],
  today: IsoDate,
  options: BucketOptions = {},
): { reminder: Reminder; bucket: Bucket }[] {
  return reminders
    .map((reminder) => ({ reminder, bucket: bucketOf(reminder, today, reminder.attempts, options) }))
    .filter((row) => CALL_LIST_BUCKETS.includes(row.bucket))
    .sort(
      (a, b) =>
        CALL_LIST_BUCKETS.indexOf(a.bucket) - CALL_LIST_BUCKETS.indexOf(b.bucket) ||
        (a.reminder.due_date < b.reminder.due_date
          ? -1
          : a.reminder.due_date > b.reminder.due_date
            ? 1
            : 0) ||
        (a.reminder.id < b.reminder.id ? -1 : 1),
    )
}
