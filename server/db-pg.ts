// The real-PostgreSQL backend (node-postgres): the same Db as PGlite's, over connection pools, so the server can
// run on a PostgreSQL set up like a Supabase project. Two logins, as on Supabase:
// - the owner (`databaseUrl`, e.g. postgres): migrations, the schema cache, auth.*, storage.buckets, seeding,
//   and the LISTEN connection of Realtime's change capture;
// - the API login (`apiDatabaseUrl`, e.g. authenticator, NOINHERIT): every REST, RPC, storage-object and
//   Realtime re-read runs here in one transaction that switches to the request's role with
//   set_config('role', …, true) and sets request.jwt.claims, exactly as PostgREST does. Without it the owner
//   login is used for this too (it must then be a member of anon, authenticated and service_role, as
//   `postgres` is on Supabase).
// Every connection runs in UTC and parses types as PGlite does (pg-types.ts), so answers are identical.
import pg from 'pg'
import type { Db, QueryResult, Tx } from './db.ts'
import { ARRAY_TYPES_SQL, pgliteTypes } from './pg-types.ts'

export type PostgresOptions = {
  /** The owner's connection string. */
  url: string
  /** The API login's connection string (default: the owner's). */
  apiUrl?: string
  /** Pool sizes (default 4 owner, 8 API connections). */
  ownerMax?: number
  apiMax?: number
  log?: (msg: string) => void
}

type Client = pg.ClientBase

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE'])

/** PGlite's affectedRows counts written rows only; node-postgres' rowCount also counts the rows a SELECT read. */
function result<T>(r: pg.QueryResult): QueryResult<T> {
  return { rows: r.rows as T[], affectedRows: WRITES.has(r.command) ? (r.rowCount ?? 0) : 0 }
}

function txOf(c: Client): Tx {
  return {
    query: async <T>(sql: string, params?: unknown[]) => result<T>(await c.query(sql, params)),
    exec: (sql: string) => c.query(sql),
  }
}

async function inTransaction<T>(pool: pg.Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const c = await pool.connect()
  let broken: Error | undefined
  try {
    await c.query('begin')
    const out = await fn(txOf(c))
    await c.query('commit')
    return out
  } catch (e) {
    await c.query('rollback').catch((err: unknown) => {
      broken = err as Error
    })
    throw e
  } finally {
    // A connection whose rollback failed is in an unknown state: destroy it instead of reusing it.
    c.release(broken)
  }
}

export async function openPostgres(opts: PostgresOptions): Promise<Db> {
  const log = opts.log ?? (() => {})
  // The array types (and their elements) are read once, as PGlite reads them when it opens.
  const probe = new pg.Client({ connectionString: opts.url })
  await probe.connect()
  const arrays = new Map<number, number>()
  try {
    const r = await probe.query<{ array_oid: number; elem_oid: number }>(ARRAY_TYPES_SQL)
    for (const row of r.rows) arrays.set(Number(row.array_oid), Number(row.elem_oid))
  } finally {
    await probe.end()
  }
  const types = pgliteTypes(arrays) as unknown as pg.CustomTypesConfig
  const config = (connectionString: string, max: number): pg.PoolConfig => ({
    connectionString,
    max,
    types,
    // PostgREST on Supabase answers in UTC (and PGlite is set so), whatever the server's own TimeZone.
    options: '-c TimeZone=UTC',
  })
  const owner = new pg.Pool(config(opts.url, opts.ownerMax ?? 4))
  const api = opts.apiUrl ? new pg.Pool(config(opts.apiUrl, opts.apiMax ?? 8)) : owner
  // An idle pooled connection that the server drops (restart, idle timeout) must not end the process.
  owner.on('error', (e) => log(`database connection lost: ${e.message}`))
  if (api !== owner) api.on('error', (e) => log(`database connection lost: ${e.message}`))

  const listeners = new Map<string, Set<(payload: string) => void>>()
  let listener: pg.Client | undefined
  let closed = false
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`

  let connecting: Promise<pg.Client> | undefined
  /** The dedicated LISTEN connection (the owner's login), reconnected if it drops; one at a time. */
  function listenClient(): Promise<pg.Client> {
    if (listener) return Promise.resolve(listener)
    return (connecting ??= openListener().finally(() => {
      connecting = undefined
    }))
  }
  async function openListener(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: opts.url, types, options: '-c TimeZone=UTC' })
    c.on('notification', (m) => {
      for (const fn of listeners.get(m.channel) ?? []) fn(m.payload ?? '')
    })
    // Cut (an error) or closed by the server (end): listen again on a new connection a second later.
    const lost = (why: string) => {
      if (listener !== c) return
      listener = undefined
      if (closed) return
      log(`realtime listen connection lost: ${why}`)
      c.end().catch(() => undefined)
      setTimeout(() => void relisten(), 1000).unref()
    }
    c.on('error', (e) => lost(e.message))
    c.on('end', () => lost('closed'))
    try {
      await c.connect()
      for (const channel of listeners.keys()) await c.query(`listen ${quote(channel)}`)
    } catch (e) {
      await c.end().catch(() => undefined)
      throw e
    }
    listener = c
    return c
  }
  async function relisten(): Promise<void> {
    if (closed || listener || listeners.size === 0) return
    await listenClient().catch((e: unknown) => {
      log(`realtime listen reconnect failed: ${(e as Error).message}`)
      setTimeout(() => void relisten(), 1000).unref()
    })
  }

  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => result<T>(await owner.query(sql, params)),
    exec: (sql: string) => owner.query(sql),
    transaction: (fn) => inTransaction(owner, fn),
    apiTransaction: (fn) => inTransaction(api, fn),
    async listen(channel, onPayload) {
      let set = listeners.get(channel)
      const first = !set
      if (!set) listeners.set(channel, (set = new Set()))
      set.add(onPayload)
      const c = await listenClient()
      if (first && listener === c) await c.query(`listen ${quote(channel)}`)
      return async () => {
        set.delete(onPayload)
        if (set.size > 0 || listeners.get(channel) !== set) return
        listeners.delete(channel)
        await listener?.query(`unlisten ${quote(channel)}`).catch(() => undefined)
      }
    },
    async close() {
      closed = true
      await listener?.end().catch(() => undefined)
      listener = undefined
      await owner.end()
      if (api !== owner) await api.end()
    },
  }
}
