// The app's RxDB storage: RxDB's Dexie storage with one change to how it answers an ordered query. RxDB walks
// an IndexedDB cursor for every query, and in Chromium each step of a cursor is a round trip to the browser
// process: a list of 50 job cards cost ~13 ms that way against ~3 ms for one `getAll` with a count (what raw
// Dexie does), and a party's 5,000 vouchers twice what raw Dexie takes. When the index gives the order,
// `getAll(range, limit)` returns exactly the rows the cursor would have (all of the range without a limit);
// with a selector the index cannot satisfy, a few spare rows are read and, if even they do not fill the limit,
// the query falls back to the cursor (without a limit the whole range is read and filtered). The replication's changes-since query is read
// from its exact checkpoint (changesSince). Reads of many documents by id go through
// `keyProbe` (key-probe.ts). A page ordered by one field descending walks the index backwards
// (readDescending). Documents read by index skip RxDB's deep copy (toStorage). Everything else is RxDB's own
// code.
import type {
  PreparedQuery,
  RxDocumentData,
  RxStorage,
  RxStorageInstance,
  RxStorageInstanceCreationParams,
} from 'rxdb'
import { getQueryMatcher } from 'rxdb'
import {
  DEXIE_DOCS_TABLE_NAME,
  dexieReplaceIfStartsWithPipe,
  fromDexieToStorage,
  getKeyRangeByQueryPlan,
  getRxStorageDexie,
  type RxStorageInstanceDexie,
} from 'rxdb/plugins/storage-dexie'
import { keyProbe } from './key-probe'

/** Rows read beyond the limit when a selector filters what the index returns (the changes-since query). */
const SPARE_ROWS = 16

type Query<T> = PreparedQuery<T>
type QueryResult<T> = { documents: RxDocumentData<T>[] }

/**
 * The checkpoint of RxDB's changes-since query (rx-storage-helper's getChangedDocumentsSinceQuery, which every
 * replication's push side runs): `$or: [{lwt > X}, {lwt = X, key > Y}]` ordered by lwt and key. Its plan starts
 * the ['_meta.lwt', key] range at X only, but the documents of one bulk write share their lwt (a page of a pull
 * is thousands), so the range opened with every document of that write the checkpoint had passed: no spare
 * rows covered them, and each such read fell back to the cursor, a round trip per row (1–2.5 s in a pull of
 * 10,000, 0.2–0.45 s in a push of 1,000). Read from just after (X, Y) instead: every row then matches.
 */
function changesSince<T>(query: Query<T>['query'], key: string): { lwt: number; id: string } | null {
  const sel = query.selector as Record<string, unknown> | undefined
  if (!sel || Object.keys(sel).sort().join() !== '$or,_meta.lwt') return null
  const or = sel.$or as Record<string, Record<string, unknown> | undefined>[] | undefined
  const sort = (query.sort ?? []) as Record<string, unknown>[]
  if (!Array.isArray(or) || or.length !== 2 || sort.length !== 2) return null
  if (sort[0]?.['_meta.lwt'] !== 'asc' || sort[1]?.[key] !== 'asc') return null
  const [later, same] = or
  const lwt = later?.['_meta.lwt']?.$gt
  const id = same?.[key]?.$gt
  if (typeof lwt !== 'number' || same?.['_meta.lwt']?.$eq !== lwt || typeof id !== 'string') return null
  if (Object.keys(later ?? {}).length !== 1 || Object.keys(same ?? {}).length !== 2) return null
  return { lwt, id }
}

/** Whether a stored document has a key RxDB wrote for one beginning with a pipe (it stores `|a` as `__a`). */
function hasPipeKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return value.some(hasPipeKey)
  for (const key in value) {
    if (key.startsWith('__') || hasPipeKey((value as Record<string, unknown>)[key])) return true
  }
  return false
}

/**
 * A document as read to what RxDB expects, as fromDexieToStorage does, without its deep copy: that copies
 * every object key by key to turn `__` keys back into `|` keys, which none of ours has, and was a third of a
 * party's ledger (70 of 220 ms for 5,000 vouchers). The object is fresh from IndexedDB and ours alone, so the
 * boolean indexes (stored as '0'/'1') are turned back in place; a document with such a key takes RxDB's way.
 */
function toStorage<T>(booleanIndexes: string[], doc: unknown): RxDocumentData<T> {
  if (hasPipeKey(doc)) return fromDexieToStorage<T>(booleanIndexes, doc)
  for (const path of booleanIndexes) {
    const keys = path.split('.')
    let at = doc as Record<string, unknown> | undefined
    for (const key of keys.slice(0, -1)) at = at?.[key] as Record<string, unknown> | undefined
    const last = keys.at(-1)!
    if (at && typeof at === 'object') at[last] = at[last] === '1'
  }
  return doc as RxDocumentData<T>
}

/** `getAll` over the plan's index range, or null when the cursor must answer. */
async function readByIndex<T>(
  instance: RxStorageInstanceDexie<T>,
  prepared: Query<T>,
): Promise<QueryResult<T> | null> {
  const { query, queryPlan } = prepared
  if (!queryPlan.sortSatisfiedByIndex || query.skip) return null
  // No limit (a party's whole ledger, a month of the day book): every row of the range, read at once.
  const limit = typeof query.limit === 'number' && query.limit > 0 ? query.limit : undefined
  const state = await instance.internals
  const key = instance.primaryPath as string
  const onLwt =
    queryPlan.index.length === 2 && queryPlan.index[0] === '_meta.lwt' && queryPlan.index[1] === key
  const since = onLwt ? changesSince(query, key) : null
  const matcher = queryPlan.selectorSatisfiedByIndex || since ? null : getQueryMatcher(instance.schema, query)
  let range: IDBKeyRange
  try {
    range = since
      ? (state.dexieDb._options.IDBKeyRange ?? IDBKeyRange).lowerBound([since.lwt, since.id], true)
      : getKeyRangeByQueryPlan(state.booleanIndexes, queryPlan, state.dexieDb._options.IDBKeyRange)
  } catch {
    return null
  }
  const want = limit === undefined ? undefined : matcher ? limit + SPARE_ROWS : limit
  const indexName = `[${queryPlan.index.map((f: string) => dexieReplaceIfStartsWithPipe(f)).join('+')}]`
  const raw = await state.dexieDb.transaction('r', state.dexieTable, (tx) => {
    const request = tx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME).index(indexName).getAll(range, want)
    return new Promise<unknown[]>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result as unknown[])
      request.onerror = () => reject(request.error ?? new Error('getAll failed'))
    })
  })
  const docs = raw.map((d) => toStorage<T>(state.booleanIndexes, d))
  if (!matcher) return { documents: docs }
  const matched = docs.filter((d) => matcher(d))
  if (limit === undefined) return { documents: matched }
  // Fewer matches than asked for, with more rows left in the range: only the cursor knows the rest.
  if (matched.length < limit && raw.length === want) return null
  return { documents: matched.slice(0, limit) }
}

/**
 * A page ordered by one indexed field descending (RxDB adds the primary key ascending), as the highest number
 * of a series asks. RxDB's plan says the index does not give that order, so its cursor read every row of the
 * range and sorted them: 260 ms for the highest of 1,000 invoices. Read backwards, the index gives it: walk
 * from the top, keep the rows the selector matches, and stop once the page is full and the field has moved
 * on, so rows that tie on the field still come out in primary-key order.
 */
async function readDescending<T>(
  instance: RxStorageInstanceDexie<T>,
  prepared: Query<T>,
): Promise<QueryResult<T> | null> {
  const { query, queryPlan } = prepared
  const limit = query.limit
  if (typeof limit !== 'number' || limit <= 0 || query.skip) return null
  const key = instance.primaryPath as string
  const sort = (query.sort ?? []) as Record<string, unknown>[]
  const [field, direction] = Object.entries(sort[0] ?? {})[0] ?? []
  if (sort.length !== 2 || direction !== 'desc' || !field || sort[1]?.[key] !== 'asc') return null
  const index = queryPlan.index
  if (index.length < 2 || index.at(-1) !== key || index.at(-2) !== field || field.includes('.')) return null
  // Every field before it must be fixed by the selector, or the backward walk would not follow the field.
  for (let i = 0; i < index.length - 2; i += 1) {
    if (queryPlan.startKeys[i] !== queryPlan.endKeys[i]) return null
  }
  const state = await instance.internals
  let range: IDBKeyRange
  try {
    range = getKeyRangeByQueryPlan(state.booleanIndexes, queryPlan, state.dexieDb._options.IDBKeyRange)
  } catch {
    return null
  }
  const matcher = getQueryMatcher(instance.schema, query)
  const indexName = `[${index.map((f: string) => dexieReplaceIfStartsWithPipe(f)).join('+')}]`
  const valueOf = (d: RxDocumentData<T>) => (d as Record<string, unknown>)[field]
  const rows = await state.dexieDb.transaction('r', state.dexieTable, (tx) => {
    const request = tx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME).index(indexName).openCursor(range, 'prev')
    return new Promise<RxDocumentData<T>[]>((resolve, reject) => {
      const out: RxDocumentData<T>[] = []
      request.onerror = () => reject(request.error ?? new Error('cursor failed'))
      request.onsuccess = () => {
        const cursor = request.result
        if (!cursor) return resolve(out)
        const doc = toStorage<T>(state.booleanIndexes, cursor.value)
        if (out.length >= limit && valueOf(doc) !== valueOf(out.at(-1)!)) return resolve(out)
        if (matcher(doc)) out.push(doc)
        cursor.continue()
      }
    })
  })
  const id = (d: RxDocumentData<T>) => String((d as Record<string, unknown>)[key])
  // Backwards, ties came out in descending key order; the query asks ascending.
  rows.sort((a, b) => {
    const [x, y] = [valueOf(a) as string | number, valueOf(b) as string | number]
    return x === y ? (id(a) < id(b) ? -1 : 1) : x < y ? 1 : -1
  })
  return { documents: rows.slice(0, limit) }
}

function withIndexReads<T>(instance: RxStorageInstanceDexie<T>): RxStorageInstanceDexie<T> {
  const cursorQuery = instance.query.bind(instance)
  instance.query = async (prepared) =>
    (await readByIndex(instance, prepared)) ??
    (await readDescending(instance, prepared)) ??
    cursorQuery(prepared)
  return instance
}

export function getAppStorage(): RxStorage<unknown, unknown> {
  const dexie = getRxStorageDexie({
    onCreate: (db) => {
      db.use(keyProbe)
    },
  })
  return {
    name: dexie.name,
    rxdbVersion: dexie.rxdbVersion,
    async createStorageInstance<T>(params: RxStorageInstanceCreationParams<T, unknown>) {
      const instance = await dexie.createStorageInstance<T>(params as never)
      return withIndexReads(instance as RxStorageInstanceDexie<T>) as unknown as RxStorageInstance<
        T,
        unknown,
        unknown
      >
    },
  }
}
