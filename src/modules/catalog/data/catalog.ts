// The catalogue over the local database: every variant live in name order, one variant, and saving one.
import { useMemo } from 'react'
import type { CatalogItem } from '@schemas/catalog.schema'
import type { AppDatabase } from '@/data/database'
import { useData } from '@/data/data-context'
import { insertRecord, updateRecord, type Writer } from '@/data/records'
import { useRxDoc, useRxQuery } from '@/data/use-rx'
import type { CatalogFields } from '../domain/catalog-draft'

/** Every variant in name order; `activeOnly` leaves out those no longer offered. */
export function useCatalogItems(activeOnly = false): { items: CatalogItem[]; loading: boolean } {
  const { db } = useData()
  const q = useRxQuery(() => db.catalog.find({ sort: [{ name_key: 'asc' }] }), [db])
  const items = useMemo(
    () => ((q.data ?? []) as CatalogItem[]).filter((c) => !activeOnly || c.active),
    [q.data, activeOnly],
  )
  return { items, loading: q.loading }
}

export function useCatalogItem(id: string | null) {
  const { db } = useData()
  return useRxDoc(() => (id ? db.catalog.findOne(id) : null), [db, id])
}

/** Creates a variant, or replaces the fields of an existing one (absent optional facts are cleared). */
export function saveCatalogItem(
  db: AppDatabase,
  id: string | null,
  fields: CatalogFields,
  w: Writer,
): Promise<CatalogItem> {
  if (!id) return insertRecord<CatalogItem>(db.catalog, fields as never, w)
  return updateRecord<CatalogItem>(
    db.catalog,
    id,
    () =>
      ({
        engine_cc: undefined,
        motor_watts: undefined,
        length_mm: undefined,
        ground_clearance_mm: undefined,
        seating: undefined,
        notes: undefined,
        ...fields,
      }) as Partial<CatalogItem>,
    w,
  )
}
