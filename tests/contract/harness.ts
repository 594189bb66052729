import { createClient } from '@supabase/supabase-js'
import type { SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { inject } from 'vitest'
import WebSocket from 'ws'
import { startServer } from '../../server/index.ts'
import { FEATURES } from '../../schemas/access.ts'
import type { RunningServer } from '../../server/index.ts'

/** The backend under test; `db` (the database as owner) only when it runs in this process. */
export type Booted = Omit<RunningServer, 'db'> & { db?: RunningServer['db'] }

/**
 * The suite runs against a hosted Supabase project instead of the in-process server when these are set
 * (migrations applied, "Confirm email" off), so the two backends can be checked against one contract.
 */
const HOSTED = {
  url: process.env.CONTRACT_SUPABASE_URL,
  anonKey: process.env.CONTRACT_SUPABASE_ANON_KEY,
  serviceKey: process.env.CONTRACT_SUPABASE_SERVICE_KEY,
}
export const hosted = Boolean(HOSTED.url && HOSTED.anonKey && HOSTED.serviceKey)

/**
 * The suite's second run (vitest project `contract-postgres`, postgres-setup.ts): the same in-process server,
 * on a real PostgreSQL 15 set up like a Supabase project instead of PGlite.
 */
export const postgresPort: number | undefined = inject('contractPostgres')?.port
export const onPostgres = postgresPort !== undefined

let databases = 0

export type PostgresDatabase = {
  /** startServer's options for it: the owner `postgres` and PostgREST's `authenticator` login. */
  urls: { databaseUrl: string; apiDatabaseUrl: string }
  drop: () => Promise<void>
}

/**
 * A fresh database of the PostgreSQL run's cluster, copied from `postgres` (platform and every hosted migration
 * applied) or from `platform_only` (platform set-up only: the server applies the migrations itself).
 */
export async function postgresDatabase(
  template: 'postgres' | 'platform_only' = 'postgres',
): Promise<PostgresDatabase> {
  if (postgresPort === undefined) throw new Error('not the PostgreSQL run')
  const name = `contract_${process.pid}_${++databases}`
  const url = (role: string, db: string) => `postgresql://${role}@127.0.0.1:${postgresPort}/${db}`
  const asAdmin = async (sql: string[]) => {
    const c = new pg.Client({ connectionString: url('supabase_admin', 'template1') })
    await c.connect()
    try {
      for (const q of sql) await c.query(q)
    } finally {
      await c.end()
    }
  }
  await asAdmin([`create database ${name} template ${template}`, `grant all on database ${name} to postgres`])
  return {
    urls: { databaseUrl: url('postgres', name), apiDatabaseUrl: url('authenticator', name) },
    drop: () => asAdmin([`drop database if exists ${name} with (force)`]),
  }
}

/** A database of its own and the server on it. */
async function bootOnPostgres(log: (m: string) => void): Promise<Booted> {
  const database = await postgresDatabase()
  const server = await startServer({ port: 0, log, ...database.urls })
  return {
    ...server,
    stop: async () => {
      await server.stop()
      await database.drop()
    },
  }
}

/**
 * One in-process server per test file: PGlite start-up is the slow part, so files share nothing else.
 * On the PostgreSQL run each file gets a database of its own.
 */
export function boot(options: { log?: (m: string) => void } = {}): Promise<Booted> {
  if (hosted) {
    return Promise.resolve({
      url: HOSTED.url!,
      anonKey: HOSTED.anonKey!,
      serviceKey: HOSTED.serviceKey!,
      jwtSecret: '',
      stop: async () => {},
    })
  }
  const log = options.log ?? (() => {})
  if (onPostgres) return bootOnPostgres(log)
  return startServer({ port: 0, log })
}

export function anonClient(s: Booted): SupabaseClient {
  return createClient(s.url, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

export function serviceClient(s: Booted): SupabaseClient {
  return createClient(s.url, s.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

let seq = 0
export const uniqueEmail = (tag = 'user'): string =>
  `${tag}.${process.pid}.${Date.now()}.${++seq}@example.test`

export type SignedIn = { c: SupabaseClient; id: string; email: string; password: string; token: string }

/** Every module at `full`: what the seeded demo dealer has. */
export const FULL_ACCESS: Record<string, 'full'> = Object.fromEntries(FEATURES.map((f) => [f, 'full']))

/**
 * A new account, signed in. The server enforces the access map on every write (0019), and a trial only reads,
 * so by default the operator gives it full access to every module, as the demo dealer has; `trial: true`
 * keeps the sign-up's own access.
 */
export async function signedInUser(
  s: Booted,
  tag = 'user',
  options: { trial?: boolean } = {},
): Promise<SignedIn> {
  const c = anonClient(s)
  const email = uniqueEmail(tag)
  const password = 'correct horse 1'
  const { data, error } = await c.auth.signUp({ email, password })
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session')
  if (!options.trial) {
    const granted = await serviceClient(s)
      .from('users')
      .update({ access: FULL_ACCESS })
      .eq('id', data.user.id)
    if (granted.error) throw granted.error
  }
  return { c, id: data.user.id, email, password, token: data.session.access_token }
}

/** Makes a user admin the way an operator would: SQL as the database owner, outside the API. */
export async function makeAdmin(s: Booted, u: SignedIn): Promise<void> {
  const admin = serviceClient(s)
  const { error } = await admin.from('users').update({ role: 'admin' }).eq('id', u.id)
  if (error) throw error
}
