// The persisted-session check, apart from src/lib/supabase.ts so that the public pages' entry chunk (which
// needs only "did somebody sign in here?") does not carry the client wrapper.

/** Where supabase-js keeps the session; fixed so the app can tell "signed in before" without loading it. */
export const AUTH_STORAGE_KEY = 'sb-autobahi-auth-token'

type StoredSession = { user?: { id?: unknown; email?: unknown } }

/** The user of the session persisted on this device, read without loading supabase-js. */
export function persistedSessionUser(): { id: string; email: string } | null {
  try {
    const raw = globalThis.localStorage?.getItem(AUTH_STORAGE_KEY)
    if (!raw) return null
    const stored = JSON.parse(raw) as StoredSession
    const id = stored.user?.id
    if (typeof id !== 'string') return null
    return { id, email: typeof stored.user?.email === 'string' ? stored.user.email : '' }
  } catch {
    return null
  }
}

/** True when somebody signed in on this device and has not signed out. */
export function hasPersistedSession(): boolean {
  return persistedSessionUser() !== null
}

/** The session supabase-js keeps on this device, as stored (JSON text), or null. */
export function storedSessionText(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}
