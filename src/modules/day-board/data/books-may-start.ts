// When the day board may read the whole books: after this session's first sync (see the hook).
import { useEffect, useState } from 'react'
import { useSyncStatus } from '@/data/use-sync-status'
import { useOnline } from '@/lib/use-online'

/** The longest the whole books wait for the first sync of this session. */
const FIRST_SYNC_WAIT_MS = 5_000

/**
 * Whether the whole books may be read: once the first figures are up and this session's first sync is done
 * (or cannot happen: offline, an error), at the latest FIRST_SYNC_WAIT_MS later. On a fresh device that sync
 * is small and decides things (whose company's settings these are); the board's read of three years of books
 * must not slow it down, and reads what it brought.
 */
export function useBooksMayStart(firstShown: boolean): boolean {
  const sync = useSyncStatus()
  const online = useOnline()
  const [may, setMay] = useState(false)
  const settled = !online || sync.lastSyncedAt !== null || sync.error !== null
  useEffect(() => {
    if (!firstShown || may) return
    if (settled) {
      setMay(true)
      return
    }
    const timer = setTimeout(() => setMay(true), FIRST_SYNC_WAIT_MS)
    return () => clearTimeout(timer)
  }, [firstShown, settled, may])
  return may
}
