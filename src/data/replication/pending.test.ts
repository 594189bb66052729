import { getRxStorageMemory } from 'rxdb/plugins/storage-memory'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type AppDatabase } from '../database'
import { PendingTracker, WRITE_GAP_MS } from './pending'

let db: AppDatabase | null = null
afterEach(async () => {
  await db?.remove()
  db = null
})

async function open(name: string) {
  db = await openDatabase(name, { storage: getRxStorageMemory(), multiInstance: false })
  const t = new PendingTracker(db)
  await t.load()
  return t
}

describe('PendingTracker', () => {
  it('counts marks, settles by rev, and keeps a later edit waiting', async () => {
    const t = await open('pending-a')
    await t.mark('parties', [
      { id: 'a', rev: 1 },
      { id: 'b', rev: 1 },
    ])
    await t.mark('bookings', [{ id: 'a', rev: 3 }])
    expect([t.count(), t.count('parties'), t.has('bookings', 'a')]).toEqual([3, 2, true])
    // A push of rev 1 settles rev 1 but not an edit made since (rev 2).
    await t.mark('parties', [{ id: 'a', rev: 2 }])
    await t.settle('parties', [
      { id: 'a', rev: 1 },
      { id: 'b', rev: 1 },
    ])
    expect([t.has('parties', 'a'), t.has('parties', 'b')]).toEqual([true, false])
  })

  it('stores a burst of marks in few writes, and the last state survives a reopen', async () => {
    const t = await open('pending-b')
    const writes: Promise<unknown>[] = []
    for (let i = 0; i < 500; i++) writes.push(t.mark('job_cards', [{ id: `j${i}`, rev: 1 }]))
    await Promise.all(writes)
    await t.settle('job_cards', [{ id: 'j0', rev: 1 }])
    await t.flush()
    t.close()
    const again = new PendingTracker(db!)
    await again.load()
    expect(again.count()).toBe(499)
    expect(again.has('job_cards', 'j0')).toBe(false)
    again.close()
  })

  it('writes a stream of marks at most once per gap, and flush stores at once', async () => {
    const t = await open('pending-c')
    const local = db!
    const upsert = local.upsertLocal.bind(local)
    let writes = 0
    local.upsertLocal = ((...args: Parameters<typeof upsert>) => {
      writes += 1
      return upsert(...args)
    }) as typeof local.upsertLocal
    const start = performance.now()
    // Edits one after another, none waiting for its mark to be stored (records.ts).
    for (let i = 0; i < 40; i++) {
      void t.mark('job_cards', [{ id: `j${i}`, rev: 1 }])
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const flushed = performance.now()
    await t.flush()
    // flush does not wait for the gap.
    expect(performance.now() - flushed).toBeLessThan(WRITE_GAP_MS)
    expect(writes).toBeLessThanOrEqual(Math.ceil((flushed - start) / WRITE_GAP_MS) + 2)
    t.close()
    const again = new PendingTracker(local)
    await again.load()
    expect(again.count()).toBe(40)
    again.close()
  })
})
