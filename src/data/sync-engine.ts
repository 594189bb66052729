// Starts and stops the replication of every synced collection for the signed-in user's database, and keeps the
// sync state the whole app shows: online/offline, changes waiting, last synced, the latest error and a retry.
import type { RxCollection } from 'rxdb'
import {
  PROFILE_SELECT,
  PROFILE_TABLE,
  SYNCED_COLLECTIONS,
  type RecordCollectionName,
  type SyncedCollectionName,
} from '@schemas/index'
import type { SupabaseClient } from '@/lib/supabase'
import { isOwnerOf } from './account/company-owner'
import { ensureSettings } from './account/settings-doc'
import { RETENTION_DAYS, RETENTION_MS, type AppDatabase } from './database'
import type { MediaQueue } from './media/media-queue'
import { startMediaSync, type MediaSync } from './media/media-sync'
import type { PendingTracker } from './replication/pending'
import { mainReason, RefusalGate, WRITE_REFUSED, type RefusalReason } from './replication/refusals'
import { replicateTable, type TableReplication } from './replication/replicate-table'
import { reconcileDeletions } from './replication/reconcile'
import { renumberClashes } from './replication/renumber'

export type SyncSnapshot = {
  /** Replications are running (a session exists); false before sign-in completes or after stop. */
  running: boolean
  /** A push or pull is in flight. */
  busy: boolean
  /** Records not yet confirmed by the server plus job-card media not yet uploaded or removed there. */
  pending: number
  lastSyncedAt: number | null
  error: { message: string; code?: string } | null
  /** The server refused changes (the account is read-only, or lacks access): they stay waiting on this
   * device until access changes; null when nothing is held back. */
  refused: { reason: RefusalReason; count: number } | null
}

const META_KEY = 'sync_meta'
type SyncMeta = { lastPulledAt: number | null; lastPurgeAt?: number }
const DAY_MS = 24 * 60 * 60 * 1000

export type SyncEngine = {
  snapshot: () => SyncSnapshot
  subscribe: (listener: () => void) => () => void
  retry: () => void
  /** Resolves once every replication has pushed and pulled everything it knows of. */
  awaitInSync: () => Promise<void>
  stop: () => Promise<void>
}

export type StartOptions = {
  retryTime?: number
  waitForLeadership?: boolean
  now?: () => number
  /** The job-card media queue of this user's database; its uploads run while the engine runs. */
  media?: MediaQueue
  /** The signed-in user: their profile is pulled, and their settings made from the defaults if the server
   * has none (without it, neither happens). */
  userId?: string
  /** The user's company: its settings row (keyed by the owner's id) is the one every member reads. */
  companyId?: string
  /** Only the owner makes the company's settings row from the defaults; staff wait for the owner's. Unknown
   * (the profile has not arrived yet, as on a first start): the pulled profile decides, and a member whose
   * profile names another company (or staff) makes none — a row made then would be keyed by the member's own
   * id, refused by the server and held for ever. */
  isOwner?: boolean | (() => boolean | undefined)
  /** The body budget of one push call (replicate-table.ts); only tests change it. */
  pushBodyBytes?: number
}

/** The code of a media upload or removal failure in the snapshot's error. */
export const MEDIA_ERROR_CODE = 'media'

export async function startSync(
  db: AppDatabase,
  client: SupabaseClient,
  pending: PendingTracker,
  options: StartOptions = {},
): Promise<SyncEngine> {
  const now = options.now ?? Date.now
  const listeners = new Set<() => void>()
  const meta: SyncMeta = { lastPulledAt: null, ...(await db.getLocal<SyncMeta>(META_KEY))?.toJSON().data }
  let snap: SyncSnapshot = {
    running: true,
    busy: false,
    pending: pending.count() + (options.media?.count() ?? 0),
    lastSyncedAt: meta.lastPulledAt,
    error: null,
    refused: null,
  }
  const set = (patch: Partial<SyncSnapshot>) => {
    snap = { ...snap, ...patch }
    listeners.forEach((l) => l())
  }
  const stale = meta.lastPulledAt !== null && now() - meta.lastPulledAt > RETENTION_MS

  let savedAt = 0
  const synced = (at: number) => {
    set({ lastSyncedAt: at, error: null })
    // At most every few seconds: "last synced" needs minutes of precision, not a write per pull.
    if (at - savedAt > 5_000) {
      savedAt = at
      void db.upsertLocal<SyncMeta>(META_KEY, { ...meta, lastPulledAt: at }).catch(() => undefined)
    }
  }

  // Every synced collection the database holds (all of them in the app; a test's device may open fewer).
  const names = (Object.keys(SYNCED_COLLECTIONS) as SyncedCollectionName[]).filter((n) => n in db.collections)
  const common = {
    client,
    pending,
    onPulled: synced,
    onPushed: synced,
    retryTime: options.retryTime,
    waitForLeadership: options.waitForLeadership,
    pushBodyBytes: options.pushBodyBytes,
  }
  const gates = new Map(names.map((name) => [name, new RefusalGate()]))
  const refusedIds = new Map<SyncedCollectionName, { reason: RefusalReason; ids: string[] }>()
  const showRefused = () => {
    const all = [...refusedIds.values()]
    set({
      refused:
        all.length === 0
          ? null
          : {
              reason: mainReason(all.map((r) => r.reason))!,
              count: all.reduce((n, r) => n + r.ids.length, 0),
            },
    })
  }
  /** Lets held pushes go again: something changed that could change the server's answer. */
  const openGates = () => {
    refusedIds.clear()
    showRefused()
    gates.forEach((g) => g.open())
  }
  /** The first run's settings step (below) is under way. */
  let settingUp = false
  const reps: TableReplication<unknown>[] = names.map((name) =>
    replicateTable({
      ...common,
      collection: db[name] as unknown as RxCollection<unknown>,
      identifier: `supabase-${name}`,
      gate: gates.get(name),
      onRefused(reason, ids) {
        refusedIds.set(name, { reason, ids })
        showRefused()
      },
      onClashes(clashes) {
        // The renumbered records are local edits: they open this collection's gate and go again.
        void renumberClashes(name, db[name] as never, clashes, { pending, now })
          .then((entries) => (entries.length > 0 ? db.conflicts.bulkInsert(entries) : undefined))
          .catch(() => undefined)
      },
    }),
  )
  const userId = options.userId
  if (userId) {
    // The own users row only: an admin may read everyone's, and their device keeps its own profile.
    const profileRep = replicateTable({
      ...common,
      collection: db.profile as unknown as RxCollection<unknown>,
      identifier: 'supabase-profile',
      table: PROFILE_TABLE,
      select: PROFILE_SELECT,
      only: { column: 'id', value: userId },
      pullOnly: true,
    })
    reps.push(profileRep)
    const companyId = options.companyId ?? userId
    // Whether this user owns the company: only the server's copy of the profile may say yes, as a yes makes
    // the company's settings row, which the server refuses from anyone else (a sign-up that joined a company by
    // invite once pushed a row for the company it never had). What the app already knows may say no at once.
    // The app never reopens the database to learn it (a reopen in the middle of a first sync raced the user's
    // first saves).
    const owner = async (): Promise<boolean> => {
      const known = typeof options.isOwner === 'function' ? options.isOwner() : options.isOwner
      if (known === false) return false
      await profileRep.state.awaitInitialReplication()
      const profile = (await db.profile.findOne(userId).exec())?.toJSON()
      return profile !== undefined && isOwnerOf(profile, companyId)
    }
    // A new account has no settings row: the device that first finds none makes it from the defaults. Two
    // devices doing so at once is a conflict merged against the defaults (settings-merge.ts): nothing lost.
    // Until it is done the engine counts as busy: "synced, nothing waiting" before the row is made would let
    // a person sign out (or a test go on) in the moment before a change appears.
    const settingsRep = reps[names.indexOf('settings')]
    if (settingsRep) {
      settingUp = true
      void settingsRep.state
        .awaitInitialReplication()
        .then(owner)
        .then((isOwner) =>
          settingsRep.state.isStopped() || !isOwner
            ? false
            : ensureSettings(db.settings, companyId, { pending, userId }),
        )
        .catch(() => undefined)
        .finally(() => {
          settingUp = false
          showBusy()
        })
    }
  }
  const countPending = () => set({ pending: pending.count() + (options.media?.count() ?? 0) })
  const unsubPending = pending.subscribe(countPending)
  const unsubMedia = options.media?.subscribe(countPending) ?? (() => undefined)
  const media: MediaSync | null = options.media
    ? startMediaSync({
        db,
        client,
        queue: options.media,
        waitForLeadership: options.waitForLeadership ?? true,
        now,
        onError(reason) {
          if (reason !== null) set({ error: { message: reason, code: MEDIA_ERROR_CODE } })
          else if (snap.error?.code === MEDIA_ERROR_CODE) set({ error: null })
        },
      })
    : null
  const active = new Map<number, boolean>()
  const showBusy = () => set({ busy: settingUp || [...active.values()].some(Boolean) })
  const subs = reps.flatMap((r, i) => [
    r.state.error$.subscribe((e) => {
      const cause = (e.parameters as { errors?: unknown[] } | undefined)?.errors?.[0]
      // Not a passing error: the changes wait for access, which the snapshot's `refused` says (onRefused).
      if ((cause as { code?: unknown } | undefined)?.code === WRITE_REFUSED) return
      // RxDB hands the handler's error on as plain JSON (name, message, code): not a BackendError instance.
      const err = cause as { message?: unknown; code?: unknown } | undefined
      set({
        error: {
          message: typeof err?.message === 'string' ? err.message : e.message,
          code: typeof err?.code === 'string' ? err.code : undefined,
        },
      })
    }),
    r.state.active$.subscribe((on) => {
      active.set(i, on)
      showBusy()
    }),
  ])

  // An admin's change of access or validity arrives as a new profile: held changes may now go through.
  const profileSub = userId ? db.profile.$.subscribe(() => openGates()) : null
  // An edit made here (a clashing number renumbered, a record deleted) may change the answer for its own
  // collection; what replication itself writes (pulls, resolved conflicts) may not.
  const editSubs = names.map((name) =>
    (db[name] as unknown as RxCollection<unknown>).eventBulks$.subscribe((bulk) => {
      const gate = gates.get(name)
      if (!gate?.isClosed || bulk.context.startsWith('replication-')) return
      refusedIds.delete(name)
      showRefused()
      gate.open()
    }),
  )

  if (stale) {
    // Offline longer than the tombstone retention: deletions made elsewhere may have been purged from the
    // server, so they can never arrive as changes. Compare ids once the first pull is through.
    void Promise.all(reps.map((r) => r.state.awaitInitialReplication()))
      .then(() =>
        Promise.all(
          names
            .filter((name): name is RecordCollectionName => name !== 'settings')
            .map((name) => reconcileDeletions(client, db[name] as never, pending, now)),
        ),
      )
      .catch(() => undefined)
  }

  // Tombstones past the retention window are purged on the server; once a day from whichever device syncs.
  if (now() - (meta.lastPurgeAt ?? 0) > DAY_MS) {
    void Promise.all(reps.map((r) => r.state.awaitInSync()))
      .then(async () => {
        const { error } = await client.rpc('sync_purge_deleted', { days: RETENTION_DAYS })
        if (!error) {
          meta.lastPurgeAt = now()
          await db.upsertLocal<SyncMeta>(META_KEY, { ...meta, lastPulledAt: snap.lastSyncedAt })
        }
      })
      .catch(() => undefined)
  }

  return {
    snapshot: () => snap,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    retry() {
      set({ error: null })
      openGates()
      for (const r of reps) r.state.reSync()
      media?.kick()
    },
    async awaitInSync() {
      await Promise.all(reps.map((r) => r.state.awaitInSync()))
      await media?.awaitIdle()
    },
    async stop() {
      subs.forEach((s) => s.unsubscribe())
      profileSub?.unsubscribe()
      editSubs.forEach((s) => s.unsubscribe())
      // A push held by a gate must see the stop and give up, not wait for ever.
      gates.forEach((g) => g.dispose())
      unsubPending()
      unsubMedia()
      await Promise.all([...reps.map((r) => r.stop()), media?.stop()])
      set({ running: false, busy: false })
    },
  }
}
