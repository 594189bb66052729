import { useSyncExternalStore } from 'react'
import { useOptionalData } from './data-context'
import type { SyncSnapshot } from './sync-engine'

const idle: SyncSnapshot = {
  running: false,
  busy: false,
  pending: 0,
  lastSyncedAt: null,
  error: null,
  refused: null,
}
const noop = () => () => undefined

/**
 * The replication state for the sync indicator; changes waiting (records and job-card media) are counted even
 * before replication starts.
 */
export function useSyncStatus(): SyncSnapshot & { retry: () => void } {
  const data = useOptionalData()
  const engine = data?.engine ?? null
  const snap = useSyncExternalStore(
    engine ? engine.subscribe : noop,
    engine ? engine.snapshot : () => idle,
    () => idle,
  )
  const records = useSyncExternalStore(
    data ? (l: () => void) => data.pending.subscribe(l) : noop,
    () => data?.pending.count() ?? 0,
    () => 0,
  )
  const media = useSyncExternalStore(
    data ? (l: () => void) => data.media.subscribe(l) : noop,
    () => data?.media.count() ?? 0,
    () => 0,
  )
  const pending = records + media
  return { ...snap, pending, retry: () => engine?.retry() }
}
