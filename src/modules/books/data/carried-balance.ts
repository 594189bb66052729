// The ledger's quick first opening (domain/ledger-memo.ts): the balance a party carried into the financial
// year, kept as a local document of this device's database, checked, and the year's vouchers read after it.
import { normalizeMangoQuery, prepareQuery, type RxJsonSchema } from 'rxdb'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { carriedUpTo, memoHolds, memoOf, type LedgerMemo } from '../domain/ledger-memo'
import { readPartyVouchers } from './party-vouchers'

/** More documents written since the memo than this: reading them would cost what it saves. */
const WRITTEN_SINCE_LIMIT = 500
/** The memo looks back this far before it was made, so no write in flight while it was made slips past. */
export const SLACK_MS = 5_000

const keyOf = (partyId: string) => `ledger-memo-${partyId}`

export type Carried = { carried: number; vouchers: Voucher[] }

/**
 * The party's balance before the financial year of `from` and its vouchers after that day, or null when no
 * memo holds (none made, another year, or something written since touches it): then read everything.
 */
export async function readCarried(db: AppDatabase, partyId: string, from: string): Promise<Carried | null> {
  const upTo = carriedUpTo(from)
  const memo = (await db.getLocal<LedgerMemo>(keyOf(partyId)))?.toJSON().data
  if (!memo || memo.upTo !== upTo) return null
  const schema = db.vouchers.schema.jsonSchema as RxJsonSchema<never>
  const prepared = (query: unknown) => prepareQuery(schema, normalizeMangoQuery(schema, query as never))
  const [counted, written, vouchers] = await Promise.all([
    db.vouchers.storageInstance.count(
      prepared({
        selector: { _deleted: { $eq: false }, party_id: partyId, doc_date: { $lte: upTo } },
        sort: [{ party_id: 'asc' }, { doc_date: 'asc' }, { id: 'asc' }],
      }),
    ),
    // Deleted documents included: a deletion is a write like any other.
    db.vouchers.storageInstance.query(
      prepared({
        selector: { '_meta.lwt': { $gt: memo.since } },
        sort: [{ '_meta.lwt': 'asc' }, { id: 'asc' }],
        limit: WRITTEN_SINCE_LIMIT + 1,
      }),
    ),
    readPartyVouchers(db, partyId, upTo),
  ])
  const since = written.documents as unknown as Voucher[]
  if (since.length > WRITTEN_SINCE_LIMIT || !memoHolds(memo, partyId, counted.count, since)) return null
  return { carried: memo.balance, vouchers }
}

/**
 * Remembers what the party carried into the financial year of `from`, from all its vouchers as held at
 * `madeAt` (now; a test says when).
 */
export async function rememberCarried(
  db: AppDatabase,
  partyId: string,
  all: readonly Voucher[],
  from: string,
  madeAt = Date.now(),
): Promise<void> {
  const memo = memoOf(partyId, all, carriedUpTo(from), madeAt - SLACK_MS)
  await db.upsertLocal<LedgerMemo>(keyOf(partyId), memo)
}
