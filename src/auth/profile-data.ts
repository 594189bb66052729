// The signed-in user's profile and company settings: read once over REST at sign-in, then live from the local
// database (applyDatabaseAccount), and copied to localStorage (local-cache.ts) for the next offline start.
import type { SupabaseClient } from '@/lib/supabase'
import { getAuthState, patchAuth, type AuthState, type AuthUser } from './auth-state'
import { readAuthCache, writeAuthCache, type CompanySettings } from './local-cache'
import { isNewerProfile, toProfile } from './permissions'
import { signOut } from './sign-out'
import { classifyProfileError, type BackendError } from './sign-in-decision'

const PROFILE_COLUMNS =
  'id, role, access, app_valid_till, max_devices, company_id, company_role, name, active, trial, _modified'

export async function fetchProfile(client: SupabaseClient, userId: string) {
  const { data, error, status } = await client.from('users').select(PROFILE_COLUMNS).eq('id', userId).single()
  return { profile: toProfile(data), error: error ? ({ ...error, status } as BackendError) : null }
}

/** Copies what is held of the signed-in user to localStorage. */
export function saveCache(): void {
  const { user, profile, settings } = getAuthState()
  if (user) writeAuthCache({ userId: user.id, email: user.email, profile, settings })
}

/**
 * Loads the profile of a live session (the route guards need it before the local database opens); falls back
 * to the copy held when that fails. The settings come from the local database (applyDatabaseAccount), which
 * pulls and pushes them; until it is open the cached copy stands in.
 */
export async function loadUserData(client: SupabaseClient, user: AuthUser): Promise<void> {
  const cache = readAuthCache(user.id)
  const { profile, error } = await fetchProfile(client, user.id)
  if (error) {
    const outcome = classifyProfileError(error, navigator.onLine)
    if (outcome === 'sign-out') return void signOut({ automatic: true })
    patchAuth({ profile: outcome === 'keep' ? (getAuthState().profile ?? cache?.profile ?? null) : null })
  } else if (!profile || isNewerProfile(getAuthState().profile, profile)) {
    patchAuth({ profile })
  }
  if (!getAuthState().settings && cache?.settings) patchAuth({ settings: cache.settings })
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
  const state = getAuthState()
  if (state.user?.id !== userId || state.status === 'signed-out') return
  const patch: Partial<AuthState> = {}
  if (docs.settings) patch.settings = docs.settings
  const profile = docs.profile ? toProfile(docs.profile) : null
  if (profile && isNewerProfile(state.profile, profile)) patch.profile = profile
  if (Object.keys(patch).length === 0) return
  patchAuth(patch)
  saveCache()
}
