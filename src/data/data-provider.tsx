// Opens the signed-in user's database, loads what is waiting to be pushed, and starts replication. Pages
// render as soon as the local database is open: they never wait for the network.
import { useEffect, useState, type ReactNode } from 'react'
import { getSupabase } from '@/lib/supabase'
import { DataContext, type DataContextValue } from './data-context'
import { openDatabase } from './database'
import { PendingTracker } from './replication/pending'
import { startSync } from './sync-engine'

type Props = {
  userId: string
  fallback: ReactNode
  failed: (retry: () => void) => ReactNode
  children: ReactNode
}

export function DataProvider({ userId, fallback, failed, children }: Props) {
  const [value, setValue] = useState<DataContextValue | null>(null)
  const [error, setError] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    let cleanup: (() => Promise<void>) | null = null
    void (async () => {
      try {
        const db = await openDatabase(userId)
        const pending = new PendingTracker(db)
        await pending.load()
        const base: DataContextValue = { userId, db, pending, writer: { pending }, engine: null }
        cleanup = async () => {
          pending.close()
          await db.close()
        }
        if (cancelled) return void (await cleanup())
        setValue(base)
        const engine = await startSync(db, await getSupabase(), pending)
        const stopDb = cleanup
        cleanup = async () => {
          await engine.stop()
          await stopDb()
        }
        if (cancelled) return void (await cleanup())
        setValue({ ...base, engine })
      } catch (e) {
        console.error('Could not open the local database', e)
        if (!cancelled) setError(true)
      }
    })()
    return () => {
      cancelled = true
      setValue(null)
      void cleanup?.()
    }
  }, [userId, attempt])

  if (error) {
    return failed(() => {
      setError(false)
      setAttempt((n) => n + 1)
    })
  }
  if (!value) return fallback
  return <DataContext value={value}>{children}</DataContext>
}
