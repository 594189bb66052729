// The replicated collections and the local-only ones, by RxDB collection name (= server table name).
import { bookingsMigrations, bookingsSchema } from './bookings.schema'
import { conflictsMigrations, conflictsSchema } from './conflicts.schema'
import { jobCardsMigrations, jobCardsSchema } from './job-cards.schema'
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

export type { Booking, BookingStatus, PaymentMode } from './bookings.schema'
export type { ConflictEntry } from './conflicts.schema'
export type { JobCard, JobMedia, JobStatus, LabourLine, PartLine } from './job-cards.schema'
export type { Party, PartyKind } from './parties.schema'
export type { SyncedFields } from './synced-fields'
