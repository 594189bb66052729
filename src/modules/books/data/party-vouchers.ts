// A party's vouchers for its ledger and open bills: read plain from the storage by the (party_id, doc_date)
// index (an RxQuery would build an RxDocument and a deep copy of each of thousands), and the database's
// party book (party-book.ts) that holds them while ledgers are open, so a ledger pays the read once.
import { normalizeMangoQuery, prepareQuery, type RxJsonSchema } from 'rxdb'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { namesParty } from '../domain/ledger'
import { PartyBook, type VoucherChange } from './party-book'

/**
 * Every voucher of the party (or those dated after `after`), in (date, id) order, then the journals of other
 * parties that name it.
 */
export async function readPartyVouchers(
  db: AppDatabase,
  partyId: string,
  after?: string,
): Promise<Voucher[]> {
  const schema = db.vouchers.schema.jsonSchema as RxJsonSchema<never>
  const own = normalizeMangoQuery(schema, {
    // A storage query sees deleted documents unless told not to (an RxQuery adds this itself).
    selector: {
      _deleted: { $eq: false },
      party_id: partyId,
      ...(after === undefined ? {} : { doc_date: { $gt: after } }),
    },
    sort: [{ party_id: 'asc' }, { doc_date: 'asc' }, { id: 'asc' }],
  } as never)
  // A journal may name several parties; it is found by its first party's index, so the others' journals
  // are read by type (journals are few), in the order of the (type, list_key) index so one read answers.
  const journals = normalizeMangoQuery(schema, {
    selector: { _deleted: { $eq: false }, type: 'jv' },
    sort: [{ type: 'asc' }, { list_key: 'asc' }, { id: 'asc' }],
  } as never)
  const [mine, jvs] = await Promise.all(
    [own, journals].map(
      async (q) =>
        (await db.vouchers.storageInstance.query(prepareQuery(schema, q))).documents as unknown as Voucher[],
    ),
  )
  const named = jvs!.filter(
    (v) => v.party_id !== partyId && (after === undefined || v.doc_date > after) && namesParty(v, partyId),
  )
  return [...mine!, ...named.sort((a, b) => a.doc_date.localeCompare(b.doc_date) || a.id.localeCompare(b.id))]
}

const books = new WeakMap<AppDatabase, PartyBook>()

/** The database's party book, made on first use and kept for the database's life. */
export function partyBookOf(db: AppDatabase): PartyBook {
  let book = books.get(db)
  if (!book) {
    book = new PartyBook((id) => readPartyVouchers(db, id), {
      subscribe: (next) =>
        db.vouchers.$.subscribe((event) => {
          const doc = (event.documentData ?? event.previousDocumentData) as Voucher | undefined
          if (!doc) return
          const change: VoucherChange = {
            doc,
            deleted: event.operation === 'DELETE' || (doc as { _deleted?: boolean })._deleted === true,
          }
          next(change)
        }),
    })
    books.set(db, book)
    const made = book
    db.onClose.push(() => made.close())
  }
  return book
}
