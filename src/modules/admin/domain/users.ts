// Pure rules of the admin pages: the admin_list_users rows, dashboard figures, search, and editing a
// user's role, access map, device limit and validity.
import { FEATURES, type AccessLevel } from '@schemas/access'
import { addDays, formatPlainDate, parsePlainDate, toEpochDay } from '@/utils/plain-date'

export type AdminUser = {
  id: string
  email: string
  role: string
  access: Partial<Record<string, AccessLevel>>
  app_valid_till: string | null
  max_devices: number
  created_at: string
  last_sign_in_at: string | null
  device_count: number
  /** The company (its owner's id) and the user's place in it (schemas/sql/0023). */
  company_id: string
  company_role: 'owner' | 'staff'
  company_name: string
  name: string | null
  active: boolean
}

export type LevelChoice = AccessLevel | 'none'
export const LEVEL_CHOICES: readonly LevelChoice[] = ['none', 'read', 'write', 'full']
export const MAX_DEVICES_MIN = 1
export const MAX_DEVICES_MAX = 50
export const EXPIRING_DAYS = 30

const LEVELS = new Set<string>(['read', 'write', 'full'])

/** One row of admin_list_users, checked; null when it is not one. */
export function toAdminUser(row: unknown): AdminUser | null {
  if (!row || typeof row !== 'object') return null
  const r = row as Record<string, unknown>
  if (typeof r.id !== 'string') return null
  const access: Partial<Record<string, AccessLevel>> = {}
  if (r.access && typeof r.access === 'object') {
    for (const [k, v] of Object.entries(r.access as Record<string, unknown>)) {
      if (typeof v === 'string' && LEVELS.has(v)) access[k] = v as AccessLevel
    }
  }
  return {
    id: r.id,
    email: typeof r.email === 'string' ? r.email : '',
    role: typeof r.role === 'string' ? r.role : 'user',
    access,
    app_valid_till: typeof r.app_valid_till === 'string' ? r.app_valid_till.slice(0, 10) : null,
    max_devices: typeof r.max_devices === 'number' ? r.max_devices : 1,
    created_at: typeof r.created_at === 'string' ? r.created_at : '',
    last_sign_in_at: typeof r.last_sign_in_at === 'string' ? r.last_sign_in_at : null,
    device_count: Number(r.device_count) || 0,
    company_id: typeof r.company_id === 'string' ? r.company_id : r.id,
    company_role: r.company_role === 'staff' ? 'staff' : 'owner',
    company_name:
      typeof r.company_name === 'string' && r.company_name ? r.company_name : String(r.email ?? r.id),
    name: typeof r.name === 'string' && r.name ? r.name : null,
    active: r.active !== false,
  }
}

export type CompanyGroup = { id: string; name: string; members: AdminUser[] }

/** Users by company, companies by name, the owner first in each (the admin's list, issue 18). */
export function groupByCompany(users: readonly AdminUser[]): CompanyGroup[] {
  const groups = new Map<string, CompanyGroup>()
  for (const u of users) {
    const g = groups.get(u.company_id) ?? { id: u.company_id, name: u.company_name, members: [] }
    if (u.company_role === 'owner') g.name = u.company_name
    g.members.push(u)
    groups.set(u.company_id, g)
  }
  const rank = (u: AdminUser) => (u.company_role === 'owner' ? 0 : 1)
  return [...groups.values()]
    .map((g) => ({
      ...g,
      members: g.members.sort((a, b) => rank(a) - rank(b) || a.email.localeCompare(b.email)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

const epoch = (iso: string): number | null => {
  const d = parsePlainDate(iso.slice(0, 10))
  return d.ok ? toEpochDay(d.value) : null
}

/** Non-admin accounts whose validity ends between today and `days` days from now, soonest first. */
export function expiringSoon(
  users: readonly AdminUser[],
  today: string,
  days: number = EXPIRING_DAYS,
): AdminUser[] {
  const from = epoch(today)
  if (from === null) return []
  return users
    .filter((u) => {
      if (u.role === 'admin' || !u.app_valid_till) return false
      const end = epoch(u.app_valid_till)
      return end !== null && end >= from && end <= from + days
    })
    .sort((a, b) => (a.app_valid_till ?? '').localeCompare(b.app_valid_till ?? ''))
}

/** Accounts created in the calendar month of `today` (yyyy-mm-dd, the admin's local date). */
export function signupsInMonth(
  users: readonly AdminUser[],
  today: string,
  localDateOf: (iso: string) => string,
): number {
  const month = today.slice(0, 7)
  return users.filter((u) => u.created_at && localDateOf(u.created_at).slice(0, 7) === month).length
}

export type DashboardStats = {
  users: number
  activeDevices: number
  expiring: AdminUser[]
  signupsThisMonth: number
}

/** The admin dashboard's figures. */
export function dashboardStats(
  users: readonly AdminUser[],
  today: string,
  localDateOf: (iso: string) => string,
): DashboardStats {
  return {
    users: users.length,
    activeDevices: users.reduce((sum, u) => sum + u.device_count, 0),
    expiring: expiringSoon(users, today),
    signupsThisMonth: signupsInMonth(users, today, localDateOf),
  }
}

/** Users whose e-mail or id contains the query (case-insensitive); all for an empty query. */
export function searchUsers(users: readonly AdminUser[], query: string): AdminUser[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...users]
  return users.filter(
    (u) =>
      u.email.toLowerCase().includes(q) ||
      u.id.toLowerCase().startsWith(q) ||
      u.company_name.toLowerCase().includes(q) ||
      (u.name ?? '').toLowerCase().includes(q),
  )
}

/** The access map with one feature changed; 'none' removes it (an absent feature is denied). */
export function setLevel(
  access: Partial<Record<string, AccessLevel>>,
  feature: string,
  level: LevelChoice,
): Partial<Record<string, AccessLevel>> {
  const next = { ...access }
  if (level === 'none') delete next[feature]
  else next[feature] = level
  return next
}

/** Every feature of `features` (the editor's: those whose module is built) at one level; others kept as they are. */
export function setAll(
  access: Partial<Record<string, AccessLevel>>,
  level: LevelChoice,
  features: readonly string[] = FEATURES,
): Partial<Record<string, AccessLevel>> {
  return features.reduce((acc, f) => setLevel(acc, f, level), access)
}

/** The level shown for a feature. */
export function levelOf(access: Partial<Record<string, AccessLevel>>, feature: string): LevelChoice {
  return access[feature] ?? 'none'
}

/** How many features of `features` (by default every one of the access map) are at each level. */
export function accessSummary(
  access: Partial<Record<string, AccessLevel>>,
  features: readonly string[] = FEATURES,
): Record<LevelChoice, number> {
  const counts: Record<LevelChoice, number> = { none: 0, read: 0, write: 0, full: 0 }
  for (const f of features) counts[levelOf(access, f)] += 1
  return counts
}

/** The new validity end when extending by `days`: from the current end if still ahead, else from today. */
export function extendValidity(current: string | null, today: string, days: number): string {
  const start = current && current >= today ? current : today
  const parsed = parsePlainDate(start)
  const base = parsed.ok ? parsed : parsePlainDate(today)
  if (!base.ok) return today
  return formatPlainDate(addDays(base.value, days))
}

export type UserEdit = {
  role: 'user' | 'admin'
  access: Partial<Record<string, AccessLevel>>
  max_devices: string
  app_valid_till: string
}
export type UserEditErrors = Partial<Record<'max_devices' | 'app_valid_till', 'range' | 'date'>>

/** The edit form's starting values for a user. */
export function toUserEdit(user: AdminUser): UserEdit {
  return {
    role: user.role === 'admin' ? 'admin' : 'user',
    access: { ...user.access },
    max_devices: String(user.max_devices),
    app_valid_till: user.app_valid_till ?? '',
  }
}

/** What is wrong with an edit; empty when it may be saved. */
export function validateUserEdit(edit: UserEdit): UserEditErrors {
  const errors: UserEditErrors = {}
  const n = Number(edit.max_devices)
  if (!/^\d+$/.test(edit.max_devices.trim()) || n < MAX_DEVICES_MIN || n > MAX_DEVICES_MAX) {
    errors.max_devices = 'range'
  }
  if (edit.app_valid_till.trim() !== '' && !parsePlainDate(edit.app_valid_till.trim()).ok) {
    errors.app_valid_till = 'date'
  }
  return errors
}

/** The users columns to update for a valid edit. */
export function userUpdate(edit: UserEdit): {
  role: string
  access: Partial<Record<string, AccessLevel>>
  max_devices: number
  app_valid_till: string | null
} {
  return {
    role: edit.role,
    access: edit.access,
    max_devices: Number(edit.max_devices),
    app_valid_till: edit.app_valid_till.trim() || null,
  }
}
