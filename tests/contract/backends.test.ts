// The PostgreSQL run only: the same requests to a PGlite server beside it answer with the same bytes. REST and
// RPC bodies are JSON built inside Postgres (json_agg, to_json), so this holds as long as both backends run
// with the same settings (UTC, ISO dates) and the same migrations. Timestamps the database stamps itself
// (now(), clock_timestamp()) differ in value, so each is compared by its form only.
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server/index.ts'
import type { RunningServer } from '../../server/index.ts'
import { boot, onPostgres, signedInUser } from './harness.ts'
import type { Booted } from './harness.ts'

let real: Booted
let lite: RunningServer
const ID = '00000000-0000-4000-8000-0000000000b1'

beforeAll(async () => {
  if (!onPostgres) return
  ;[real, lite] = await Promise.all([boot(), startServer({ port: 0, log: () => {} })])
  for (const s of [real, lite]) {
    await s.db!.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)`, [
      ID,
      'same@example.test',
      JSON.stringify({ full_name: 'Same Dealer', n: 1.5, list: [1, 'two', null] }),
    ])
  }
}, 90_000)
afterAll(async () => {
  await real?.stop()
  await lite?.stop()
})

/** Digits of a timestamp become one `9` per run, so two stamps of the same form compare equal. */
const form = (body: string) =>
  body.replace(/\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(\+\d\d(:\d\d)?|Z)?/g, (t) => t.replace(/\d+/g, '9'))

async function both(path: string, init: RequestInit = {}): Promise<[string, string]> {
  const answers = await Promise.all(
    [real, lite].map(async (s) => {
      const res = await fetch(`${s.url}${path}`, {
        ...init,
        headers: {
          apikey: s.serviceKey,
          Authorization: `Bearer ${s.serviceKey}`,
          'Content-Type': 'application/json',
          ...init.headers,
        },
      })
      return `${res.status} ${res.headers.get('content-range') ?? ''}\n${await res.text()}`
    }),
  )
  return [form(answers[0]!), form(answers[1]!)]
}

describe.skipIf(!onPostgres)('PostgreSQL and PGlite answer alike', () => {
  it('REST writes, reads, counts and RPC bodies are byte-identical', async () => {
    const party = {
      id: 'same-party',
      owner: ID,
      rev: 3,
      created_at: 1764000000000,
      updated_at: 9007199254740991,
      kind: 'customer',
      name: 'Shree \u0917\u0923\u0947\u0936 "Motors" \\ €',
      name_key: 'shree',
      mobile: null,
      opening_balance: -12345,
      _deleted: false,
    }
    const calls: [string, RequestInit?][] = [
      [
        '/rest/v1/parties',
        { method: 'POST', body: JSON.stringify(party), headers: { Prefer: 'return=representation' } },
      ],
      ['/rest/v1/parties?select=*&id=eq.same-party', { headers: { Prefer: 'count=exact' } }],
      ['/rest/v1/parties?select=id,rev,owner,n:opening_balance::text,_deleted&order=id', {}],
      [`/rest/v1/users?select=*&id=eq.${ID}`, {}],
      ['/rest/v1/parties?id=eq.nothing', { headers: { Accept: 'application/vnd.pgrst.object+json' } }],
      ['/rest/v1/parties?select=nope', {}],
      [
        '/rest/v1/parties?id=eq.same-party',
        { method: 'PATCH', body: JSON.stringify({ rev: 4 }), headers: { Prefer: 'return=representation' } },
      ],
      ['/rest/v1/rpc/admin_list_users', { method: 'POST', body: '{}' }],
    ]
    for (const [path, init] of calls) {
      const [onReal, onLite] = await both(path, init)
      expect(onReal, path).toBe(onLite)
    }
  })
})

describe.skipIf(!onPostgres)('Realtime on PostgreSQL', () => {
  it('keeps delivering after its LISTEN connection is cut (it reconnects)', async () => {
    const listeners = async () =>
      (
        await real.db!.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
        )
      ).rows.map((r) => r.pid)
    const until = async (cond: () => boolean | Promise<boolean>, ms = 5000) => {
      const end = Date.now() + ms
      while (!(await cond()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50))
    }
    const u = await signedInUser(real, 'rt-reconnect')
    const events: RealtimePostgresChangesPayload<Record<string, unknown>>[] = []
    u.c.realtime.setAuth(u.token)
    await new Promise<void>((resolve, reject) => {
      u.c
        .channel('reconnect')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'settings' }, (p) => events.push(p))
        .subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve()
          else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status))
        })
    })
    const [before] = await listeners()
    expect(before).toBeTypeOf('number')
    await real.db!.query(`select pg_terminate_backend($1)`, [before])
    await until(async () => (await listeners()).some((pid) => pid !== before))
    expect((await listeners()).filter((pid) => pid !== before)).toHaveLength(1)
    await u.c.from('settings').insert({ user_id: u.id })
    await until(() => events.length > 0)
    expect(events.map((e) => [e.eventType, (e.new as { user_id?: string }).user_id])).toEqual([
      ['INSERT', u.id],
    ])
    await u.c.removeAllChannels()
  })
})
