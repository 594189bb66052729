import { getRxStorageMemory } from 'rxdb/plugins/storage-memory'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type AppDatabase } from '../database'
import { PendingTracker } from './pending'

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
})
