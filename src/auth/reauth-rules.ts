// Pure decisions of the session renewal (reauth.ts): whether the stored session can be used as it is, must be
// refreshed, or cannot be refreshed now; how long to wait after failed refreshes; and whether an offline start
// shows the app at once instead of waiting for supabase-js.

/** supabase-js refreshes a token that expires within 90 s (EXPIRY_MARGIN_MS in auth-js); so does the app. */
export const EXPIRY_MARGIN_MS = 90_000

/** After the n-th failed refresh in a row, requests ask again no sooner than this (5 s, doubling, at most 60 s). */
export function retryDelay(failures: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, failures - 1), 60_000)
}

/** What the app needs of the session supabase-js keeps in localStorage. */
export type StoredSession = {
  accessToken: string
  /** Milliseconds since the epoch; null when the session does not say. */
  expiresAt: number | null
}

/** The stored session as `sb-…-auth-token` holds it (JSON text), or null when there is none usable. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null
  try {
    const s = JSON.parse(raw) as { access_token?: unknown; refresh_token?: unknown; expires_at?: unknown }
    if (typeof s.access_token !== 'string' || typeof s.refresh_token !== 'string') return null
    return {
      accessToken: s.access_token,
      expiresAt: typeof s.expires_at === 'number' ? s.expires_at * 1000 : null,
    }
  } catch {
    return null
  }
}

/** The token can still be sent: it does not expire within the margin. */
export function isLive(stored: StoredSession, now: number): boolean {
  return stored.expiresAt === null || stored.expiresAt - now > EXPIRY_MARGIN_MS
}

/**
 * - `signed-out`: no session is stored; nothing to renew.
 * - `current`: the stored token is good (perhaps another tab has just renewed it): use it.
 * - `offline`: it needs a refresh, and the browser is offline.
 * - `wait`: it needs a refresh, but the last ones failed and the wait after them has not passed.
 * - `refresh`: ask the server now.
 */
export type RenewalPlan = 'signed-out' | 'current' | 'offline' | 'wait' | 'refresh'

export function planRenewal(input: {
  stored: StoredSession | null
  now: number
  online: boolean
  /** The access token the server refused; null when the request had none (the session could not be loaded). */
  rejected: string | null
  /** Until when requests wait after failed refreshes (0: no wait). */
  nextAttemptAt: number
  /** The network has just come back, a request got through again, or the user asked: do not wait. */
  urgent: boolean
}): RenewalPlan {
  const { stored, now } = input
  if (!stored) return 'signed-out'
  if (isLive(stored, now) && stored.accessToken !== input.rejected) return 'current'
  if (!input.online) return 'offline'
  if (!input.urgent && now < input.nextAttemptAt) return 'wait'
  return 'refresh'
}

/**
 * Offline at start with a stored session whose token has expired: supabase-js tries to refresh it for about
 * 25 s (backing off) before it reports the session, so the app shows the signed-in pages from this device's
 * copy at once. With a live token, or online, the first auth event comes in a moment: wait for it.
 */
export function opensOfflineAtOnce(input: {
  online: boolean
  stored: StoredSession | null
  cached: boolean
  now: number
}): boolean {
  return !input.online && input.cached && input.stored !== null && !isLive(input.stored, input.now)
}
