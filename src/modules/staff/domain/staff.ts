// Pure rules of the owner's staff page and of joining with an invite (issue 18): who may manage staff, access
// capped at the owner's own, the invite form's checks, the invite code and link, the text to share, and the
// staff list put together from company_people, the users rows and the devices.
import type { AccessLevel, Profile } from '@schemas/access'
import type { DeviceRow } from '@schemas/devices'
import { DEFAULT_COMPANY_NAME } from '@schemas/settings-defaults'

export type AccessMap = Partial<Record<string, AccessLevel>>

const RANK: Record<AccessLevel, number> = { read: 1, write: 2, full: 3 }
const LEVELS: readonly AccessLevel[] = ['read', 'write', 'full']

/** The company's owner manages its staff; staff and the platform admin (no company of their own to run) do not. */
export function canManageStaff(
  profile: Pick<Profile, 'role' | 'company_role' | 'active'> | null | undefined,
): boolean {
  return !!profile && profile.role !== 'admin' && profile.company_role === 'owner' && profile.active
}

/** The levels of a module the owner may give: up to their own level of it, none when they have none. */
export function levelsUpTo(cap: AccessLevel | undefined): AccessLevel[] {
  return cap ? LEVELS.filter((l) => RANK[l] <= RANK[cap]) : []
}

/** `access` with every module lowered to at most the cap's level (absent from the cap: removed). */
export function capAccess(access: AccessMap, cap: AccessMap): AccessMap {
  const out: AccessMap = {}
  for (const [feature, level] of Object.entries(access)) {
    const max = cap[feature]
    if (!level || !max) continue
    out[feature] = RANK[level] <= RANK[max] ? level : max
  }
  return out
}

/** Whether every module of `access` is within the cap (the server's access_within). */
export function withinCap(access: AccessMap, cap: AccessMap): boolean {
  return Object.entries(access).every(([f, l]) => !l || (!!cap[f] && RANK[l] <= RANK[cap[f]]))
}

/** A starting access for a new member: write (or the owner's lower level) on every built module the owner has. */
export function defaultInviteAccess(features: readonly string[], cap: AccessMap): AccessMap {
  const wanted: AccessMap = {}
  for (const f of features) wanted[f] = 'write'
  return capAccess(wanted, cap)
}

/** How many of `features` are at each level (none included). */
export function accessCounts(
  access: AccessMap,
  features: readonly string[],
): Record<AccessLevel | 'none', number> {
  const counts = { none: 0, read: 0, write: 0, full: 0 }
  for (const f of features) counts[access[f] ?? 'none'] += 1
  return counts
}

/** Whether the member may write nothing among `features` (read-only or no access). */
export function isReadOnlyAccess(access: AccessMap, features: readonly string[]): boolean {
  return features.every((f) => access[f] !== 'write' && access[f] !== 'full')
}

/** Every built module at read (where the member has access): "make read-only". */
export function readOnlyAccess(access: AccessMap): AccessMap {
  const out: AccessMap = {}
  for (const [f, l] of Object.entries(access)) if (l) out[f] = 'read'
  return out
}

// ---- the invite form

export type InviteInput = { name: string; email: string; max_devices: string }
export type InviteErrors = Partial<
  Record<keyof InviteInput | 'access', 'required' | 'email' | 'range' | 'none'>
>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What is wrong with an invite (or a member's edit: no name, no e-mail); empty when it may be sent. */
/** A person's name: required, at most 200 characters (the server's limit). */
export function nameError(name: string): 'required' | 'range' | null {
  const n = name.trim()
  return !n ? 'required' : n.length > 200 ? 'range' : null
}

export function validateInvite(
  input: InviteInput,
  access: AccessMap,
  ownerMaxDevices: number,
  features: readonly string[],
): InviteErrors {
  const errors: InviteErrors = {}
  const name = nameError(input.name)
  if (name) errors.name = name
  const email = input.email.trim()
  if (email && (!EMAIL.test(email) || email.length > 320)) errors.email = 'email'
  const errorsDevices = devicesError(input.max_devices, ownerMaxDevices)
  if (errorsDevices) errors.max_devices = errorsDevices
  if (!features.some((f) => access[f])) errors.access = 'none'
  return errors
}

/** 'range' unless `value` is a whole number from 1 to the owner's own device limit. */
export function devicesError(value: string, ownerMaxDevices: number): 'range' | null {
  const n = Number(value.trim())
  return /^\d+$/.test(value.trim()) && n >= 1 && n <= Math.max(1, ownerMaxDevices) ? null : 'range'
}

// ---- the code and the link

/**
 * The company's name to show an invitee, or '' when the owner has not set one: a new company's settings carry
 * the product's name as the default, and "Join AutoBahi Pro" would name no dealership.
 */
export function companyLabel(...candidates: (string | null | undefined)[]): string {
  for (const c of candidates) {
    const name = c?.trim()
    if (name && name !== DEFAULT_COMPANY_NAME) return name
  }
  return ''
}

/** The code in whatever was typed or pasted (the code itself, or a whole join link); '' when none. */
export function normalizeInviteCode(raw: string): string {
  const text = raw.trim()
  const fromLink = /\/join\/([A-Za-z0-9]+)/.exec(text)
  const code = (fromLink?.[1] ?? text).replace(/[\s-]/g, '').toUpperCase()
  return /^[A-Z0-9]{8,32}$/.test(code) ? code : ''
}

/** The link that opens the join page with the code filled in. */
export function joinLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/join/${encodeURIComponent(code)}`
}

/**
 * The message the owner sends (WhatsApp, SMS, e-mail): plain lines, the link on its own line so chat apps make
 * it clickable, and the code spelled out for typing it on the sign-up page.
 */
export function inviteShareText(
  template: { intro: string; code: string },
  values: { company: string; name: string; link: string; code: string },
): string {
  const fill = (s: string) =>
    s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => (k in values ? values[k as keyof typeof values] : ''))
  return `${fill(template.intro)}\n${values.link}\n${fill(template.code)}`
}

// ---- invites

export type InviteStatus = 'open' | 'used' | 'expired'

export type InviteRow = {
  code: string
  name: string
  email: string | null
  access: AccessMap
  max_devices: number
  created_at: string
  expires_at: string
  used_at: string | null
}

export function inviteStatus(row: Pick<InviteRow, 'used_at' | 'expires_at'>, now: number): InviteStatus {
  if (row.used_at) return 'used'
  return Date.parse(row.expires_at) <= now ? 'expired' : 'open'
}

/** The invites still to show: the unused ones (open or expired), newest first. */
export function pendingInvites(rows: readonly InviteRow[]): InviteRow[] {
  return rows.filter((r) => !r.used_at).sort((a, b) => b.created_at.localeCompare(a.created_at))
}

export type InviteInfo = { company_name: string; name: string; email: string | null; status: InviteStatus }

/** One row of invite_info, checked; null for an unknown code. */
export function toInviteInfo(data: unknown): InviteInfo | null {
  const row = Array.isArray(data) ? (data[0] as unknown) : data
  if (!row || typeof row !== 'object') return null
  const r = row as Record<string, unknown>
  const status = r.status === 'open' || r.status === 'used' || r.status === 'expired' ? r.status : null
  if (!status) return null
  return {
    company_name: typeof r.company_name === 'string' ? r.company_name : '',
    name: typeof r.name === 'string' ? r.name : '',
    email: typeof r.email === 'string' ? r.email : null,
    status,
  }
}

// ---- the staff list

export type StaffMember = {
  id: string
  name: string
  email: string | null
  access: AccessMap
  max_devices: number
  active: boolean
  devices: DeviceRow[]
}

type PersonRow = { id: string; name: string | null; company_role: string; active: boolean }
type UserRow = {
  id: string
  email?: string | null
  name?: string | null
  access?: unknown
  max_devices?: number
  active?: boolean
}
type SessionRow = DeviceRow & { user_id: string }

function toAccess(raw: unknown): AccessMap {
  const out: AccessMap = {}
  if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      if (v === 'read' || v === 'write' || v === 'full') out[k] = v
    }
  }
  return out
}

/** The staff (not the owner), active first then by name, each with their users row and devices. */
export function buildStaffList(
  people: readonly PersonRow[],
  users: readonly UserRow[],
  sessions: readonly SessionRow[],
): StaffMember[] {
  const byId = new Map(users.map((u) => [u.id, u]))
  return people
    .filter((p) => p.company_role === 'staff')
    .map((p) => {
      const u = byId.get(p.id)
      return {
        id: p.id,
        name: (u?.name ?? p.name ?? '').trim() || ((u?.email ?? '').split('@')[0] ?? ''),
        email: u?.email ?? null,
        access: toAccess(u?.access),
        max_devices: typeof u?.max_devices === 'number' ? u.max_devices : 1,
        active: u?.active ?? p.active,
        devices: sessions
          .filter((s) => s.user_id === p.id)
          .map(({ session_id, last_active, device_info }) => ({ session_id, last_active, device_info }))
          .sort((a, b) => b.last_active.localeCompare(a.last_active)),
      }
    })
    .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name))
}
