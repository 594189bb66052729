// What the user asks of the auth layer: sign in, sign up, recover and change the password, and try a sign-in
// again after signing out a device at the limit. Signing out is sign-out.ts.
import { toast } from '@/lib/toast'
import { createIsolatedClient, type Session, type SupabaseClient } from '@/lib/supabase'
import { patchAuth, setSigningIn, type ActionResult } from './auth-state'
import { authText } from './auth-strings'
import { holdRefusedSignIn, releaseRefusedSignIn, takeRefusedSignIn } from './device-limit'
import { openSession, startAuth } from './session'
import { deviceCheck, refuse, toastRefusal } from './sign-in-checks'

export type { ActionResult }

function failure(title: 'signInFailed' | 'signUpFailed', error: unknown): ActionResult {
  setSigningIn(false)
  const message =
    error instanceof Error && error.message
      ? error.message
      : typeof error === 'string' && error
        ? error
        : authText('somethingWrong')
  toast({ title: authText(title), description: message, variant: 'destructive' })
  return { ok: false, message }
}

/**
 * Runs the device checks on the client holding `session`, then opens the app, or signs out again with the
 * reason. A password sign-in (`client` isolated, not the shared one) refused at the device limit is held
 * instead (device-limit.ts); an accepted one is handed to the shared client, which stores it.
 */
async function completeSignIn(
  client: SupabaseClient,
  session: Session,
  admin: boolean,
): Promise<ActionResult> {
  const shared = await startAuth()
  const isolated = client !== shared
  const refusal = await deviceCheck(client, session, admin)
  if (refusal && isolated && refusal !== 'not-admin' && refusal.kind === 'limit') {
    setSigningIn(false)
    holdRefusedSignIn(client, session, refusal.limit)
    return { ok: false, message: toastRefusal(refusal) }
  }
  if (refusal) return refuse(client, refusal)
  let opened = session
  if (isolated) {
    const { data, error } = await shared.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    })
    if (error || !data.session) {
      await client.auth.signOut({ scope: 'local' }).catch(() => null)
      return failure('signInFailed', error?.message)
    }
    opened = data.session
  }
  await openSession(shared, opened, { fromSignIn: true })
  setSigningIn(false)
  return { ok: true }
}

/** Signs in with e-mail and password; `admin` refuses accounts that are not admins. */
export async function signIn(
  email: string,
  password: string,
  options: { admin?: boolean } = {},
): Promise<ActionResult> {
  try {
    await startAuth()
    await releaseRefusedSignIn()
    setSigningIn(true)
    // The password is checked on an isolated client: until the device checks pass, the session is nowhere
    // another tab, the sync engine or the shared client's refresh timer could see it.
    const client = await createIsolatedClient()
    const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password })
    if (error || !data.session) return failure('signInFailed', error?.message)
    return await completeSignIn(client, data.session, options.admin === true)
  } catch (error) {
    return failure('signInFailed', error)
  }
}

/**
 * After a device of the account was signed out at the limit: the held sign-in is checked again and, if a slot
 * is free now, opens the app (else it is held again, with the same toast).
 */
export async function retryRefusedSignIn(): Promise<ActionResult> {
  const held = takeRefusedSignIn()
  if (!held) return { ok: false, message: authText('notAuthenticated') }
  try {
    setSigningIn(true)
    return await completeSignIn(held.client, held.session, false)
  } catch (error) {
    await held.client.auth.signOut({ scope: 'local' }).catch(() => null)
    return failure('signInFailed', error)
  }
}

/**
 * Creates an account; with a session returned (no e-mail confirmation) the user is signed in. With `invite`
 * (an owner's invite code) the account joins that company as staff instead of owning a new one (0023); the
 * page checks the code with invite_info first, as an unknown, used or expired code makes the sign-up fail.
 */
export async function signUp(
  name: string,
  email: string,
  password: string,
  invite?: string,
): Promise<ActionResult & { confirm?: boolean }> {
  try {
    const client = await startAuth()
    setSigningIn(true)
    const { data, error } = await client.auth.signUp({
      email: email.trim(),
      password,
      options: {
        data: invite ? { name: name.trim(), invite } : { name: name.trim() },
        emailRedirectTo: `${window.location.origin}/auth/callback`,
      },
    })
    if (error) throw error
    if (!data.session) {
      setSigningIn(false)
      return { ok: true, confirm: true }
    }
    return await completeSignIn(client, data.session, false)
  } catch (error) {
    return failure('signUpFailed', error)
  }
}

/** Sends the password-recovery link to `email`. */
export async function requestPasswordReset(email: string): Promise<ActionResult> {
  const client = await startAuth()
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}/auth/callback`,
  })
  return error ? { ok: false, message: error.message } : { ok: true }
}

/** Sets a new password for the signed-in user (after a recovery link, or from the profile page). */
export async function updatePassword(password: string): Promise<ActionResult> {
  const client = await startAuth()
  if (!navigator.onLine) return { ok: false, message: authText('offlineAction') }
  const { error } = await client.auth.updateUser({ password })
  if (error) return { ok: false, message: error.message }
  patchAuth({ recovery: false })
  return { ok: true }
}

/** After a recovery link signed the user in: register this device as a sign-in would. */
export async function finishRecoverySignIn(): Promise<ActionResult> {
  const client = await startAuth()
  const { data } = await client.auth.getSession()
  if (!data.session) return { ok: false, message: authText('notAuthenticated') }
  setSigningIn(true)
  return completeSignIn(client, data.session, false)
}
