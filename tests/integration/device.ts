// A simulated device for the sync tests: its own RxDB database (fake-indexeddb), its own supabase-js client
// signed in as the shared user, and a sync engine that can be stopped ("offline") and started again.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import type { Booted, SignedIn } from '../contract/harness'
import type { CollectionName } from '../../schemas/index'
import { databaseName, type AppDatabase } from '../../src/data/database'
import type { MediaQueue } from '../../src/data/media/media-queue'
import type { PendingTracker } from '../../src/data/replication/pending'
import { openTestDatabase } from '../harness/test-database'
export { until } from '../harness/until'
import { startSync, type SyncEngine } from '../../src/data/sync-engine'
import type { Writer } from '../../src/data/records'

/** A supabase-js client of the in-process backend signed in as `u`, with Realtime over Node's `ws` (and
 * `fetch` in place of the global one, to watch the requests). */
export async function signedInClient(
  s: Booted,
  u: SignedIn,
  options: { fetch?: typeof fetch } = {},
): Promise<SupabaseClient> {
  const c = createClient(s.url, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  })
  const { error } = await c.auth.signInWithPassword({ email: u.email, password: u.password })
  if (error) throw error
  return c
}

export type Device = {
  db: AppDatabase
  pending: PendingTracker
  media: MediaQueue
  writer: Writer
  engine: SyncEngine | null
  online: (options?: { pushBodyBytes?: number; isOwner?: boolean }) => Promise<SyncEngine>
  offline: () => Promise<void>
  close: () => Promise<void>
}

/** What a device opens unless a test names its collections: two devices stay within RxDB's open core's 13
 * open collections per process. */
const DEVICE_COLLECTIONS: readonly CollectionName[] = [
  'parties',
  'bookings',
  'job_cards',
  'settings',
  'profile',
  'conflicts',
]

/** A device of `userId` named `name`: opening the same name again is the same device after a restart. */
export async function openDevice(
  userId: string,
  name: string,
  client: SupabaseClient,
  options: { collections?: readonly CollectionName[] } = {},
): Promise<Device> {
  const t = await openTestDatabase(name, {
    storage: 'indexeddb',
    reopen: `${databaseName(userId)}_${name}`,
    companyId: userId,
    collections: options.collections ?? DEVICE_COLLECTIONS,
  })
  const { db, pending, media } = t
  const device: Device = {
    db,
    pending,
    media,
    writer: { pending },
    engine: null,
    async online(options = {}) {
      device.engine = await startSync(db, client, pending, {
        isOwner: true,
        ...options,
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
      await t.closeKeep()
    },
  }
  return device
}
