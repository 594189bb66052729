// The session renewal of one sign-in (reauth.ts), wired to the shared client: its requests ask it for tokens,
// its failures show as `sessionProblem`, and each new token is announced (src/app restarts the replication).
import { appStore, atom } from '@/lib/store'
import {
  forgetRefreshFailure,
  setSessionRecovery,
  storedSessionText,
  type SupabaseClient,
} from '@/lib/supabase'
import { patchAuth } from './auth-state'
import { acrossTabs, createReauth, type Reauth } from './reauth'
import { parseStoredSession } from './reauth-rules'

/** The renewal while someone is signed in; null after sign-out. */
const reauthAtom = atom<Reauth | null>(null)
/** Counts the renewals that brought a new token; onSessionRenewed listens to it. */
const renewalsAtom = atom(0)

export function readStoredSession() {
  return parseStoredSession(storedSessionText())
}

/** Starts the renewal of this sign-in; the returned object's dispose() ends it (stopRenewal does both). */
export function startRenewal(client: SupabaseClient): Reauth {
  const renewal = createReauth({
    auth: client.auth,
    readStored: readStoredSession,
    forgetRefreshFailure: () => void forgetRefreshFailure(client),
    online: () => navigator.onLine,
    exclusive: acrossTabs,
  })
  renewal.subscribe(() => patchAuth({ sessionProblem: renewal.failing() }))
  renewal.onRenewed(() => appStore.set(renewalsAtom, (n) => n + 1))
  setSessionRecovery({
    signedIn: () => readStoredSession() !== null,
    renew: async (rejected) => (await renewal.renew({ rejected })).token,
    reachable: () => void renewal.renew({ urgent: true }),
  })
  appStore.set(reauthAtom, renewal)
  return renewal
}

/** Ends the renewal of this sign-in (sign-out). */
export function stopRenewal(renewal: Reauth): void {
  setSessionRecovery(null)
  renewal.dispose()
  appStore.set(reauthAtom, null)
}

/** Renews now, whatever failed before (back online, or "the server did not answer" at start). */
export function renewUrgently(): void {
  void appStore.get(reauthAtom)?.renew({ urgent: true })
}

/**
 * "Try again now": renews the session if it needs it (at once, whatever failed before); resolves when done.
 * The caller then restarts the replication.
 */
export async function renewSession(): Promise<void> {
  await appStore.get(reauthAtom)?.renew({ urgent: true })
}

/** Hears every renewal that brought a new token (src/app restarts the replication on it). */
export function onSessionRenewed(listener: () => void): () => void {
  return appStore.sub(renewalsAtom, listener)
}
