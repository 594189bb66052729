// Renewing the session (DESIGN.md §4: the app stays usable on local data while the session cannot be refreshed
// offline, and re-authenticates when the network returns). Asked for when the network comes back, when a
// request gets through again after failures, when a data request finds no usable token or has its token
// refused (src/lib/supabase-fetch.ts), and when the user presses "Try again now".
//
// supabase-js 2.119 keeps a failed refresh for 60 s and answers every refresh with the same refresh token from
// that memory, without asking the server: an app started offline with an expired session kept sending requests
// with the anon key for up to a minute after the network returned. A renewal forgets that failure (only on the
// occasions above, at most every few seconds after failures) and then lets supabase-js refresh, so the refresh
// itself stays the library's: one request at a time in the tab, the guard against a sign-out or another tab's
// refresh in the meantime, the removal of a session the server refused (which signs out, as before), and the
// event that tells the other tabs. Renewals of all tabs take turns (Web Locks): a tab that waited finds the
// token another tab has just renewed and uses it instead of sending the same refresh token again (the server
// accepts an old refresh token again for 10 s only; after that it ends the whole session).
import { isLive, planRenewal, retryDelay, type StoredSession } from './reauth-rules'

export type RenewOutcome =
  /** The stored token is good as it is. */
  | 'current'
  /** A new token: the refresh succeeded (here or in another tab). */
  | 'renewed'
  /** Needs a refresh, and the browser is offline. */
  | 'offline'
  /** Needs a refresh, but the last ones failed moments ago: not asked again yet. */
  | 'wait'
  /** The refresh failed (network, server error); the session stays stored and is tried again later. */
  | 'failed'
  /** No session is stored (any more): signed out, or the server refused the refresh token. */
  | 'signed-out'

export type RenewResult = { outcome: RenewOutcome; token: string | null }

type SessionAnswer = { data: { session: { access_token: string } | null } }

export type ReauthDeps = {
  /** The supabase-js auth client. */
  auth: { getSession: () => Promise<SessionAnswer>; refreshSession: () => Promise<SessionAnswer> }
  /** The session supabase-js keeps in storage, read afresh each time (tabs share it). */
  readStored: () => StoredSession | null
  /** Makes supabase-js ask the server on the next refresh even if one failed within its cooldown. */
  forgetRefreshFailure: () => void
  online: () => boolean
  now?: () => number
  /** Runs `fn` while no other tab renews (Web Locks); without it `fn` runs at once. */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>
}

export type Reauth = {
  /** A usable token, renewing the session if it needs it. `rejected`: the token the server refused. */
  renew: (options?: { rejected?: string | null; urgent?: boolean }) => Promise<RenewResult>
  /** True while refreshes fail with the browser online: the sync badge shows a sign-in problem. */
  failing: () => boolean
  /** Hears changes of failing(). */
  subscribe: (listener: () => void) => () => void
  /** Hears every renewal that brought a new token (the sync engine then tries again at once). */
  onRenewed: (listener: () => void) => () => void
  /** The browser went offline: no retries, nothing to show until it is back. */
  wentOffline: () => void
  /** Stops the retry timer and forgets the listeners (sign-out). */
  dispose: () => void
}

export function createReauth(deps: ReauthDeps): Reauth {
  const now = deps.now ?? Date.now
  const exclusive = deps.exclusive ?? (<T>(fn: () => Promise<T>) => fn())
  const listeners = new Set<() => void>()
  const renewedListeners = new Set<() => void>()
  let failures = 0
  let nextAttemptAt = 0
  let isFailing = false
  let inFlight: Promise<RenewResult> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let disposed = false

  const setFailing = (value: boolean) => {
    if (value === isFailing) return
    isFailing = value
    listeners.forEach((l) => l())
  }
  const settle = (renewed: boolean) => {
    const wasFailing = isFailing
    failures = 0
    nextAttemptAt = 0
    clearTimeout(timer)
    setFailing(false)
    // A token another tab renewed while this one was failing counts as renewed here too.
    if (renewed || wasFailing) renewedListeners.forEach((l) => l())
  }
  const fail = () => {
    failures += 1
    const delay = retryDelay(failures)
    nextAttemptAt = now() + delay
    setFailing(deps.online())
    clearTimeout(timer)
    // Recovers by itself: while online, try again when the wait is over.
    if (deps.online() && !disposed) timer = setTimeout(() => void renew(), delay)
  }

  const attempt = (rejected: string | null, urgent: boolean): Promise<RenewResult> =>
    exclusive(async (): Promise<RenewResult> => {
      const before = deps.readStored()
      const plan = planRenewal({
        stored: before,
        now: now(),
        online: deps.online(),
        rejected,
        nextAttemptAt,
        urgent,
      })
      switch (plan) {
        case 'signed-out':
          settle(false)
          return { outcome: 'signed-out', token: null }
        case 'current':
          settle(false)
          return { outcome: 'current', token: before!.accessToken }
        case 'offline':
          clearTimeout(timer)
          setFailing(false)
          return { outcome: 'offline', token: null }
        case 'wait':
          return { outcome: 'wait', token: null }
        case 'refresh':
          break
      }
      deps.forgetRefreshFailure()
      // An expiring token is refreshed by getSession(); refreshSession() would refresh it twice (it loads the
      // session first). A token that looks good but was refused needs refreshSession().
      const expiring = !isLive(before!, now())
      try {
        await (expiring ? deps.auth.getSession() : deps.auth.refreshSession())
      } catch {
        // Counted below from what storage holds.
      }
      // Storage, not the answer, says what happened: it also holds a token another tab renewed meanwhile.
      const after = deps.readStored()
      if (!after) {
        settle(false)
        return { outcome: 'signed-out', token: null }
      }
      if (after.accessToken !== before!.accessToken && after.accessToken !== rejected) {
        settle(true)
        return { outcome: 'renewed', token: after.accessToken }
      }
      fail()
      return { outcome: 'failed', token: null }
    })

  const renew: Reauth['renew'] = (options = {}) => {
    if (disposed) return Promise.resolve({ outcome: 'signed-out', token: null })
    const rejected = options.rejected ?? null
    if (inFlight) {
      // Join the renewal under way; if it only confirmed the very token this caller had refused, ask again.
      const joined = inFlight
      return rejected === null ? joined : joined.then((r) => (r.token === rejected ? renew(options) : r))
    }
    const started = attempt(rejected, options.urgent ?? false).finally(() => {
      if (inFlight === started) inFlight = null
    })
    inFlight = started
    return started
  }

  return {
    renew,
    failing: () => isFailing,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onRenewed(listener) {
      renewedListeners.add(listener)
      return () => renewedListeners.delete(listener)
    },
    wentOffline() {
      clearTimeout(timer)
      setFailing(false)
    },
    dispose() {
      disposed = true
      clearTimeout(timer)
      listeners.clear()
      renewedListeners.clear()
    },
  }
}

/** One renewal at a time across this browser's tabs, where Web Locks exist. */
export function acrossTabs<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? locks.request('autobahi-session-renewal', fn) : fn()
}
