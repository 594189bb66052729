// The database's parts-stock store (parts-stock-store.ts), made on first use and kept for the database's life,
// and the hook every screen reads it through. The first read goes to the storage directly by the (type,
// list_key) index: an RxQuery would build an RxDocument and a deep copy of each of 100,000 moves' vouchers.
import { useSyncExternalStore } from 'react'
import { normalizeMangoQuery, prepareQuery, type RxJsonSchema } from 'rxdb'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { useData } from '@/data/data-context'
import {
  PartsStockStore,
  STOCK_VOUCHER_TYPES,
  type OpeningPart,
  type PartsStockSnapshot,
} from './parts-stock-store'

async function readStockDocuments(db: AppDatabase): Promise<{ vouchers: Voucher[]; parts: OpeningPart[] }> {
  const vSchema = db.vouchers.schema.jsonSchema as RxJsonSchema<never>
  const vq = normalizeMangoQuery(vSchema, {
    // A storage query sees deleted documents unless told not to (an RxQuery adds this itself).
    selector: { _deleted: { $eq: false }, type: { $in: STOCK_VOUCHER_TYPES }, status: 'posted' },
    sort: [{ type: 'asc' }, { list_key: 'asc' }, { id: 'asc' }],
  } as never)
  const pSchema = db.parts.schema.jsonSchema as RxJsonSchema<never>
  const pq = normalizeMangoQuery(pSchema, { selector: { _deleted: { $eq: false } } } as never)
  const [vouchers, parts] = await Promise.all([
    db.vouchers.storageInstance.query(prepareQuery(vSchema, vq)),
    db.parts.storageInstance.query(prepareQuery(pSchema, pq)),
  ])
  return {
    vouchers: vouchers.documents as unknown as Voucher[],
    parts: parts.documents as unknown as OpeningPart[],
  }
}

const stores = new WeakMap<AppDatabase, PartsStockStore>()

/** The database's parts stock, read and replayed on first use, then kept current change by change. */
export function partsStockOf(db: AppDatabase): PartsStockStore {
  let store = stores.get(db)
  if (!store) {
    store = new PartsStockStore({
      read: () => readStockDocuments(db),
      vouchers: (next) =>
        db.vouchers.$.subscribe((event) => {
          const doc = (event.documentData ?? event.previousDocumentData) as Voucher | undefined
          if (!doc) return
          next({
            doc,
            deleted: event.operation === 'DELETE' || (doc as { _deleted?: boolean })._deleted === true,
          })
        }),
      parts: (next) =>
        db.parts.$.subscribe((event) => {
          const part = (event.documentData ?? event.previousDocumentData) as OpeningPart | undefined
          if (!part) return
          next({ part, deleted: event.operation === 'DELETE' || part._deleted === true })
        }),
    })
    stores.set(db, store)
    const made = store
    db.onClose.push(() => made.close())
  }
  return store
}

/** The company's parts stock, shared by every screen: the replay's state, its documents and a version. */
export function usePartsStock(): PartsStockSnapshot {
  const { db } = useData()
  const store = partsStockOf(db)
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
