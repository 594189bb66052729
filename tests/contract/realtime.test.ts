// Realtime postgres_changes through realtime-js 2.119.0: delivery follows row-level security.
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boot, serviceClient, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let a: SignedIn
let b: SignedIn
beforeAll(async () => {
  s = await boot()
  a = await signedInUser(s, 'rt-a')
  b = await signedInUser(s, 'rt-b')
  await serviceClient(s).from('users').update({ max_devices: 10 }).in('id', [a.id, b.id])
}, 90_000)
afterAll(async () => {
  await s.stop()
})

type Row = Record<string, unknown>

function subscribe(u: SignedIn, name: string, table: string, filter?: string) {
  const events: RealtimePostgresChangesPayload<Row>[] = []
  let channel!: RealtimeChannel
  const ready = new Promise<void>((resolve, reject) => {
    u.c.realtime.setAuth(u.token)
    channel = u.c
      .channel(name)
      .on('postgres_changes', { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) }, (p) =>
        events.push(p),
      )
      .subscribe((status, err) => {
        if (status === 'SUBSCRIBED') resolve()
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status))
      })
  })
  return { events, ready, channel }
}

const until = async (cond: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
}

describe('realtime', () => {
  it("a subscriber gets its own INSERT, UPDATE and DELETE but never another user's", async () => {
    const subA = subscribe(a, 'rt-sessions-a', 'active_sessions')
    await subA.ready
    await b.c.from('active_sessions').insert({ user_id: b.id, session_id: 'b-secret' })
    await a.c
      .from('active_sessions')
      .insert({ user_id: a.id, session_id: 'a-1', device_info: { userAgent: 'x' } })
    await a.c
      .from('active_sessions')
      .update({ device_info: { userAgent: 'y' } })
      .eq('session_id', 'a-1')
    await b.c
      .from('active_sessions')
      .update({ device_info: { userAgent: 'z' } })
      .eq('session_id', 'b-secret')
    await a.c.from('active_sessions').delete().eq('user_id', a.id).eq('session_id', 'a-1')
    await b.c.from('active_sessions').delete().eq('user_id', b.id).eq('session_id', 'b-secret')
    await until(() => subA.events.length >= 3)
    await new Promise((r) => setTimeout(r, 200))
    expect(subA.events.map((e) => e.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE'])
    const [ins, upd, del] = subA.events as [
      RealtimePostgresChangesPayload<Row>,
      RealtimePostgresChangesPayload<Row>,
      RealtimePostgresChangesPayload<Row>,
    ]
    expect(ins.new).toMatchObject({ user_id: a.id, session_id: 'a-1', device_info: { userAgent: 'x' } })
    expect(upd.new).toMatchObject({ session_id: 'a-1', device_info: { userAgent: 'y' } })
    expect(Object.keys(del.old)).toEqual(['id'])
    expect(JSON.stringify(subA.events)).not.toContain('b-secret')
    await a.c.removeChannel(subA.channel)
  })

  it('honours a binding filter and the settings table', async () => {
    const sub = subscribe(a, 'rt-settings-a', 'settings', `user_id=eq.${a.id}`)
    await sub.ready
    await b.c.from('settings').insert({ user_id: b.id })
    await a.c.from('settings').insert({ user_id: a.id })
    await a.c.from('settings').update({ company_name: 'Live Motors' }).eq('user_id', a.id)
    await until(() => sub.events.length >= 2)
    expect(sub.events.map((e) => [e.eventType, (e.new as Row).company_name])).toEqual([
      ['INSERT', 'AutoBahi Pro'],
      ['UPDATE', 'Live Motors'],
    ])
    await a.c.removeChannel(sub.channel)
  })

  it('refuses tables outside the publication and keeps heartbeats answered', async () => {
    const sub = subscribe(a, 'rt-bad', 'feedback')
    await expect(sub.ready).rejects.toThrow(/publication/)
    const ws = new WebSocket(
      `${s.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${s.anonKey}&vsn=2.0.0`,
    )
    await new Promise((r) => ws.once('open', r))
    const reply = new Promise<string>((r) => ws.once('message', (d) => r(d.toString())))
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]))
    expect(JSON.parse(await reply)).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
    ws.send('not json at all')
    ws.close()
    const bad = new WebSocket(`${s.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=forged&vsn=2.0.0`)
    const status = await new Promise<number>((r) =>
      bad.once('unexpected-response', (_req, res) => r(res.statusCode ?? 0)),
    )
    expect(status).toBe(401)
  })
})

describe('realtime: profile changes and token updates', () => {
  it('a user hears an admin change to their own profile row, and keeps hearing after an access_token update', async () => {
    const sub = subscribe(a, 'rt-profile-a', 'users')
    await sub.ready
    await serviceClient(s).from('users').update({ max_devices: 4 }).eq('id', b.id)
    await serviceClient(s).from('users').update({ max_devices: 5 }).eq('id', a.id)
    await until(() => sub.events.length >= 1)
    const fresh = await a.c.auth.refreshSession()
    a.c.realtime.setAuth(fresh.data.session!.access_token)
    await serviceClient(s).from('users').update({ max_devices: 6 }).eq('id', a.id)
    await until(() => sub.events.length >= 2)
    await new Promise((r) => setTimeout(r, 150))
    expect(sub.events.map((e) => [e.eventType, (e.new as Row).id, (e.new as Row).max_devices])).toEqual([
      ['UPDATE', a.id, 5],
      ['UPDATE', a.id, 6],
    ])
    await a.c.removeChannel(sub.channel)
  })
})
