// The admin's calls, all with the admin's own token: row-level security and the users_guard_privileged
// trigger decide (schemas/sql/0002); no service key in the browser.
import { listDevices, removeDevice } from '@/auth/device-session'
import type { DeviceRow } from '@schemas/devices'
import { getSupabase } from '@/lib/supabase'
import { toAdminUser, type AdminUser, type userUpdate } from './domain/users'

/** Every account, through the admin_list_users RPC. */
export async function listUsers(): Promise<AdminUser[]> {
  const client = await getSupabase()
  const { data, error } = await client.rpc('admin_list_users')
  if (error) throw error
  return ((data as unknown[] | null) ?? []).map(toAdminUser).filter((u): u is AdminUser => u !== null)
}

/** Changes a user's role, access, device limit and validity. */
export async function updateUser(id: string, update: ReturnType<typeof userUpdate>): Promise<void> {
  const client = await getSupabase()
  const { data, error } = await client.from('users').update(update).eq('id', id).select('id')
  if (error) throw error
  if (!data || data.length === 0) throw new Error('No row was updated.')
}

/** A user's registered devices, most recently active first. */
export async function listSessions(userId: string): Promise<DeviceRow[]> {
  const { data, error } = await listDevices(await getSupabase(), userId)
  if (error) throw error
  return data ?? []
}

/** Signs one device of a user out by deleting its active_sessions row. */
export async function revokeSession(userId: string, sessionId: string): Promise<void> {
  const error = await removeDevice(await getSupabase(), userId, sessionId)
  if (error) throw error
}
