import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb'
import { highestIssued } from './issued-numbers'
import { getAppStorage } from './storage'

type Doc = { id: string; number: string }
const schema = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 20 }, number: { type: 'string', maxLength: 24 } },
  required: ['id', 'number'],
  indexes: ['number'],
} as const

let db: RxDatabase<{ docs: RxCollection<Doc> }> | null = null
afterEach(async () => {
  await db?.remove()
  db = null
  vi.restoreAllMocks()
})

async function series(name: string, numbers: string[], deleted: string[] = []) {
  db = await createRxDatabase<{ docs: RxCollection<Doc> }>({
    name,
    storage: getAppStorage() as never,
    multiInstance: false,
  })
  await db.addCollections({ docs: { schema } })
  await db.docs.bulkInsert([...numbers, ...deleted].map((number, i) => ({ id: `d${i}`, number })))
  await db.docs.bulkRemove(deleted.map((_, i) => `d${numbers.length + i}`))
  return db.docs as unknown as RxCollection
}

const n4 = (head: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${head}${String(from + i).padStart(4, '0')}`)

describe('highestIssued', () => {
  it('finds the highest live and deleted number of a series from the top of the index', async () => {
    const docs = await series('issued_a', [...n4('VP/A', 1, 300), 'VP/B0999', 'VP/A12'], ['VP/A0301'])
    const steps = vi.spyOn(IDBCursor.prototype, 'continue')
    expect(await highestIssued(docs, 'number', 'VP/A')).toEqual(['VP/A0300', 'VP/A0301'])
    // Two backward reads of a step or two, not a walk over 300 numbers.
    expect(steps.mock.calls.length).toBeLessThan(6)
    expect(await highestIssued(docs, 'number', 'VP/C')).toEqual([])
  })

  it('looks for five-digit numbers once the series has issued 9999', async () => {
    const docs = await series('issued_b', [...n4('X', 9990, 9999), 'X10000', 'X10001', 'X12'])
    expect(await highestIssued(docs, 'number', 'X')).toEqual(['X10001', 'X9999'])
  })
})
