// Reads and writes of parties over the local database.
import { useMemo } from 'react'
import type { Party } from '@schemas/parties.schema'
import { useData } from '@/data/data-context'
import { insertRecord, insertRecords, removeRecord, updateRecord, type Writer } from '@/data/records'
import { useRxDoc, useRxQuery } from '@/data/use-rx'
import type { AppDatabase } from '@/data/database'
import { mobileSearchDigits } from '@/utils/mobile'
import { buildIndex, filterParties } from '../domain/party-search'
import type { PartyFields } from '../domain/party-rules'

/** Every live party, sorted by name, with the search index built once per change. */
export function usePartyIndex() {
  const { db } = useData()
  const { data, loading } = useRxQuery(() => db.parties.find({ sort: [{ name_key: 'asc' }] }), [db])
  const index = useMemo(() => buildIndex(data ?? []), [data])
  return { index, loading }
}

/**
 * The ids of the parties a search text finds by name, in either script ("ramesh" finds "रमेश"): other modules
 * search their own records by the party they name, which a text match on a stored name cannot do.
 */
export function usePartyMatches(query: string): readonly string[] {
  const { index } = usePartyIndex()
  return useMemo(() => {
    const q = query.trim()
    if (q === '' || mobileSearchDigits(q) !== null) return []
    return filterParties(index, { query: q, kind: 'all', state: 'all' }).map((p) => p.id)
  }, [index, query])
}

export function useParty(id: string | null) {
  const { db } = useData()
  return useRxDoc(() => (id ? db.parties.findOne(id) : null), [db, id])
}

export function createParty(db: AppDatabase, fields: PartyFields, w: Writer): Promise<Party> {
  return insertRecord<Party>(db.parties, fields, w)
}

export function saveParty(db: AppDatabase, id: string, fields: PartyFields, w: Writer): Promise<Party> {
  // Absent optional fields must be cleared on the stored record too.
  return updateRecord<Party>(
    db.parties,
    id,
    () =>
      ({
        mobile: undefined,
        email: undefined,
        address: undefined,
        state_code: undefined,
        gstin: undefined,
        pan: undefined,
        gst_category: undefined,
        relation: undefined,
        pin: undefined,
        delivery_address: undefined,
        form60: undefined,
        credit_days: undefined,
        tcs_exempt_reason: undefined,
        is_sub_dealer: undefined,
        language: undefined,
        ...fields,
      }) as Partial<Party>,
    w,
  )
}

export function deleteParty(db: AppDatabase, id: string, w: Writer): Promise<void> {
  return removeRecord<Party>(db.parties, id, w)
}

const CHUNK = 1000

/** Saves imported rows in chunks so the page stays responsive and the work can be cancelled between chunks. */
export async function importParties(
  db: AppDatabase,
  rows: readonly PartyFields[],
  w: Writer,
  onProgress: (done: number) => void,
  signal: AbortSignal,
): Promise<number> {
  let done = 0
  for (let i = 0; i < rows.length; i += CHUNK) {
    if (signal.aborted) break
    await insertRecords<Party>(db.parties, rows.slice(i, i + CHUNK), w)
    done = Math.min(rows.length, i + CHUNK)
    onProgress(done)
    await new Promise((r) => setTimeout(r, 0))
  }
  return done
}
