import { afterEach, describe, expect, it, vi } from 'vitest'
import { createReauth, type ReauthDeps } from './reauth'
import { isLive, type StoredSession } from './reauth-rules'

const NOW = Date.UTC(2026, 10, 26, 10, 0)

/**
 * A stand-in for supabase-js over a stand-in for localStorage: getSession() refreshes an expiring token,
 * refreshSession() refreshes in any case, and after a failure it answers from its memory (the 60 s cooldown)
 * until the app forgets that failure.
 */
function world(start: Partial<{ stored: StoredSession | null; online: boolean }> = {}) {
  const w = {
    stored: (start.stored === undefined
      ? { accessToken: 'a1', expiresAt: NOW - 60_000 }
      : start.stored) as StoredSession | null,
    online: start.online ?? true,
    server: 'up' as 'up' | 'down' | 'refuses',
    remembersFailure: false,
    requests: 0,
    getSessionCalls: 0,
    refreshSessionCalls: 0,
    issued: 1,
  }
  const refresh = async () => {
    if (w.remembersFailure) return
    w.requests += 1
    await Promise.resolve()
    if (w.server === 'up') w.stored = { accessToken: `a${++w.issued}`, expiresAt: Date.now() + 3_600_000 }
    else if (w.server === 'refuses') w.stored = null
    else w.remembersFailure = true
  }
  const answer = () => ({
    data: {
      session: w.stored && isLive(w.stored, Date.now()) ? { access_token: w.stored.accessToken } : null,
    },
  })
  const deps: ReauthDeps = {
    auth: {
      async getSession() {
        w.getSessionCalls += 1
        if (w.stored && !isLive(w.stored, Date.now())) await refresh()
        return answer()
      },
      async refreshSession() {
        w.refreshSessionCalls += 1
        await refresh()
        return answer()
      },
    },
    readStored: () => w.stored,
    forgetRefreshFailure: () => {
      w.remembersFailure = false
    },
    online: () => w.online,
  }
  return { w, deps }
}

describe('createReauth', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('back online with an expired session the library still holds a failed refresh for: renews at once', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world()
    w.remembersFailure = true
    const reauth = createReauth(deps)
    const renewed = vi.fn()
    reauth.onRenewed(renewed)
    expect(await reauth.renew({ urgent: true })).toEqual({ outcome: 'renewed', token: 'a2' })
    expect(w.requests).toBe(1)
    expect(renewed).toHaveBeenCalledTimes(1)
    expect(reauth.failing()).toBe(false)
  })

  it('uses a live token without asking the server, online or not', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world({ stored: { accessToken: 'a1', expiresAt: NOW + 3_600_000 } })
    const reauth = createReauth(deps)
    expect(await reauth.renew({ urgent: true })).toEqual({ outcome: 'current', token: 'a1' })
    w.online = false
    expect(await reauth.renew()).toEqual({ outcome: 'current', token: 'a1' })
    expect(w.requests).toBe(0)
  })

  it('offline, does not try and shows no problem', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world({ online: false })
    const reauth = createReauth(deps)
    expect(await reauth.renew({ urgent: true })).toEqual({ outcome: 'offline', token: null })
    expect(w.requests).toBe(0)
    expect(reauth.failing()).toBe(false)
  })

  it('requests that ask at the same moment share one refresh', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world()
    const reauth = createReauth(deps)
    const results = await Promise.all([reauth.renew(), reauth.renew(), reauth.renew({ urgent: true })])
    expect(results.map((r) => r.token)).toEqual(['a2', 'a2', 'a2'])
    expect(w.requests).toBe(1)
  })

  it('a refused token that joins a renewal which only confirmed it asks again', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world({ stored: { accessToken: 'a1', expiresAt: NOW + 3_600_000 } })
    const reauth = createReauth(deps)
    const [online, refused] = await Promise.all([
      reauth.renew({ urgent: true }),
      reauth.renew({ rejected: 'a1' }),
    ])
    expect(online).toEqual({ outcome: 'current', token: 'a1' })
    expect(refused).toEqual({ outcome: 'renewed', token: 'a2' })
    expect(w.requests).toBe(1)
  })

  it('a live token the server refused is refreshed once, with refreshSession()', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world({ stored: { accessToken: 'a1', expiresAt: NOW + 3_600_000 } })
    const reauth = createReauth(deps)
    expect(await reauth.renew({ rejected: 'a1' })).toEqual({ outcome: 'renewed', token: 'a2' })
    expect(w.refreshSessionCalls).toBe(1)
    expect(w.getSessionCalls).toBe(0)
    expect(w.requests).toBe(1)
  })

  it('a tab that waited its turn uses the token another tab has just renewed, without a refresh of its own', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world()
    // The other tab's renewal runs while this one waits for the lock.
    const exclusive = async <T>(fn: () => Promise<T>) => {
      w.stored = { accessToken: 'other-tab', expiresAt: NOW + 3_600_000 }
      return fn()
    }
    const reauth = createReauth({ ...deps, exclusive })
    expect(await reauth.renew({ rejected: 'a1' })).toEqual({ outcome: 'current', token: 'other-tab' })
    expect(w.requests).toBe(0)
  })

  it('server down: reports the problem, makes requests wait, retries by itself and recovers', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world()
    w.server = 'down'
    const reauth = createReauth(deps)
    const heard = vi.fn()
    const renewed = vi.fn()
    reauth.subscribe(heard)
    reauth.onRenewed(renewed)
    expect(await reauth.renew({ urgent: true })).toEqual({ outcome: 'failed', token: null })
    expect(reauth.failing()).toBe(true)
    expect(heard).toHaveBeenCalledTimes(1)
    // Requests in the next seconds do not ask again (no storm of refreshes while the server is down).
    expect(await reauth.renew()).toEqual({ outcome: 'wait', token: null })
    expect(w.requests).toBe(1)
    // 5 s later it tries by itself (still down), then 10 s after that (up again).
    await vi.advanceTimersByTimeAsync(5_000)
    expect(w.requests).toBe(2)
    w.server = 'up'
    await vi.advanceTimersByTimeAsync(9_999)
    expect(w.requests).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(w.requests).toBe(3)
    expect(reauth.failing()).toBe(false)
    expect(renewed).toHaveBeenCalledTimes(1)
    expect(await reauth.renew()).toEqual({ outcome: 'current', token: 'a2' })
  })

  it('"Try again now" (urgent) asks at once even while requests wait', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world()
    w.server = 'down'
    const reauth = createReauth(deps)
    await reauth.renew({ urgent: true })
    w.server = 'up'
    expect(await reauth.renew({ urgent: true })).toEqual({ outcome: 'renewed', token: 'a2' })
  })

  it('a session the server refused is gone: no problem shown, nothing retried (supabase-js signs out)', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world()
    w.server = 'refuses'
    const reauth = createReauth(deps)
    expect(await reauth.renew({ urgent: true })).toEqual({ outcome: 'signed-out', token: null })
    expect(reauth.failing()).toBe(false)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(w.requests).toBe(1)
  })

  it('going offline while failing stops the retries and the problem; dispose stops everything', async () => {
    vi.useFakeTimers({ now: NOW })
    const { w, deps } = world()
    w.server = 'down'
    const reauth = createReauth(deps)
    await reauth.renew({ urgent: true })
    w.online = false
    reauth.wentOffline()
    expect(reauth.failing()).toBe(false)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(w.requests).toBe(1)

    w.online = true
    await reauth.renew({ urgent: true })
    reauth.dispose()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(w.requests).toBe(2)
    expect(await reauth.renew({ urgent: true })).toEqual({ outcome: 'signed-out', token: null })
  })
})
