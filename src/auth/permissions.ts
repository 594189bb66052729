// Who may do what (spec §5, §6). Pure: the route guard, navigation and every module's buttons ask here.
import type { AccessLevel, Action, Profile } from '@schemas/access'

const ALLOWED: Record<Action, readonly AccessLevel[]> = {
  read: ['read', 'write', 'full'],
  write: ['write', 'full'],
  delete: ['full'],
}

/** Whether `profile` may perform `action` on `feature`; no feature (login-only pages) or admin → allowed. */
export function can(
  profile: Pick<Profile, 'role' | 'access'> | null,
  feature?: string | null,
  action: Action = 'read',
): boolean {
  if (!profile) return false
  if (profile.role === 'admin' || !feature) return true
  const level = Object.hasOwn(profile.access, feature) ? profile.access[feature] : undefined
  if (level === undefined) return false
  return ALLOWED[action].includes(level)
}

/** Whether the profile's validity has ended on `today` (yyyy-mm-dd): the account is then read-only. */
export function isReadOnly(profile: Pick<Profile, 'role' | 'app_valid_till'> | null, today: string): boolean {
  if (!profile || profile.role === 'admin' || !profile.app_valid_till) return false
  return profile.app_valid_till.slice(0, 10) < today
}

/** Whole days from `today` to the validity end (0 on the last day, negative after); null = no end. */
export function daysLeft(validTill: string | null, today: string): number | null {
  if (!validTill) return null
  const end = Date.UTC(+validTill.slice(0, 4), +validTill.slice(5, 7) - 1, +validTill.slice(8, 10))
  const now = Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10))
  if (!Number.isFinite(end) || !Number.isFinite(now)) return null
  return Math.round((end - now) / 86_400_000)
}

/** Today's date on this device as yyyy-mm-dd (local time, as the shop sees it). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Turns an untrusted users row into a Profile, or null when it is not one. */
export function toProfile(row: unknown): Profile | null {
  if (!row || typeof row !== 'object') return null
  const r = row as Record<string, unknown>
  if (typeof r.id !== 'string') return null
  const access: Record<string, AccessLevel> = {}
  if (r.access && typeof r.access === 'object') {
    for (const [key, value] of Object.entries(r.access as Record<string, unknown>)) {
      if (value === 'read' || value === 'write' || value === 'full') access[key] = value
    }
  }
  return {
    id: r.id,
    role: typeof r.role === 'string' ? r.role : 'user',
    access,
    app_valid_till: typeof r.app_valid_till === 'string' ? r.app_valid_till : null,
    max_devices: typeof r.max_devices === 'number' ? r.max_devices : 1,
    modified:
      typeof r.modified === 'string' ? r.modified : typeof r._modified === 'string' ? r._modified : null,
    // A copy from before companies (a cache, an older server) is its own company's owner, as the server made it.
    company_id: typeof r.company_id === 'string' ? r.company_id : r.id,
    company_role: r.company_role === 'staff' ? 'staff' : 'owner',
    name: typeof r.name === 'string' ? r.name : null,
    active: r.active !== false,
    trial: r.trial === true,
  }
}

/** Whether the user owns their company (writes its settings, manages its staff). */
export function isCompanyOwner(profile: Profile | null): boolean {
  return profile?.company_role !== 'staff'
}

/**
 * Whether `incoming` should replace `current`: the profile arrives from the cache, the sign-in's read and the
 * local database's pulled copy in no fixed order, and an older copy must never undo a newer one (an access
 * taken away coming back for a moment). A copy that does not say when it was made never beats one that does.
 */
export function isNewerProfile(current: Profile | null, incoming: Profile): boolean {
  if (!current || current.id !== incoming.id) return true
  if (!incoming.modified) return !current.modified
  if (!current.modified) return true
  return Date.parse(incoming.modified) >= Date.parse(current.modified)
}
