// The device checks after the password was accepted (spec §5), and the refusal that signs out again with the
// reason. The decisions themselves are pure (sign-in-decision.ts).
import { toast } from '@/lib/toast'
import { clearBackendStorage, deviceId, type Session, type SupabaseClient } from '@/lib/supabase'
import { clearSignedIn, setSigningIn, type ActionResult } from './auth-state'
import { authText } from './auth-strings'
import { registerDevice } from './device-session'
import { fetchProfile } from './profile-data'
import { decideRegistration, decideSignIn, type SessionSlot, type SignInRefusal } from './sign-in-decision'
import { TOAST_5S } from './sign-out'

export type Refusal = SignInRefusal | 'not-admin'

function refusalMessage(refusal: SignInRefusal): { title: string; description: string } {
  switch (refusal.kind) {
    case 'profile':
      return { title: authText('signInFailed'), description: authText('profileFailed') }
    case 'sessions':
      return { title: authText('signInFailed'), description: authText('sessionsFailed') }
    case 'device':
      return { title: authText('signInFailed'), description: authText('registerFailed') }
    case 'limit':
      return {
        title: authText('limitTitle'),
        description: authText('limitText', { limit: String(refusal.limit) }),
      }
    case 'slots':
      return { title: authText('limitTitle'), description: authText('slotsText') }
  }
}

/** null when this device may sign in (and is now registered), else why not. */
export async function deviceCheck(
  client: SupabaseClient,
  session: Session,
  admin: boolean,
): Promise<Refusal | null> {
  const userId = session.user.id
  const { profile, error: profileError } = await fetchProfile(client, userId)
  if (admin && profile && profile.role !== 'admin') return 'not-admin'
  const sessions =
    profile?.role === 'admin'
      ? { data: [], error: null }
      : await client.from('active_sessions').select('session_id, last_active').eq('user_id', userId)
  const step = decideSignIn({
    profile,
    profileError,
    sessions: (sessions.data as SessionSlot[] | null) ?? null,
    sessionsError: sessions.error,
    deviceId: deviceId(),
    now: Date.now(),
  })
  return step.kind === 'register' ? decideRegistration(await registerDevice(client, userId)) : step
}

/** The toast of a refusal (the spec's words and durations). */
export function toastRefusal(refusal: Refusal): string {
  const { title, description } =
    refusal === 'not-admin'
      ? { title: authText('signInFailed'), description: authText('notAdmin') }
      : refusalMessage(refusal)
  const limit = refusal !== 'not-admin' && refusal.kind === 'limit'
  toast({ title, description, variant: 'destructive', duration: limit ? TOAST_5S : undefined })
  return description
}

/** Signs `client` out again and says why. */
export async function refuse(client: SupabaseClient, refusal: Refusal): Promise<ActionResult> {
  await client.auth.signOut({ scope: 'local' })
  clearBackendStorage()
  setSigningIn(false)
  clearSignedIn()
  return { ok: false, message: toastRefusal(refusal) }
}
