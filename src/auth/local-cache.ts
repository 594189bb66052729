// A copy of the signed-in user's profile and company settings on this device, so a user who signed in
// before can keep working offline when the token cannot be refreshed (DESIGN.md §4).
import { readLocal, removeLocal, writeLocal } from '@/lib/local-store'
import type { Profile } from '@schemas/access'
import { toProfile } from './permissions'

const KEY = 'auth.cache'

export type CompanySettings = Record<string, unknown> & {
  company_name?: string | null
  gst_no?: string | null
}
export type AuthCache = {
  userId: string
  email: string
  profile: Profile | null
  settings: CompanySettings | null
}

/** The cached copy for `userId`, or null when there is none for that user. */
export function readAuthCache(userId: string): AuthCache | null {
  try {
    const raw = readLocal(KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<AuthCache>
    if (parsed.userId !== userId) return null
    return {
      userId,
      email: typeof parsed.email === 'string' ? parsed.email : '',
      profile: toProfile(parsed.profile),
      settings: parsed.settings && typeof parsed.settings === 'object' ? parsed.settings : null,
    }
  } catch {
    return null
  }
}

export function writeAuthCache(cache: AuthCache): void {
  writeLocal(KEY, JSON.stringify(cache))
}

export function clearAuthCache(): void {
  removeLocal(KEY)
}
