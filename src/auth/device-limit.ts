// A sign-in refused at the device limit (spec §5, §8: the toast and "the user is signed out" stay). The
// password was right, so for a few minutes the session is held — in an isolated client that keeps it in
// memory only (no tab of the app sees it, nothing starts as signed-in) — just to list the account's devices
// and sign one of them out. Then the sign-in is tried again (auth-actions.ts), or the session is revoked.
import { appStore, atom } from '@/lib/store'
import type { PostgrestError, Session, SupabaseClient } from '@/lib/supabase'
import type { DeviceRow } from '@schemas/devices'
import { listDevices, removeDevice } from './device-session'

/** How long a refused sign-in is held for the user to pick a device to sign out. */
export const HOLD_MS = 5 * 60_000

type Held = { client: SupabaseClient; session: Session; limit: number; timer: ReturnType<typeof setTimeout> }

const heldAtom = atom<Held | null>(null)
/** Why the last hold ended without a sign-in ('expired': the minutes ran out), for the page to say so. */
const endedAtom = atom<'expired' | null>(null)

/** What the page shows: the account's limit while a refused sign-in is held, else null. */
export const deviceLimitAtom = atom((get) => {
  const held = get(heldAtom)
  return held
    ? { limit: held.limit, email: held.session.user.email ?? '', userId: held.session.user.id }
    : null
})
export const deviceLimitEndedAtom = atom((get) => get(endedAtom))

/** Holds a refused sign-in (replacing one held before, which is revoked). */
export function holdRefusedSignIn(client: SupabaseClient, session: Session, limit: number): void {
  const previous = appStore.get(heldAtom)
  if (previous && previous.client !== client) void revoke(previous)
  if (previous) clearTimeout(previous.timer)
  const timer = setTimeout(() => {
    void releaseRefusedSignIn().then(() => appStore.set(endedAtom, 'expired'))
  }, HOLD_MS)
  appStore.set(endedAtom, null)
  appStore.set(heldAtom, { client, session, limit, timer })
}

/** The held sign-in, taken out of the hold without revoking it (to try it again). */
export function takeRefusedSignIn(): { client: SupabaseClient; session: Session } | null {
  const held = appStore.get(heldAtom)
  if (!held) return null
  clearTimeout(held.timer)
  appStore.set(heldAtom, null)
  return { client: held.client, session: held.session }
}

async function revoke(held: Held): Promise<void> {
  clearTimeout(held.timer)
  await held.client.auth.signOut({ scope: 'local' }).catch(() => null)
}

/** Gives up the held sign-in: the session is revoked on the server. */
export async function releaseRefusedSignIn(): Promise<void> {
  const held = appStore.get(heldAtom)
  if (!held) return
  appStore.set(heldAtom, null)
  await revoke(held)
}

/** The devices of the held account, most recently active first. */
export async function listHeldDevices(): Promise<{ data: DeviceRow[] | null; error: PostgrestError | null }> {
  const held = appStore.get(heldAtom)
  if (!held) return { data: null, error: null }
  return listDevices(held.client, held.session.user.id)
}

/** Signs one device of the held account out (deletes its row); null when done, else the server's message. */
export async function removeHeldDevice(sessionId: string): Promise<string | null> {
  const held = appStore.get(heldAtom)
  if (!held) return null
  const error = await removeDevice(held.client, held.session.user.id, sessionId)
  return error ? error.message : null
}
