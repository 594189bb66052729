// Every local write of a replicated document goes through here: it stamps `rev` (+1 per write, the server's
// concurrency check), `updated_at`, and marks the change as waiting for the server.
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

export type Writer = { pending: PendingTracker; now?: () => number }

export async function insertRecords<T extends Stamped>(
  collection: RxCollection<T>,
  rows: readonly NewRecord<T>[],
  w: Writer,
): Promise<T[]> {
  const at = (w.now ?? Date.now)()
  // Only a generated key is made here; a collection keyed otherwise (settings by user_id) brings its own.
  const generated = collection.schema.primaryPath === 'id'
  const docs = rows.map((r) => {
    const doc: Record<string, unknown> = { ...r, rev: 1, created_at: at, updated_at: at }
    if (generated) doc.id = r.id ?? newId()
    return { ...doc, ...deriveFields(collection.name, doc) } as unknown as T
  })
  await w.pending.mark(
    collection.name,
    docs.map((d) => ({ id: keyOf(collection as RxCollection, d), rev: 1 })),
  )
  const result = await collection.bulkInsert(docs)
  if (result.error.length > 0) {
    await w.pending.settle(
      collection.name,
      result.error.map((e) => ({ id: e.documentId, rev: 1 })),
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

/** Applies `change` to the latest stored state (it may be called again if another write got in first). */
export async function updateRecord<T extends Stamped>(
  collection: RxCollection<T>,
  id: string,
  change: (current: T) => Partial<T>,
  w: Writer,
): Promise<T> {
  const doc = await collection.findOne(id).exec()
  if (!doc) throw new RecordMissingError(id)
  let marked: Promise<unknown> = Promise.resolve()
  const updated = await doc.incrementalModify((current) => {
    const plain = current as T
    // Marked before the write lands: a push may start the moment it does and must find the mark to settle.
    marked = w.pending.mark(collection.name, [{ id, rev: plain.rev + 1 }])
    const next: Record<string, unknown> = { ...plain, ...change(plain) }
    // A field set to undefined is cleared (the server stores NULL, which pulls back as an absent field).
    for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k]
    const key = collection.schema.primaryPath as string
    return {
      ...next,
      ...deriveFields(collection.name, next),
      [key]: (plain as Record<string, unknown>)[key],
      rev: plain.rev + 1,
      updated_at: (w.now ?? Date.now)(),
    } as T
  })
  await marked
  return updated.toMutableJSON() as T
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
  let marked: Promise<unknown> = Promise.resolve()
  await doc.incrementalModify((current) => {
    const rev = (current as T).rev + 1
    marked = w.pending.mark(collection.name, [{ id, rev }])
    const next = { ...current, rev, updated_at: (w.now ?? Date.now)() }
    ;(next as { _deleted?: boolean })._deleted = true
    return next
  })
  await marked
}
