// One RxDB database per signed-in user (DESIGN.md §3), on IndexedDB through the Dexie storage. Dev-mode is
// never imported here: it phones home from browsers and costs ~100 KB; tests pass a validating storage instead.
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb'
import { RxDBAttachmentsPlugin } from 'rxdb/plugins/attachments'
import { RxDBCleanupPlugin } from 'rxdb/plugins/cleanup'
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election'
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { getAppStorage } from './storage'
import {
  LOCAL_COLLECTIONS,
  PULLED_COLLECTIONS,
  SYNCED_COLLECTIONS,
  type Booking,
  type CollectionName,
  type DocOfCollection,
  type JobCard,
  type Party,
  type SyncedCollectionName,
} from '@schemas/index'
import { settingsMergeBase } from './account/settings-merge'
import { createConflictHandler, type LosersSink } from './replication/conflict-handler'
import type { Doc } from './replication/merge'

let pluginsAdded = false
function addPlugins(): void {
  if (pluginsAdded) return
  pluginsAdded = true
  addRxPlugin(RxDBMigrationSchemaPlugin)
  addRxPlugin(RxDBAttachmentsPlugin)
  addRxPlugin(RxDBLocalDocumentsPlugin)
  addRxPlugin(RxDBLeaderElectionPlugin)
  addRxPlugin(RxDBCleanupPlugin)
}

/** Every collection of schemas/index.ts with the document its definition derives. */
export type Collections = { [N in CollectionName]: RxCollection<DocOfCollection<N>> }

export type AppDatabase = RxDatabase<Collections>

export type SyncedDoc = Party | Booking | JobCard

/** The database name for a user: RxDB names are lower-case letters, digits and `_`. */
export function databaseName(userId: string): string {
  return `autobahi_${userId.toLowerCase().replace(/[^a-z0-9]/g, '')}`
}

/** Tombstones older than this are purged; a device offline longer than this does a full resync. */
export const RETENTION_DAYS = 90
export const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60 * 1000

export type OpenOptions = {
  storage?: RxStorage<unknown, unknown>
  /** Several tabs of the same user share the database (and elect one leader to replicate). */
  multiInstance?: boolean
  /** Where losing values of a conflict go (the conflicts collection by default). */
  onLosers?: LosersSink
  /** Tests open several "devices" of one user in one process. */
  nameSuffix?: string
  /** Only these collections (tests: RxDB's open core holds 13 open collections per process, all databases
   * together, so a test with several devices opens what it uses). The app opens every one. */
  collections?: readonly CollectionName[]
}

export async function openDatabase(userId: string, options: OpenOptions = {}): Promise<AppDatabase> {
  addPlugins()
  const db = await createRxDatabase<Collections>({
    name: databaseName(userId) + (options.nameSuffix ?? ''),
    storage: options.storage ?? getAppStorage(),
    multiInstance: options.multiInstance ?? true,
    localDocuments: true,
    eventReduce: true,
    closeDuplicates: true,
    // Local tombstones go once they are pushed and older than the server's retention window.
    cleanupPolicy: { minimumDeletedTime: RETENTION_MS, awaitReplicationsInSync: true },
  })
  const sink: LosersSink =
    options.onLosers ??
    (async (entries) => {
      await db.conflicts.bulkInsert(entries)
    })
  const synced = Object.fromEntries(
    (Object.keys(SYNCED_COLLECTIONS) as SyncedCollectionName[]).map((name) => [
      name,
      {
        ...SYNCED_COLLECTIONS[name],
        conflictHandler: createConflictHandler(name, sink, {
          key: SYNCED_COLLECTIONS[name].schema.primaryKey,
          baseWhenNew:
            name === 'settings'
              ? settingsMergeBase
              : (SYNCED_COLLECTIONS[name].baseWhenNew as ((master: Doc, local: Doc) => Doc) | undefined),
          // The handler reads documents untyped; the definition's rule takes its own document type.
          locked: SYNCED_COLLECTIONS[name].locked as ((doc: Doc) => boolean) | undefined,
        }),
      },
    ]),
  )
  const all: Record<string, unknown> = { ...synced, ...PULLED_COLLECTIONS, ...LOCAL_COLLECTIONS }
  const wanted = options.collections
  await db.addCollections(
    (wanted ? Object.fromEntries(wanted.map((name) => [name, all[name]])) : all) as never,
  )
  return db
}
