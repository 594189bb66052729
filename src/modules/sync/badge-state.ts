// What the sync badge says, as a pure decision. "Offline" comes only from the browser's own online state: a
// failed request or a session that could not be renewed while online is a sync problem, never "offline".
import type { RefusalReason } from '@/data/replication/refusals'
import { NOT_SENT_CODE } from '@/lib/supabase-fetch'
import { errorKey } from './sync-format'

/** `held`: the server refused changes (read-only account, or no access); they wait on this device. */
export type BadgeState = 'offline' | 'error' | 'held' | 'syncing' | 'synced' | 'starting'

export type BadgeInput = {
  /** navigator.onLine, live. */
  online: boolean
  /** Renewing the session keeps failing while online (auth state). */
  sessionProblem: boolean
  /** The sync engine's latest error, if any. */
  error: { code?: string } | null
  busy: boolean
  running: boolean
  /** Changes the server refused, with why (sync engine); null when none are held. */
  refused?: { reason: RefusalReason; count: number } | null
}

export function badgeState(s: BadgeInput): BadgeState {
  if (!s.online) return 'offline'
  if (s.sessionProblem || s.error) return 'error'
  if (s.refused) return 'held'
  if (s.busy) return 'syncing'
  return s.running ? 'synced' : 'starting'
}

export type ProblemKey = 'err-session' | ReturnType<typeof errorKey> | `held-${RefusalReason}`

/** The message that explains the problem shown; null when there is none (or the device is offline, which the
 * connection line explains). */
export function problemKey(
  s: Pick<BadgeInput, 'online' | 'sessionProblem' | 'error' | 'refused'>,
): ProblemKey | null {
  if (!s.online) return null
  // A request held back because the session could not be renewed is the same problem.
  if (s.sessionProblem || s.error?.code === NOT_SENT_CODE) return 'err-session'
  if (s.error) return errorKey(s.error.code)
  return s.refused ? `held-${s.refused.reason}` : null
}
