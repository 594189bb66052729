// Every local write of a replicated document goes through here: it stamps `rev` (+1 per write, the server's
// concurrency check), `updated_at`, and marks the change as waiting for the server. A write costs one IndexedDB
// transaction: the waiting mark is taken in memory before the write lands and stored after it, coalesced with
// the marks of other writes (pending.ts), so an edit does not wait for a second transaction. Many records
// (imports, data migrations) go through the bulk functions, one transaction for all.
import type { RxCollection } from 'rxdb'
import { deriveFields, type SyncedFields } from '@schemas/index'
import type { PendingTracker } from './replication/pending'

/** What every replicated document carries besides its key (`id`, or `user_id` for the settings). */
export type Stamped = Omit<SyncedFields, 'id'>

/** A new record as a module gives it: the stamps and the derived fields (list keys) are added here. */
export type NewRecord<T extends Stamped> = Omit<T, keyof SyncedFields | 'list_key'> & { id?: string }

/** The document's key under its collection's primary key. */
const keyOf = (collection: RxCollection, doc: unknown): string =>
  String((doc as Record<string, unknown>)[collection.schema.primaryPath])

export function newId(): string {
  return globalThis.crypto.randomUUID()
}

export type Writer = {
  pending: PendingTracker
  now?: () => number
  /** Who is writing: recorded as created_by / updated_by on business records (the server checks it). */
  userId?: string
}

/** Who-did-what fields for a write, on collections that carry them (not the settings). */
function authorship(collection: RxCollection, w: Writer, creating: boolean): Record<string, string> {
  const props = (collection.schema.jsonSchema as { properties: Record<string, unknown> }).properties
  if (!w.userId || !('updated_by' in props)) return {}
  return creating ? { created_by: w.userId, updated_by: w.userId } : { updated_by: w.userId }
}

export async function insertRecords<T extends Stamped>(
  collection: RxCollection<T>,
  rows: readonly NewRecord<T>[],
  w: Writer,
): Promise<T[]> {
  const at = (w.now ?? Date.now)()
  // Only a generated key is made here; a collection keyed otherwise (settings by user_id) brings its own.
  const generated = collection.schema.primaryPath === 'id'
  const docs = rows.map((r) => {
    const doc: Record<string, unknown> = {
      ...r,
      ...authorship(collection as RxCollection, w, true),
      rev: 1,
      created_at: at,
      updated_at: at,
    }
    if (generated) doc.id = r.id ?? newId()
    return { ...doc, ...deriveFields(collection.name, doc) } as unknown as T
  })
  const refs = docs.map((d) => ({ id: keyOf(collection as RxCollection, d), rev: 1 }))
  // A refused insert must not settle the mark of the write that got there first (two writers of one derived
  // key, say the default settings and the user's first save): only the marks this call made are taken back.
  const markedBefore = new Set(refs.filter((r) => w.pending.has(collection.name, r.id)).map((r) => r.id))
  // Marked before the write lands (a push may start the moment it does); stored in the background.
  void w.pending.mark(collection.name, refs)
  const result = await collection.bulkInsert(docs)
  if (result.error.length > 0) {
    await w.pending.settle(
      collection.name,
      result.error.filter((e) => !markedBefore.has(e.documentId)).map((e) => ({ id: e.documentId, rev: 1 })),
    )
    throw new Error(`Could not save ${result.error.length} of ${docs.length} records`, {
      cause: result.error,
    })
  }
  return docs
}

export async function insertRecord<T extends Stamped>(
  collection: RxCollection<T>,
  row: NewRecord<T>,
  w: Writer,
): Promise<T> {
  const [doc] = await insertRecords(collection, [row], w)
  return doc as T
}

export class RecordMissingError extends Error {
  constructor(readonly id: string) {
    super(`Record ${id} no longer exists`)
    this.name = 'RecordMissingError'
  }
}

/** The next state of a record: `change` applied to the current one, stamped, and marked as waiting (in memory
 * before the write lands, since a push may start the moment it does and must find the mark to settle; stored
 * in the background). */
function stamp<T extends Stamped>(
  collection: RxCollection<T>,
  change: (current: T) => Partial<T>,
  w: Writer,
): (current: T) => T {
  const key = collection.schema.primaryPath as string
  return (plain) => {
    const id = String((plain as Record<string, unknown>)[key])
    void w.pending.mark(collection.name, [{ id, rev: plain.rev + 1 }])
    const next: Record<string, unknown> = { ...plain, ...change(plain) }
    // A field set to undefined is cleared (the server stores NULL, which pulls back as an absent field).
    for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k]
    return {
      ...next,
      ...deriveFields(collection.name, next),
      [key]: id,
      ...authorship(collection as RxCollection, w, false),
      rev: plain.rev + 1,
      updated_at: (w.now ?? Date.now)(),
    } as T
  }
}

/** Applies `change` to the latest stored state (it may be called again if another write got in first). */
export async function updateRecord<T extends Stamped>(
  collection: RxCollection<T>,
  id: string,
  change: (current: T) => Partial<T>,
  w: Writer,
): Promise<T> {
  const doc = await collection.findOne(id).exec()
  if (!doc) throw new RecordMissingError(id)
  const updated = await doc.incrementalModify(stamp(collection, change, w))
  return updated.toMutableJSON() as T
}

/**
 * The bulk path for imports and data migrations: `change` applied to many records, read in one go and written
 * in one transaction (RxDB's write queue takes every change queued together as one bulk write, and writes
 * again only the records another write got to first). Ids that no longer exist are returned as `missing`.
 */
export async function updateRecords<T extends Stamped>(
  collection: RxCollection<T>,
  ids: readonly string[],
  change: (current: T) => Partial<T>,
  w: Writer,
): Promise<{ updated: T[]; missing: string[] }> {
  const found = await collection.findByIds([...ids]).exec()
  const missing = ids.filter((id) => !found.has(id))
  const modify = stamp(collection, change, w)
  const docs = await Promise.all([...found.values()].map((doc) => doc.incrementalModify(modify)))
  return { updated: docs.map((d) => d.toMutableJSON() as T), missing }
}

/** Soft delete: the tombstone replicates, and is purged after the retention window. */
export async function removeRecord<T extends Stamped>(
  collection: RxCollection<T>,
  id: string,
  w: Writer,
): Promise<void> {
  const doc = await collection.findOne(id).exec()
  if (!doc) return
  // One write: the tombstone carries the next rev, as the server's concurrency check expects.
  await doc.incrementalModify((current) => {
    const rev = (current as T).rev + 1
    void w.pending.mark(collection.name, [{ id, rev }])
    const next = {
      ...current,
      ...authorship(collection as RxCollection, w, false),
      rev,
      updated_at: (w.now ?? Date.now)(),
    }
    ;(next as { _deleted?: boolean })._deleted = true
    return next
  })
}
