// Grants (schemas/sql/0021_grants.sql). Hosted Supabase no longer grants public objects to the API roles by
// default, so each role holds exactly the privileges the migrations give it, and the local server reproduces
// that (0020_no_default_grants.local.sql). From the catalog: the exact table and function matrix, no function
// executable by PUBLIC, nothing of a dealer's for anon. Through the API: what the app does without a session
// still works, everything else answers 401 with 42501.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partyDoc, PUSHED } from './documents.ts'
import { anonClient, boot, hosted, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let dealer: SignedIn
beforeAll(async () => {
  s = await boot()
  dealer = await signedInUser(s, 'grants')
}, 90_000)
afterAll(async () => {
  await s.stop()
})

const ALL = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']
const CRUD = ['SELECT', 'INSERT', 'UPDATE', 'DELETE']

/** Table privileges of anon and authenticated; service_role has all of them on every table. */
const TABLES: Record<string, { anon: string[]; authenticated: string[] }> = {
  parties: { anon: [], authenticated: CRUD },
  bookings: { anon: [], authenticated: CRUD },
  job_cards: { anon: [], authenticated: CRUD },
  settings: { anon: [], authenticated: CRUD },
  accounts: { anon: [], authenticated: CRUD },
  vouchers: { anon: [], authenticated: CRUD },
  users: { anon: [], authenticated: ['SELECT', 'UPDATE'] },
  active_sessions: { anon: [], authenticated: CRUD },
  feedback: { anon: ['INSERT'], authenticated: ['SELECT', 'INSERT'] },
  polls: { anon: ['SELECT', 'INSERT'], authenticated: ['SELECT', 'INSERT'] },
  poll_votes: { anon: ['INSERT'], authenticated: ['INSERT'] },
  short_links: { anon: ['INSERT'], authenticated: ['INSERT'] },
  company_invites: { anon: [], authenticated: ['SELECT', 'DELETE'] },
}

/** Tables no API role but the operator's may touch; none today. A new table must be granted or listed here. */
const PRIVATE_TABLES = new Set<string>()

/** Functions that every role (PUBLIC) may execute; none: each grant names its roles. */
const PUBLIC_FUNCTIONS = new Set<string>()

/** Roles that execute each callable function (trigger functions: nobody, they fire without a grant). */
const FUNCTIONS: Record<string, string[]> = {
  'is_admin()': ['authenticated', 'service_role'],
  'admin_list_users()': ['authenticated', 'service_role'],
  'write_refusal(text, boolean)': ['authenticated', 'service_role'],
  'can_write(text, boolean)': ['authenticated', 'service_role'],
  'sync_module(regclass)': ['authenticated', 'service_role'],
  'sync_push(regclass, jsonb)': ['authenticated', 'service_role'],
  'sync_purge_deleted(integer)': ['authenticated', 'service_role'],
  'push_parties(jsonb)': ['authenticated', 'service_role'],
  'push_bookings(jsonb)': ['authenticated', 'service_role'],
  'push_job_cards(jsonb)': ['authenticated', 'service_role'],
  'push_settings(jsonb)': ['authenticated', 'service_role'],
  'push_accounts(jsonb)': ['authenticated', 'service_role'],
  'push_vouchers(jsonb)': ['authenticated', 'service_role'],
  'push_catalog(jsonb)': ['authenticated', 'service_role'],
  'push_parts(jsonb)': ['authenticated', 'service_role'],
  'push_follow_ups(jsonb)': ['authenticated', 'service_role'],
  'push_vehicles(jsonb)': ['authenticated', 'service_role'],
  'sync_module_expr(regclass, text)': ['authenticated', 'service_role'],
  'voucher_module(text)': ['authenticated', 'service_role'],
  'poll_my_vote(text, text)': ['anon', 'authenticated', 'service_role'],
  'resolve_short_link(text)': ['anon', 'authenticated', 'service_role'],
  'short_link_stats(text, text[])': ['anon', 'authenticated', 'service_role'],
  'my_company()': ['authenticated', 'service_role'],
  'is_company_owner()': ['authenticated', 'service_role'],
  'is_my_staff(uuid)': ['authenticated', 'service_role'],
  'access_rank(text)': ['authenticated', 'service_role'],
  'access_within(jsonb, jsonb)': ['authenticated', 'service_role'],
  'create_invite(text, text, jsonb, integer)': ['authenticated', 'service_role'],
  'company_people()': ['authenticated', 'service_role'],
  // Before sign-up: which company an invite code is for.
  'invite_info(text)': ['anon', 'authenticated', 'service_role'],
}

const ROLES = ['anon', 'authenticated', 'service_role'] as const

describe.skipIf(hosted)('grants in the catalog', () => {
  const db = () => s.db!

  async function tablePrivileges(): Promise<Map<string, Record<string, string[]>>> {
    const r = await db().query<{ table: string; role: string; privileges: string[] }>(
      `select c.relname as table, r.rolname as role,
              array(select p from unnest($1::text[]) p where has_table_privilege(r.oid, c.oid, p)) as privileges
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         cross join pg_roles r
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
          and r.rolname in ('anon', 'authenticated', 'service_role')
        order by c.relname, r.rolname`,
      [ALL],
    )
    const out = new Map<string, Record<string, string[]>>()
    for (const row of r.rows) {
      out.set(row.table, { ...out.get(row.table), [row.role]: row.privileges })
    }
    return out
  }

  it('every public table is granted to anon or authenticated, or is deliberately private', async () => {
    const granted = await tablePrivileges()
    const ungranted = [...granted]
      .filter(([t, p]) => p.anon!.length === 0 && p.authenticated!.length === 0 && !PRIVATE_TABLES.has(t))
      .map(([t]) => t)
    expect(ungranted).toEqual([])
    expect(granted.size).toBeGreaterThanOrEqual(Object.keys(TABLES).length)
  })

  it('each role holds exactly the table privileges the app needs; the operator holds all', async () => {
    const granted = await tablePrivileges()
    for (const [table, want] of Object.entries(TABLES)) {
      const got = granted.get(table)
      expect(got, table).toBeDefined()
      expect({ table, anon: got!.anon, authenticated: got!.authenticated }).toEqual({
        table,
        anon: ALL.filter((p) => want.anon.includes(p)),
        authenticated: ALL.filter((p) => want.authenticated.includes(p)),
      })
    }
    for (const [table, got] of granted) {
      expect({ table, service_role: got.service_role }).toEqual({ table, service_role: ALL })
    }
  })

  it("anon has no privilege at all on a dealer's data", async () => {
    const granted = await tablePrivileges()
    for (const t of ['parties', 'bookings', 'job_cards', 'settings', 'users', 'active_sessions']) {
      expect({ t, anon: granted.get(t)!.anon }).toEqual({ t, anon: [] })
    }
  })

  it('no function in public is executable by PUBLIC, and each callable one only by its roles', async () => {
    const r = await db().query<{
      fn: string
      trigger: boolean
      public: boolean
      anon: boolean
      authenticated: boolean
      service_role: boolean
    }>(
      `select p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as fn,
              p.prorettype = 'trigger'::regtype as trigger,
              exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                       where a.grantee = 0 and a.privilege_type = 'EXECUTE') as public,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              has_function_privilege('service_role', p.oid, 'execute') as service_role
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
        order by 1`,
    )
    expect(r.rows.filter((f) => f.public && !PUBLIC_FUNCTIONS.has(f.fn)).map((f) => f.fn)).toEqual([])
    for (const f of r.rows) {
      const want = f.trigger ? [] : FUNCTIONS[f.fn]
      expect({ fn: f.fn, roles: want }).not.toEqual({ fn: f.fn, roles: undefined })
      expect({ fn: f.fn, roles: ROLES.filter((role) => f[role]) }).toEqual({ fn: f.fn, roles: want })
    }
  })

  it('schema public is usable by every API role', async () => {
    const r = await db().query<{ role: string; usage: boolean }>(
      `select rolname as role, has_schema_privilege(oid, 'public', 'usage') as usage from pg_roles
        where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    )
    expect(r.rows).toEqual(ROLES.map((role) => ({ role, usage: true })))
  })
})

describe('grants through the API', () => {
  const refusedAnon = (r: { data: unknown; error: { code?: string } | null; status: number }) =>
    expect([r.data, r.error?.code, r.status]).toEqual([null, '42501', 401])

  it("anon reads, writes and calls nothing of a dealer's", async () => {
    const anon = anonClient(s)
    const ownerColumn: Record<string, string> = {
      parties: 'owner',
      bookings: 'owner',
      job_cards: 'owner',
      settings: 'user_id',
      users: 'id',
      active_sessions: 'user_id',
    }
    for (const [t, owner] of Object.entries(ownerColumn)) {
      refusedAnon(await anon.from(t).select('*'))
      refusedAnon(await anon.from(t).select('*').eq(owner, dealer.id))
      refusedAnon(await anon.from(t).delete().eq(owner, dealer.id))
    }
    refusedAnon(await anon.from('parties').insert(partyDoc('grants-anon', 1)))
    refusedAnon(await anon.from('users').update({ role: 'admin' }).eq('id', dealer.id))
    refusedAnon(await anon.from('active_sessions').insert({ user_id: dealer.id, session_id: 'anon-device' }))
    refusedAnon(
      await anon.rpc('push_parties', { rows: [{ new: partyDoc('grants-anon', 1), assumed: null }] }),
    )
    refusedAnon(await anon.rpc('sync_push', { tbl: 'public.parties', rows: [] }))
    refusedAnon(await anon.rpc('sync_purge_deleted', { days: 90 }))
    refusedAnon(await anon.rpc('admin_list_users'))
    refusedAnon(await anon.rpc('is_admin'))
    refusedAnon(await anon.rpc('write_refusal', { module: 'customers' }))
    // The no-login tools' tables are insert only where nothing is public.
    refusedAnon(await anon.from('feedback').select('*'))
    refusedAnon(await anon.from('poll_votes').select('*'))
    refusedAnon(await anon.from('short_links').select('*'))
    refusedAnon(await anon.from('polls').delete().eq('id', 'nothing0000'))
  })

  it('what the app does without a session still works', async () => {
    const anon = anonClient(s)
    const tag = `${process.pid}${Date.now()}`.slice(-10)
    const device = `grants-device-${tag}-0000`
    expect(
      (await anon.from('feedback').insert({ message: 'grants: hello', client_id: `g-${tag}` })).error,
    ).toBeNull()
    const poll = `GrantsPoll${tag}`.slice(0, 16)
    const made = await anon
      .from('polls')
      .insert({ id: poll, question: 'Tea or coffee?', options: ['Tea', 'Coffee'] })
    expect(made.error).toBeNull()
    expect((await anon.from('polls').select('id, counts').eq('id', poll)).data).toEqual([
      { id: poll, counts: [0, 0] },
    ])
    expect(
      (await anon.from('poll_votes').insert({ poll_id: poll, device_id: device, choices: [1] })).error,
    ).toBeNull()
    expect((await anon.rpc('poll_my_vote', { p_poll: poll, p_device: device })).data).toEqual([1])
    const code = `grants-${tag}`
    const link = await anon
      .from('short_links')
      .insert({ code, url: 'https://example.com/g', device_id: device })
    expect(link.error).toBeNull()
    expect((await anon.rpc('resolve_short_link', { p_code: code })).data).toBe('https://example.com/g')
    expect((await anon.rpc('short_link_stats', { p_device: device, p_codes: [code] })).data).toEqual([
      { code, clicks: 1 },
    ])
  })

  it("a dealer's app calls still work: pull, push, purge, profile, devices", async () => {
    const c = dealer.c
    const pushed = await c.rpc('push_parties', { rows: [{ new: partyDoc('grants-p1', 1), assumed: null }] })
    expect([pushed.error, pushed.data]).toEqual([null, PUSHED])
    expect((await c.from('parties').select('id').eq('id', 'grants-p1')).data).toEqual([{ id: 'grants-p1' }])
    expect((await c.rpc('sync_purge_deleted', { days: 90 })).error).toBeNull()
    expect((await c.from('users').select('id').eq('id', dealer.id)).data).toEqual([{ id: dealer.id }])
    const device = await c
      .from('active_sessions')
      .upsert({ user_id: dealer.id, session_id: 'grants-device' }, { onConflict: 'user_id,session_id' })
    expect(device.error).toBeNull()
    expect((await c.from('active_sessions').delete().eq('session_id', 'grants-device')).error).toBeNull()
    // Not an admin: the function itself refuses (42501 from its body, 403), after the grant let it run.
    const list = await c.rpc('admin_list_users')
    expect([list.error?.code, list.error?.message]).toEqual(['42501', 'Only an admin can list users'])
  })
})
