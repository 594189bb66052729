// Pins the supabase-js behaviour the session renewal (src/auth/reauth.ts) is built around, against the installed
// version: a failed refresh is remembered for 60 s and answered from memory, and forgetRefreshFailure() makes
// the next refresh ask the server. If an upgrade changes either, this fails.
import { createClient } from '@supabase/supabase-js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetRefreshFailure } from './supabase'

const NOW = Date.UTC(2026, 10, 26, 10, 0)
const KEY = 'sb-test-auth-token'
const user = { id: 'u1', aud: 'authenticated', role: 'authenticated', email: 'a@example.in' }

function setup() {
  const store = new Map<string, string>()
  store.set(
    KEY,
    JSON.stringify({
      access_token: 'a1',
      refresh_token: 'r1',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(NOW / 1000) - 60,
      user,
    }),
  )
  const net = { up: false, refuses: false, refreshes: 0 }
  const fetchImpl = async (input: RequestInfo | URL) => {
    if (!String(input).includes('grant_type=refresh_token')) return new Response('[]')
    net.refreshes += 1
    if (!net.up) throw new TypeError('Failed to fetch')
    if (net.refuses) {
      const refusal = {
        code: 'refresh_token_not_found',
        msg: 'Invalid Refresh Token: Refresh Token Not Found',
      }
      return new Response(JSON.stringify(refusal), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      })
    }
    const body = {
      access_token: `a${net.refreshes}`,
      refresh_token: 'r2',
      token_type: 'bearer',
      expires_in: 3600,
      user,
    }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  const client = createClient('https://db.example', 'anon-key', {
    auth: {
      storageKey: KEY,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { fetch: fetchImpl },
  })
  return { client, net, store }
}

describe('supabase-js refresh after a network failure', () => {
  beforeEach(() => {
    // supabase-js logs each failed refresh.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('holds the failure for 60 s without asking the server; forgetRefreshFailure makes it ask at once', async () => {
    vi.useFakeTimers({ now: NOW })
    const { client, net } = setup()
    // Offline: supabase-js retries with backoff for ~25 s, then gives up and keeps the session stored.
    const first = client.auth.getSession()
    await vi.advanceTimersByTimeAsync(30_000)
    expect((await first).data.session).toBeNull()
    const tried = net.refreshes
    expect(tried).toBeGreaterThan(1)

    // The network is back, but for 60 s every refresh is answered from memory.
    net.up = true
    expect((await client.auth.getSession()).data.session).toBeNull()
    expect(await client.auth.refreshSession()).toMatchObject({ data: { session: null } })
    expect(net.refreshes).toBe(tried)

    expect(forgetRefreshFailure(client)).toBe(true)
    const { data } = await client.auth.getSession()
    expect(data.session?.refresh_token).toBe('r2')
    expect(net.refreshes).toBe(tried + 1)
  })

  it('asks the server again by itself only 60 s after the failure', async () => {
    vi.useFakeTimers({ now: NOW })
    const { client, net } = setup()
    // The backoff gives up ~25 s in; the failure is held from then on.
    const first = client.auth.getSession()
    await vi.advanceTimersByTimeAsync(30_000)
    await first
    const tried = net.refreshes
    net.up = true
    await vi.advanceTimersByTimeAsync(50_000)
    expect((await client.auth.getSession()).data.session).toBeNull()
    expect(net.refreshes).toBe(tried)
    await vi.advanceTimersByTimeAsync(10_000)
    expect((await client.auth.getSession()).data.session?.refresh_token).toBe('r2')
  })

  it('a network failure keeps the session stored; a refresh token the server refuses removes it (sign-out)', async () => {
    vi.useFakeTimers({ now: NOW })
    const { client, net, store } = setup()
    const events: string[] = []
    client.auth.onAuthStateChange((event) => void events.push(event))
    const first = client.auth.getSession()
    await vi.advanceTimersByTimeAsync(30_000)
    await first
    expect(store.has(KEY)).toBe(true)
    expect(events).not.toContain('SIGNED_OUT')

    net.up = true
    net.refuses = true
    forgetRefreshFailure(client)
    await client.auth.getSession()
    expect(store.has(KEY)).toBe(false)
    expect(events).toContain('SIGNED_OUT')
  })
})
