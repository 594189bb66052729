// The one place @supabase/supabase-js is imported. It is ~54 KB gzip, so it is loaded with a dynamic
// import the first time a signed-in or auth page asks for it: the public pages and tools never pay for it.
import type { SupabaseClient } from '@supabase/supabase-js'
import { readLocal, writeLocal } from './local-store'
import { AUTH_STORAGE_KEY } from './supabase-session'

export { AUTH_STORAGE_KEY, hasPersistedSession, persistedSessionUser } from './supabase-session'

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

/** The backend's URL: VITE_SUPABASE_URL, or this page's own origin (the local server serves both). */
export function supabaseUrl(): string {
  const configured = import.meta.env.VITE_SUPABASE_URL as string | undefined
  return configured && configured.length > 0 ? configured : window.location.origin
}

/** The shared Supabase client, created on first use. */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl(), (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? '', {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        // /auth/callback receives the recovery and confirmation tokens in the URL.
        detectSessionInUrl: true,
        storageKey: AUTH_STORAGE_KEY,
      },
    }),
  )
  return client
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
