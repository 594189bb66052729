// The parts master over the local database: the live list, saving a part (a new one under the id derived from
// the company and its part number, so two devices adding one part write one document), importing many in
// batches, and removing or deactivating one. Stock is never written here: it is derived from the vouchers.
import { useMemo } from 'react'
import { partKey, type Part } from '@schemas/parts.schema'
import type { AppDatabase } from '@/data/database'
import { useData } from '@/data/data-context'
import { insertRecord, insertRecords, removeRecord, updateRecord, type Writer } from '@/data/records'
import { useRxDoc, useRxQuery } from '@/data/use-rx'
import { localToday } from '@/auth/permissions'
import { mergeGstSchedule, type PartFields } from '../domain/part-draft'
import { partId } from '../domain/part-id'
import type { PartsStockState } from '../domain/parts-stock'

export type Data = { db: AppDatabase; writer: Writer }

/** Another part of the company already has this part number (its normalised key). */
export class PartNumberTakenError extends Error {
  constructor(readonly partNo: string) {
    super(`Part number ${partNo} is already in the parts master`)
    this.name = 'PartNumberTakenError'
  }
}

/** A part that has moved in stock keeps its history: deactivate it instead. */
export class PartHasMovesError extends Error {
  constructor(readonly id: string) {
    super('A part with stock moves cannot be deleted')
    this.name = 'PartHasMovesError'
  }
}

/** Every part, in part-number order. */
export function partsQuery(db: AppDatabase) {
  return db.parts.find({ sort: [{ name_key: 'asc' }, { id: 'asc' }] })
}

/** The company's parts (plain objects, active and not), live. */
export function useParts(): { parts: Part[]; loading: boolean } {
  const { db } = useData()
  const q = useRxQuery(() => partsQuery(db), [db])
  const parts = useMemo(() => (q.data ?? []) as Part[], [q.data])
  return { parts, loading: q.loading }
}

/** One part, live (null once known not to be here). */
export function usePart(id: string | null) {
  const { db } = useData()
  return useRxDoc(() => (id ? db.parts.findOne(id) : null), [db, id])
}

/** The normalised part numbers of the company's parts, but `except` (the part being edited). */
export function knownPartKeys(parts: readonly Pick<Part, 'id' | 'part_key'>[], except?: string): Set<string> {
  const keys = new Set<string>()
  for (const p of parts) if (p.id !== except) keys.add(p.part_key)
  return keys
}

async function keyTaken(db: AppDatabase, key: string, except?: string): Promise<boolean> {
  const found = await db.parts.find({ selector: { part_key: key } }).exec()
  return found.some((d) => d.primary !== except)
}

// Optional fields a form may leave empty: absent from `fields`, they are cleared on the stored part too.
const OPTIONAL: readonly (keyof PartFields)[] = [
  'brand',
  'category',
  'bin',
  'notes',
  'purchase_rate',
  'mrp',
  'reorder_level',
  'reorder_qty',
  'opening',
]

/**
 * Saves a part: a new one (no `id`) under its derived id, or the changes to an existing one (a changed GST rate
 * added to its dated schedule from `today`). Refuses a part
 * number another part of the company has (PartNumberTakenError), as checkPart did on the form: a part pulled
 * from another device since the form was opened is caught here.
 */
export async function savePart(
  data: Data,
  companyId: string,
  fields: PartFields,
  id?: string,
  today: string = localToday(),
): Promise<Part> {
  const key = partKey(fields.part_no)
  if (await keyTaken(data.db, key, id)) throw new PartNumberTakenError(fields.part_no)
  if (id) {
    const cleared = Object.fromEntries(OPTIONAL.map((k) => [k, undefined])) as Partial<Part>
    // Whether it is offered stays as it was (the form does not say); a new GST rate applies from today.
    const { active: _active, ...rest } = fields
    return updateRecord<Part>(
      data.db.parts,
      id,
      (current) => ({
        ...cleared,
        ...rest,
        gst_schedule: mergeGstSchedule(current.gst_schedule, fields.gst_schedule, today),
      }),
      data.writer,
    )
  }
  const newId = await partId(companyId, fields.part_no)
  return insertRecord<Part>(data.db.parts, { ...fields, id: newId }, data.writer)
}

/**
 * Adds many new parts (an import) in batches, each under its derived id; `onProgress` hears how many are
 * written, and an aborted signal stops before the next batch (what is written stays). Parts whose number the
 * company has by now are skipped and returned, not written twice.
 */
export async function addParts(
  data: Data,
  companyId: string,
  parts: readonly PartFields[],
  options: { batch?: number; signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<{ added: Part[]; skipped: PartFields[] }> {
  const size = options.batch ?? 200
  const existing = await data.db.parts.find().exec()
  const keys = new Set(existing.map((d) => (d.toJSON() as Part).part_key))
  const added: Part[] = []
  const skipped: PartFields[] = []
  for (let i = 0; i < parts.length; i += size) {
    if (options.signal?.aborted) break
    const rows = []
    for (const fields of parts.slice(i, i + size)) {
      const key = partKey(fields.part_no)
      if (keys.has(key)) {
        skipped.push(fields)
        continue
      }
      keys.add(key)
      rows.push({ ...fields, id: await partId(companyId, fields.part_no) })
    }
    if (rows.length) added.push(...(await insertRecords<Part>(data.db.parts, rows, data.writer)))
    options.onProgress?.(Math.min(i + size, parts.length))
  }
  return { added, skipped }
}

/** Whether the part has any move in stock (its opening stock counts). */
export function hasMoves(state: PartsStockState, id: string): boolean {
  return (state.books.get(id)?.entries.length ?? 0) > 0
}

/** Deletes a part nothing has moved (a typing mistake); a part with moves is refused: deactivate it. */
export async function deletePart(data: Data, id: string, state: PartsStockState): Promise<void> {
  if (hasMoves(state, id)) throw new PartHasMovesError(id)
  await removeRecord<Part>(data.db.parts, id, data.writer)
}

/** Offered again, or no longer offered on bills (its history stays). */
export function setPartActive(data: Data, id: string, active: boolean): Promise<Part> {
  return updateRecord<Part>(data.db.parts, id, () => ({ active }), data.writer)
}
