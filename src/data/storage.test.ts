import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createRxDatabase,
  getChangedDocumentsSince,
  type MangoQuery,
  type RxCollection,
  type RxDatabase,
} from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { getAppStorage } from './storage'

// The same documents in RxDB's own Dexie storage and in ours: every query must return the same rows in the
// same order, whichever way ours reads them.
type Item = { id: string; status: string; rank: number; note: string }
const schema = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    status: { type: 'string', maxLength: 10 },
    rank: { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
    note: { type: 'string' },
  },
  required: ['id', 'status', 'rank', 'note'],
  indexes: [['status', 'rank'], 'rank'],
} as const

type Db = RxDatabase<{ items: RxCollection<Item> }>
let ours: Db
let theirs: Db

async function open(name: string, storage: unknown): Promise<Db> {
  const db = await createRxDatabase<{ items: RxCollection<Item> }>({
    name,
    storage: storage as never,
    multiInstance: false,
  })
  await db.addCollections({ items: { schema } })
  return db
}

beforeAll(async () => {
  ours = await open('storage_ours', getAppStorage())
  theirs = await open('storage_theirs', getRxStorageDexie())
  let seed = 7
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648)
  const items: Item[] = Array.from({ length: 600 }, (_, i) => ({
    id: `item${String(i).padStart(4, '0')}`,
    status: ['open', 'ready', 'closed'][next() % 3] as string,
    rank: next() % 5000,
    // "rare" on one item in sixty: a filter the index cannot answer, with few matches.
    note: next() % 60 === 0 ? 'rare' : 'common',
  }))
  for (const db of [ours, theirs]) {
    await db.items.bulkInsert(items)
    // Deleted documents stay in the index with _deleted set; no query may return them.
    await db.items.bulkRemove(items.filter((_, i) => i % 7 === 0).map((it) => it.id))
  }
})

afterAll(async () => {
  await ours.remove()
  await theirs.remove()
})

afterEach(() => vi.restoreAllMocks())

const ids = (docs: { id: string }[]) => docs.map((d) => d.id)

describe('app storage: Dexie with index reads for ordered queries', () => {
  it('answers a list page from one getAll, with the rows the cursor gives', async () => {
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll')
    const cursor = vi.spyOn(IDBIndex.prototype, 'openCursor')
    for (const [status, from] of [
      ['open', 0],
      ['ready', 2500],
      ['closed', 4990],
      ['none', 0],
    ] as const) {
      const query: MangoQuery<Item> = {
        selector: { status, rank: { $gte: from } },
        sort: [{ status: 'asc' }, { rank: 'asc' }],
        index: ['status', 'rank'],
        limit: 25,
      }
      const got = ids(await ours.items.find(query).exec())
      expect(got).toEqual(ids(await theirs.items.find(query).exec()))
      if (status !== 'none' && from < 4990) expect(got).toHaveLength(25)
    }
    // Four queries on our side, none of them by cursor (the other database's cursors are the reference).
    expect(getAll).toHaveBeenCalledTimes(4)
    expect(cursor.mock.calls.length).toBe(4)
  })

  it('filters what the index cannot, and falls back to the cursor when spare rows do not fill the page', async () => {
    const cursor = vi.spyOn(IDBIndex.prototype, 'openCursor')
    const common = { selector: { note: 'common' }, sort: [{ rank: 'asc' as const }], limit: 10 }
    expect(ids(await ours.items.find(common).exec())).toEqual(ids(await theirs.items.find(common).exec()))
    expect(cursor).toHaveBeenCalledTimes(1)
    cursor.mockClear()
    const rare = { selector: { note: 'rare' }, sort: [{ rank: 'asc' as const }], limit: 5 }
    const got = ids(await ours.items.find(rare).exec())
    expect(got).toEqual(ids(await theirs.items.find(rare).exec()))
    expect(got.length).toBeGreaterThan(0)
    expect(cursor).toHaveBeenCalledTimes(2)
  })

  it('reads a whole index range at once when there is no limit, filtering what the index cannot', async () => {
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll')
    const cursor = vi.spyOn(IDBIndex.prototype, 'openCursor')
    const range: MangoQuery<Item> = {
      selector: { status: 'open', rank: { $gte: 100 } },
      sort: [{ status: 'asc' }, { rank: 'asc' }],
      index: ['status', 'rank'],
    }
    const filtered: MangoQuery<Item> = { ...range, selector: { ...range.selector, note: 'rare' } }
    for (const query of [range, filtered]) {
      const got = ids(await ours.items.find(query).exec())
      expect(got).toEqual(ids(await theirs.items.find(query).exec()))
      expect(got.length).toBeGreaterThan(0)
    }
    expect(getAll).toHaveBeenCalledTimes(2)
    // The other database's cursors only: ours read none.
    expect(cursor).toHaveBeenCalledTimes(2)
  })

  it('walks the index backwards for a page ordered by one field descending, ties in key order', async () => {
    const steps = vi.spyOn(IDBCursor.prototype, 'continue')
    for (const [status, limit, note] of [
      ['open', 1, undefined],
      ['ready', 5, undefined],
      ['closed', 25, undefined],
      ['open', 3, 'rare'],
      ['none', 2, undefined],
    ] as const) {
      const query: MangoQuery<Item> = {
        selector: { status, ...(note ? { note } : {}) },
        sort: [{ rank: 'desc' }],
        index: ['status', 'rank'],
        limit,
      }
      expect(ids(await ours.items.find(query).exec()), `${status} ${limit}`).toEqual(
        ids(await theirs.items.find(query).exec()),
      )
    }
    // Ties: many items share a rank once only ranks are compared.
    const tied: MangoQuery<Item> = { selector: { rank: { $lt: 3 } }, sort: [{ rank: 'desc' }], limit: 3 }
    expect(ids(await ours.items.find(tied).exec())).toEqual(ids(await theirs.items.find(tied).exec()))
    steps.mockClear()
    await ours.items.find({ selector: { status: 'open' }, sort: [{ rank: 'desc' }], limit: 1 }).exec()
    // The top of the range, not its 200 rows.
    expect(steps.mock.calls.length).toBeLessThan(5)
  })

  it('keeps skip, no limit and the replication’s changes-since reads equal to the cursor', async () => {
    const skip = { selector: { status: 'open' }, sort: [{ rank: 'asc' as const }], skip: 3, limit: 8 }
    expect(ids(await ours.items.find(skip).exec())).toEqual(ids(await theirs.items.find(skip).exec()))
    const all = { selector: { status: 'ready' }, sort: [{ rank: 'asc' as const }] }
    expect(ids(await ours.items.find(all).exec())).toEqual(ids(await theirs.items.find(all).exec()))
    let a = await getChangedDocumentsSince(ours.items.storageInstance, 50, undefined)
    let b = await getChangedDocumentsSince(theirs.items.storageInstance, 50, undefined)
    let pages = 0
    while (a.documents.length > 0) {
      expect(ids(a.documents)).toEqual(ids(b.documents))
      a = await getChangedDocumentsSince(ours.items.storageInstance, 50, a.checkpoint)
      b = await getChangedDocumentsSince(theirs.items.storageInstance, 50, b.checkpoint)
      pages += 1
    }
    expect(b.documents).toHaveLength(0)
    expect(pages).toBe(12)
  })
  it('reads the changes since a checkpoint inside one bulk write from the checkpoint, not by cursor', async () => {
    // One bulk write gives its documents one lwt: the checkpoint falls in the middle of them.
    const burst: Item[] = Array.from({ length: 300 }, (_, i) => ({
      id: `burst${String(i).padStart(4, '0')}`,
      status: 'open',
      rank: i,
      note: 'common',
    }))
    for (const db of [ours, theirs]) await db.items.bulkInsert(burst)
    let a = await getChangedDocumentsSince(ours.items.storageInstance, 1000, undefined)
    let b = await getChangedDocumentsSince(theirs.items.storageInstance, 1000, undefined)
    // Up to the middle of the burst: the next read starts inside the lwt the burst shares.
    const mid = a.documents.findIndex((d) => d.id === 'burst0150')
    expect(mid).toBeGreaterThan(0)
    const cp = (docs: typeof a.documents, i: number) => ({ id: docs[i]!.id, lwt: docs[i]!._meta.lwt })
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll')
    const cursor = vi.spyOn(IDBIndex.prototype, 'openCursor')
    a = await getChangedDocumentsSince(ours.items.storageInstance, 100, cp(a.documents, mid))
    expect([getAll.mock.calls.length, cursor.mock.calls.length]).toEqual([1, 0])
    b = await getChangedDocumentsSince(theirs.items.storageInstance, 100, cp(b.documents, mid))
    expect(ids(a.documents)).toEqual(ids(b.documents))
    expect(a.documents[0]?.id).toBe('burst0151')
    expect(a.documents).toHaveLength(100)
  })
})

describe('app storage: documents read by index are what RxDB would give', () => {
  it('turns boolean indexes back into booleans, and keys RxDB stored for a pipe back into the pipe', async () => {
    type Flag = { id: string; done: boolean; rank: number; tags: Record<string, string> }
    const flagSchema = {
      version: 0,
      primaryKey: 'id',
      type: 'object',
      properties: {
        id: { type: 'string', maxLength: 20 },
        done: { type: 'boolean' },
        rank: { type: 'number', minimum: 0, maximum: 1000, multipleOf: 1 },
        tags: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['id', 'done', 'rank', 'tags'],
      indexes: [['done', 'rank']],
    } as const
    const made: RxDatabase<{ flags: RxCollection<Flag> }>[] = []
    for (const [name, storage] of [
      ['flags_ours', getAppStorage()],
      ['flags_theirs', getRxStorageDexie()],
    ] as const) {
      const db = await createRxDatabase<{ flags: RxCollection<Flag> }>({
        name,
        storage: storage as never,
        multiInstance: false,
      })
      await db.addCollections({ flags: { schema: flagSchema } })
      await db.flags.bulkInsert([
        { id: 'a', done: true, rank: 2, tags: { plain: 'x' } },
        { id: 'b', done: false, rank: 1, tags: { '|pipe': 'y', nested: 'z' } },
        { id: 'c', done: true, rank: 1, tags: {} },
      ])
      made.push(db)
    }
    const [mine, reference] = made as [
      RxDatabase<{ flags: RxCollection<Flag> }>,
      RxDatabase<{ flags: RxCollection<Flag> }>,
    ]
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll')
    for (const done of [true, false]) {
      const query: MangoQuery<Flag> = {
        selector: { done },
        sort: [{ done: 'asc' }, { rank: 'asc' }],
        index: ['done', 'rank'],
      }
      const got = (await mine.flags.find(query).exec()).map((d) => d.toJSON())
      expect(got).toEqual((await reference.flags.find(query).exec()).map((d) => d.toJSON()))
      expect(got.every((d) => d.done === done)).toBe(true)
    }
    expect(getAll).toHaveBeenCalled()
    const b = await mine.flags
      .find({ selector: { done: false }, sort: [{ done: 'asc' }, { rank: 'asc' }] })
      .exec()
    expect(b[0]?.toJSON().tags).toEqual({ '|pipe': 'y', nested: 'z' })
    await mine.remove()
    await reference.remove()
  })
})
