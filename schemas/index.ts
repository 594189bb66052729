// The replicated collections and the local-only ones, by RxDB collection name (= server table name).
import { bookingsMigrations, bookingsSchema } from './bookings.schema'
import { conflictsMigrations, conflictsSchema } from './conflicts.schema'
import { jobCardsMigrations, jobCardsSchema } from './job-cards.schema'
import { bookingListKey, jobCardListKey } from './list-keys'
import { partiesMigrations, partiesSchema } from './parties.schema'
import { profileMigrations, profileSchema } from './profile.schema'
import { settingsMigrations, settingsSchema } from './settings.schema'

export const SYNCED_COLLECTIONS = {
  parties: { schema: partiesSchema, migrationStrategies: partiesMigrations },
  bookings: { schema: bookingsSchema, migrationStrategies: bookingsMigrations },
  job_cards: { schema: jobCardsSchema, migrationStrategies: jobCardsMigrations },
  settings: { schema: settingsSchema, migrationStrategies: settingsMigrations },
} as const

/** Copies of server rows that the device reads and never writes (pull-only replication). */
export const PULLED_COLLECTIONS = {
  profile: { schema: profileSchema, migrationStrategies: profileMigrations },
} as const

export const LOCAL_COLLECTIONS = {
  conflicts: { schema: conflictsSchema, migrationStrategies: conflictsMigrations },
} as const

export type SyncedCollectionName = keyof typeof SYNCED_COLLECTIONS
/** The collections whose documents have a generated `id` (every synced one but the per-user settings). */
export type RecordCollectionName = Exclude<SyncedCollectionName, 'settings'>

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
export type { ProfileDoc } from './profile.schema'
export { PROFILE_SELECT, PROFILE_TABLE } from './profile.schema'
export type { SettingsDoc } from './settings.schema'
export { defaultSettingsDoc } from './settings.schema'
export type { SyncedFields } from './synced-fields'
export { bookingListKey, jobCardListKey } from './list-keys'
