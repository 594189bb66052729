// The session's life on this device: supabase-js's auth events (spec §4) open and close it, an offline start
// opens it from the cached copy (DESIGN.md §4), and a session that did not come through a sign-in must still
// have its device row.
import { appStore } from '@/lib/store'
import {
  getSupabase,
  persistedSessionUser,
  type AuthChangeEvent,
  type Session,
  type SupabaseClient,
} from '@/lib/supabase'
import { clearSignedIn, epochAtom, getAuthState, patchAuth, signingInAtom, startedAtom } from './auth-state'
import { heartbeat, lastSeen, removeDevice } from './device-session'
import { holdsSlot } from './device-slots'
import { readAuthCache } from './local-cache'
import { loadUserData } from './profile-data'
import { opensOfflineAtOnce } from './reauth-rules'
import { readStoredSession, renewUrgently } from './session-renewal'
import { startWatchers } from './session-watchers'
import { deviceCheck, refuse } from './sign-in-checks'
import { signOutBecause } from './sign-out'

const signingIn = () => appStore.get(signingInAtom)

/**
 * Shows the app for `session`. An auth event during a sign-in only notes the session (the sign-in decides);
 * the sign-in itself passes `fromSignIn` once its device checks are done.
 */
export async function openSession(
  client: SupabaseClient,
  session: Session,
  options: { fromSignIn?: boolean } = {},
): Promise<void> {
  const user = { id: session.user.id, email: session.user.email ?? '' }
  const state = getAuthState()
  const sameUser = state.user?.id === user.id && state.status === 'signed-in' && !state.offline
  patchAuth({ session, user })
  if ((signingIn() && !options.fromSignIn) || sameUser) return
  const started = appStore.get(epochAtom)
  const stale = () => started !== appStore.get(epochAtom)
  const cache = readAuthCache(user.id)
  // Show the app at once from the cached copy; the fresh rows replace it in a moment.
  if (cache) {
    patchAuth({ status: 'signed-in', profile: cache.profile, settings: cache.settings, offline: false })
  }
  await loadUserData(client, user)
  if (stale() || getAuthState().user?.id !== user.id) return
  if (!(await deviceStillRegistered(client, session)) || stale()) return
  patchAuth({ status: 'signed-in', offline: false })
  startWatchers(client)
}

/** A session that did not come through signIn(): its device row must exist. A link from e-mail
 * (/auth/callback) registers the device as a sign-in would; elsewhere a missing row means another
 * device signed this one out. */
async function deviceStillRegistered(client: SupabaseClient, session: Session): Promise<boolean> {
  if (!navigator.onLine) return true
  // Back after 30 days away: the device no longer held a slot (device-slots.ts), so it may not simply take
  // one again past the limit; it signs out and signs in anew, which checks the limit.
  const seen = await lastSeen(client, session.user.id)
  if (seen && !holdsSlot(seen, Date.now())) {
    await removeDevice(client, session.user.id).catch(() => null)
    await signOutBecause('stale')
    return false
  }
  const { present } = await heartbeat(client, session.user.id)
  if (present) return true
  if (window.location.pathname.startsWith('/auth/callback')) {
    const refusal = await deviceCheck(client, session, false)
    if (!refusal) return true
    await refuse(client, refusal)
    return false
  }
  await signOutBecause('remote')
  return false
}

function handleAuthEvent(client: SupabaseClient, event: AuthChangeEvent, session: Session | null): void {
  switch (event) {
    case 'INITIAL_SESSION':
      if (session) return void openSession(client, session)
      // A sign-in that raced the first event has already decided.
      if (signingIn() || getAuthState().status === 'signed-in') return
      return startOffline(client)
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
      if (session) void openSession(client, session)
      return
    case 'USER_UPDATED':
      if (session) patchAuth({ session, user: { id: session.user.id, email: session.user.email ?? '' } })
      return
    case 'PASSWORD_RECOVERY':
      patchAuth({ recovery: true })
      if (session) void openSession(client, session)
      return
    case 'SIGNED_OUT':
      if (!signingIn()) clearSignedIn()
      return
  }
}

/** No live session: a user who signed in here before keeps working from the cached copy, unless the
 * stored session is gone (supabase-js removes it when the refresh token is definitively refused). */
function startOffline(client: SupabaseClient): void {
  const persisted = persistedSessionUser()
  const cache = persisted ? readAuthCache(persisted.id) : null
  if (!persisted || !cache) return clearSignedIn()
  patchAuth({
    status: 'signed-in',
    user: { id: cache.userId, email: cache.email || persisted.email },
    profile: cache.profile,
    settings: cache.settings,
    offline: true,
  })
  startWatchers(client)
  // Online, yet the session could not be refreshed (the server did not answer): keep trying by itself.
  if (navigator.onLine) renewUrgently()
}

/** Starts listening to the auth events (idempotent); resolves with the client. */
export function startAuth(): Promise<SupabaseClient> {
  const running = appStore.get(startedAtom)
  if (running) return running
  // supabase-js removes the recovery hash from the URL while it reads it; note the type first.
  if (/(^|[#&])type=recovery(&|$)/.test(window.location.hash)) patchAuth({ recovery: true })
  const started = getSupabase().then((client) => {
    client.auth.onAuthStateChange((event, session) => {
      // Calling the client inside this callback can deadlock supabase-js; step out of it first.
      setTimeout(() => handleAuthEvent(client, event, session), 0)
    })
    // Offline with an expired token, supabase-js reports the session only after ~25 s of refresh attempts.
    const persisted = persistedSessionUser()
    const cached = persisted ? readAuthCache(persisted.id) !== null : false
    if (
      opensOfflineAtOnce({ online: navigator.onLine, stored: readStoredSession(), cached, now: Date.now() })
    ) {
      startOffline(client)
    }
    return client
  })
  appStore.set(startedAtom, started)
  started.catch(() => {
    // The chunk could not load (offline before it was cached): stay usable from the cache.
    const persisted = persistedSessionUser()
    const cache = persisted ? readAuthCache(persisted.id) : null
    if (persisted && cache) {
      patchAuth({
        status: 'signed-in',
        user: { id: cache.userId, email: cache.email },
        profile: cache.profile,
        settings: cache.settings,
        offline: true,
      })
    } else patchAuth({ status: 'signed-out' })
  })
  return started
}
