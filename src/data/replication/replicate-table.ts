// Replication of one collection with its server table (DESIGN.md §3, research/sync.md §2.6): checkpoint
// pull ordered by (_modified, id), one push_<table> call per batch with rev-based concurrency, and live
// updates from Realtime — a fresh channel per start, every event answered with a checkpoint pull (RESYNC).
import { Subject } from 'rxjs'
import type { RxCollection, RxReplicationPullStreamItem, WithDeleted } from 'rxdb'
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication'
import type { SupabaseClient } from '@/lib/supabase'
import type { PendingTracker } from './pending'
import { sameRecord, type Doc } from './merge'
import { chunkByBytes, jsonBytes } from './push-chunks'
import {
  mainReason,
  readPushAnswer,
  WRITE_REFUSED,
  type Clash,
  type Refusal,
  type RefusalGate,
  type RefusalReason,
} from './refusals'

export type Checkpoint = { id: string; modified: string }

/** How long a stop waits for a pull being stored (see stop()). */
const STOP_GRACE_MS = 1_000

export const PULL_BATCH = 1000
/** Documents per push: RxDB reads their states and writes the server's answers once per batch, which cost more
 * than the server's work at 200 (bench/data: 1,000 edits in 3.0–3.4 s at 200, 2.0–3.0 s at 1,000). Each batch
 * goes out in as few calls as keep a request body under PUSH_BODY_BYTES (push-chunks.ts). */
export const PUSH_BATCH = 1000

/** A server row as the document: owner and _modified are the server's own; NULL columns are absent fields. */
export function rowToDoc<T>(row: Record<string, unknown>): WithDeleted<T> {
  const doc: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row)) {
    if (k === 'owner' || k === '_modified' || v === null) continue
    doc[k] = v
  }
  doc._deleted = row._deleted === true
  return doc as WithDeleted<T>
}

/** What the server stores of a document: never the attachment data RxDB adds to pushes. */
function withoutAttachments<T>(doc: WithDeleted<T>): WithDeleted<T> {
  const { _attachments: _dropped, ...rest } = doc as WithDeleted<T> & { _attachments?: unknown }
  void _dropped
  return rest as WithDeleted<T>
}

/** The ids of the photos and signatures a state lists (job cards' `media`). */
function listedMedia(doc: unknown): string[] {
  const media = (doc as { media?: unknown }).media
  return Array.isArray(media) ? media.map((m) => String((m as { id?: unknown }).id)) : []
}

/** PostgREST's `or` filter for "after this checkpoint" (`id` is the key's value, whatever the key's name).
 * Keys are UUIDs, so nothing in it needs quoting. */
export function afterCheckpoint(cp: Checkpoint, key = 'id'): string {
  return `_modified.gt.${cp.modified},and(_modified.eq.${cp.modified},${key}.gt.${cp.id})`
}

export class BackendError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'BackendError'
  }
}

export type TableReplication<T> = {
  state: RxReplicationState<T, Checkpoint>
  /** Called after every pull that reached the server (for "last synced"). */
  stop: () => Promise<void>
}

export type ReplicateOptions<T> = {
  client: SupabaseClient
  collection: RxCollection<T>
  pending: PendingTracker
  /** Changes when a full resync is needed: a new identifier means a fresh checkpoint. */
  identifier: string
  onPulled?: (at: number) => void
  onPushed?: (at: number) => void
  retryTime?: number
  waitForLeadership?: boolean
  /** The server table, when it is not named like the collection (profile ← users). */
  table?: string
  /** The columns to read (default `*`); `_modified` must be among them. */
  select?: string
  /** Only rows with this column equal to this value (the profile: the own users row, even for an admin). */
  only?: { column: string; value: string }
  /** Never push: the collection is a read-only copy (profile). */
  pullOnly?: boolean
  /** The body budget of one push call (default PUSH_BODY_BYTES; tests make it small to split a batch). */
  pushBodyBytes?: number
  /** Closed when the server refuses rows of this collection; pushes wait until it opens (refusals.ts). */
  gate?: RefusalGate
  /** The rows of a push the server refused, with the reason to show (RxDB passes errors on as plain JSON). */
  onRefused?: (reason: RefusalReason, ids: string[]) => void
  /** Rows refused because a unique number of theirs is already stored, with the stored row (0022). */
  onClashes?: (clashes: Clash[]) => void
}

export function replicateTable<T>(o: ReplicateOptions<T>): TableReplication<T> {
  const table = o.table ?? o.collection.name
  const key = o.collection.schema.primaryPath as string
  const stream$ = new Subject<RxReplicationPullStreamItem<T, Checkpoint>>()
  let channelSeq = 0
  let channel: ReturnType<SupabaseClient['channel']> | null = null

  // Photos and signatures are attachments on the devices that took or downloaded them; the server stores the
  // document (and the bytes in Storage, src/data/media). A state from the server therefore carries this
  // device's own attachment stubs: RxDB would otherwise replace the local attachments with none on every pull,
  // and refuse to push edits (AT4). A pulled state keeps only the attachments its `media` lists: one removed
  // on another device goes here too. (A state this device has edited and not pushed yet is not overwritten by
  // a pull.) So only states that list media are looked up: on a fresh device that is one IndexedDB read per
  // card with photos instead of one per document. Conflicts are few and keep every local attachment.
  const hasAttachments = Boolean((o.collection.schema.jsonSchema as { attachments?: object }).attachments)
  const idOf = (d: unknown) => String((d as Record<string, unknown>)[key])
  /** `listed`: a pulled state keeps the local attachments its media lists; `all`: a conflict keeps every one. */
  const withLocalAttachments = async (
    docs: WithDeleted<T>[],
    keep: 'listed' | 'all',
  ): Promise<WithDeleted<T>[]> => {
    if (!hasAttachments || docs.length === 0) return docs
    const lookUp = keep === 'listed' ? docs.filter((d) => listedMedia(d).length > 0) : docs
    const local =
      lookUp.length > 0 ? await o.collection.storageInstance.findDocumentsById(lookUp.map(idOf), true) : []
    const byId = new Map(local.map((d) => [idOf(d), d._attachments]))
    return docs.map((d) => {
      const mine = byId.get(idOf(d)) ?? {}
      if (keep === 'all') return { ...d, _attachments: mine }
      const listed = new Set(listedMedia(d))
      return { ...d, _attachments: Object.fromEntries(Object.entries(mine).filter(([id]) => listed.has(id))) }
    })
  }

  /** Rows the server refused at their last push: their local state is read again before the next one. */
  const heldIds = new Set<string>()
  const withLatestStates = async <R extends { newDocumentState: WithDeleted<T> }>(
    rows: R[],
  ): Promise<R[]> => {
    const local = await o.collection.storageInstance.findDocumentsById(
      rows.map((r) => idOf(r.newDocumentState)),
      true,
    )
    const byId = new Map(local.map((d) => [idOf(d), d]))
    const revOf = (d: unknown) => (d as { rev: number }).rev
    return rows.map((r) => {
      const now = byId.get(idOf(r.newDocumentState))
      if (!now || revOf(now) <= revOf(r.newDocumentState)) return r
      const { _meta: _m, _rev: _r, ...doc } = now as typeof now & { _meta?: unknown; _rev?: unknown }
      void _m
      void _r
      return { ...r, newDocumentState: doc as unknown as WithDeleted<T> }
    })
  }

  const state = replicateRxCollection<T, Checkpoint>({
    collection: o.collection,
    replicationIdentifier: o.identifier,
    live: true,
    retryTime: o.retryTime ?? 5_000,
    waitForLeadership: o.waitForLeadership ?? true,
    autoStart: true,
    pull: {
      batchSize: PULL_BATCH,
      stream$: stream$.asObservable(),
      async handler(cp, batchSize) {
        let q = o.client.from(table).select(o.select ?? '*')
        if (o.only) q = q.eq(o.only.column, o.only.value)
        if (cp) q = q.or(afterCheckpoint(cp, key))
        const { data, error } = await q.order('_modified').order(key).limit(batchSize)
        if (error) throw new BackendError(error.message, error.code)
        o.onPulled?.(Date.now())
        const rows = (data ?? []) as unknown as Record<string, unknown>[]
        const last = rows.at(-1)
        return {
          documents: await withLocalAttachments(
            rows.map((r) => rowToDoc<T>(r)),
            'listed',
          ),
          checkpoint: last ? { id: String(last[key]), modified: String(last._modified) } : (cp ?? undefined),
        } as { documents: WithDeleted<T>[]; checkpoint: Checkpoint }
      },
    },
    push: {
      batchSize: PUSH_BATCH,
      async handler(rows) {
        // After a refusal the rows would only be refused again: wait for a change that could alter the answer.
        await o.gate?.wait()
        if (o.gate?.disposed || state.isStopped()) throw new BackendError('sync stopped')
        // RxDB sends a failed batch again as it was; a refused row edited here since (a clashing number
        // renumbered) goes as it is now. RxDB then sends that state once more, which comes back as an equal
        // conflict and resolves to nothing.
        if (rows.some((r) => heldIds.has(idOf(r.newDocumentState)))) rows = await withLatestStates(rows)
        const refs = rows.map((r) => ({
          id: idOf(r.newDocumentState),
          rev: (r.newDocumentState as unknown as { rev: number }).rev,
        }))
        await o.pending.mark(table, refs)
        const payload = rows.map((r, i) => ({
          ref: refs[i]!,
          row: {
            new: withoutAttachments(r.newDocumentState),
            // The server compares only the rev this device assumed; the whole assumed state would double
            // what every push sends and parses.
            assumed: r.assumedMasterState
              ? { rev: (r.assumedMasterState as unknown as { rev: number }).rev }
              : null,
          },
        }))
        const conflicts: WithDeleted<T>[] = []
        const refused: Refusal[] = []
        const clashes: Clash[] = []
        for (const part of chunkByBytes(payload, (p) => jsonBytes(p.row), o.pushBodyBytes)) {
          const { data, error } = await o.client.rpc(`push_${table}`, { rows: part.map((p) => p.row) })
          if (error) throw new BackendError(error.message, error.code)
          const answer = readPushAnswer(data)
          const lost = await withLocalAttachments(
            answer.conflicts.map((r) => rowToDoc<T>(r)),
            'all',
          )
          // A conflict whose server state is the record as sent changed nothing: that change is on the server.
          const sent = new Map(part.map((p) => [p.ref.id, p.row.new as unknown as Doc]))
          const differs = lost.filter((d) => {
            const mine = sent.get(idOf(d))
            return !mine || !sameRecord(d as unknown as Doc, mine)
          })
          const unsettled = new Set([...differs.map(idOf), ...answer.refused.map((r) => r.id)])
          await o.pending.settle(
            table,
            part.map((p) => p.ref).filter((r) => !unsettled.has(r.id)),
          )
          conflicts.push(...lost)
          refused.push(...answer.refused)
          clashes.push(...answer.clashes)
        }
        o.onPushed?.(Date.now())
        // The rest of the batch is written; the refused rows stay waiting on this device. Failing the batch
        // keeps RxDB from taking them as pushed: it sends the batch again once the gate opens, and the rows
        // already written come back as conflicts equal to the local state, which resolve to nothing.
        const reason = mainReason(refused.map((r) => r.reason))
        rows.forEach((r) => heldIds.delete(idOf(r.newDocumentState)))
        if (reason) {
          const ids = refused.map((r) => r.id)
          ids.forEach((id) => heldIds.add(id))
          // Edited while this push was on its way: send the new state at RxDB's next retry, do not wait for
          // another edit.
          const sent = rows.filter((r) => heldIds.has(idOf(r.newDocumentState)))
          const now = await withLatestStates(sent)
          if (now.every((r, i) => r === sent[i])) o.gate?.close()
          o.onRefused?.(reason, ids)
          if (clashes.length > 0) o.onClashes?.(clashes)
          throw new BackendError(`The server refused ${ids.length} change(s): ${reason}`, WRITE_REFUSED)
        }
        return conflicts
      },
    },
    // RxDB replicates one way when there is no push half.
    ...(o.pullOnly ? { push: undefined } : {}),
  })

  const openChannel = async () => {
    if (channel) void o.client.removeChannel(channel)
    // Realtime checks row-level security with the token it was given; after a page load supabase-js may not
    // have handed it the restored session yet, and with the anon key no row of this dealer would arrive.
    const { data } = await o.client.auth.getSession()
    if (data.session) await o.client.realtime.setAuth(data.session.access_token)
    if (state.isStopped()) return
    // A new topic each time: realtime-js refuses new callbacks on a channel it has already joined.
    // Inserts and updates only: a record is deleted by an update (_deleted, a tombstone), and the rows the
    // purge removes later are tombstones every device already has. Hosted Realtime sends DELETE events to every
    // subscriber of a table whatever row-level security says (other dealers' ids), so replication must not ask
    // for them.
    const filter = o.only && `${o.only.column}=eq.${o.only.value}`
    const resync = () => stream$.next('RESYNC')
    channel = o.client
      .channel(`sync-${table}-${++channelSeq}-${Math.random().toString(36).slice(2, 8)}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table, filter }, resync)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table, filter }, resync)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') stream$.next('RESYNC')
      })
  }
  // Realtime only in the tab that replicates.
  void state.awaitInitialReplication().then(
    () => {
      if (!state.isStopped()) void openChannel()
    },
    () => undefined,
  )

  return {
    state,
    async stop() {
      if (channel) await o.client.removeChannel(channel)
      channel = null
      stream$.complete()
      // RxDB stores a pulled page's documents, then their server states, and closes the state store when it
      // stops: a stop in between keeps documents that then look like local changes and go back to the server
      // as new. Let a pull being stored finish first, for a moment at most (one that never answers, offline,
      // must not hold the stop).
      const down = state.internalReplicationState?.streamQueue.down
      if (down) {
        let timer: ReturnType<typeof setTimeout> | undefined
        await Promise.race([
          down.catch(() => undefined),
          new Promise((r) => (timer = setTimeout(r, STOP_GRACE_MS))),
        ])
        clearTimeout(timer)
      }
      await state.cancel()
    },
  }
}
