// The owner's calls for the staff page and the invitee's look at a code, all with the user's own token (or
// the anon key): row-level security, create_invite and the users guard of schemas/sql/0023 decide.
import { getSupabase } from '@/lib/supabase'
import { removeDevice } from '@/auth/device-session'
import type { DeviceRow } from '@schemas/devices'
import {
  buildStaffList,
  toInviteInfo,
  type AccessMap,
  type InviteInfo,
  type InviteRow,
  type StaffMember,
} from './domain/staff'

function fail(error: { message: string } | null): void {
  if (error) throw new Error(error.message)
}

/** The company's staff with their users rows and devices, and the invites not used yet. */
export async function loadStaff(): Promise<{ staff: StaffMember[]; invites: InviteRow[] }> {
  const client = await getSupabase()
  const [people, users, sessions, invites] = await Promise.all([
    client.rpc('company_people'),
    client.from('users').select('id, email, name, access, max_devices, active, company_role'),
    client.from('active_sessions').select('user_id, session_id, last_active, device_info'),
    client
      .from('company_invites')
      .select('code, name, email, access, max_devices, created_at, expires_at, used_at')
      .is('used_at', null)
      .order('created_at', { ascending: false }),
  ])
  fail(people.error)
  fail(users.error)
  fail(sessions.error)
  fail(invites.error)
  return {
    staff: buildStaffList(
      (people.data as Parameters<typeof buildStaffList>[0] | null) ?? [],
      (users.data as Parameters<typeof buildStaffList>[1] | null) ?? [],
      (sessions.data as (DeviceRow & { user_id: string })[] | null) ?? [],
    ),
    invites: (invites.data as InviteRow[] | null) ?? [],
  }
}

/** Makes an invite; returns its code. */
export async function createInvite(input: {
  name: string
  email: string | null
  access: AccessMap
  max_devices: number
}): Promise<string> {
  const client = await getSupabase()
  const { data, error } = await client.rpc('create_invite', input)
  fail(error)
  if (typeof data !== 'string') throw new Error('No invite code was returned.')
  return data
}

/** Withdraws an unused invite. */
export async function withdrawInvite(code: string): Promise<void> {
  const client = await getSupabase()
  const { data, error } = await client.from('company_invites').delete().eq('code', code).select('code')
  fail(error)
  if (!data || data.length === 0) throw new Error('The invite was already used or withdrawn.')
}

/** Changes a staff member's access, device limit or status. */
export async function updateMember(
  id: string,
  patch: Partial<{ access: AccessMap; max_devices: number; active: boolean; name: string }>,
): Promise<void> {
  const client = await getSupabase()
  const { data, error } = await client.from('users').update(patch).eq('id', id).select('id')
  fail(error)
  if (!data || data.length === 0) throw new Error('No row was updated.')
}

/** Signs one of a staff member's devices out. */
export async function signOutMemberDevice(userId: string, sessionId: string): Promise<void> {
  fail(await removeDevice(await getSupabase(), userId, sessionId))
}

/** What an invite code is for (anyone may ask); null for an unknown code. */
export async function fetchInviteInfo(code: string): Promise<InviteInfo | null> {
  const client = await getSupabase()
  const { data, error } = await client.rpc('invite_info', { code })
  fail(error)
  return toInviteInfo(data)
}
