// A simulated device for the sync tests: its own RxDB database (fake-indexeddb), its own supabase-js client
// signed in as the shared user, and a sync engine that can be stopped ("offline") and started again.
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import type { SupabaseClient } from '@supabase/supabase-js'
import { getAppStorage } from '../../src/data/storage'
import { openDatabase, type AppDatabase } from '../../src/data/database'
import { MediaQueue } from '../../src/data/media/media-queue'
import { PendingTracker } from '../../src/data/replication/pending'
import { startSync, type SyncEngine } from '../../src/data/sync-engine'
import type { Writer } from '../../src/data/records'

void getRxStorageMemory

export type Device = {
  db: AppDatabase
  pending: PendingTracker
  media: MediaQueue
  writer: Writer
  engine: SyncEngine | null
  online: () => Promise<SyncEngine>
  offline: () => Promise<void>
  close: () => Promise<void>
}

export async function openDevice(userId: string, name: string, client: SupabaseClient): Promise<Device> {
  const db = await openDatabase(userId, {
    storage: wrappedValidateAjvStorage({ storage: getAppStorage() }) as never,
    multiInstance: false,
    nameSuffix: `_${name}`,
  })
  const pending = new PendingTracker(db)
  await pending.load()
  const media = new MediaQueue(db, userId)
  await media.load()
  const device: Device = {
    db,
    pending,
    media,
    writer: { pending },
    engine: null,
    async online() {
      device.engine = await startSync(db, client, pending, {
        retryTime: 200,
        waitForLeadership: false,
        media,
        userId,
      })
      return device.engine
    },
    async offline() {
      await device.engine?.stop()
      device.engine = null
    },
    async close() {
      await device.offline()
      pending.close()
      media.close()
      await db.close()
    },
  }
  return device
}
