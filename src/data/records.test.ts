import { afterEach, describe, expect, it } from 'vitest'
import type { Party } from '@schemas/index'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import type { AppDatabase } from './database'
import { insertRecords, updateRecord, updateRecords, type NewRecord } from './records'
import { PendingTracker } from './replication/pending'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

async function open(name: string) {
  t = await openTestDatabase(name, { now: () => 1_000 })
  return { db: t.db, pending: t.pending, w: t.writer }
}

const party = (i: number): NewRecord<Party> => ({
  kind: 'customer',
  name: `Customer ${i}`,
  name_key: `customer ${i}`,
  opening_balance: 0,
})

/** Counts the storage writes of a collection (each is one IndexedDB transaction on the app's storage). */
function countWrites(collection: AppDatabase['parties']): () => number {
  const instance = collection.storageInstance
  const bulkWrite = instance.bulkWrite.bind(instance)
  let writes = 0
  instance.bulkWrite = (rows, context) => {
    writes += 1
    return bulkWrite(rows, context)
  }
  return () => writes
}

describe('records', () => {
  it('updates many records in one bulk write, stamps each and marks each as waiting', async () => {
    const { db, pending, w } = await open('records-bulk')
    const docs = await insertRecords(
      db.parties,
      Array.from({ length: 50 }, (_, i) => party(i)),
      w,
    )
    await pending.settle(
      'parties',
      docs.map((d) => ({ id: d.id, rev: 1 })),
    )
    const writes = countWrites(db.parties)
    const ids = docs.map((d) => d.id)
    const res = await updateRecords(
      db.parties,
      [...ids, 'gone'],
      (cur) => ({ name: `${cur.name} (moved)` }),
      {
        ...w,
        now: () => 2_000,
      },
    )
    expect(res.missing).toEqual(['gone'])
    expect(res.updated).toHaveLength(50)
    // RxDB's write queue runs the first change alone and every change queued behind it together.
    expect(writes()).toBeLessThanOrEqual(2)
    const stored = await db.parties.findByIds(ids).exec()
    for (const d of stored.values()) {
      expect([d.rev, d.updated_at, d.name.endsWith('(moved)')]).toEqual([2, 2_000, true])
      expect(pending.has('parties', d.id)).toBe(true)
    }
    expect(pending.count('parties')).toBe(50)
  })

  it("an insert refused because the key exists takes back only its own mark, never the first writer's", async () => {
    const { db, pending, w } = await open('records-same-key')
    const [first] = await insertRecords(db.parties, [{ ...party(1), id: 'p-same' }], w)
    expect(pending.has('parties', first!.id)).toBe(true)
    await expect(insertRecords(db.parties, [{ ...party(2), id: 'p-same' }], w)).rejects.toThrow(
      'Could not save 1 of 1 records',
    )
    // The first write still waits to be pushed.
    expect(pending.has('parties', 'p-same')).toBe(true)
    // A refused insert of a key that was not waiting leaves no mark behind.
    await pending.settle('parties', [{ id: 'p-same', rev: 1 }])
    await expect(insertRecords(db.parties, [{ ...party(3), id: 'p-same' }], w)).rejects.toThrow()
    expect(pending.has('parties', 'p-same')).toBe(false)
  })

  it('a single edit is one write; its waiting mark is stored after it and survives a reopen', async () => {
    const { db, pending, w } = await open('records-one')
    const [doc] = await insertRecords(db.parties, [party(1)], w)
    await pending.flush()
    const writes = countWrites(db.parties)
    const updated = await updateRecord(db.parties, doc!.id, () => ({ name: 'Renamed' }), w)
    expect([updated.rev, updated.name, writes()]).toEqual([2, 'Renamed', 1])
    expect(pending.has('parties', doc!.id)).toBe(true)
    await pending.flush()
    pending.close()
    const again = new PendingTracker(db)
    await again.load()
    expect(again.has('parties', doc!.id)).toBe(true)
    again.close()
  })
})
