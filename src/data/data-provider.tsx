// Opens the signed-in user's data (src/data/user-data.ts) for the pages inside: they render as soon as the
// local database is open and never wait for the network.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { getSupabase } from '@/lib/supabase'
import { DataContext, type DataContextValue } from './data-context'
import { openDatabase } from './database'
import { startSync } from './sync-engine'
import { startUserData } from './user-data'

/** How long to wait before trying again to start replication that failed to start. */
const SYNC_RETRY_MS = 30_000

type Props = {
  userId: string
  /** The user's company (profile.company_id); the owner's is their own id. */
  companyId: string
  /** Owners make the company's settings row when there is none; staff only read it; undefined until the
   * profile says which. The profile arriving later (a first sign-in shows the app before it is read) must not
   * close and reopen the database under the user's first edits: the sync engine reads the latest value when
   * it needs it, and learns it from the pulled profile if it is still unknown then. */
  isOwner: boolean | undefined
  fallback: ReactNode
  failed: (retry: () => void) => ReactNode
  children: ReactNode
}

export function DataProvider({ userId, companyId, isOwner, fallback, failed, children }: Props) {
  const [value, setValue] = useState<DataContextValue | null>(null)
  const [error, setError] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // Read when the first settings pull is done, not at open: the sign-in's own read of the profile usually
  // lands in between, and the database must not reopen for it.
  const owner = useRef(isOwner)
  useEffect(() => {
    owner.current = isOwner
  }, [isOwner])

  useEffect(() => {
    const stop = startUserData(
      userId,
      {
        openDatabase,
        getClient: getSupabase,
        startSync: (db, client, pending, media) =>
          startSync(db, client, pending, { media, userId, companyId, isOwner: () => owner.current }),
        onOnline(listener) {
          window.addEventListener('online', listener)
          return () => window.removeEventListener('online', listener)
        },
        retryMs: SYNC_RETRY_MS,
      },
      (state) => (state.status === 'ready' ? setValue(state.value) : setError(true)),
      companyId,
    )
    return () => {
      setValue(null)
      void stop()
    }
  }, [userId, companyId, attempt])

  if (error) {
    return failed(() => {
      setError(false)
      setAttempt((n) => n + 1)
    })
  }
  if (!value) return fallback
  return <DataContext value={value}>{children}</DataContext>
}
