// Signing out on this device (spec §4, §8, §9): the device row goes, the session is forgotten whatever the
// server says, the device id stays. Also the automatic sign-outs (inactivity, signed out from elsewhere).
import { toast } from '@/lib/toast'
import { appStore } from '@/lib/store'
import { clearBackendStorage, getSupabase, type SupabaseClient } from '@/lib/supabase'
import { clearSignedIn, getAuthState, startedAtom, type ActionResult } from './auth-state'
import { authText, type AuthStringKey } from './auth-strings'
import { removeDevice } from './device-session'

export const TOAST_5S = 5_000

/** Signs out on this device and removes its device session; `automatic` hides a failure (spec §8). */
export async function signOut(options: { automatic?: boolean } = {}): Promise<ActionResult> {
  let client: SupabaseClient
  try {
    client = await (appStore.get(startedAtom) ?? getSupabase())
  } catch {
    clearBackendStorage()
    clearSignedIn()
    return { ok: true }
  }
  const { user, offline } = getAuthState()
  if (user && !offline) await removeDevice(client, user.id).catch(() => null)
  let result: ActionResult = { ok: true }
  try {
    const { error } = await client.auth.signOut({ scope: 'local' })
    if (error) result = { ok: false, message: error.message }
  } catch (error) {
    result = { ok: false, message: error instanceof Error ? error.message : authText('somethingWrong') }
  }
  // Whatever the server said, this device forgets the session (spec §9: the device id stays).
  clearBackendStorage()
  clearSignedIn()
  if (!result.ok && !options.automatic) {
    toast({ title: authText('logoutFailed'), description: result.message, variant: 'destructive' })
  }
  return result
}

/** An automatic sign-out that tells the user why (Session Expired, signed out from another device). */
export async function signOutBecause(reason: 'expired' | 'remote' | 'stale'): Promise<void> {
  await signOut({ automatic: true })
  const [title, description]: [AuthStringKey, AuthStringKey] =
    reason === 'expired'
      ? ['expiredTitle', 'expiredText']
      : reason === 'remote'
        ? ['remoteTitle', 'remoteText']
        : ['remoteTitle', 'staleText']
  toast({ title: authText(title), description: authText(description), duration: TOAST_5S })
}
