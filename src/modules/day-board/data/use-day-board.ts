// What the day board reads from the local database, in two steps so the first figures do not wait for three
// years of books:
// - first, by indexes: today's vouchers (one day of the doc_date index), the bookings still waiting (status
//   index), the cards still in the workshop (status index) and the open sync conflicts — a few hundred rows;
// - then the whole books once, straight from the storage (as the parts stock does: an RxQuery would build an
//   RxDocument and a deep copy of each of 60,000 vouchers), for what needs every document: cash in hand,
//   receivables by age, the stock book, drafts left behind, the credit-note cut-off and the e-invoice clock.
// The whole read is made again after changes while the dashboard is open, one read at a time (a sync lands
// thousands of documents in batches; src/data/coalesced-read.ts).
import { useEffect, useMemo, useState } from 'react'
import { normalizeMangoQuery, prepareQuery, type RxCollection, type RxJsonSchema } from 'rxdb'
import type { Observable } from 'rxjs'
import type { Booking } from '@schemas/bookings.schema'
import type { ConflictEntry } from '@schemas/conflicts.schema'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Part } from '@schemas/parts.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { coalescedRead } from '@/data/coalesced-read'
import type { AppDatabase } from '@/data/database'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { BOARD_STATUSES } from '../domain/figures'

export type BoardFirst = {
  today: Voucher[]
  bookings: Booking[]
  cards: JobCard[]
  conflicts: number
}

export type BoardBooks = {
  vouchers: Voucher[]
  vehicles: Vehicle[]
  /** Allotted bookings: what the stock book needs to say a unit is allotted (and allotted twice). */
  allotted: Booking[]
  /** Parts with a reorder level (the others are never on the reorder list). */
  parts: Part[]
}

/** Every live document of a collection matching `selector`, as stored (no RxDocument, no copy). */
async function storedRows<T>(collection: RxCollection, selector: Record<string, unknown> = {}): Promise<T[]> {
  const schema = collection.schema.jsonSchema as RxJsonSchema<never>
  // A storage query sees deleted documents unless told not to (an RxQuery adds this itself).
  const query = normalizeMangoQuery(schema, { selector: { _deleted: { $eq: false }, ...selector } } as never)
  const result = await collection.storageInstance.query(prepareQuery(schema, query))
  return result.documents as unknown as T[]
}

export async function readBooks(db: AppDatabase): Promise<BoardBooks> {
  const [vouchers, vehicles, allotted, parts] = await Promise.all([
    storedRows<Voucher>(db.vouchers as unknown as RxCollection),
    storedRows<Vehicle>(db.vehicles as unknown as RxCollection),
    storedRows<Booking>(db.bookings as unknown as RxCollection, { status: 'allotted' }),
    storedRows<Part>(db.parts as unknown as RxCollection, { reorder_level: { $gt: 0 } }),
  ])
  return { vouchers, vehicles, allotted, parts }
}

/** The indexed reads: what the first figures need. */
export function useBoardFirst(today: string): BoardFirst | null {
  const { db } = useData()
  const todayQ = useRxQuery(
    () => db.vouchers.find({ selector: { doc_date: today }, index: ['doc_date'] }),
    [db, today],
  )
  const bookingsQ = useRxQuery(
    () => db.bookings.find({ selector: { status: { $in: ['booked', 'allotted'] } } }),
    [db],
  )
  const cardsQ = useRxQuery(
    () => db.job_cards.find({ selector: { status: { $in: [...BOARD_STATUSES] } } }),
    [db],
  )
  const conflictsQ = useRxQuery(() => db.conflicts.find({ selector: { dismissed: false } }), [db])
  return useMemo(() => {
    if (!todayQ.data || !bookingsQ.data || !cardsQ.data || !conflictsQ.data) return null
    return {
      today: todayQ.data as Voucher[],
      bookings: bookingsQ.data as Booking[],
      cards: cardsQ.data as JobCard[],
      conflicts: (conflictsQ.data as ConflictEntry[]).length,
    }
  }, [todayQ.data, bookingsQ.data, cardsQ.data, conflictsQ.data])
}

/** After a change, wait this long for the next before reading the books again (a sync lands in batches), but
 * never longer than MAX_WAIT_MS while changes keep coming. */
const SETTLE_MS = 400
const MAX_WAIT_MS = 5_000

/** The whole books, read once the first figures are on screen, and again after changes (one read at a time). */
export function useBoardBooks(enabled: boolean): BoardBooks | null {
  const { db } = useData()
  const [books, setBooks] = useState<BoardBooks | null>(null)
  useEffect(() => {
    if (!enabled) return
    const reader = coalescedRead(() => readBooks(db), setBooks, {
      settleMs: SETTLE_MS,
      maxWaitMs: MAX_WAIT_MS,
    })
    // One listener for four collections of different document types: only the fact of a change is used.
    const subs = [db.vouchers, db.vehicles, db.bookings, db.parts].map((c) =>
      (c.$ as Observable<unknown>).subscribe(reader.changed),
    )
    return () => {
      reader.stop()
      for (const s of subs) s.unsubscribe()
    }
  }, [db, enabled])
  return books
}
