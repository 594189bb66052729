import { describe, expect, it } from 'vitest'
import {
  EXPIRY_MARGIN_MS,
  isLive,
  opensOfflineAtOnce,
  parseStoredSession,
  planRenewal,
  retryDelay,
  type StoredSession,
} from './reauth-rules'

const NOW = Date.UTC(2026, 10, 26, 10, 0)
const live: StoredSession = { accessToken: 'a1', expiresAt: NOW + 3_600_000 }
const expired: StoredSession = { accessToken: 'a1', expiresAt: NOW - 60_000 }
const base = { now: NOW, online: true, rejected: null, nextAttemptAt: 0, urgent: false }

describe('parseStoredSession', () => {
  it('reads the token and the expiry (seconds → ms) of what supabase-js stores', () => {
    const raw = JSON.stringify({
      access_token: 'a1',
      refresh_token: 'r1',
      expires_at: 1_795_000_000,
      user: {},
    })
    expect(parseStoredSession(raw)).toEqual({ accessToken: 'a1', expiresAt: 1_795_000_000_000 })
    expect(parseStoredSession(JSON.stringify({ access_token: 'a1', refresh_token: 'r1' }))).toEqual({
      accessToken: 'a1',
      expiresAt: null,
    })
  })

  it('takes nothing, broken JSON or a session without a refresh token as none', () => {
    expect(parseStoredSession(null)).toBeNull()
    expect(parseStoredSession('{')).toBeNull()
    expect(parseStoredSession(JSON.stringify({ access_token: 'a1' }))).toBeNull()
  })
})

describe('isLive', () => {
  it('needs more than the margin left, as supabase-js does', () => {
    expect(isLive({ accessToken: 'a', expiresAt: NOW + EXPIRY_MARGIN_MS + 1 }, NOW)).toBe(true)
    expect(isLive({ accessToken: 'a', expiresAt: NOW + EXPIRY_MARGIN_MS }, NOW)).toBe(false)
    expect(isLive({ accessToken: 'a', expiresAt: null }, NOW)).toBe(true)
  })
})

describe('planRenewal', () => {
  it('has nothing to renew without a stored session', () => {
    expect(planRenewal({ ...base, stored: null })).toBe('signed-out')
    expect(planRenewal({ ...base, stored: null, online: false })).toBe('signed-out')
  })

  it('uses a live token as it is, also offline', () => {
    expect(planRenewal({ ...base, stored: live })).toBe('current')
    expect(planRenewal({ ...base, stored: live, online: false })).toBe('current')
  })

  it('uses a live token that is not the refused one: another tab has just renewed it', () => {
    expect(planRenewal({ ...base, stored: live, rejected: 'old' })).toBe('current')
  })

  it('refreshes a live token the server refused, and an expired one', () => {
    expect(planRenewal({ ...base, stored: live, rejected: 'a1' })).toBe('refresh')
    expect(planRenewal({ ...base, stored: expired })).toBe('refresh')
  })

  it('does not try offline', () => {
    expect(planRenewal({ ...base, stored: expired, online: false })).toBe('offline')
    expect(planRenewal({ ...base, stored: live, rejected: 'a1', online: false, urgent: true })).toBe(
      'offline',
    )
  })

  it('after failures, requests wait; the network coming back or the user does not', () => {
    const waiting = { ...base, stored: expired, nextAttemptAt: NOW + 1 }
    expect(planRenewal(waiting)).toBe('wait')
    expect(planRenewal({ ...waiting, urgent: true })).toBe('refresh')
    expect(planRenewal({ ...waiting, now: NOW + 1 })).toBe('refresh')
  })
})

describe('retryDelay', () => {
  it('doubles from 5 s up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ])
    expect(retryDelay(0)).toBe(5_000)
  })
})

describe('opensOfflineAtOnce', () => {
  const input = { online: false, stored: expired, cached: true, now: NOW }

  it('opens from the cached copy offline with an expired token', () => {
    expect(opensOfflineAtOnce(input)).toBe(true)
  })

  it('waits for supabase-js online, with a live token, without a cached copy or a session', () => {
    expect(opensOfflineAtOnce({ ...input, online: true })).toBe(false)
    expect(opensOfflineAtOnce({ ...input, stored: live })).toBe(false)
    expect(opensOfflineAtOnce({ ...input, cached: false })).toBe(false)
    expect(opensOfflineAtOnce({ ...input, stored: null })).toBe(false)
  })
})
