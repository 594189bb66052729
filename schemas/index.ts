// Every collection of the app's database, by RxDB collection name (= server table name for the replicated
// ones), each declared once in its own file (collection.ts). The groups below follow from each one's `kind`.
import { accounts } from './accounts.schema'
import { bookings } from './bookings.schema'
import { catalog } from './catalog.schema'
import type { CollectionDef, CollectionKind, DocOfDef } from './collection'
import { conflicts } from './conflicts.schema'
import { followUps } from './follow-ups.schema'
import { jobCards } from './job-cards.schema'
import { parties } from './parties.schema'
import { parts } from './parts.schema'
import { profile } from './profile.schema'
import { settings } from './settings.schema'
import { vehicles } from './vehicles.schema'
import { vouchers } from './vouchers.schema'

export const COLLECTIONS = {
  parties,
  bookings,
  job_cards: jobCards,
  settings,
  accounts,
  vouchers,
  catalog,
  vehicles,
  parts,
  follow_ups: followUps,
  profile,
  conflicts,
} as const

type Defs = typeof COLLECTIONS
export type CollectionName = keyof Defs
/** The document a collection holds. */
export type DocOfCollection<N extends CollectionName> = DocOfDef<Defs[N]>
type NamesOfKind<K extends CollectionKind> = {
  [N in CollectionName]: Defs[N]['kind'] extends K ? N : never
}[CollectionName]
type OfKind<K extends CollectionKind> = { [N in NamesOfKind<K>]: Defs[N] }

function ofKind<K extends CollectionKind>(kind: K): OfKind<K> {
  // Object.entries forgets which definition sits under which name; the kinds are checked in schemas.test.ts.
  return Object.fromEntries(
    Object.entries(COLLECTIONS).filter(([, def]) => (def as CollectionDef).kind === kind),
  ) as OfKind<K>
}

/** Pushed and pulled. */
export const SYNCED_COLLECTIONS = ofKind('synced')
/** Copies of server rows that the device reads and never writes (pull-only replication). */
export const PULLED_COLLECTIONS = ofKind('pulled')
/** Never leave the device. */
export const LOCAL_COLLECTIONS = ofKind('local')

export type SyncedCollectionName = NamesOfKind<'synced'>
/** The collections whose documents have a generated `id` (every synced one but the per-company settings). */
export type RecordCollectionName = Exclude<SyncedCollectionName, 'settings'>

/** The fields a collection computes on every local write (its definition's `derive`). */
export function deriveFields(collection: string, doc: Record<string, unknown>): Record<string, unknown> {
  const defs: Record<string, { readonly derive?: (doc: never) => object }> = COLLECTIONS
  // records.ts writes any collection's documents through here by name, untyped.
  const derive = defs[collection]?.derive as
    ((d: Record<string, unknown>) => Record<string, unknown>) | undefined
  return derive?.(doc) ?? {}
}

export type { Account, AccountGroup } from './accounts.schema'
export type { Booking, BookingStatus, PaymentMode } from './bookings.schema'
export type { ConflictEntry } from './conflicts.schema'
export type { JobCard, JobMedia, JobStatus, LabourLine, PartLine } from './job-cards.schema'
export type { Party, PartyKind } from './parties.schema'
export type { ProfileDoc } from './profile.schema'
export { PROFILE_SELECT, PROFILE_TABLE } from './profile.schema'
export type { SettingsDoc } from './settings.schema'
export type { Posting, Voucher, VoucherLine, VoucherType } from './vouchers.schema'
export { defaultSettingsDoc } from './settings.schema'
export type { SyncedFields } from './synced-fields'
export { bookingListKey, jobCardListKey } from './list-keys'
