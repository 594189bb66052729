// A record whose number (a booking's receipt number, a job card's number) another device of the dealer had
// already issued: the server keeps the first and refuses this one as a duplicate (schemas/sql/0022). Numbers
// are per device, so this needs two devices sharing a series code while both were offline; it must still end
// with every record on the server. The record takes the next free number of its series here, which sends it
// again, and the change goes to the conflicts list (/sync) so whoever printed or shared the old number knows.
import type { RxCollection } from 'rxdb'
import type { ConflictEntry, SyncedCollectionName } from '@schemas/index'
import { numberAfterClash } from '@/utils/doc-series'
import { escapeRegex } from '@/utils/regex'
import { updateRecord, type Stamped, type Writer } from '../records'
import { recordLabel } from './conflict-handler'
import type { Clash } from './refusals'

/** The field holding each collection's document number. */
const NUMBER_FIELDS: Partial<Record<SyncedCollectionName, string>> = {
  bookings: 'receipt_no',
  job_cards: 'job_no',
}

/** A number field: putting an earlier value back would only be refused again. */
export function isNumberField(source: string, field: string): boolean {
  return NUMBER_FIELDS[source as SyncedCollectionName] === field
}

type Doc = Stamped & Record<string, unknown>

/**
 * Gives each record of `clashes` that lost its number to a stored record of this dealer the next free number
 * of its series, and returns the entries for the conflicts list. A clash on anything else (a key another
 * dealer holds) is left alone: the record stays waiting with its reason.
 */
export async function renumberClashes(
  name: SyncedCollectionName,
  collection: RxCollection<Doc>,
  clashes: readonly Clash[],
  writer: Writer,
): Promise<ConflictEntry[]> {
  const field = NUMBER_FIELDS[name]
  if (!field) return []
  const entries: ConflictEntry[] = []
  for (const clash of clashes) {
    const taken = clash.row?.[field]
    if (typeof taken !== 'string' || !clash.columns.includes(field)) continue
    const doc = (await collection.findOne(clash.id).exec())?.toJSON() as Doc | undefined
    // Changed here since the push: that change is what goes next.
    if (!doc || doc[field] !== taken) continue
    const head = taken.slice(0, taken.lastIndexOf('/') + 1)
    const known = await collection
      .find({ selector: { [field]: { $regex: `^${escapeRegex(head)}` } } as never })
      .exec()
    const next = numberAfterClash(taken, [...known.map((d) => String(d.get(field))), taken])
    if (!next) continue
    await updateRecord<Doc>(collection, clash.id, () => ({ [field]: next }), writer)
    const at = (writer.now ?? Date.now)()
    entries.push({
      id: `${name}:${clash.id}:${at}:number`,
      source: name,
      doc_id: clash.id,
      label: recordLabel(doc),
      field,
      lost_value: JSON.stringify(taken),
      kept_value: JSON.stringify(next),
      at,
      dismissed: false,
    })
  }
  return entries
}
