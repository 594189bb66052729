// Who is signed in, as atoms of the app store (src/lib/store.ts). The state outlives any component — the
// auth pages and the app layout mount different providers — and is changed by code outside React (auth
// events, timers, the sign-in actions), so it is held here and not in a provider's useState.
import { appStore, atom, type PrimitiveAtom } from '@/lib/store'
import type { Session, SupabaseClient } from '@/lib/supabase'
import { clearAuthCache, type CompanySettings } from './local-cache'
import type { Profile } from '@schemas/access'

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

// One atom per field, so a component can follow only what it shows.
export const statusAtom = atom<AuthStatus>(initial.status)
export const userAtom = atom<AuthUser | null>(initial.user)
export const sessionAtom = atom<Session | null>(initial.session)
export const profileAtom = atom<Profile | null>(initial.profile)
export const settingsAtom = atom<CompanySettings | null>(initial.settings)
export const offlineAtom = atom(initial.offline)
export const recoveryAtom = atom(initial.recovery)
export const sessionProblemAtom = atom(initial.sessionProblem)

const fields: { [K in keyof AuthState]: PrimitiveAtom<AuthState[K]> } = {
  status: statusAtom,
  user: userAtom,
  session: sessionAtom,
  profile: profileAtom,
  settings: settingsAtom,
  offline: offlineAtom,
  recovery: recoveryAtom,
  sessionProblem: sessionProblemAtom,
}

/** The whole state as one value (a new object only when a field changed). */
export const authStateAtom = atom<AuthState>((get) => ({
  status: get(statusAtom),
  user: get(userAtom),
  session: get(sessionAtom),
  profile: get(profileAtom),
  settings: get(settingsAtom),
  offline: get(offlineAtom),
  recovery: get(recoveryAtom),
  sessionProblem: get(sessionProblemAtom),
}))

// Several fields change in one write, so listeners never see half of a change (status 'signed-in' without
// its profile).
const patchAtom = atom(null, (_get, set, patch: Partial<AuthState>) => {
  for (const key of Object.keys(patch) as (keyof AuthState)[]) {
    set(fields[key] as PrimitiveAtom<unknown>, patch[key])
  }
})

export function patchAuth(patch: Partial<AuthState>): void {
  appStore.set(patchAtom, patch)
}

export function getAuthState(): AuthState {
  return appStore.get(authStateAtom)
}

export function subscribeAuth(notify: () => void): () => void {
  return appStore.sub(authStateAtom, notify)
}

// The machinery of a sign-in, held beside the state it drives.

/** The client once startAuth() has wired its auth events. */
export const startedAtom = atom<Promise<SupabaseClient> | null>(null)
/** While a sign-in runs its device checks, the SIGNED_IN event must not open the app yet. */
export const signingInAtom = atom(false)
/** Bumped by every sign-out, so work started for an earlier session can tell it is stale. */
export const epochAtom = atom(0)
/** Stops what runs while someone is signed in (session-watchers.ts); null when nothing runs. */
export const watchersAtom = atom<{ stop: () => void } | null>(null)

export function setSigningIn(value: boolean): void {
  appStore.set(signingInAtom, value)
}

/** Forgets the signed-in user on this device: stops the watchers, clears the cached copy, resets the state. */
export function clearSignedIn(): void {
  appStore.set(epochAtom, (n) => n + 1)
  appStore.get(watchersAtom)?.stop()
  clearAuthCache()
  patchAuth({ ...initial, status: 'signed-out' })
}
