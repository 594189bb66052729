// Row-level security: user A never reads, changes or deletes user B's rows; anon reads nothing private;
// admins manage users through RLS-guarded updates, with no service key in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, boot, makeAdmin, serviceClient, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let a: SignedIn
let b: SignedIn
let admin: SignedIn
beforeAll(async () => {
  s = await boot()
  a = await signedInUser(s, 'a')
  b = await signedInUser(s, 'b')
  admin = await signedInUser(s, 'admin')
  await makeAdmin(s, admin)
  expect((await b.c.from('settings').insert({ user_id: b.id, company_name: 'B Motors' })).error).toBeNull()
  expect((await b.c.from('active_sessions').insert({ user_id: b.id, session_id: 'b-dev' })).error).toBeNull()
  expect((await b.c.from('feedback').insert({ message: 'from b' })).error).toBeNull()
}, 40_000)
afterAll(async () => {
  await s.stop()
})

describe('users', () => {
  it('a user sees only their own profile', async () => {
    const { data } = await a.c.from('users').select('id')
    expect(data).toEqual([{ id: a.id }])
    expect((await a.c.from('users').select('*').eq('id', b.id)).data).toEqual([])
  })

  it('a user cannot change anyone else, nor their own role, access, max_devices or app_valid_till', async () => {
    const other = await a.c.from('users').update({ email: 'x@y.z' }).eq('id', b.id).select()
    expect(other.data).toEqual([])
    for (const patch of [
      { role: 'admin' },
      { access: { customers: 'full' } },
      { max_devices: 9 },
      { app_valid_till: '2099-01-01' },
    ]) {
      const r = await a.c.from('users').update(patch).eq('id', a.id)
      expect(r.error?.code).toBe('42501')
      expect(r.status).toBe(403)
    }
    const me = await a.c.from('users').select('role, max_devices').eq('id', a.id).single()
    expect(me.data).toEqual({ role: 'user', max_devices: 1 })
    // Nobody deletes a profile through the API (0021_grants: select and update only).
    const del = await a.c.from('users').delete().eq('id', b.id).select()
    expect([del.data, del.error?.code, del.status]).toEqual([null, '42501', 403])
  })

  it('an admin reads all users and updates access, max_devices, app_valid_till', async () => {
    const all = await admin.c.from('users').select('id, email')
    expect(all.data!.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id, admin.id]))
    const r = await admin.c
      .from('users')
      .update({ access: { customers: 'full', stock: 'write' }, max_devices: 3, app_valid_till: '2030-03-31' })
      .eq('id', a.id)
      .select('access, max_devices, app_valid_till')
      .single()
    expect(r.error).toBeNull()
    expect(r.data).toEqual({
      access: { customers: 'full', stock: 'write' },
      max_devices: 3,
      app_valid_till: '2030-03-31',
    })
  })
})

describe('settings, active_sessions, feedback', () => {
  it('A cannot read, update, upsert over or delete B settings', async () => {
    expect((await a.c.from('settings').select('*').eq('user_id', b.id)).data).toEqual([])
    expect(
      (await a.c.from('settings').update({ company_name: 'hacked' }).eq('user_id', b.id).select()).data,
    ).toEqual([])
    const forged = await a.c.from('settings').insert({ user_id: b.id, company_name: 'forged' })
    expect(forged.error?.code).toMatch(/^(42501|23505)$/)
    const up = await a.c
      .from('settings')
      .upsert({ user_id: b.id, company_name: 'hacked' }, { onConflict: 'user_id' })
    expect(up.error).not.toBeNull()
    expect((await a.c.from('settings').delete().eq('user_id', b.id).select()).data).toEqual([])
    const still = await b.c.from('settings').select('company_name').eq('user_id', b.id).single()
    expect(still.data).toEqual({ company_name: 'B Motors' })
  })

  it('A cannot see, register for, or delete B devices; an admin can read and delete them', async () => {
    expect((await a.c.from('active_sessions').select('*').eq('user_id', b.id)).data).toEqual([])
    expect(
      (await a.c.from('active_sessions').insert({ user_id: b.id, session_id: 'evil' })).error?.code,
    ).toBe('42501')
    expect((await a.c.from('active_sessions').delete().eq('user_id', b.id).select()).data).toEqual([])
    expect((await admin.c.from('active_sessions').select('session_id').eq('user_id', b.id)).data).toEqual([
      { session_id: 'b-dev' },
    ])
    expect(
      (await admin.c.from('active_sessions').delete().eq('user_id', b.id).eq('session_id', 'b-dev').select())
        .data,
    ).toHaveLength(1)
  })

  it('feedback: anyone may send, only admins read', async () => {
    const anon = anonClient(s)
    expect(
      (await anon.from('feedback').insert({ message: 'hello from a visitor', email: 'v@x.in' })).error,
    ).toBeNull()
    const anonRead = await anon.from('feedback').select('*')
    expect([anonRead.data, anonRead.error?.code, anonRead.status]).toEqual([null, '42501', 401])
    expect((await a.c.from('feedback').select('*')).data).toEqual([])
    const forged = await anon.from('feedback').insert({ message: 'x', user_id: b.id })
    expect(forged.error?.code).toBe('42501')
    expect(forged.status).toBe(401)
    const all = await admin.c.from('feedback').select('message')
    expect(all.data!.map((r) => r.message)).toEqual(
      expect.arrayContaining(['from b', 'hello from a visitor']),
    )
  })

  it('feedback: rating, page and language are stored; a retried client_id is stored once (409)', async () => {
    const anon = anonClient(s)
    const row = {
      message: 'rated five',
      rating: 5,
      page: '/tools/emi-calculator',
      lang: 'hi',
      client_id: 'device-entry-1',
    }
    expect((await anon.from('feedback').insert(row)).error).toBeNull()
    const again = await anon.from('feedback').insert(row)
    expect(again.status).toBe(409)
    expect((await anon.from('feedback').insert({ message: 'x', rating: 9 })).error?.code).toBe('23514')
    const stored = await admin.c.from('feedback').select('rating,page,lang').eq('client_id', 'device-entry-1')
    expect(stored.data).toEqual([{ rating: 5, page: '/tools/emi-calculator', lang: 'hi' }])
  })

  it('anon reads nothing private and cannot write', async () => {
    const anon = anonClient(s)
    for (const t of ['users', 'settings', 'active_sessions']) {
      // No grant to anon at all (0021_grants): refused before row-level security is asked.
      const r = await anon.from(t).select('*')
      expect([r.data, r.error?.code, r.status]).toEqual([null, '42501', 401])
    }
    expect((await anon.from('settings').insert({ user_id: b.id })).status).toBe(401)
    expect((await anon.from('users').update({ role: 'admin' }).eq('id', b.id).select()).data ?? []).toEqual(
      [],
    )
    expect((await anon.rpc('admin_list_users')).error).not.toBeNull()
  })

  it('a forged or expired token is rejected with 401', async () => {
    const r = await fetch(`${s.url}/rest/v1/users?select=*`, {
      headers: { apikey: s.anonKey, Authorization: `Bearer ${a.token.slice(0, -3)}xyz` },
    })
    expect(r.status).toBe(401)
    expect((await r.json()).code).toBe('PGRST301')
  })

  it('the service key bypasses RLS (server-side scripts only)', async () => {
    const r = await serviceClient(s).from('settings').select('user_id')
    expect(r.data!.map((x) => x.user_id)).toContain(b.id)
  })
})
