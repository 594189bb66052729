// The real-PostgreSQL stage (issue 17): the migrations on a PostgreSQL 15 set up like a Supabase project
// (platform.sql: `postgres` not a superuser, no default privileges), then every request the way PostgREST makes
// it — logged in as authenticator, SET ROLE to the token's role, request.jwt.claims set — over real concurrent
// connections. What PGlite (one connection, superuser, a shim that grants everything) cannot show.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURES } from '../../schemas/access.ts'
import { readCatalog, type Catalog } from '../security/catalog.ts'
import { bookingDoc } from '../contract/documents.ts'
import { seedRow } from '../security/seed.ts'
import { postgresAvailable, startCluster, type Cluster } from './cluster.ts'

let cluster: Cluster
let owner: pg.Pool
let api: pg.Pool
let cat: Catalog
const counts = { checks: 0, refusals: 0, races: 0 }
const a = randomUUID()
const b = randomUUID()
const FULL = Object.fromEntries(FEATURES.map((f) => [f, 'full']))

type Who = { role: 'anon' | 'authenticated' | 'service_role' | string; sub?: string }

/** One request as PostgREST runs it: a transaction as authenticator, switched to the token's role. */
async function request<T = Record<string, unknown>>(
  who: Who,
  sql: string,
  params: unknown[] = [],
  client?: pg.PoolClient,
): Promise<T[]> {
  const c = client ?? (await api.connect())
  try {
    await c.query('begin')
    await c.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      who.role,
      JSON.stringify({ role: who.role, ...(who.sub ? { sub: who.sub } : {}) }),
    ])
    const r = await c.query(sql, params)
    await c.query('commit')
    return r.rows as T[]
  } catch (e) {
    await c.query('rollback').catch(() => undefined)
    throw e
  } finally {
    if (!client) c.release()
  }
}

/** The Postgres error code a request fails with, or null when it succeeds. */
async function refusal(who: Who, sql: string, params: unknown[] = []): Promise<string | null> {
  counts.checks += 1
  try {
    await request(who, sql, params)
    return null
  } catch (e) {
    counts.refusals += 1
    return (e as { code?: string }).code ?? 'error'
  }
}

const party = (id: string, rev = 1) => ({
  id,
  rev,
  created_at: 1,
  updated_at: rev,
  kind: 'customer',
  name: `Party ${id}`,
  name_key: `party ${id}`,
  opening_balance: 0,
  _deleted: false,
})

beforeAll(async () => {
  if (!postgresAvailable && !process.env.CI) return
  cluster = await startCluster()
  owner = new pg.Pool({ connectionString: cluster.url('postgres'), max: 2 })
  api = new pg.Pool({ connectionString: cluster.url('authenticator'), max: 8 })
  for (const [id, email] of [
    [a, 'a@example.test'],
    [b, 'b@example.test'],
  ]) {
    await owner.query(`insert into auth.users (id, email) values ($1, $2)`, [id, email])
    await owner.query(`update public.users set access = $2, max_devices = 1 where id = $1`, [id, FULL])
  }
  cat = await readCatalog(owner as never)
}, 60_000)

afterAll(async () => {
  if (!cluster) return
  console.info(
    `real PostgreSQL stage: ${counts.checks} checks, ${counts.refusals} refusals, ${counts.races} races, ` +
      `${cat.tables.length} tables, ${cat.rpcs.length} functions`,
  )
  await owner.end()
  await api.end()
  cluster.stop()
})

// Skipped only on a developer machine without PostgreSQL 15; CI installs it, so there a missing server fails.
describe.skipIf(!postgresAvailable && !process.env.CI)('real PostgreSQL with Supabase roles', () => {
  it('applies every migration as postgres, which is not a superuser, with no default privileges', async () => {
    const me = await owner.query(`select rolsuper from pg_roles where rolname = current_user`)
    expect(me.rows).toEqual([{ rolsuper: false }])
    const defaults = await owner.query(`select count(*)::int as n from pg_default_acl`)
    expect(defaults.rows[0].n).toBe(0)
  })

  it('a dealer reads and writes their own rows of every table the app uses; others and anon get nothing', async () => {
    // The app's own calls, as a signed-in dealer.
    const ua: Who = { role: 'authenticated', sub: a }
    const ub: Who = { role: 'authenticated', sub: b }
    const anon: Who = { role: 'anon' }
    for (const who of [ua, ub]) {
      const t = who === ua ? 'a' : 'b'
      counts.checks += 1
      const pushed = await request<{ r: { refused: unknown[] } }>(
        who,
        `select public.push_parties($1) as r`,
        [JSON.stringify([{ new: party(`p-${t}`), assumed: null }])],
      )
      expect(pushed[0]!.r.refused).toEqual([])
    }
    counts.checks += 1
    expect(await request(ua, `select id from public.parties order by id`)).toEqual([{ id: 'p-a' }])
    for (const table of ['parties', 'bookings', 'job_cards', 'settings', 'users', 'active_sessions']) {
      expect(await refusal(ua, `select * from public.${table} limit 1`), `dealer reads ${table}`).toBeNull()
      // Nothing of any dealer for a visitor without a session.
      expect(await refusal(anon, `select * from public.${table} limit 1`), `anon reads ${table}`).toBe(
        '42501',
      )
    }
    counts.checks += 1
    expect(await request(ua, `update public.parties set name = 'x' where id = 'p-b' returning id`)).toEqual(
      [],
    )
    expect(
      await refusal(
        ua,
        `insert into public.parties select * from jsonb_populate_record(null::public.parties, $1)`,
        [JSON.stringify({ ...party('p-forged'), owner: b })],
      ),
    ).toBe('42501')
    // A token naming a role PostgREST would never switch to cannot be used either.
    expect(await refusal({ role: 'postgres', sub: a }, `select 1`)).toBe('42501')
    expect(await refusal({ role: 'supabase_admin', sub: a }, `select 1`)).toBe('42501')
  })

  it("no table, from the catalog, shows or lets anyone change another dealer's row", async () => {
    const ua: Who = { role: 'authenticated', sub: a }
    let n = 0
    for (const t of cat.tables.filter((x) => x.tenant)) {
      const row = await seedRow(owner as never, t, b, { secret: 'secret-b', idPrefix: 'kb' }, ++n)
      const pk = t.primaryKey[0]!
      for (const who of [ua, { role: 'anon' }]) {
        const may = await owner.query(`select has_table_privilege($1, $2, 'select') as ok`, [
          who.role,
          `public.${t.name}`,
        ])
        counts.checks += 1
        try {
          const seen = await request(who, `select * from public.${t.name}`)
          expect(may.rows[0].ok, `${who.role} read ${t.name} without the grant`).toBe(true)
          expect(
            seen.filter((r) => r[t.tenant!] === b),
            `${who.role} saw b's ${t.name}`,
          ).toEqual([])
        } catch (e) {
          counts.refusals += 1
          expect((e as { code?: string }).code, `${who.role} reads ${t.name}`).toBe('42501')
        }
        const col = t.columns.find((c) => !t.primaryKey.includes(c.name) && c.name !== t.tenant)!.name
        for (const sql of [
          `update public.${t.name} set "${col}" = "${col}" where ${pk} = $1 returning 1`,
          `delete from public.${t.name} where ${pk} = $1 returning 1`,
        ]) {
          counts.checks += 1
          try {
            expect(await request(who, sql, [row[pk]]), `${who.role}: ${sql}`).toEqual([])
          } catch (e) {
            counts.refusals += 1
            expect((e as { code?: string }).code, `${who.role}: ${sql}`).toBe('42501')
          }
        }
      }
      const still = await owner.query(`select to_jsonb(t) as row from public.${t.name} t where ${pk} = $1`, [
        row[pk],
      ])
      expect(still.rows[0]?.row, `b's ${t.name} row`).toEqual(row)
    }
  })

  it('storage: a dealer writes and reads only inside their own folder of each bucket', async () => {
    const ua: Who = { role: 'authenticated', sub: a }
    for (const bucket of cat.buckets) {
      const insert = `insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)`
      counts.checks += 1
      await request(ua, insert, [bucket.id, `${a}/card/photo`, a])
      await owner.query(insert, [bucket.id, `${b}/card/photo`, b])
      expect(await refusal(ua, insert, [bucket.id, `${b}/card/evil`, a])).toBe('42501')
      counts.checks += 1
      const seen = await request<{ name: string }>(
        ua,
        `select name from storage.objects where bucket_id = $1`,
        [bucket.id],
      )
      expect(seen.map((r) => r.name)).toEqual([`${a}/card/photo`])
      counts.checks += 1
      expect(
        await request(ua, `delete from storage.objects where bucket_id = $1 and name = $2 returning 1`, [
          bucket.id,
          `${b}/card/photo`,
        ]),
      ).toEqual([])
    }
  })

  it('no one raises their own role, access, device limit or validity, or writes their e-mail', async () => {
    const ua: Who = { role: 'authenticated', sub: a }
    for (const set of [
      `role = 'admin'`,
      `access = '{}'::jsonb`,
      `max_devices = 99`,
      `app_valid_till = '2099-12-31'`,
      `email = 'boss@example.test'`,
    ]) {
      expect(await refusal(ua, `update public.users set ${set} where id = $1`, [a]), set).toBe('42501')
    }
    expect(await refusal(ua, `select * from public.admin_list_users()`)).toBe('42501')
  })

  it('every function in public is closed to PUBLIC, and each API role executes only what it may', async () => {
    for (const fn of cat.rpcs) {
      counts.checks += 1
      const open = await owner.query(
        `select bool_or(has_function_privilege('public', p.oid, 'execute')) as open
           from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = $1`,
        [fn.name],
      )
      expect(open.rows[0].open, `${fn.name} executable by PUBLIC`).toBe(false)
    }
  })

  it("the deployment guide's scheduled purge, run as postgres, removes every dealer's expired tombstones only", async () => {
    counts.checks += 1
    const ids = ['purge-a-old', 'purge-b-old', 'purge-a-new', 'purge-a-live']
    await owner.query(
      `insert into public.parties (id, owner, rev, created_at, updated_at, kind, name, name_key, opening_balance, _deleted)
       select id, o::uuid, 1, 1, 1, 'customer', id, id, 0, d
         from unnest($1::text[], $2::text[], $3::boolean[]) u(id, o, d)`,
      [ids, [a, b, a, a], [true, true, true, false]],
    )
    // Age two tombstones past the retention window (the touch trigger would stamp them now).
    await owner.query(`alter table public.parties disable trigger parties_touch`)
    await owner.query(
      `update public.parties set _modified = now() - interval '91 days' where id = any($1) or id = 'purge-a-live'`,
      [['purge-a-old', 'purge-b-old']],
    )
    await owner.query(`alter table public.parties enable trigger parties_touch`)
    // docs/deploy.md: select cron.schedule('autobahi-purge-tombstones', '30 21 * * *', $$…$$)
    await owner.query(`select public.sync_purge_deleted(90)`)
    const left = await owner.query<{ id: string }>(
      `select id from public.parties where id = any($1) order by id`,
      [ids],
    )
    expect(left.rows.map((r) => r.id)).toEqual(['purge-a-live', 'purge-a-new'])
  })

  it('the device limit holds under two sign-ins at the same moment', async () => {
    counts.races += 1
    const ua: Who = { role: 'authenticated', sub: a }
    const results = await Promise.allSettled(
      ['tablet', 'phone'].map((device) =>
        request(ua, `insert into public.active_sessions (user_id, session_id) values ($1, $2)`, [a, device]),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect((refused.reason as { code?: string }).code).toBe('AB001')
  })

  it('a pull never skips a row committed after a later one was pulled (pushes of one dealer are serialised)', async () => {
    counts.races += 1
    const ua: Who = { role: 'authenticated', sub: b }
    const pull = async (cp: { modified: string; id: string } | null) =>
      request<{ id: string; _modified: string }>(
        ua,
        `select id, to_char(_modified at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as _modified from public.parties
          where $1::text is null or (_modified, id) > ($1::timestamptz, $2::text) order by _modified, id`,
        [cp?.modified ?? null, cp?.id ?? ''],
      )
    const start = (await pull(null)).at(-1)!
    const cp0 = { modified: start._modified, id: start.id }
    // Device 1's push stamps X and stays open.
    const d1 = await api.connect()
    await d1.query('begin')
    await d1.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ role: 'authenticated', sub: b })],
    )
    await d1.query(`select public.push_parties($1)`, [
      JSON.stringify([{ new: party('race-x'), assumed: null }]),
    ])
    // Device 2 pushes Y meanwhile; device 3 pulls while device 1 is still open.
    const d2 = request(ua, `select public.push_parties($1)`, [
      JSON.stringify([{ new: party('race-y'), assumed: null }]),
    ])
    await new Promise((r) => setTimeout(r, 300))
    const seen = await pull(cp0)
    const last = seen.at(-1)
    const cp1 = last ? { modified: last._modified, id: last.id } : cp0
    await d1.query('commit')
    d1.release()
    await d2
    const later = await pull(cp1)
    const all = new Set([...seen, ...later].map((r) => r.id))
    expect([...all].sort()).toEqual(['race-x', 'race-y'])
  })

  it('two devices pushing the same new key at once: one writes it, the other gets it back as a conflict', async () => {
    counts.races += 1
    const ua: Who = { role: 'authenticated', sub: a }
    const results = await Promise.all(
      ['first device', 'second device'].map((name) =>
        request<{ r: { conflicts: { name: string }[]; refused: unknown[] } }>(
          ua,
          `select public.push_parties($1) as r`,
          [JSON.stringify([{ new: { ...party('same-key'), name }, assumed: null }])],
        ),
      ),
    )
    const answers = results.map((r) => r[0]!.r)
    const stored = (await owner.query(`select name from public.parties where id = 'same-key'`)).rows[0].name
    expect(answers.filter((x) => x.conflicts.length === 0)).toHaveLength(1)
    const lost = answers.find((x) => x.conflicts.length === 1)!
    expect(lost.conflicts[0]!.name).toBe(stored)
  })

  it('two devices using one receipt number at once: the later row alone comes back, the rest is written', async () => {
    counts.races += 1
    const ua: Who = { role: 'authenticated', sub: a }
    const pushes = ['tab', 'phn'].map((device) =>
      request<{
        r: { conflicts: unknown[]; refused: unknown[]; clashes: { id: string; row: { id: string } }[] }
      }>(ua, `select public.push_bookings($1) as r`, [
        JSON.stringify([
          { new: bookingDoc(`rc-${device}-1`, { receipt_no: 'RVRC/2627/0001' }), assumed: null },
          { new: bookingDoc(`rc-${device}-2`, { receipt_no: `RVRC/2627/${device}` }), assumed: null },
        ]),
      ]),
    )
    const answers = (await Promise.all(pushes)).map((r) => r[0]!.r)
    const clashes = answers.flatMap((x) => x.clashes)
    expect(clashes).toHaveLength(1)
    const stored = await owner.query<{ id: string }>(
      `select id from public.bookings where id like 'rc-%' order by id`,
    )
    const ids = stored.rows.map((r) => r.id)
    expect(ids).toHaveLength(3)
    expect(ids).not.toContain(clashes[0]!.id)
    expect(ids).toContain(clashes[0]!.row.id)
  })
})
