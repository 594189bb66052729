// Hostile and broken requests get PostgREST-shaped 4xx answers and change nothing.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { boot, hosted, signedInUser, uniqueEmail } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let u: SignedIn
beforeAll(async () => {
  s = await boot()
  u = await signedInUser(s)
  expect((await u.c.from('settings').insert({ user_id: u.id, company_name: 'Safe Motors' })).error).toBeNull()
}, 90_000)
afterAll(async () => {
  await s.stop()
})

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${s.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: s.anonKey,
      Authorization: `Bearer ${u.token}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  })

async function expectPgrstError(r: Response, status: number, code?: string) {
  expect(r.status).toBe(status)
  const body = await r.json()
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
  if (code) expect(body.code).toBe(code)
  return body
}

async function companyName() {
  return (await u.c.from('settings').select('company_name').eq('user_id', u.id).single()).data?.company_name
}

describe('malformed requests', () => {
  it('unknown operator, unknown column, unknown table, bad order, bad limit', async () => {
    await expectPgrstError(await raw(`settings?company_name=zz.1`), 400, 'PGRST100')
    await expectPgrstError(await raw(`settings?nope=eq.1`), 400, '42703')
    await expectPgrstError(await raw(`settings?select=company_name,nope`), 400, '42703')
    await expectPgrstError(await raw(`settings?order=nope.desc`), 400, '42703')
    await expectPgrstError(await raw(`settings?order=company_name.sideways`), 400, 'PGRST100')
    await expectPgrstError(await raw(`settings?limit=-1`), 400, 'PGRST100')
    await expectPgrstError(await raw(`nothing_here`), 404, 'PGRST205')
    await expectPgrstError(await raw(`settings?or=(company_name.eq.a`), 400, 'PGRST100')
    await expectPgrstError(await raw(`settings?select=users(*)`), 400, 'PGRST100')
    const viaClient = await u.c.from('settings').select('nope')
    expect(viaClient.error?.code).toBe('42703')
  })

  it('injection attempts in values, columns and order are inert', async () => {
    const evil = `'; drop table users; --`
    const r = await u.c.from('settings').select('*').eq('company_name', evil)
    expect(r.error).toBeNull()
    expect(r.data).toEqual([])
    expect((await u.c.from('settings').select('*').or(`company_name.eq.${evil}`)).data ?? []).toEqual([])
    await expectPgrstError(
      await raw(`settings?${encodeURIComponent('company_name"; drop table users; --')}=eq.1`),
      400,
    )
    await expectPgrstError(
      await raw(`settings?order=${encodeURIComponent('company_name; drop table users')}`),
      400,
    )
    await expectPgrstError(
      await raw(`settings?select=${encodeURIComponent('company_name::text; drop table users')}`),
      400,
    )
    await expectPgrstError(
      await raw(`settings?on_conflict=x`, {
        method: 'POST',
        body: '{}',
        headers: { Prefer: 'resolution=merge-duplicates' },
      }),
      400,
    )
    const upd = await u.c
      .from('settings')
      .update({ company_name: evil })
      .eq('user_id', u.id)
      .select('company_name')
      .single()
    expect(upd.data?.company_name).toBe(evil)
    expect((await u.c.from('users').select('id')).data).toEqual([{ id: u.id }])
    await u.c.from('settings').update({ company_name: 'Safe Motors' }).eq('user_id', u.id)
  })

  it('a bad value type is a 400 from Postgres, not a 500', async () => {
    const r = await u.c.from('users').select('*').eq('id', 'not-a-uuid')
    expect(r.error?.code).toBe('22P02')
    expect(r.status).toBe(400)
  })

  it('bad JSON, wrong JSON shape and unknown body columns change nothing', async () => {
    await expectPgrstError(
      await raw(`settings?user_id=eq.${u.id}`, { method: 'PATCH', body: '{"company_name": ' }),
      400,
      'PGRST102',
    )
    await expectPgrstError(
      await raw(`settings?user_id=eq.${u.id}`, { method: 'PATCH', body: '[1,2]' }),
      400,
      'PGRST102',
    )
    await expectPgrstError(
      await raw(`settings?user_id=eq.${u.id}`, { method: 'PATCH', body: '{"company_name":"x","nope":1}' }),
      400,
      'PGRST204',
    )
    await expectPgrstError(
      await raw(`active_sessions`, { method: 'POST', body: '[{"session_id":"a"}, 5]' }),
      400,
      'PGRST102',
    )
    expect(await companyName()).toBe('Safe Motors')
  })

  it('writes without a filter are refused (pg_safeupdate, as on Supabase)', async () => {
    await expectPgrstError(
      await raw(`settings`, { method: 'PATCH', body: '{"company_name":"all"}' }),
      400,
      '21000',
    )
    await expectPgrstError(await raw(`settings`, { method: 'DELETE' }), 400, '21000')
    expect(await companyName()).toBe('Safe Motors')
  })

  it('a body over 10 MB gets 413 and nothing is written', async () => {
    const big = JSON.stringify({ company_name: 'x'.repeat(11 * 1024 * 1024) })
    await expectPgrstError(
      await raw(`settings?user_id=eq.${u.id}`, { method: 'PATCH', body: big }),
      413,
      'PGRST413',
    )
    expect(await companyName()).toBe('Safe Motors')
  })

  it('a single-object write touching several rows is rolled back', async () => {
    await u.c.from('users').select('id')
    const r = await raw(`settings?user_id=eq.${u.id}`, {
      method: 'PATCH',
      body: '{"company_name":"one"}',
      headers: { Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=representation' },
    })
    expect(r.status).toBe(200)
    const none = await raw(`settings?user_id=eq.00000000-0000-0000-0000-000000000000`, {
      method: 'PATCH',
      body: '{"company_name":"zero"}',
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    })
    await expectPgrstError(none, 406, 'PGRST116')
    await u.c.from('settings').update({ company_name: 'Safe Motors' }).eq('user_id', u.id)
  })

  it('check constraints answer 400 with the Postgres code', async () => {
    const r = await u.c
      .from('settings')
      .update({ registered_invoice_prefix: 'bad prefix with spaces' })
      .eq('user_id', u.id)
    expect(r.error?.code).toBe('23514')
    expect(r.status).toBe(400)
  })
})

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n)
const deepOr = (n: number) => '(' + 'or('.repeat(n - 1) + 'company_name.eq.a' + ')'.repeat(n)

async function ownParties() {
  const { data, error } = await u.c.from('parties').select('id')
  expect(error).toBeNull()
  return data
}

async function auth(path: string, init: RequestInit = {}) {
  const r = await fetch(`${s.url}/auth/v1/${path}`, {
    ...init,
    headers: { apikey: s.anonKey, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  })
  return { status: r.status, body: (await r.json()) as Record<string, unknown> }
}

// The server's own limits (server/request-limits.ts); hosted PostgREST and GoTrue have others.
describe.skipIf(hosted)('requests over the limits get a 400, never a 500, and change nothing', () => {
  it('JSON nested 5,000 and 100,000 deep as a REST insert, update and RPC body', async () => {
    const before = await ownParties()
    for (const depth of [5_000, 100_000]) {
      for (const [path, method, body] of [
        ['parties', 'POST', `{"id":"deep-${depth}","name":${nested(depth)}}`],
        ['parties', 'POST', `[${nested(depth)}]`],
        [`settings?user_id=eq.${u.id}`, 'PATCH', `{"company_name":${nested(depth)}}`],
        ['rpc/push_parties', 'POST', `{"rows":${nested(depth)}}`],
        [
          'rpc/push_parties',
          'POST',
          `{"rows":[{"new":{"id":"deep","name":${nested(depth)}},"assumed":null}]}`,
        ],
      ]) {
        const err = await expectPgrstError(await raw(path!, { method, body }), 400, 'PGRST102')
        expect(err.details).toBe('JSON nesting deeper than 64 levels')
      }
    }
    // 64 levels are still fine: the limit refuses only what is deeper.
    const ok = await raw(`settings?user_id=eq.${u.id}`, {
      method: 'PATCH',
      body: `{"fy_counters":{"x":${nested(62)}}}`,
    })
    expect(ok.status).toBe(204)
    await u.c.from('settings').update({ fy_counters: {} }).eq('user_id', u.id)
    expect(await ownParties()).toEqual(before)
    expect(await companyName()).toBe('Safe Motors')
  })

  it('a 2,500-deep or= and a 100-deep or= filter', async () => {
    await expectPgrstError(await raw(`settings?or=${deepOr(2_500)}`), 400, 'PGRST100')
    const err = await expectPgrstError(await raw(`settings?or=${deepOr(100)}`), 400, 'PGRST100')
    expect(err.details).toBe('and()/or() nesting deeper than 16 levels')
    expect((await raw(`settings?or=${deepOr(16)}`)).status).toBe(200)
    expect(await companyName()).toBe('Safe Motors')
  })

  it('a 2,000-column select, and a select whose stars expand past Postgres 1,664 columns', async () => {
    const err = await expectPgrstError(
      await raw(`users?select=${Array(2_000).fill('id').join(',')}`),
      400,
      'PGRST100',
    )
    expect(err.details).toBe('"select" lists 2,000 entries; at most 200 are accepted')
    await expectPgrstError(await raw(`settings?select=${Array(2_000).fill('*').join(',')}`), 400, 'PGRST100')
    // Within the item limit, but 150 × every column: Postgres' 54011, a client error here, not a 500.
    await expectPgrstError(await raw(`settings?select=${Array(150).fill('*').join(',')}`), 400, '54011')
    expect(await companyName()).toBe('Safe Motors')
  })

  it('a URL over 8 KiB, too many conditions, and an in.() list that is too long', async () => {
    const err = await expectPgrstError(
      await raw(`settings?company_name=eq.${'a'.repeat(9_000)}`),
      400,
      'PGRST100',
    )
    expect(err.details).toMatch(/at most 8,192 are accepted/)
    await expectPgrstError(
      await raw(`settings?or=(${Array(300).fill('company_name.eq.a').join(',')})`),
      400,
      'PGRST100',
    )
    const inList = await expectPgrstError(
      await raw(`settings?company_name=in.(${Array(1_001).fill('a').join(',')})`),
      400,
      'PGRST100',
    )
    expect(inList.details).toBe('The list has 1,001 values; at most 1,000 are accepted')
    expect((await raw(`settings?company_name=in.(${Array(1_000).fill('a').join(',')})`)).status).toBe(200)
    expect(await companyName()).toBe('Safe Motors')
  })

  it('a filter value nested 3,000 deep or a regex bomb, which overflow PGlite’s regex and JSON parsers', async () => {
    const regex = '('.repeat(3_000) + 'a' + ')'.repeat(3_000)
    await expectPgrstError(await raw(`settings?company_name=match.${regex}`), 400, 'PGRST100')
    await expectPgrstError(await raw(`settings?fy_counters=eq.${nested(3_000)}`), 400, 'PGRST100')
    // Not deep but large once expanded: 65,000 copies of a, which crashed PGlite's regex compiler the same way.
    const bomb = await expectPgrstError(
      await raw(`settings?company_name=imatch.${encodeURIComponent('(a{255}){255}')}`),
      400,
      'PGRST100',
    )
    expect(bomb.details).toMatch(/at most 1,000 are accepted/)
    expect(
      (await u.c.from('settings').select('company_name').filter('company_name', 'match', '^Safe')).data,
    ).toEqual([{ company_name: 'Safe Motors' }])
    expect(await companyName()).toBe('Safe Motors')
  })

  it('deep JSON on /auth/v1/signup and PUT /auth/v1/user: 400 validation_failed, no user, no change', async () => {
    const email = uniqueEmail('deep')
    const signup = await auth('signup', {
      method: 'POST',
      body: `{"email":"${email}","password":"correct horse 1","data":{"x":${nested(5_000)}}}`,
    })
    expect(signup.status).toBe(400)
    expect(signup.body.code).toBe('validation_failed')
    expect(signup.body.msg).toMatch(/deeper than 64 levels/)
    const login = await auth('token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'correct horse 1' }),
    })
    expect(login.body.code).toBe('invalid_credentials')

    const put = await auth('user', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${u.token}` },
      body: `{"data":{"company":"Deep","x":${nested(100_000)}}}`,
    })
    expect(put.status).toBe(400)
    expect(put.body.code).toBe('validation_failed')
    const me = await auth('user', { headers: { Authorization: `Bearer ${u.token}` } })
    expect((me.body.user_metadata as Record<string, unknown>)?.company).toBeUndefined()
  })

  it('Realtime: a deep message closes that socket, a long filter list is refused, the server stays up', async () => {
    const open = async () => {
      const ws = new WebSocket(
        `${s.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${s.anonKey}&vsn=1.0.0`,
      )
      const received: Record<string, unknown>[] = []
      ws.on('message', (d: Buffer) => received.push(JSON.parse(d.toString()) as Record<string, unknown>))
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
      return { ws, received }
    }
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
      expect(check()).toBe(true)
    }
    const msg = (o: Record<string, unknown>) => JSON.stringify({ join_ref: '1', ...o })

    const a = await open()
    a.ws.send(
      msg({
        topic: 'realtime:deep',
        event: 'phx_join',
        ref: '1',
        payload: { config: { broadcast: { self: true } } },
      }),
    )
    await until(() => a.received.length > 0)
    const closed = new Promise<[number, string]>((resolve) =>
      a.ws.once('close', (code: number, why: Buffer) => resolve([code, why.toString()])),
    )
    a.ws.send(`{"topic":"realtime:deep","event":"broadcast","ref":"2","payload":{"x":${nested(100_000)}}}`)
    expect(await closed).toEqual([1008, 'JSON nesting deeper than 64 levels'])

    // Over 1 MiB: ws itself closes with 1009 before anything is parsed.
    const big = await open()
    const bigClosed = new Promise<number>((resolve) => big.ws.once('close', (code: number) => resolve(code)))
    big.ws.send(
      JSON.stringify({
        topic: 'phoenix',
        event: 'heartbeat',
        ref: '1',
        payload: { x: 'x'.repeat(1_100_000) },
      }),
    )
    expect(await bigClosed).toBe(1009)

    const b = await open()
    const filter = `company_name=in.(${Array(1_001).fill('a').join(',')})`
    b.ws.send(
      msg({
        topic: 'realtime:list',
        event: 'phx_join',
        ref: '1',
        payload: {
          config: { postgres_changes: [{ event: '*', schema: 'public', table: 'settings', filter }] },
        },
      }),
    )
    b.ws.send(msg({ topic: 'phoenix', event: 'heartbeat', ref: '2', payload: {} }))
    await until(() => b.received.length >= 2)
    expect(b.received[0]).toMatchObject({
      ref: '1',
      payload: {
        status: 'error',
        response: { reason: 'invalid filter: The list has 1,001 values; at most 1,000 are accepted' },
      },
    })
    expect(b.received[1]).toMatchObject({ ref: '2', payload: { status: 'ok' } })

    // At most 100 channels per connection and 100 bindings per channel: each change is re-read per binding.
    const binding = { event: '*', schema: 'public', table: 'settings' }
    b.received.length = 0
    b.ws.send(
      msg({
        topic: 'realtime:many',
        event: 'phx_join',
        ref: 'bindings',
        payload: { config: { postgres_changes: Array(101).fill(binding) } },
      }),
    )
    for (let i = 0; i < 101; i++) {
      b.ws.send(msg({ topic: `realtime:c${i}`, event: 'phx_join', ref: `c${i}`, payload: { config: {} } }))
    }
    await until(() => b.received.length >= 102)
    const status = (ref: string) =>
      (b.received.find((r) => r.ref === ref)?.payload as { status?: string } | undefined)?.status
    expect(status('bindings')).toBe('error')
    expect(status('c99')).toBe('ok')
    expect(b.received.find((r) => r.ref === 'c100')).toMatchObject({
      payload: { status: 'error', response: { reason: 'Too many channels: at most 100 per connection' } },
    })
    b.ws.close()

    // A request target that the URL parser refuses, on the websocket upgrade path.
    const upgrade = await new Promise<string>((resolve, reject) => {
      const sock = connect(Number(new URL(s.url).port), new URL(s.url).hostname)
      sock.once('data', (d) => resolve(d.toString().split('\r\n')[0]!))
      sock.once('error', reject)
      sock.write(
        'GET //[ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      )
    })
    expect(upgrade).toBe('HTTP/1.1 400 Bad Request')
    expect(await companyName()).toBe('Safe Motors')
  })
})
