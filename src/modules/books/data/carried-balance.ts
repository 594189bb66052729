// The ledger's quick first opening (domain/ledger-memo.ts): the balance a party carried into the financial
// year, kept as a local document of this device's database, checked, and the year's vouchers read after it.
import { normalizeMangoQuery, prepareQuery, type RxJsonSchema } from 'rxdb'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { addMonths, formatPlainDate } from '@/utils/plain-date'
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

const warmed = new WeakSet<AppDatabase>()

/** "2025-12" → "2026-01". */
const nextMonth = (month: string) =>
  formatPlainDate(addMonths({ year: +month.slice(0, 4), month: +month.slice(5, 7), day: 1 }, 1)).slice(0, 7)

/**
 * Remembers what every party with at least `minVouchers` vouchers before the financial year of `from`
 * carried into it, in one read of those years' vouchers, so even a ledger's first opening on this device
 * reads only the year's. Run once a session, when the device is idle; returns how many were remembered.
 */
export async function rememberAllCarried(db: AppDatabase, from: string, minVouchers = 100): Promise<number> {
  const upTo = carriedUpTo(from)
  const madeAt = Date.now()
  const schema = db.vouchers.schema.jsonSchema as RxJsonSchema<never>
  const read = async (selector: object, limit?: number) =>
    (
      await db.vouchers.storageInstance.query(
        prepareQuery(
          schema,
          normalizeMangoQuery(schema, {
            selector: { _deleted: { $eq: false }, ...selector },
            sort: [{ doc_date: 'asc' }, { id: 'asc' }],
            ...(limit ? { limit } : {}),
          } as never),
        ),
      )
    ).documents as unknown as Voucher[]
  const byParty = new Map<string, Voucher[]>()
  const first = (await read({ doc_date: { $lte: upTo } }, 1))[0]
  // A month at a time, yielding between: one read of years of vouchers would hold the page for seconds.
  for (
    let month = first?.doc_date.slice(0, 7);
    month && month <= upTo.slice(0, 7);
    month = nextMonth(month)
  ) {
    for (const v of await read({ doc_date: { $gte: `${month}-01`, $lte: `${month}-31` } })) {
      const named = new Set([v.party_id, ...v.postings.map((p) => p.party_id ?? '')])
      for (const party of named) {
        if (!party) continue
        const list = byParty.get(party)
        if (list) list.push(v)
        else byParty.set(party, [v])
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  let remembered = 0
  for (const [party, vouchers] of byParty) {
    if (vouchers.filter((v) => v.party_id === party).length < minVouchers) continue
    await db.upsertLocal<LedgerMemo>(keyOf(party), memoOf(party, vouchers, upTo, madeAt - SLACK_MS))
    remembered++
  }
  return remembered
}

/** rememberAllCarried once per database and session, when the browser is idle. */
export function warmCarriedOnce(db: AppDatabase, from: string): () => void {
  if (warmed.has(db)) return () => {}
  warmed.add(db)
  let started = false
  const run = () => {
    started = true
    void rememberAllCarried(db, from).catch(() => warmed.delete(db))
  }
  const cancel =
    typeof requestIdleCallback === 'function'
      ? (
          (handle) => () =>
            cancelIdleCallback(handle)
        )(requestIdleCallback(run, { timeout: 5_000 }))
      : (
          (timer) => () =>
            clearTimeout(timer)
        )(setTimeout(run, 1_500))
  // Left before it began (the page was left at once): the next visit tries again.
  return () => {
    if (started) return
    cancel()
    warmed.delete(db)
  }
}
