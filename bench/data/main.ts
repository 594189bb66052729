// bench/data's page: the app's real src/data modules (RxDB + Dexie storage, replication, records) and raw
// Dexie as the baseline, in real IndexedDB. bench/data.mjs builds this with Vite, serves it from the local
// backend (same origin) and drives it through `window.bench`; every function returns plain figures.
import { jobCardListKey } from '../../schemas/list-keys.ts'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import Dexie from 'dexie'
import type { JobCard, JobStatus } from '@schemas/job-cards.schema'
import type { RxStorage } from 'rxdb'
import { openDatabase, type AppDatabase } from '@/data/database'
import { getAppStorage } from '@/data/storage'
import { updateRecord, updateRecords } from '@/data/records'
import { PendingTracker } from '@/data/replication/pending'
import { PULL_BATCH } from '@/data/replication/replicate-table'
import { startSync, type SyncEngine } from '@/data/sync-engine'
import { makeJobCards } from './docs'

const STATUSES: JobStatus[] = ['open', 'in_progress', 'awaiting_parts', 'ready', 'delivered', 'cancelled']
const LIST_SIZE = 50
/** How long the push may take before the bench reports it as not done. */
const PUSH_WAIT_MS = 30_000

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  return { runs: s.length, p50: pct(s, 50), p95: pct(s, 95), max: s.at(-1) ?? NaN }
}

let insertDb: AppDatabase | null = null
let dexie: Dexie | null = null
let now = Date.now()

export type Order = 'asc' | 'desc'

/**
 * One list page per run: a status, its 50 job cards from a point in time on, oldest first ('asc', the order
 * the ['status','opened_at'] index keeps) or newest first ('desc'). Every run has its own bound, so no run is
 * answered from RxDB's query cache.
 */
function queryBounds(runs: number, order: Order) {
  const span = 3 * 365 * 24 * 60 * 60 * 1000
  return Array.from({ length: runs }, (_, i) => ({
    status: STATUSES[i % STATUSES.length] as JobStatus,
    // Oldest first starts in the first third of the three years; newest first ends in the last third.
    bound: order === 'asc' ? now - span + i * 997 : now - i * 997,
  }))
}

async function insertRx(count: number, batch: number, seed: number) {
  now = Date.now()
  const docs = makeJobCards(count, { seed, now })
  const t0 = performance.now()
  insertDb = await openDatabase(`bench${seed}`, { multiInstance: false })
  const openMs = performance.now() - t0
  const t1 = performance.now()
  for (let i = 0; i < docs.length; i += batch) {
    const res = await insertDb.job_cards.bulkInsert(docs.slice(i, i + batch))
    if (res.error.length > 0) throw new Error(`RxDB bulkInsert: ${res.error.length} errors`)
  }
  const ms = performance.now() - t1
  const stored = await insertDb.job_cards.count().exec()
  return { openMs, ms, stored }
}

async function insertDexie(count: number, batch: number, seed: number) {
  now = Date.now()
  const docs = makeJobCards(count, { seed, now })
  const t0 = performance.now()
  dexie = new Dexie(`bench-dexie-${seed}`)
  // The same indexes as the RxDB schema: ['status','opened_at'], 'opened_at', 'reg_no', 'chassis_no'.
  dexie.version(1).stores({ job_cards: 'id, [status+opened_at], opened_at, reg_no, chassis_no' })
  await dexie.open()
  const openMs = performance.now() - t0
  const table = dexie.table<JobCard, string>('job_cards')
  const t1 = performance.now()
  for (let i = 0; i < docs.length; i += batch) await table.bulkAdd(docs.slice(i, i + batch))
  const ms = performance.now() - t1
  const stored = await table.count()
  return { openMs, ms, stored }
}

async function queryRx(runs: number, warmup: number, order: Order) {
  const db = insertDb
  if (!db) throw new Error('insertRx first')
  const samples: number[] = []
  let rows = 0
  for (const [i, q] of queryBounds(warmup + runs, order).entries()) {
    const t = performance.now()
    // The app's list query (src/modules/workshop/data/job-cards.ts): newest first is a forward read of the
    // ['status','list_key'] index. (Oldest first is not a list the app shows.)
    const found = await db.job_cards
      .find(
        order === 'desc'
          ? {
              selector: { status: q.status, list_key: { $gte: jobCardListKey(q.bound) } },
              sort: [{ status: 'asc' }, { list_key: 'asc' }],
              index: ['status', 'list_key'],
              limit: LIST_SIZE,
            }
          : {
              selector: { status: q.status, opened_at: { $gte: q.bound } },
              sort: [{ opened_at: 'asc' }],
              limit: LIST_SIZE,
            },
      )
      .exec()
    const ms = performance.now() - t
    if (i >= warmup) {
      samples.push(ms)
      rows += found.length
    }
  }
  return { ...summary(samples), avgRows: rows / runs }
}

async function queryDexie(runs: number, warmup: number, order: Order) {
  if (!dexie) throw new Error('insertDexie first')
  const table = dexie.table<JobCard, string>('job_cards')
  const samples: number[] = []
  let rows = 0
  for (const [i, q] of queryBounds(warmup + runs, order).entries()) {
    const t = performance.now()
    const range =
      order === 'asc'
        ? table.where('[status+opened_at]').between([q.status, q.bound], [q.status, Dexie.maxKey], true, true)
        : table
            .where('[status+opened_at]')
            .between([q.status, Dexie.minKey], [q.status, q.bound], true, true)
            .reverse()
    const found = await range.limit(LIST_SIZE).toArray()
    const ms = performance.now() - t
    if (i >= warmup) {
      samples.push(ms)
      rows += found.length
    }
  }
  return { ...summary(samples), avgRows: rows / runs }
}

async function closeInsertDbs() {
  await insertDb?.remove()
  insertDb = null
  if (dexie) {
    dexie.close()
    await Dexie.delete(dexie.name)
  }
  dexie = null
}

async function until(check: () => boolean, ms: number) {
  const end = performance.now() + ms
  while (!check() && performance.now() < end) await new Promise((r) => setTimeout(r, 5))
}

type Session = { client: SupabaseClient; userId: string }
let session: Session | null = null
let syncDb: AppDatabase | null = null
let pending: PendingTracker | null = null
let engine: SyncEngine | null = null

/** The server's own time over each REST request (pull selects, push RPCs), from its `Server-Timing: app;dur=`
 * header (server/index.ts). The page's own wait for the same answers overlaps with its work and with other
 * requests, so it is no backend time. */
const serverMs: number[] = []
/** BENCH_TRACE: every REST request of a scenario, when it started and ended on the page and the server's time. */
const trace: string[] = []
let traceFrom = 0
const timedFetch: typeof fetch = async (input, init) => {
  const t0 = performance.now()
  const res = await fetch(input, init)
  const url = String(input instanceof Request ? input.url : input)
  if (url.includes('/rest/v1/')) {
    const dur = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]
    serverMs.push(dur === undefined ? NaN : Number(dur))
    const at = (t: number) => (t - traceFrom).toFixed(0).padStart(5)
    trace.push(
      `${at(t0)} → ${at(performance.now())} ms  server ${dur} ms  ${url.split('/rest/v1/')[1]?.slice(0, 60)}`,
    )
  }
  return res
}
/** Starts a new trace; returns it (filled as the scenario runs). */
function traceStart(): string[] {
  trace.length = 0
  traceFrom = performance.now()
  return trace
}
export type ServerTime = { calls: number; ms: number; p50: number; p95: number; max: number }
/** The server's time over the REST requests made since `from` (an index into serverMs). */
function serverSince(from: number): ServerTime {
  const s = serverMs.slice(from).sort((a, b) => a - b)
  const sum = s.reduce((n, v) => n + v, 0)
  return { calls: s.length, ms: sum, p50: pct(s, 50), p95: pct(s, 95), max: s.at(-1) ?? NaN }
}

async function signIn(url: string, anonKey: string, email: string, password: string): Promise<Session> {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: timedFetch },
  })
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error || !data.user) throw error ?? new Error('no user')
  session = { client, userId: data.user.id }
  return session
}

/** A fresh database for the user, then the app's replication until it is in sync. */
/** BENCH_TRACE: the app's storage with every call of its instances (documents, replication states) traced. */
function tracedStorage(): RxStorage<unknown, unknown> {
  const inner = getAppStorage()
  return {
    ...inner,
    async createStorageInstance(params) {
      const instance = await inner.createStorageInstance(params)
      const name = params.collectionName.replace(/^rx-replication-meta-.*/, 'meta')
      for (const m of [
        'bulkWrite',
        'findDocumentsById',
        'query',
        'count',
        'getChangedDocumentsSince',
      ] as const) {
        const fn = (instance as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[m]
        if (!fn) continue
        ;(instance as unknown as Record<string, unknown>)[m] = async (...a: unknown[]) => {
          const t0 = performance.now()
          const r = await fn.apply(instance, a)
          const at = (t: number) => (t - traceFrom).toFixed(0).padStart(5)
          const n = Array.isArray(a[0]) ? ` ${a[0].length}` : ''
          if (name !== 'conflicts') trace.push(`${at(t0)} → ${at(performance.now())} ms  ${name}.${m}${n}`)
          return r
        }
      }
      return instance
    },
  }
}

async function pull(url: string, anonKey: string, email: string, password: string, traced = false) {
  const s = await signIn(url, anonKey, email, password)
  syncDb = await openDatabase(s.userId, {
    multiInstance: false,
    ...(traced ? { storage: tracedStorage() } : {}),
  })
  pending = new PendingTracker(syncDb)
  await pending.load()
  const t0 = performance.now()
  const net0 = serverMs.length
  const requests = traceStart()
  engine = await startSync(syncDb, s.client, pending, { waitForLeadership: false })
  await engine.awaitInSync()
  const ms = performance.now() - t0
  const backend = serverSince(net0)
  const stored = await syncDb.job_cards.count().exec()
  return {
    ms,
    stored,
    backend,
    requests: [...requests, `${ms.toFixed(0).padStart(5)} in sync`],
    error: engine.snapshot().error?.message ?? null,
  }
}

/**
 * The pull's floor: the same pages from the same REST query, each written with raw Dexie as it arrives (the next
 * page is fetched while one is written, as RxDB does), the documents with the app's job card indexes plus one
 * record per document holding its last server state, which is what a replicating client has to keep to tell
 * its own edits from the server's. No RxDB, no conflict checks, no reads.
 */
async function pullFloor(url: string, anonKey: string, email: string, password: string) {
  const pageSize = PULL_BATCH
  const s = await signIn(url, anonKey, email, password)
  const db = new Dexie(`bench-pull-floor-${Date.now()}`)
  db.version(1).stores({
    job_cards: 'id, [status+list_key], list_key, opened_at, reg_no, chassis_no',
    meta: 'id',
  })
  await db.open()
  const t0 = performance.now()
  const page = (after: { id: string; modified: string } | null) => {
    let q = s.client.from('job_cards').select('*')
    if (after) {
      q = q.or(`_modified.gt.${after.modified},and(_modified.eq.${after.modified},id.gt.${after.id})`)
    }
    return q.order('_modified').order('id').limit(pageSize)
  }
  let stored = 0
  let next = page(null)
  for (;;) {
    const { data, error } = await next
    if (error) throw new Error(error.message)
    const rows = (data ?? []) as (JobCard & { _modified: string })[]
    const last = rows.at(-1)
    const more = rows.length === pageSize && last
    if (more) next = page({ id: last.id, modified: last._modified })
    await db.transaction('rw', db.table('job_cards'), db.table('meta'), async () => {
      await db.table('job_cards').bulkPut(rows)
      await db.table('meta').bulkPut(rows.map((r) => ({ id: r.id, docData: r })))
    })
    stored += rows.length
    if (!more) break
  }
  const ms = performance.now() - t0
  floorDb = db
  return { ms, stored }
}

/** The floor's database after pullFloor: the pulled documents and their server states, for the push's floor. */
let floorDb: Dexie | null = null
const BENCH_EDIT = (cur: JobCard, tech: string): Partial<JobCard> => ({
  status: 'ready',
  technician: tech,
  odometer: cur.odometer + 1,
})

/**
 * The push's floor: what any client must do to push `count` edits, with raw Dexie and no RxDB. Read the
 * documents and their last server states, one REST call with the same rows the app sends (push_job_cards:
 * the new state and the revision it assumed), then write the new server states. Other documents than the
 * app edited (the oldest, not the newest), so the server does the same work: no conflicts.
 */
async function pushFloor(count: number) {
  if (!floorDb || !session) throw new Error('pullFloor first')
  const docs = floorDb.table<JobCard & { owner?: string; _modified?: string }, string>('job_cards')
  const meta = floorDb.table<{ id: string; docData: JobCard }, string>('meta')
  const ids = await docs.orderBy('opened_at').limit(count).primaryKeys()
  const t0 = performance.now()
  const [current, states] = await floorDb.transaction('r', docs, meta, () =>
    Promise.all([docs.bulkGet(ids), meta.bulkGet(ids)]),
  )
  const t1 = performance.now()
  const at = Date.now()
  const rows = current.map((d, i) => {
    if (!d) throw new Error('floor document missing')
    const { owner: _o, _modified: _m, ...doc } = d
    void _o
    void _m
    const rev = states[i]?.docData.rev ?? doc.rev
    return {
      new: { ...doc, ...BENCH_EDIT(doc, 'Bench Floor'), rev: rev + 1, updated_at: at, _deleted: false },
      assumed: { rev },
    }
  })
  const from = serverMs.length
  const { data, error } = await session.client.rpc('push_job_cards', { rows })
  if (error) throw new Error(error.message)
  const t2 = performance.now()
  const answer = data as { conflicts?: unknown[]; refused?: unknown[] } | unknown[] | null
  const unsettled = Array.isArray(answer)
    ? answer.length
    : (answer?.conflicts?.length ?? 0) + (answer?.refused?.length ?? 0)
  if (unsettled > 0) throw new Error(`the floor's push met ${unsettled} conflicts or refusals`)
  await meta.bulkPut(rows.map((r) => ({ id: r.new.id, docData: r.new as JobCard })))
  const t3 = performance.now()
  return {
    ms: t3 - t0,
    rows: rows.length,
    readMs: t1 - t0,
    callMs: t2 - t1,
    writeMs: t3 - t2,
    server: serverSince(from),
  }
}

/**
 * A single local edit's floor: one small IndexedDB transaction that reads a job card and writes it back
 * changed (raw Dexie, the floor's copy of the same documents), one edit at a time.
 */
async function editFloor(count: number) {
  if (!floorDb) throw new Error('pullFloor first')
  const docs = floorDb.table<JobCard, string>('job_cards')
  const ids = await docs.orderBy('opened_at').reverse().limit(count).primaryKeys()
  const t0 = performance.now()
  for (const id of ids) {
    await floorDb.transaction('rw', docs, async () => {
      const cur = await docs.get(id)
      if (!cur) throw new Error('floor document missing')
      await docs.put({ ...cur, ...BENCH_EDIT(cur, 'Bench Floor'), rev: cur.rev + 1, updated_at: Date.now() })
    })
  }
  return { ms: performance.now() - t0, edits: ids.length }
}

/**
 * Where a single edit's time goes, after the push (replication stopped; these writes are never pushed), each
 * step over `count` other job cards: the read of the document, RxDB's write (incrementalModify) without
 * the pending mark, and the pending mark alone. Means per edit.
 */
async function editParts(count: number) {
  if (!syncDb || !pending) throw new Error('push first')
  await engine?.stop()
  engine = null
  const col = syncDb.job_cards
  const ids = (await col.find({ selector: {}, sort: [{ opened_at: 'asc' }], limit: 3 * count }).exec()).map(
    (d) => d.id,
  )
  const mean = async (list: string[], step: (id: string) => Promise<unknown>) => {
    const t0 = performance.now()
    for (const id of list) await step(id)
    return (performance.now() - t0) / list.length
  }
  const readMs = await mean(ids.slice(0, count), (id) => col.findOne(id).exec())
  const writeMs = await mean(ids.slice(count, 2 * count), async (id) => {
    const doc = await col.findOne(id).exec()
    await doc?.incrementalModify((cur) => ({ ...cur, ...BENCH_EDIT(cur, 'Bench Parts'), rev: cur.rev + 1 }))
  })
  // A mark stored at once (flush), as it was before edits stopped waiting for it; edits now leave it to a
  // write shared with the marks around it.
  const markMs = await mean(ids.slice(2 * count), (id) => {
    void pending!.mark('job_cards', [{ id, rev: 99 }])
    return pending!.flush()
  })
  await pending.settle(
    'job_cards',
    ids.slice(2 * count).map((id) => ({ id, rev: 99 })),
  )
  return { readMs, writeMs, markMs }
}

/** Offline (replication stopped), `count` edits through updateRecord. */
async function editOffline(count: number, technician: string) {
  if (!syncDb || !pending || !engine || !session) throw new Error('pull first')
  await engine.stop()
  engine = null
  const ids = (
    await syncDb.job_cards.find({ selector: {}, sort: [{ opened_at: 'desc' }], limit: count }).exec()
  ).map((d) => d.id)
  const writer = { pending }
  const t0 = performance.now()
  for (const id of ids) {
    await updateRecord(syncDb.job_cards, id, (cur) => BENCH_EDIT(cur, technician), writer)
  }
  await pending.flush()
  const editMs = performance.now() - t0
  return { edits: ids.length, editMs, waiting: pending.count() }
}

/** Online again: the edits made offline until the server has confirmed every one. */
async function push(technician: string) {
  if (!syncDb || !pending || !session) throw new Error('editOffline first')
  const t1 = performance.now()
  const net0 = serverMs.length
  const requests = traceStart()
  const live = await startSync(syncDb, session.client, pending, { waitForLeadership: false })
  engine = live
  let firstError: string | null = null
  const unsub = live.subscribe(() => {
    firstError ??= live.snapshot().error?.message.trim().split('\n')[0] ?? null
  })
  await live.awaitInSync()
  const inSyncMs = performance.now() - t1
  // Pushed means confirmed by the server: every change settled in the pending tracker.
  await until(() => pending?.count() === 0, PUSH_WAIT_MS)
  const ms = performance.now() - t1
  const backend = serverSince(net0)
  unsub()
  // Stopped, so that the floor's push after this is not pulled back in the middle of its measurement.
  await live.stop()
  engine = null
  const { count: onServer, error } = await session.client
    .from('job_cards')
    .select('id', { count: 'exact', head: true })
    .eq('technician', technician)
  if (error) throw new Error(error.message)
  return {
    inSyncMs,
    ms,
    backend,
    requests: [...requests, `${inSyncMs.toFixed(0).padStart(5)} in sync; ${ms.toFixed(0)} all settled`],
    pendingAfter: pending.count(),
    onServer,
    error: firstError,
  }
}

/**
 * The bulk path (imports, data migrations): `count` edits in one updateRecords, against its floor, one raw
 * Dexie transaction reading and writing the same number of job cards. After the push (replication stopped).
 */
async function editBulk(count: number) {
  if (!syncDb || !pending || !floorDb) throw new Error('push first')
  await engine?.stop()
  engine = null
  const ids = (
    await syncDb.job_cards.find({ selector: {}, sort: [{ opened_at: 'asc' }], limit: count }).exec()
  ).map((d) => d.id)
  const t0 = performance.now()
  const res = await updateRecords(syncDb.job_cards, ids, (cur) => BENCH_EDIT(cur, 'Bench Bulk'), { pending })
  await pending.flush()
  const ms = performance.now() - t0
  if (res.updated.length !== count) throw new Error(`updateRecords changed ${res.updated.length} of ${count}`)
  const docs = floorDb.table<JobCard, string>('job_cards')
  const t1 = performance.now()
  await floorDb.transaction('rw', docs, async () => {
    const cur = await docs.bulkGet(ids)
    await docs.bulkPut(
      cur.map((d) => ({ ...d!, ...BENCH_EDIT(d!, 'Bench Floor'), rev: d!.rev + 1, updated_at: Date.now() })),
    )
  })
  return { ms, floorMs: performance.now() - t1, edits: count }
}

async function closeSync() {
  if (floorDb) {
    floorDb.close()
    await Dexie.delete(floorDb.name)
    floorDb = null
  }
  await engine?.stop()
  pending?.close()
  await syncDb?.remove()
  engine = null
  syncDb = null
}

const bench = {
  insertRx,
  insertDexie,
  queryRx,
  queryDexie,
  closeInsertDbs,
  pull,
  pullFloor,
  pushFloor,
  editFloor,
  editParts,
  editBulk,
  editOffline,
  push,
  closeSync,
}
// bench/data.mjs calls these through page.evaluate.
;(window as unknown as { bench: typeof bench }).bench = bench
document.body.dataset.ready = 'true'
