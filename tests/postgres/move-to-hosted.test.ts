// The move to hosted (issue 17 item 5) against the real-PostgreSQL stage: an embedded server's data folder with
// users (one bcrypt hash, one of the old scrypt format), a row in every table and files in both buckets, moved
// into a throwaway PostgreSQL 15 set up like a Supabase project (platform.sql plus GoTrue's own columns and
// auth.identities, gotrue-auth.sql) on which the local server runs with the hosted migrations (its Storage API
// takes the files; its sign-in checks the moved password). Dry run, an interrupted run, the rerun that
// finishes it, a run that copies nothing, and the command line.
import { randomBytes, scryptSync } from 'node:crypto'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import bcrypt from 'bcryptjs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/index.ts'
import { FEATURES } from '../../schemas/access.ts'
import {
  MoveInterrupted,
  NOT_MOVED,
  complete,
  inventory,
  move,
  type Inventory,
  type Source,
  type Target,
  type TargetDb,
} from '../../scripts/move-to-hosted/move.ts'
import {
  FolderInUseError,
  openSource,
  storageApi,
  type SourceDb,
} from '../../scripts/move-to-hosted/stores.ts'
import { readCatalog as securityCatalog } from '../security/catalog.ts'
import { seedRow } from '../security/seed.ts'
import { postgresAvailable, startCluster, type Cluster } from './cluster.ts'

const GOTRUE = fileURLToPath(new URL('./gotrue-auth.sql', import.meta.url))
const SCRIPT = fileURLToPath(new URL('../../scripts/move-to-hosted.ts', import.meta.url))
const PASSWORD = 'correct horse 1'
const OLD_PASSWORD = 'old scrypt pass 1'
const FULL = Object.fromEntries(FEATURES.map((f) => [f, 'full']))

let dataDir: string
let cluster: Cluster
let hosted: RunningServer
let client: pg.Client
let target: Target
let source: Source & { db: SourceDb }
let alice: { id: string; email: string }
let bob: { id: string; email: string }
const tables: { name: string; primaryKey: string[] }[] = []

const anon = (url: string, key: string): SupabaseClient =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })

function targetDb(c: pg.Client): TargetDb {
  const sql: TargetDb = {
    query: async <T>(text: string, params?: unknown[]) =>
      (await c.query(text, params)) as unknown as { rows: T[] },
    transaction: async (fn) => {
      await c.query('begin')
      try {
        const r = await fn(sql)
        await c.query('commit')
        return r
      } catch (e) {
        await c.query('rollback')
        throw e
      }
    },
  }
  return sql
}

async function signUp(s: RunningServer, tag: string, password: string) {
  const email = `${tag}.${process.pid}@example.test`
  const { data, error } = await anon(s.url, s.anonKey).auth.signUp({ email, password })
  if (error || !data.user) throw error ?? new Error('no user')
  return { id: data.user.id, email }
}

/** Every row of a table as JSON, by primary key. */
async function rowsOf(db: { query: SourceDb['query'] }, t: { name: string; primaryKey: string[] }) {
  const r = await db.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(t) as row from public.${t.name} t order by ${t.primaryKey.join(', ')}`,
  )
  return r.rows.map((x) => x.row)
}

/** Builds the embedded server's data folder, then stops that server (the move needs it stopped). */
async function makeSourceFolder(): Promise<void> {
  const s = await startServer({ port: 0, dataDir, log: () => {} })
  try {
    alice = await signUp(s, 'alice', PASSWORD)
    bob = await signUp(s, 'bob', OLD_PASSWORD)
    // The admin's choices, which the target's sign-up trigger must not replace with a trial.
    await s.db.query(
      `update public.users set access = $2, max_devices = 3, app_valid_till = '2027-03-31' where id = $1`,
      [alice.id, JSON.stringify(FULL)],
    )
    await s.db.query(`update public.users set max_devices = 2, role = 'admin' where id = $1`, [bob.id])
    // Bob's password as the embedded server stored it before bcrypt.
    const salt = randomBytes(16)
    const key = scryptSync(OLD_PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 })
    await s.db.query(`update auth.users set encrypted_password = $2 where id = $1`, [
      bob.id,
      `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`,
    ])
    // A row in every table of public, for both dealers where the table is a dealer's (two passes: a vote
    // names its poll), and enough parties for several batches.
    const cat = await securityCatalog(s.db)
    // A poll and two votes, which the vote trigger has counted: copied, they must not count again.
    await s.db.query(
      `insert into public.polls (id, question, options) values ('MovePoll0001', 'Which?', '["a", "b"]')`,
    )
    await s.db.query(
      `insert into public.poll_votes (poll_id, device_id, choices)
       values ('MovePoll0001', 'device-0000000001', '{0}'), ('MovePoll0001', 'device-0000000002', '{1}')`,
    )
    const seeded = new Map<string, Record<string, unknown>[]>([
      ['polls', []],
      ['poll_votes', []],
    ])
    let n = 0
    for (const pass of [1, 2]) {
      for (const t of cat.tables.filter((x) => !seeded.has(x.name))) {
        const keys = [...seeded].flatMap(([name, rows]) =>
          rows.flatMap((row) => cat.tables.find((x) => x.name === name)!.primaryKey.map((k) => row[k])),
        )
        try {
          const owners = t.tenant ? [alice.id, bob.id] : [null, null]
          const rows = []
          for (const owner of owners) {
            rows.push(await seedRow(s.db, t, owner, { secret: `mv${n}`, idPrefix: `mv${n}` }, ++n, keys))
          }
          seeded.set(t.name, rows)
        } catch (e) {
          if (pass === 2) throw new Error(`no row seeded in ${t.name}: ${String(e)}`)
        }
      }
    }
    await s.db.query(
      `insert into public.parties (id, owner, rev, created_at, updated_at, kind, name, name_key, opening_balance)
       select 'bulk-' || lpad(i::text, 3, '0'), $1, 1, 1700000000000 + i, 9007199254740 + i, 'customer',
              'Bulk ' || i, 'bulk ' || i, 123456789012 + i
         from generate_series(1, 23) i`,
      [alice.id],
    )
    for (const t of cat.tables) tables.push({ name: t.name, primaryKey: t.primaryKey })
    const storage = anon(s.url, s.serviceKey).storage
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    for (const [bucket, name, type, bytes] of [
      ['company-assets', `${alice.id}/logo.png`, 'image/png', png],
      ['job-card-media', `${alice.id}/jc-1/photo-1.jpg`, 'image/jpeg', randomBytes(70_000)],
      ['job-card-media', `${bob.id}/jc-2/signature.png`, 'image/png', Buffer.concat([png, randomBytes(500)])],
    ] as const) {
      const up = await storage.from(bucket).upload(name, bytes, { contentType: type })
      if (up.error) throw up.error
    }
  } finally {
    await s.stop()
  }
}

/** The command in a child process (asynchronously: the hosted server answers it from this process). */
function run(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

const counted = (inv: Inventory, name: string) => inv.counts.find((c) => c.name === name)!

beforeAll(async () => {
  if (!postgresAvailable && !process.env.CI) return
  dataDir = mkdtempSync(join(tmpdir(), 'autobahi-move-'))
  await makeSourceFolder()
  // The hosted project: platform, GoTrue's tables, then the hosted migrations as the server applies them.
  cluster = await startCluster({ migrations: [] })
  cluster.psql('supabase_admin', { file: GOTRUE })
  hosted = await startServer({
    port: 0,
    databaseUrl: cluster.url('postgres'),
    apiDatabaseUrl: cluster.url('authenticator'),
    log: () => {},
  })
  client = new pg.Client({ connectionString: cluster.url('postgres') })
  await client.connect()
  target = { db: targetDb(client), store: storageApi(hosted.url, hosted.serviceKey) }
  source = { db: await openSource(dataDir), storageDir: join(dataDir, 'storage') }
}, 120_000)

afterAll(async () => {
  await source?.db.close().catch(() => undefined)
  await client?.end()
  await hosted?.stop()
  cluster?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe.skipIf(!postgresAvailable && !process.env.CI)('move to hosted', () => {
  it('a dry run reports every table, user and object and changes nothing', async () => {
    const before = await client.query(`select (select count(*) from auth.users)::int as users,
      (select count(*) from public.parties)::int as parties, (select count(*) from storage.objects)::int as objects`)
    const inv = await inventory(source, target)
    expect(inv.problems).toEqual([])
    const names = inv.counts.map((c) => c.name)
    for (const t of tables.filter((x) => !(x.name in NOT_MOVED))) expect(names).toContain(t.name)
    expect(names).not.toContain('active_sessions')
    expect(inv.notMoved.map((x) => x.table)).toEqual(['active_sessions'])
    expect(counted(inv, 'auth.users')).toMatchObject({ source: 2, present: 0 })
    expect(counted(inv, 'parties')).toMatchObject({ source: 25, present: 0 })
    expect(counted(inv, 'storage objects')).toMatchObject({ source: 3, present: 0 })
    expect(inv.bytes.source).toBeGreaterThan(70_000)
    expect(inv.needReset).toEqual([bob.email])
    const after = await client.query(`select (select count(*) from auth.users)::int as users,
      (select count(*) from public.parties)::int as parties, (select count(*) from storage.objects)::int as objects`)
    expect(after.rows).toEqual(before.rows)
  })

  it('an interrupted run leaves whole batches, and running it again finishes the move', async () => {
    const controller = new AbortController()
    const steps: string[] = []
    await expect(
      move(source, target, {
        batchSize: 4,
        signal: controller.signal,
        onProgress: (p) => {
          // Stop halfway through the parties.
          if (p.step === 'parties' && p.done >= 12) controller.abort()
        },
        onStepDone: (s) => steps.push(s),
      }),
    ).rejects.toBeInstanceOf(MoveInterrupted)
    expect(steps[0]).toBe('auth.users')
    expect(steps).not.toContain('parties')
    const half = await inventory(source, target)
    expect(complete(half)).toBe(false)
    expect(counted(half, 'parties').present).toBe(12)

    const result = await move(source, target, { batchSize: 4 })
    expect(result.failures).toEqual([])
    const users = result.steps.find((s) => s.step === 'auth.users')!
    expect(users).toMatchObject({ copied: 0, existing: 2 })
    const parties = result.steps.find((s) => s.step === 'parties')!
    expect(parties).toMatchObject({ total: 25, copied: 13, existing: 12, differs: 0 })
    expect(result.steps.find((s) => s.step === 'storage objects')).toMatchObject({ copied: 3, existing: 0 })
    const inv = await inventory(source, target)
    for (const c of inv.counts) expect(c.present, c.name).toBe(c.source)
    expect(complete(inv)).toBe(true)
  })

  it('every moved table holds exactly the source rows: owners, checkpoint stamps, tallies, profiles', async () => {
    for (const t of tables) {
      const there = await rowsOf(targetDb(client), t)
      if (t.name in NOT_MOVED) {
        expect(there, t.name).toEqual([])
        continue
      }
      expect(there, t.name).toEqual(await rowsOf(source.db, t))
    }
    // The profile is the source's, not the trial the sign-up trigger made.
    const p = await client.query(
      `select access, max_devices, app_valid_till::text from public.users where id = $1`,
      [alice.id],
    )
    expect(p.rows[0]).toEqual({ access: FULL, max_devices: 3, app_valid_till: '2027-03-31' })
    // Identity columns continue after the copied values.
    await client.query(`insert into public.feedback (message) values ('after the move')`)
  })

  it('users arrive as GoTrue needs them, and sign in through the hosted API with the same password', async () => {
    const u = await client.query(
      `select id::text, instance_id::text, aud, role, email, encrypted_password, email_confirmed_at is not null as confirmed,
              confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
              phone_change, phone_change_token, reauthentication_token, raw_app_meta_data
         from auth.users order by email`,
    )
    for (const row of u.rows) {
      expect(row).toMatchObject({
        instance_id: '00000000-0000-0000-0000-000000000000',
        aud: 'authenticated',
        role: 'authenticated',
        confirmed: true,
        confirmation_token: '',
        recovery_token: '',
        email_change_token_new: '',
        email_change: '',
        email_change_token_current: '',
        phone_change: '',
        phone_change_token: '',
        reauthentication_token: '',
      })
      expect(row.raw_app_meta_data).toMatchObject({ provider: 'email', providers: ['email'] })
    }
    const a = u.rows.find((r) => r.id === alice.id)!
    expect(a.encrypted_password).toMatch(/^\$2a\$10\$/)
    expect(await bcrypt.compare(PASSWORD, a.encrypted_password)).toBe(true)
    expect(u.rows.find((r) => r.id === bob.id)!.encrypted_password).toBe('')
    const ids = await client.query(
      `select user_id::text, provider_id, identity_data, email from auth.identities where provider = 'email' order by email`,
    )
    expect(ids.rows).toEqual(
      [alice, bob].map((x) => ({
        user_id: x.id,
        provider_id: x.id,
        identity_data: { sub: x.id, email: x.email, email_verified: true, phone_verified: false },
        email: x.email,
      })),
    )
    const c = anon(hosted.url, hosted.anonKey)
    const signIn = await c.auth.signInWithPassword({ email: alice.email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.id).toBe(alice.id)
    // Her rows and files are hers on the hosted project.
    const own = await c.from('parties').select('id')
    expect(own.data?.length).toBeGreaterThanOrEqual(24)
    const photo = await c.storage.from('job-card-media').download(`${alice.id}/jc-1/photo-1.jpg`)
    expect(photo.error).toBeNull()
    expect((await photo.data!.arrayBuffer()).byteLength).toBe(70_000)
    // The old hash cannot be checked there: a new password through recovery.
    const old = await c.auth.signInWithPassword({ email: bob.email, password: OLD_PASSWORD })
    expect(old.error?.message).toMatch(/invalid login credentials/i)
  })

  it('a second run copies nothing', async () => {
    const result = await move(source, target, { batchSize: 4 })
    for (const s of result.steps) {
      expect(s, s.step).toMatchObject({ copied: 0, existing: s.total, differs: 0 })
    }
    expect(result.failures).toEqual([])
    expect(complete(await inventory(source, target))).toBe(true)
  })

  it('refuses a data folder in use; a user who signs in on the embedded server first keeps the password', async () => {
    await source.db.close()
    const s = await startServer({ port: 0, dataDir, log: () => {} })
    try {
      await expect(openSource(dataDir)).rejects.toBeInstanceOf(FolderInUseError)
      const signIn = await anon(s.url, s.anonKey).auth.signInWithPassword({
        email: bob.email,
        password: OLD_PASSWORD,
      })
      expect(signIn.error).toBeNull()
    } finally {
      await s.stop()
    }
    source.db = await openSource(dataDir)
    // Not yet carried over, but the dry run no longer lists him: the run will carry the new hash.
    const before = await client.query(`select encrypted_password from auth.users where id = $1`, [bob.id])
    expect(before.rows).toEqual([{ encrypted_password: '' }])
    expect((await inventory(source, target)).needReset).toEqual([])
    const result = await move(source, target)
    expect(result.steps.find((x) => x.step === 'auth.users')).toMatchObject({
      copied: 0,
      passwordsCarried: 1,
    })
    expect((await inventory(source, target)).needReset).toEqual([])
    const c = anon(hosted.url, hosted.anonKey)
    expect((await c.auth.signInWithPassword({ email: bob.email, password: OLD_PASSWORD })).error).toBeNull()
  })

  it('the command line: a dry run, then a run that finds everything there (exit 0)', async () => {
    await source.db.close()
    const args = [
      SCRIPT,
      '--data',
      dataDir,
      '--database-url',
      cluster.url('postgres'),
      '--url',
      hosted.url,
      '--service-key',
      hosted.serviceKey,
    ]
    const dry = await run([...args, '--dry-run'])
    expect(dry.stderr).toBe('')
    expect(dry.status, dry.stdout).toBe(0)
    expect(dry.stdout).toMatch(/Dry run: nothing is changed/)
    expect(dry.stdout).toMatch(/^parties\s+25\s+25\s+0$/m)
    expect(dry.stdout).toMatch(/not moved: public\.active_sessions/)
    const real = await run(args)
    expect(real.status, real.stdout + real.stderr).toBe(0)
    expect(real.stdout).toMatch(/parties: 0 copied, 25 already there/)
    expect(real.stdout).toMatch(/Everything is in the target\./)
    source.db = await openSource(dataDir)
  }, 60_000)
})
