// The follow-ups as screens read them — live, each with its customer and where it stands today — and the
// background refresh that keeps them in step with deliveries and job cards while a follow-up screen or the
// dashboard card is open.
import { useEffect, useMemo } from 'react'
import { filter } from 'rxjs'
import type { Party } from '@schemas/parties.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { bucketOf, type Bucket } from '../domain/buckets'
import { indianDate } from '../domain/dates'
import type { CallAttempt, Reminder } from '../domain/types'
import { refreshFollowUps } from './refresh'
import { jobCardConcernsFollowUps, voucherConcernsFollowUps } from './relevant-change'
import { toReminder } from './reminder-docs'

/** A follow-up with what the list shows of it. */
export type FollowUpRow = {
  reminder: Reminder
  bucket: Bucket
  party: Party | null
  lastCall: CallAttempt | null
}

/** Today in India: the day every bucket is read on. */
export const indiaToday = () => indianDate(Date.now())

export function useFollowUps(): { rows: FollowUpRow[]; loading: boolean } {
  const { db, companyId } = useData()
  const reminders = useRxQuery(() => db.follow_ups.find({ sort: [{ due_date: 'asc' }, { id: 'asc' }] }), [db])
  const partyIds = useMemo(
    () => [...new Set((reminders.data ?? []).map((r) => r.party_id).filter(Boolean))].sort(),
    [reminders.data],
  )
  const parties = useRxQuery(
    () => (partyIds.length > 0 ? db.parties.find({ selector: { id: { $in: partyIds } } }) : null),
    [db, partyIds.join(',')],
  )
  const today = indiaToday()
  const rows = useMemo(() => {
    const byId = new Map((parties.data ?? []).map((p) => [p.id, p as Party]))
    return (reminders.data ?? []).map((doc): FollowUpRow => {
      const reminder = toReminder(doc, companyId)
      const lastCall = reminder.attempts.reduce<CallAttempt | null>(
        (a, c) => (!a || c.at > a.at ? c : a),
        null,
      )
      return {
        reminder,
        bucket: bucketOf(reminder, today),
        party: byId.get(reminder.party_id) ?? null,
        lastCall,
      }
    })
  }, [reminders.data, parties.data, companyId, today])
  return { rows, loading: reminders.loading || (partyIds.length > 0 && parties.loading) }
}

/** One run at a time per database: the screens and the dashboard card may all ask at once. */
const running = new WeakMap<object, Promise<unknown>>()
const QUIET_MS = 1_500

/**
 * Generates and reconciles the follow-ups now and again whenever a change that can move one lands (a vehicle
 * invoice or credit note, a job card delivered, a vehicle, the catalogue: relevant-change.ts), after a quiet
 * moment, for a user who may write them.
 */
export function useFollowUpRefresh(): void {
  const { db, companyId, writer } = useData()
  const auth = useAuth()
  const allowed = auth.can('workshop_follow_up', 'write') && !auth.readOnly
  useEffect(() => {
    if (!allowed) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const run = () => {
      if (running.has(db)) return
      const job = refreshFollowUps(db, companyId, writer, indiaToday())
        .catch((e: unknown) => console.error('follow-ups refresh', e))
        .finally(() => running.delete(db))
      running.set(db, job)
    }
    const later = () => {
      clearTimeout(timer)
      timer = setTimeout(run, QUIET_MS)
    }
    run()
    const subs = [
      db.vouchers.$.pipe(filter(voucherConcernsFollowUps)).subscribe(later),
      db.job_cards.$.pipe(filter(jobCardConcernsFollowUps)).subscribe(later),
      db.vehicles.$.subscribe(later),
      db.catalog.$.subscribe(later),
    ]
    return () => {
      clearTimeout(timer)
      subs.forEach((s) => s.unsubscribe())
    }
  }, [db, companyId, writer, allowed])
}
