// The signed-in state as a module-level store: started once by the first AuthProvider, it survives layout
// changes (the auth pages and the app layout mount different providers) and can be driven from non-React
// code. It reacts to supabase-js's auth events (spec §4) and runs the sign-in checks of spec §5.
import { toast } from '@/lib/toast'
import {
  clearBackendStorage,
  deviceId,
  forgetRefreshFailure,
  getSupabase,
  persistedSessionUser,
  setSessionRecovery,
  storedSessionText,
  type AuthChangeEvent,
  type Session,
  type SupabaseClient,
} from '@/lib/supabase'
import { authText } from './auth-strings'
import { HEARTBEAT_MS, heartbeat, registerDevice, removeDevice } from './device-session'
import { watchInactivity } from './inactivity'
import { clearAuthCache, readAuthCache, writeAuthCache, type CompanySettings } from './local-cache'
import { isNewerProfile, toProfile, type Profile } from './permissions'
import { acrossTabs, createReauth, type Reauth } from './reauth'
import { opensOfflineAtOnce, parseStoredSession } from './reauth-rules'
import {
  classifyProfileError,
  decideRegistration,
  decideSignIn,
  type BackendError,
  type SignInRefusal,
} from './sign-in-decision'

export const TOAST_5S = 5_000

export type AuthUser = { id: string; email: string }
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in'

export type AuthState = {
  status: AuthStatus
  user: AuthUser | null
  session: Session | null
  profile: Profile | null
  settings: CompanySettings | null
  /** Signed in from this device's cached copy: the token could not be refreshed (offline). */
  offline: boolean
  /** Arrived from a password-recovery link: the user should set a new password. */
  recovery: boolean
  /** Online, and renewing the session keeps failing (retried by itself): changes are not being sent. */
  sessionProblem: boolean
}

export type ActionResult = { ok: true } | { ok: false; message: string }

const initial: AuthState = {
  status: 'loading',
  user: null,
  session: null,
  profile: null,
  settings: null,
  offline: false,
  recovery: false,
  sessionProblem: false,
}
let state: AuthState = initial
const listeners = new Set<() => void>()
let started: Promise<SupabaseClient> | null = null
// While signIn() runs its device checks, the SIGNED_IN event must not open the app yet.
let signingIn = false
let stopWatchers: (() => void) | null = null
// Renews the session while someone is signed in (reauth.ts); made by startWatchers, dropped at sign-out.
let reauth: Reauth | null = null
const renewedListeners = new Set<() => void>()
// Bumped by every sign-out, so work started for an earlier session can tell it is stale.
let epoch = 0

function set(patch: Partial<AuthState>): void {
  state = { ...state, ...patch }
  listeners.forEach((notify) => notify())
}

export function getAuthState(): AuthState {
  return state
}

export function subscribeAuth(notify: () => void): () => void {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

const PROFILE_COLUMNS = 'id, role, access, app_valid_till, max_devices, _modified'

async function fetchProfile(client: SupabaseClient, userId: string) {
  const { data, error, status } = await client.from('users').select(PROFILE_COLUMNS).eq('id', userId).single()
  return { profile: toProfile(data), error: error ? ({ ...error, status } as BackendError) : null }
}

function saveCache(): void {
  if (state.user) {
    writeAuthCache({
      userId: state.user.id,
      email: state.user.email,
      profile: state.profile,
      settings: state.settings,
    })
  }
}

/**
 * Loads the profile of a live session (the route guards need it before the local database opens); falls back
 * to the copy held when that fails. The settings come from the local database (applyDatabaseAccount), which
 * pulls and pushes them; until it is open the cached copy stands in.
 */
async function loadUserData(client: SupabaseClient, user: AuthUser): Promise<void> {
  const cache = readAuthCache(user.id)
  const { profile, error } = await fetchProfile(client, user.id)
  if (error) {
    const outcome = classifyProfileError(error, navigator.onLine)
    if (outcome === 'sign-out') return void signOut({ automatic: true })
    set({ profile: outcome === 'keep' ? (state.profile ?? cache?.profile ?? null) : null })
  } else if (!profile || isNewerProfile(state.profile, profile)) {
    set({ profile })
  }
  if (!state.settings && cache?.settings) set({ settings: cache.settings })
  saveCache()
}

/**
 * The signed-in user's settings and profile as their local database holds them, live: a save on any device of
 * the user, or an admin's change of access or validity, shows without a reload. Refreshes the cached copy the
 * next start shows before the database is open. A profile older than the one held is ignored.
 */
export function applyDatabaseAccount(
  userId: string,
  docs: { settings?: CompanySettings | null; profile?: unknown },
): void {
  if (state.user?.id !== userId || state.status === 'signed-out') return
  const patch: Partial<AuthState> = {}
  if (docs.settings) patch.settings = docs.settings
  const profile = docs.profile ? toProfile(docs.profile) : null
  if (profile && isNewerProfile(state.profile, profile)) patch.profile = profile
  if (Object.keys(patch).length === 0) return
  set(patch)
  saveCache()
}

function startWatchers(client: SupabaseClient): void {
  if (stopWatchers) return
  const stopIdle = watchInactivity(() => {
    void signOut({ automatic: true }).then(() =>
      toast({ title: authText('expiredTitle'), description: authText('expiredText'), duration: TOAST_5S }),
    )
  })
  const beat = async () => {
    const user = state.user
    if (!user || state.offline || !navigator.onLine) return
    const { present } = await heartbeat(client, user.id)
    if (!present && state.user?.id === user.id) {
      await signOut({ automatic: true })
      toast({ title: authText('remoteTitle'), description: authText('remoteText'), duration: TOAST_5S })
    }
  }
  const interval = setInterval(() => void beat(), HEARTBEAT_MS)
  const renewal = startRenewal(client)
  // Back online: renew the session now, not when supabase-js's memory of the failed refresh runs out. Its
  // refresh timer runs again (only in a visible tab, as supabase-js keeps it); offline it stops, because every
  // refresh it tries then backs off for ~25 s, and a network that returns meanwhile waits for the next try.
  const online = () => {
    void renewal.renew({ urgent: true })
    if (document.visibilityState === 'visible') void client.auth.startAutoRefresh()
  }
  const offline = () => {
    renewal.wentOffline()
    void client.auth.stopAutoRefresh()
  }
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  if (!navigator.onLine) {
    void client.auth.initialize().then(() => {
      if (!navigator.onLine) offline()
    })
  }
  stopWatchers = () => {
    stopIdle()
    clearInterval(interval)
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
    setSessionRecovery(null)
    renewal.dispose()
    reauth = null
    stopWatchers = null
  }
}

function readStoredSession() {
  return parseStoredSession(storedSessionText())
}

/** The session renewal of this sign-in, and the shared client's requests asking it for tokens. */
function startRenewal(client: SupabaseClient): Reauth {
  const renewal = createReauth({
    auth: client.auth,
    readStored: readStoredSession,
    forgetRefreshFailure: () => void forgetRefreshFailure(client),
    online: () => navigator.onLine,
    exclusive: acrossTabs,
  })
  renewal.subscribe(() => set({ sessionProblem: renewal.failing() }))
  renewal.onRenewed(() => renewedListeners.forEach((l) => l()))
  setSessionRecovery({
    signedIn: () => readStoredSession() !== null,
    renew: async (rejected) => (await renewal.renew({ rejected })).token,
    reachable: () => void renewal.renew({ urgent: true }),
  })
  reauth = renewal
  return renewal
}

/**
 * "Try again now": renews the session if it needs it (at once, whatever failed before); resolves when done.
 * The caller then restarts the replication.
 */
export async function renewSession(): Promise<void> {
  await reauth?.renew({ urgent: true })
}

/** Hears every renewal that brought a new token (src/app restarts the replication on it). */
export function onSessionRenewed(listener: () => void): () => void {
  renewedListeners.add(listener)
  return () => {
    renewedListeners.delete(listener)
  }
}

function clearSignedIn(): void {
  epoch += 1
  stopWatchers?.()
  clearAuthCache()
  set({ ...initial, status: 'signed-out' })
}

async function openSession(client: SupabaseClient, session: Session): Promise<void> {
  const user = { id: session.user.id, email: session.user.email ?? '' }
  const sameUser = state.user?.id === user.id && state.status === 'signed-in' && !state.offline
  set({ session, user })
  if (signingIn || sameUser) return
  const started = epoch
  const cache = readAuthCache(user.id)
  // Show the app at once from the cached copy; the fresh rows replace it in a moment.
  if (cache) set({ status: 'signed-in', profile: cache.profile, settings: cache.settings, offline: false })
  await loadUserData(client, user)
  if (started !== epoch || state.user?.id !== user.id) return
  if (!(await deviceStillRegistered(client, session)) || started !== epoch) return
  set({ status: 'signed-in', offline: false })
  startWatchers(client)
}

/** A session that did not come through signIn(): its device row must exist. A link from e-mail
 * (/auth/callback) registers the device as a sign-in would; elsewhere a missing row means another
 * device signed this one out. */
async function deviceStillRegistered(client: SupabaseClient, session: Session): Promise<boolean> {
  if (!navigator.onLine) return true
  const { present } = await heartbeat(client, session.user.id)
  if (present) return true
  if (window.location.pathname.startsWith('/auth/callback')) {
    const refusal = await deviceCheck(client, session, false)
    if (!refusal) return true
    await refuseWith(client, refusal)
    return false
  }
  await signOut({ automatic: true })
  toast({ title: authText('remoteTitle'), description: authText('remoteText'), duration: TOAST_5S })
  return false
}

function handleAuthEvent(client: SupabaseClient, event: AuthChangeEvent, session: Session | null): void {
  switch (event) {
    case 'INITIAL_SESSION':
      if (session) return void openSession(client, session)
      // A sign-in that raced the first event has already decided.
      if (signingIn || state.status === 'signed-in') return
      return startOffline(client)
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
      if (session) void openSession(client, session)
      return
    case 'USER_UPDATED':
      if (session) set({ session, user: { id: session.user.id, email: session.user.email ?? '' } })
      return
    case 'PASSWORD_RECOVERY':
      set({ recovery: true })
      if (session) void openSession(client, session)
      return
    case 'SIGNED_OUT':
      if (!signingIn) clearSignedIn()
      return
  }
}

/** No live session: a user who signed in here before keeps working from the cached copy, unless the
 * stored session is gone (supabase-js removes it when the refresh token is definitively refused). */
function startOffline(client: SupabaseClient): void {
  const persisted = persistedSessionUser()
  const cache = persisted ? readAuthCache(persisted.id) : null
  if (!persisted || !cache) return clearSignedIn()
  set({
    status: 'signed-in',
    user: { id: cache.userId, email: cache.email || persisted.email },
    profile: cache.profile,
    settings: cache.settings,
    offline: true,
  })
  startWatchers(client)
  // Online, yet the session could not be refreshed (the server did not answer): keep trying by itself.
  if (navigator.onLine) void reauth?.renew({ urgent: true })
}

/** Starts listening to the auth events (idempotent); resolves with the client. */
export function startAuth(): Promise<SupabaseClient> {
  if (started) return started
  // supabase-js removes the recovery hash from the URL while it reads it; note the type first.
  if (/(^|[#&])type=recovery(&|$)/.test(window.location.hash)) set({ recovery: true })
  started = getSupabase().then((client) => {
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
  started.catch(() => {
    // The chunk could not load (offline before it was cached): stay usable from the cache.
    const persisted = persistedSessionUser()
    const cache = persisted ? readAuthCache(persisted.id) : null
    if (persisted && cache) {
      set({
        status: 'signed-in',
        user: { id: cache.userId, email: cache.email },
        profile: cache.profile,
        settings: cache.settings,
        offline: true,
      })
    } else set({ status: 'signed-out' })
  })
  return started
}

function refusalMessage(refusal: SignInRefusal): { title: string; description: string } {
  switch (refusal.kind) {
    case 'profile':
      return { title: authText('signInFailed'), description: authText('profileFailed') }
    case 'sessions':
      return { title: authText('signInFailed'), description: authText('sessionsFailed') }
    case 'device':
      return { title: authText('signInFailed'), description: authText('registerFailed') }
    case 'limit':
      return {
        title: authText('limitTitle'),
        description: authText('limitText', { limit: String(refusal.limit) }),
      }
  }
}

/** The device checks after the password was accepted (spec §5): null when this device may sign in. */
async function deviceCheck(
  client: SupabaseClient,
  session: Session,
  admin: boolean,
): Promise<SignInRefusal | 'not-admin' | null> {
  const userId = session.user.id
  const { profile, error: profileError } = await fetchProfile(client, userId)
  if (admin && profile && profile.role !== 'admin') return 'not-admin'
  const sessions =
    profile?.role === 'admin'
      ? { data: [], error: null }
      : await client.from('active_sessions').select('session_id').eq('user_id', userId)
  const step = decideSignIn({
    profile,
    profileError,
    sessions: (sessions.data as { session_id: string }[] | null) ?? null,
    sessionsError: sessions.error,
    deviceId: deviceId(),
  })
  return step.kind === 'register' ? decideRegistration(await registerDevice(client, userId)) : step
}

function refuseWith(client: SupabaseClient, refusal: SignInRefusal | 'not-admin'): Promise<ActionResult> {
  if (refusal === 'not-admin') return refuse(client, authText('signInFailed'), authText('notAdmin'))
  const { title, description } = refusalMessage(refusal)
  return refuse(client, title, description, refusal.kind === 'limit' ? TOAST_5S : undefined)
}

/** Runs the device checks, then opens the app or signs out again with the reason. */
async function completeSignIn(
  client: SupabaseClient,
  session: Session,
  admin: boolean,
): Promise<ActionResult> {
  const refusal = await deviceCheck(client, session, admin)
  if (refusal) return refuseWith(client, refusal)
  signingIn = false
  await openSession(client, session)
  return { ok: true }
}

async function refuse(
  client: SupabaseClient,
  title: string,
  description: string,
  duration?: number,
): Promise<ActionResult> {
  await client.auth.signOut({ scope: 'local' })
  clearBackendStorage()
  signingIn = false
  clearSignedIn()
  toast({ title, description, variant: 'destructive', duration })
  return { ok: false, message: description }
}

/** Signs in with e-mail and password; `admin` refuses accounts that are not admins. */
export async function signIn(
  email: string,
  password: string,
  options: { admin?: boolean } = {},
): Promise<ActionResult> {
  try {
    const client = await startAuth()
    signingIn = true
    const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password })
    if (error || !data.session) {
      signingIn = false
      const message = error?.message || authText('somethingWrong')
      toast({ title: authText('signInFailed'), description: message, variant: 'destructive' })
      return { ok: false, message }
    }
    return await completeSignIn(client, data.session, options.admin === true)
  } catch (error) {
    signingIn = false
    const message = error instanceof Error && error.message ? error.message : authText('somethingWrong')
    toast({ title: authText('signInFailed'), description: message, variant: 'destructive' })
    return { ok: false, message }
  }
}

/** Creates an account; with a session returned (no e-mail confirmation) the user is signed in. */
export async function signUp(
  name: string,
  email: string,
  password: string,
): Promise<ActionResult & { confirm?: boolean }> {
  try {
    const client = await startAuth()
    signingIn = true
    const { data, error } = await client.auth.signUp({
      email: email.trim(),
      password,
      options: { data: { name: name.trim() }, emailRedirectTo: `${window.location.origin}/auth/callback` },
    })
    if (error) throw error
    if (!data.session) {
      signingIn = false
      return { ok: true, confirm: true }
    }
    const result = await completeSignIn(client, data.session, false)
    return result
  } catch (error) {
    signingIn = false
    const message = error instanceof Error && error.message ? error.message : authText('somethingWrong')
    toast({ title: authText('signUpFailed'), description: message, variant: 'destructive' })
    return { ok: false, message }
  }
}

/** Signs out on this device and removes its device session; `automatic` hides a failure (spec §8). */
export async function signOut(options: { automatic?: boolean } = {}): Promise<ActionResult> {
  let client: SupabaseClient
  try {
    client = await startAuth()
  } catch {
    clearBackendStorage()
    clearSignedIn()
    return { ok: true }
  }
  const user = state.user
  if (user && !state.offline) await removeDevice(client, user.id).catch(() => null)
  let result: ActionResult = { ok: true }
  try {
    const { error } = await client.auth.signOut({ scope: 'local' })
    if (error) result = { ok: false, message: error.message }
  } catch (error) {
    result = { ok: false, message: error instanceof Error ? error.message : authText('somethingWrong') }
  }
  // Whatever the server said, this device forgets the session (spec §9: the device id stays).
  clearBackendStorage()
  clearSignedIn()
  if (!result.ok && !options.automatic) {
    toast({ title: authText('logoutFailed'), description: result.message, variant: 'destructive' })
  }
  return result
}

/** Sends the password-recovery link to `email`. */
export async function requestPasswordReset(email: string): Promise<ActionResult> {
  const client = await startAuth()
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}/auth/callback`,
  })
  return error ? { ok: false, message: error.message } : { ok: true }
}

/** Sets a new password for the signed-in user (after a recovery link, or from the profile page). */
export async function updatePassword(password: string): Promise<ActionResult> {
  const client = await startAuth()
  if (!navigator.onLine) return { ok: false, message: authText('offlineAction') }
  const { error } = await client.auth.updateUser({ password })
  if (error) return { ok: false, message: error.message }
  set({ recovery: false })
  return { ok: true }
}

/** After a recovery link signed the user in: register this device as a sign-in would. */
export async function finishRecoverySignIn(): Promise<ActionResult> {
  const client = await startAuth()
  const { data } = await client.auth.getSession()
  if (!data.session) return { ok: false, message: authText('notAuthenticated') }
  signingIn = true
  return completeSignIn(client, data.session, false)
}
