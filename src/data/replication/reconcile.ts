// Full resync after a long absence: records this device still has but the server no longer knows (deleted
// elsewhere, tombstone purged) are removed here — unless they are this device's own unsent work.
import type { RxCollection } from 'rxdb'
import type { SupabaseClient } from '@/lib/supabase'
import type { SyncedFields } from '@schemas/index'
import type { PendingTracker } from './pending'

const PAGE = 1000

export async function serverIds(client: SupabaseClient, table: string): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from(table)
      .select('id')
      .order('id')
      .range(from, from + PAGE - 1)
    if (error) throw new Error(error.message)
    for (const row of data ?? []) ids.add(String((row as { id: string }).id))
    if (!data || data.length < PAGE) return ids
  }
}

export async function reconcileDeletions<T extends SyncedFields>(
  client: SupabaseClient,
  collection: RxCollection<T>,
  pending: PendingTracker,
  now: () => number = Date.now,
): Promise<number> {
  const onServer = await serverIds(client, collection.name)
  const local = await collection.find().exec()
  const gone = local.filter((d) => !onServer.has(d.primary) && !pending.has(collection.name, d.primary))
  for (const doc of gone) {
    await doc.incrementalModify((current) => {
      const next = { ...current, rev: current.rev + 1, updated_at: now() }
      ;(next as { _deleted?: boolean })._deleted = true
      return next
    })
  }
  return gone.length
}
