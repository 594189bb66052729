// This device's row in active_sessions (spec §3, §7): registered at sign-in, kept fresh by a heartbeat,
// removed at logout. The device limit itself is enforced by a trigger in SQL.
import { deviceId, type PostgrestError, type SupabaseClient } from '@/lib/supabase'

export const HEARTBEAT_MS = 5 * 60_000

export type DeviceRow = {
  session_id: string
  last_active: string
  device_info: { userAgent?: string } | null
}

function deviceInfo() {
  return { userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent }
}

/** Registers (or refreshes) this device for the user. */
export async function registerDevice(client: SupabaseClient, userId: string): Promise<PostgrestError | null> {
  const { error } = await client.from('active_sessions').upsert(
    {
      user_id: userId,
      session_id: deviceId(),
      last_active: new Date().toISOString(),
      device_info: deviceInfo(),
    },
    { onConflict: 'user_id,session_id' },
  )
  return error
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
    .select('session_id')
  return { present: error !== null || (data?.length ?? 0) > 0, error }
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
