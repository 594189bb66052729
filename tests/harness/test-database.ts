// The one way a test opens the app's database (issue 19, the test harness): the app's schemas with validation,
// on RxDB's memory storage or on the app's own Dexie storage over fake-indexeddb, a name of its own, and the
// pending tracker, media queue and writer that records.ts needs. `close()` removes it, which also gives its
// collections back: RxDB's open core holds at most 13 open collections per process, all databases together,
// so a test with several databases opens only the collections it uses (`collections`).
import 'fake-indexeddb/auto'
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import type { CollectionName } from '../../schemas/index.ts'
import { openDatabase, type AppDatabase, type OpenOptions } from '../../src/data/database.ts'
import { MediaQueue } from '../../src/data/media/media-queue.ts'
import type { Writer } from '../../src/data/records.ts'
import { PendingTracker } from '../../src/data/replication/pending.ts'
import { getAppStorage } from '../../src/data/storage.ts'

export type TestDatabase = {
  db: AppDatabase
  pending: PendingTracker
  media: MediaQueue
  writer: Writer
  /** Closes the tracker and the queue and removes the database. */
  close: () => Promise<void>
}

export type TestDatabaseOptions = {
  /** 'memory' (fast, the default) or 'indexeddb': the app's Dexie storage with its query paths. */
  storage?: 'memory' | 'indexeddb'
  collections?: readonly CollectionName[]
  /** The writing user, recorded as created_by / updated_by. */
  userId?: string
  /** The company folder of the media queue. */
  companyId?: string
  now?: () => number
  onLosers?: OpenOptions['onLosers']
  /** Opens the same database again (a restart): the name of an earlier one, not removed by its close. */
  reopen?: string
}

let opened = 0

export async function openTestDatabase(
  name: string,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase & { name: string; closeKeep: () => Promise<void> }> {
  const dbName = options.reopen ?? `${name.replace(/[^a-z0-9]/gi, '').toLowerCase()}${++opened}t${Date.now()}`
  const inner = options.storage === 'indexeddb' ? getAppStorage() : getRxStorageMemory()
  const db = await openDatabase(dbName, {
    storage: wrappedValidateAjvStorage({ storage: inner }) as never,
    multiInstance: false,
    collections: options.collections,
    onLosers: options.onLosers,
  })
  const pending = new PendingTracker(db)
  await pending.load()
  const media = new MediaQueue(db, options.companyId ?? options.userId ?? 'test-company')
  await media.load()
  const writer: Writer = {
    pending,
    ...(options.now ? { now: options.now } : {}),
    ...(options.userId ? { userId: options.userId } : {}),
  }
  const shut = async () => {
    await pending.close()
    media.close()
  }
  return {
    name: dbName,
    db,
    pending,
    media,
    writer,
    async close() {
      await shut()
      await db.remove()
    },
    /** Closes without removing, so `reopen` finds the data (memory storage keeps it for the process). */
    async closeKeep() {
      await shut()
      await db.close()
    },
  }
}
