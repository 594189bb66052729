// The replicated collections and the local-only ones, by RxDB collection name (= server table name).
import { bookingsMigrations, bookingsSchema } from './bookings.schema'
import { conflictsMigrations, conflictsSchema } from './conflicts.schema'
import { jobCardsMigrations, jobCardsSchema } from './job-cards.schema'
import { bookingListKey, jobCardListKey } from './list-keys'
import { partiesMigrations, partiesSchema } from './parties.schema'

export const SYNCED_COLLECTIONS = {
  parties: { schema: partiesSchema, migrationStrategies: partiesMigrations },
  bookings: { schema: bookingsSchema, migrationStrategies: bookingsMigrations },
  job_cards: { schema: jobCardsSchema, migrationStrategies: jobCardsMigrations },
} as const

export const LOCAL_COLLECTIONS = {
  conflicts: { schema: conflictsSchema, migrationStrategies: conflictsMigrations },
} as const

export type SyncedCollectionName = keyof typeof SYNCED_COLLECTIONS

/** Fields computed from others on every local write (never typed in by a person). */
export const DERIVED_FIELDS = ['list_key'] as const

export function deriveFields(collection: string, doc: Record<string, unknown>): Record<string, unknown> {
  if (collection === 'job_cards' && typeof doc.opened_at === 'number') {
    return { list_key: jobCardListKey(doc.opened_at) }
  }
  if (collection === 'bookings' && typeof doc.booking_date === 'string') {
    return { list_key: bookingListKey(doc.booking_date) }
  }
  return {}
}

export type { Booking, BookingStatus, PaymentMode } from './bookings.schema'
export type { ConflictEntry } from './conflicts.schema'
export type { JobCard, JobMedia, JobStatus, LabourLine, PartLine } from './job-cards.schema'
export type { Party, PartyKind } from './parties.schema'
export type { SyncedFields } from './synced-fields'
export { bookingListKey, jobCardListKey } from './list-keys'
