// The device checks of a sign-in (spec §5), as pure decisions over what the backend answered, so every
// branch is tested without a network. The SQL trigger enforces the same limit; this only explains it.
import { holdsSlot } from './device-slots'
import type { Profile } from '@schemas/access'

export type BackendError = {
  code?: string
  message?: string
  details?: string | null
  hint?: string | null
  status?: number
}

export type SignInRefusal =
  | { kind: 'profile' }
  | { kind: 'sessions' }
  | { kind: 'device' }
  | { kind: 'limit'; limit: number }
  /** The company's 36 device series of the financial year are all given (sql/0027, AB003). */
  | { kind: 'slots' }

export type SignInStep = { kind: 'register' } | SignInRefusal

/** A row of active_sessions as the check reads it. */
export type SessionSlot = { session_id: string; last_active?: string | null }

/** Before registering this device: may it sign in, given the profile and the sessions query's answers? */
export function decideSignIn(input: {
  profile: Profile | null
  profileError: BackendError | null
  sessions: readonly SessionSlot[] | null
  sessionsError: BackendError | null
  deviceId: string
  /** For the 30-day rule (device-slots.ts); without it every row holds a slot. */
  now?: number
}): SignInStep {
  const { profile, sessions } = input
  if (input.profileError || !profile) return { kind: 'profile' }
  if (profile.role === 'admin') return { kind: 'register' }
  if (input.sessionsError || !sessions) return { kind: 'sessions' }
  if (sessions.some((s) => s.session_id === input.deviceId)) return { kind: 'register' }
  const limit = Number.isFinite(profile.max_devices) ? profile.max_devices : 1
  const now = input.now ?? Number.NEGATIVE_INFINITY
  const held = sessions.filter((s) => holdsSlot(s.last_active, now)).length
  if (held >= limit) return { kind: 'limit', limit }
  return { kind: 'register' }
}

/** The SQL trigger's refusal (code AB001, hint max_devices=N), e.g. when two devices raced. */
export function deviceLimitFromError(error: BackendError | null): number | null {
  if (!error || error.code !== 'AB001') return null
  const fromHint = /max_devices=(\d+)/.exec(error.hint ?? '')
  const fromDetails = /limit of (\d+)/.exec(error.details ?? '')
  const match = fromHint ?? fromDetails
  return match ? Number(match[1]) : 1
}

/** After the device upsert: null when registered, else why not. */
export function decideRegistration(error: BackendError | null): SignInRefusal | null {
  if (!error) return null
  if (error.code === 'AB003') return { kind: 'slots' }
  const limit = deviceLimitFromError(error)
  return limit === null ? { kind: 'device' } : { kind: 'limit', limit }
}

export type ProfileFetchOutcome = 'sign-out' | 'silent' | 'keep'

/**
 * What a failed profile fetch means (spec §8): 401/403, "Auth session not found" → the session is dead,
 * sign out; not found → silent. A network failure ("Failed to fetch") is listed as sign-out by the spec,
 * but DESIGN.md §4 keeps an offline user working, so it signs out only when the device is online.
 */
export function classifyProfileError(error: BackendError, online: boolean): ProfileFetchOutcome {
  const message = error.message ?? ''
  if (error.status === 401 || error.status === 403 || /auth session (not found|missing)/i.test(message)) {
    return 'sign-out'
  }
  if (error.code === 'PGRST116' || error.status === 404 || error.status === 406) return 'silent'
  if (/failed to fetch|network|load failed/i.test(message)) return online ? 'sign-out' : 'keep'
  return 'keep'
}
