// What a follow-up is (research/modules.md §3.11, research/dms.md b.16): a reminder to call a customer about one
// vehicle for one reason and one cycle of it, with the calls made so far. Pure data: the `follow_ups` collection
// (schemas/follow-ups.schema.ts, whose enumerations these are) stores every field but the company, which is the
// row's owner on the server.
import { CALL_CHANNELS, CALL_OUTCOMES, FOLLOW_UP_KINDS, FOLLOW_UP_STATUSES } from '@schemas/follow-ups.schema'

export { CALL_CHANNELS, CALL_OUTCOMES, FOLLOW_UP_KINDS, FOLLOW_UP_STATUSES }

/**
 * - service_due: the next service, by time or by kilometres, whichever comes first;
 * - free_service_expiring: a free service of the catalogue's schedule is about to lapse unused;
 * - psf: the post-service feedback call after a job card's delivery;
 * - insurance_renewal: the policy's expiry is near.
 */
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number]

/** open: to call; done: served (a visit, feedback taken, policy renewed); skipped: no more calls this cycle;
 * expired: its window passed unserved. */
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number]

export type CallChannel = (typeof CALL_CHANNELS)[number]

/**
 * What a call came to (research/dms.md b.16, Gain DMS / DealerMine outcomes):
 * - reached: spoke to the customer (for a feedback call: feedback taken); call again on the next date;
 * - booked: an appointment on the next date; the visit's job card closes the reminder;
 * - not_reachable: no answer, switched off or busy; try again;
 * - wrong_number, not_interested, serviced_elsewhere: nothing more this cycle;
 * - vehicle_sold, shifted: the customer no longer has the vehicle here; no more service reminders for them;
 * - renewed: an insurance renewal call found the policy renewed (the call's `next_at` is the new expiry).
 */
export type CallOutcome = (typeof CALL_OUTCOMES)[number]

/** A calendar date, yyyy-mm-dd. */
export type IsoDate = string

/** One logged call (or message) about a reminder. */
export type CallAttempt = {
  /** When, epoch ms. */
  at: number
  /** The calendar day of the call where the dealer is (India), yyyy-mm-dd. */
  on: IsoDate
  /** Who called (user id). */
  by: string
  channel: CallChannel
  outcome: CallOutcome
  notes?: string
  /** When to call again, or the appointment's date for `booked`. */
  next_at?: IsoDate
}

/** A follow-up: one vehicle, one kind, one cycle. */
export type Reminder = {
  /** `f-` + 32 hex of SHA-256 of company, vehicle, kind and cycle: the same on every device. */
  id: string
  company: string
  kind: FollowUpKind
  /** Which round of the kind: `s3` the third service, `jc:<id>` a job card's feedback, `ins:<date>` a policy. */
  cycle: string
  vehicle_id: string
  party_id: string
  /** Registration number as stored ('' when not registered yet). */
  reg_no: string
  /** The vehicle as the catalogue or the job card names it. */
  vehicle: string
  /** The document the reminder follows from: the vehicle invoice or the job card. */
  source_id: string
  due_date: IsoDate
  /** The odometer reading the service is due at (service reminders). */
  due_km?: number
  /** The last day it can still be served (a free service's limit, the feedback window, the policy's expiry). */
  window_to?: IsoDate
  /** The catalogue's name of the service ("2nd free service"), when one applies. */
  label?: string
  status: FollowUpStatus
  /** The visit (job card) that served or overtook it. */
  linked_jc_id?: string
  attempts: CallAttempt[]
  /** The day the next call is due, when a call set one. */
  next_call?: IsoDate
  /** An insurance renewal found renewed: the new policy's expiry. */
  renewed_to?: IsoDate
}
