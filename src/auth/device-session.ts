// This device's row in active_sessions (spec §3, §7): registered at sign-in, kept fresh by a heartbeat,
// removed at logout. The device limit itself is enforced by a trigger in SQL.
import { readLocal, removeLocal, writeLocal } from '@/lib/local-store'
import { deviceId, type PostgrestError, type SupabaseClient } from '@/lib/supabase'
import type { DeviceInfo, DeviceRow } from '@schemas/devices'
import { cleanDeviceName, parseDevice, type UserAgentDataLike } from './devices/device-name'

export const HEARTBEAT_MS = 5 * 60_000

// The name the user gave this device, kept beside the device id (both outlive a sign-out), so signing in
// again registers the device under the same name.
const NAME_KEY = 'device-name'

export function localDeviceName(): string | null {
  return cleanDeviceName(readLocal(NAME_KEY))
}

function rememberDeviceName(name: string | null): void {
  if (name) writeLocal(NAME_KEY, name)
  else removeLocal(NAME_KEY)
}

/** A device's series letter of vehicle invoice numbers (`RINV-2526/A0001`): one of A–Z, 0–9. */
export type DeviceSlot = string

const SLOT = /^[A-Z0-9]$/
const FY = /^\d{4}$/

// The slots the server gave this device, by financial year ('2627' → 'A'), kept per user: two people signing
// in on one browser have databases and so series of their own. Kept for past years too, so a voucher dated
// in last year's March and posted in April still numbers in last year's series.
const slotsKey = (userId: string) => `device-slots.${userId}`

function storedSlots(userId: string): Record<string, DeviceSlot> {
  try {
    const parsed: unknown = JSON.parse(readLocal(slotsKey(userId)) ?? '{}')
    if (!parsed || typeof parsed !== 'object') return {}
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([fy, slot]) => FY.test(fy) && typeof slot === 'string' && SLOT.test(slot),
      ),
    )
  } catch {
    return {}
  }
}

/** Keeps the slot an answer of the server names (registration, heartbeat); ignores anything else. */
export function rememberSlot(
  userId: string,
  row: { slot?: unknown; slot_fy?: unknown } | null | undefined,
): void {
  const { slot, slot_fy: fy } = row ?? {}
  if (typeof slot !== 'string' || !SLOT.test(slot) || typeof fy !== 'string' || !FY.test(fy)) return
  const slots = storedSlots(userId)
  if (slots[fy] === slot) return
  // Years before the last few are of no use for numbering any more.
  const kept = Object.entries({ ...slots, [fy]: slot })
    .sort(([a], [b]) => b.localeCompare(a))
    .slice(0, 3)
  writeLocal(slotsKey(userId), JSON.stringify(Object.fromEntries(kept)))
}

/**
 * This device's slot for the user's vehicle invoices of financial year `fy` (short code, '2627'), or null
 * while the server has given none for that year: before the first registration, or in a new year until the
 * device's next registration or heartbeat reaches the server. No slot, no vehicle invoice number.
 */
export function deviceSlot(userId: string, fy: string): DeviceSlot | null {
  return storedSlots(userId)[fy] ?? null
}

/** This browser's device_info: its user agent (spec §3), what it is, and its name. */
export function deviceInfo(): DeviceInfo {
  if (typeof navigator === 'undefined') return { userAgent: '' }
  const data = (navigator as Navigator & { userAgentData?: UserAgentDataLike }).userAgentData
  const { browser, os, form } = parseDevice(navigator.userAgent, data, navigator.maxTouchPoints ?? 0)
  return { userAgent: navigator.userAgent, browser, os, form, name: localDeviceName() }
}

/**
 * Registers (or refreshes) this device for the user. The server answers with the device's slot of this
 * financial year (sql/0027), kept for deviceSlot; a 37th device of the company in a year is refused (AB003).
 */
export async function registerDevice(client: SupabaseClient, userId: string): Promise<PostgrestError | null> {
  const { data, error } = await client
    .from('active_sessions')
    .upsert(
      {
        user_id: userId,
        session_id: deviceId(),
        last_active: new Date().toISOString(),
        device_info: deviceInfo(),
      },
      { onConflict: 'user_id,session_id' },
    )
    .select('slot, slot_fy')
  rememberSlot(userId, (data as { slot: unknown; slot_fy: unknown }[] | null)?.[0])
  return error
}

/** Whether registration was refused because the company's 36 device slots of the year are taken (sql/0027). */
export function slotsExhausted(error: { code?: string } | null): boolean {
  return error?.code === 'AB003'
}

/** Marks this device active; false when its row is gone (signed out from another device). */
export async function heartbeat(
  client: SupabaseClient,
  userId: string,
): Promise<{ present: boolean; error: PostgrestError | null }> {
  const { data, error } = await client
    .from('active_sessions')
    .update({ last_active: new Date().toISOString() })
    .eq('user_id', userId)
    .eq('session_id', deviceId())
    .select('session_id, device_info, slot, slot_fy')
  // A name given to this device on another device is kept here too, for the next registration; and the
  // first heartbeat of a new financial year brings that year's slot.
  const row = (data as (Pick<DeviceRow, 'device_info'> & { slot: unknown; slot_fy: unknown })[] | null)?.[0]
  if (row) rememberDeviceName(cleanDeviceName(row.device_info?.name))
  rememberSlot(userId, row)
  return { present: error !== null || (data?.length ?? 0) > 0, error }
}

/** This device's last activity as its row says, before a heartbeat moves it; null without a row or an answer. */
export async function lastSeen(client: SupabaseClient, userId: string): Promise<string | null> {
  const { data } = await client
    .from('active_sessions')
    .select('last_active')
    .eq('user_id', userId)
    .eq('session_id', deviceId())
  return (data as { last_active: string }[] | null)?.[0]?.last_active ?? null
}

/** Gives one of the user's devices a name (null: none); `info` is its device_info as listed. */
export async function renameDevice(
  client: SupabaseClient,
  userId: string,
  sessionId: string,
  info: DeviceInfo | null,
  name: string | null,
): Promise<PostgrestError | null> {
  const clean = cleanDeviceName(name)
  const { error } = await client
    .from('active_sessions')
    .update({ device_info: { ...info, name: clean } })
    .eq('user_id', userId)
    .eq('session_id', sessionId)
  if (!error && sessionId === deviceId()) rememberDeviceName(clean)
  return error
}

/** The user's registered devices, most recently active first. */
export async function listDevices(
  client: SupabaseClient,
  userId: string,
): Promise<{ data: DeviceRow[] | null; error: PostgrestError | null }> {
  const { data, error } = await client
    .from('active_sessions')
    .select('session_id, last_active, device_info')
    .eq('user_id', userId)
    .order('last_active', { ascending: false })
  return { data: (data as DeviceRow[] | null) ?? null, error }
}

/** Removes one device of the user (this one at logout, another from the profile page). */
export async function removeDevice(
  client: SupabaseClient,
  userId: string,
  sessionId: string = deviceId(),
): Promise<PostgrestError | null> {
  const { error } = await client
    .from('active_sessions')
    .delete()
    .eq('user_id', userId)
    .eq('session_id', sessionId)
  return error
}
