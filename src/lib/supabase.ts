// The one place @supabase/supabase-js is imported. It is ~54 KB gzip, so it is loaded with a dynamic
// import the first time a signed-in or auth page asks for it: the public pages and tools never pay for it.
import type { SupabaseClient } from '@supabase/supabase-js'
import { readLocal, writeLocal } from './local-store'
import { guardFetch, type SessionRecovery } from './supabase-fetch'
import { AUTH_STORAGE_KEY } from './supabase-session'

export {
  AUTH_STORAGE_KEY,
  hasPersistedSession,
  persistedSessionUser,
  storedSessionText,
} from './supabase-session'

export type {
  AuthChangeEvent,
  AuthError,
  PostgrestError,
  Session,
  SupabaseClient,
  User,
} from '@supabase/supabase-js'

const DEVICE_KEY = 'device-id'

let client: Promise<SupabaseClient> | null = null
let recovery: SessionRecovery | null = null

/** How the shared client's requests get a renewed token (src/lib/supabase-fetch.ts); the auth layer sets it
 * while someone is signed in, null removes it. */
export function setSessionRecovery(next: SessionRecovery | null): void {
  recovery = next
}

/** The backend's URL: VITE_SUPABASE_URL, or this page's own origin (the local server serves both). */
export function supabaseUrl(): string {
  const configured = import.meta.env.VITE_SUPABASE_URL as string | undefined
  return configured && configured.length > 0 ? configured : window.location.origin
}

/** The shared Supabase client, created on first use. */
export function getSupabase(): Promise<SupabaseClient> {
  const anonKey = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? ''
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl(), anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        // /auth/callback receives the recovery and confirmation tokens in the URL.
        detectSessionInUrl: true,
        storageKey: AUTH_STORAGE_KEY,
      },
      global: {
        fetch: guardFetch(
          (input, init) => fetch(input, init),
          anonKey,
          () => recovery,
        ),
      },
    }),
  )
  return client
}

let isolatedCount = 0

/**
 * A client that keeps its session in memory only: no localStorage, no cross-tab broadcast, no refresh timer,
 * and not the shared client's token recovery. A sign-in runs its device checks on one, so no tab of the app
 * sees a session that may yet be refused; the accepted session is then handed to the shared client.
 */
export async function createIsolatedClient(): Promise<SupabaseClient> {
  const anonKey = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? ''
  const { createClient } = await import('@supabase/supabase-js')
  isolatedCount += 1
  return createClient(supabaseUrl(), anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // Its own key, so supabase-js does not take it for a second copy of the shared client.
      storageKey: `${AUTH_STORAGE_KEY}-isolated-${isolatedCount}`,
    },
  })
}

/**
 * supabase-js (2.119) remembers a failed refresh for 60 s and answers every refresh with the same refresh token
 * from that memory, without asking the server (`lastRefreshFailure`, a protected field of its auth client). The
 * app forgets it when it has reason to think the refresh would now succeed (src/auth/reauth.ts). False when the
 * field is not there (another version; supabase-refresh.test.ts would notice).
 */
export function forgetRefreshFailure(target: Pick<SupabaseClient, 'auth'>): boolean {
  const auth = target.auth as unknown as { lastRefreshFailure?: unknown }
  if (!('lastRefreshFailure' in auth)) return false
  auth.lastRefreshFailure = null
  return true
}

/** A stable id for this browser, used as active_sessions.session_id; kept across logouts (spec §9). */
export function deviceId(): string {
  const saved = readLocal(DEVICE_KEY)
  if (saved) return saved
  const id =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  writeLocal(DEVICE_KEY, id)
  return id
}

/** Removes what the backend client keeps in localStorage (spec §9: on logout; the device id stays). */
export function clearBackendStorage(): void {
  try {
    const storage = globalThis.localStorage
    if (!storage) return
    const keys: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key && key.startsWith('sb-')) keys.push(key)
    }
    keys.forEach((key) => storage.removeItem(key))
  } catch {
    // Storage blocked: nothing was persisted either.
  }
}
