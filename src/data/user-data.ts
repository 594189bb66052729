// The lifetime of a signed-in user's data: open the local database, load the changes waiting, then start
// replication. The database is what the app needs; replication is on top of it. If replication cannot start
// (the backend client failed to load, say), the app keeps working on the local data and tries again after a
// while or as soon as the browser says it is back online.
import type { SupabaseClient } from '@/lib/supabase'
import type { DataContextValue } from './data-context'
import type { AppDatabase } from './database'
import { MediaQueue } from './media/media-queue'
import { PendingTracker } from './replication/pending'
import type { SyncEngine } from './sync-engine'

export type UserDataDeps = {
  openDatabase: (userId: string) => Promise<AppDatabase>
  getClient: () => Promise<SupabaseClient>
  startSync: (
    db: AppDatabase,
    client: SupabaseClient,
    pending: PendingTracker,
    media: MediaQueue,
  ) => Promise<SyncEngine>
  /** Called with the browser's "online" listener to add, and returns the remover. */
  onOnline: (listener: () => void) => () => void
  retryMs: number
}

export type UserDataState = { status: 'ready'; value: DataContextValue } | { status: 'failed' }

/** Starts the user's data; `report` hears each state. Returns the stop function (closes everything). */
export function startUserData(
  userId: string,
  deps: UserDataDeps,
  report: (state: UserDataState) => void,
  companyId: string = userId,
): () => Promise<void> {
  let stopped = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let removeOnline = () => undefined as void
  let close: () => Promise<void> = async () => undefined

  const run = async () => {
    const db = await deps.openDatabase(userId)
    const pending = new PendingTracker(db)
    await pending.load()
    // Photos live in the company's folder, where every member of it reads them.
    const media = new MediaQueue(db, companyId)
    await media.load()
    const closeDb = async () => {
      // Marks are stored after the edits that made them (records.ts): the last ones before the database goes.
      await pending.close()
      media.close()
      await db.close()
    }
    close = closeDb
    if (stopped) return closeDb()
    const base: DataContextValue = {
      userId,
      companyId,
      db,
      pending,
      media,
      writer: { pending, userId },
      engine: null,
    }
    report({ status: 'ready', value: base })

    let starting = false
    const startReplication = async () => {
      if (stopped || starting || close !== closeDb) return
      starting = true
      clearTimeout(retryTimer)
      try {
        const engine = await deps.startSync(db, await deps.getClient(), pending, media)
        if (stopped) return void (await engine.stop())
        close = async () => {
          await engine.stop()
          await closeDb()
        }
        removeOnline()
        report({ status: 'ready', value: { ...base, engine } })
      } catch (e) {
        console.error('Sync could not start; working on the local data', e)
        retryTimer = setTimeout(() => void startReplication(), deps.retryMs)
      } finally {
        starting = false
      }
    }
    removeOnline = deps.onOnline(() => void startReplication())
    await startReplication()
  }

  const done = run().catch((e: unknown) => {
    console.error('Could not open the local database', e)
    if (!stopped) report({ status: 'failed' })
  })

  return async () => {
    stopped = true
    clearTimeout(retryTimer)
    removeOnline()
    await done
    await close()
  }
}
