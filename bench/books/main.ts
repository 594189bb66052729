// bench/books' page: the app's database (src/data, RxDB on the Dexie storage) holding a company's vouchers, and
// the books' pure rules (src/modules/books/domain) over what it reads; raw Dexie with the same indexes and the
// same rules as the baseline. bench/books.mjs drives it through `window.bench`; each function returns figures.
import Dexie from 'dexie'
import type { Voucher } from '@schemas/vouchers.schema'
import { openDatabase, type AppDatabase } from '@/data/database'
import { insertRecord, updateRecord } from '@/data/records'
import { PendingTracker } from '@/data/replication/pending'
import { dayBook } from '@/modules/books/domain/day-book'
import { partyBookOf } from '@/modules/books/data/party-vouchers'
import { upTo } from '@/modules/books/data/party-book'
import { readCarried, rememberAllCarried, SLACK_MS } from '@/modules/books/data/carried-balance'
import { partyLedger } from '@/modules/books/domain/ledger'
import { makeVouchers, PARTY_OF_5000 } from './vouchers'

let db: AppDatabase | null = null
let dexie: Dexie | null = null
let pending: PendingTracker | null = null
let docs: Voucher[] = []

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

async function seed(count: number, batch: number) {
  docs = makeVouchers(count)
  db = await openDatabase(`bench-books-${Date.now()}`, {
    multiInstance: false,
    collections: ['vouchers', 'conflicts'],
  })
  pending = new PendingTracker(db)
  await pending.load()
  for (let i = 0; i < docs.length; i += batch) {
    const r = await db.vouchers.bulkInsert(docs.slice(i, i + batch))
    if (r.error.length > 0) throw new Error(`bulkInsert: ${r.error.length} errors`)
  }
  dexie = new Dexie(`bench-books-dexie-${Date.now()}`)
  // The same indexes as the vouchers schema.
  dexie
    .version(1)
    .stores({ vouchers: 'id, [type+list_key], list_key, [party_id+doc_date], doc_date, number' })
  await dexie.open()
  for (let i = 0; i < docs.length; i += batch) await dexie.table('vouchers').bulkAdd(docs.slice(i, i + batch))
  return { stored: await db.vouchers.count().exec() }
}

const FY = { from: '2025-04-01', to: '2026-03-31' }

/**
 * The ledger of the party with 5,000 vouchers for FY 2025-26, as the ledger screen gets it, then partyLedger.
 * First opening: the balance the party carried into the year (remembered by the idle pass over every
 * voucher before the year, rememberAllCarried, whose time is reported too; checked at opening) and the
 * year's vouchers read after it. Nothing remembered: every voucher read (partyBookOf; the party is forgotten
 * before each run). Reopened: the same ledger again, for another period or back from a voucher, from memory.
 */
async function ledger(runs: number) {
  const book = partyBookOf(db!)
  const cold: number[] = []
  const warm: number[] = []
  const base: number[] = []
  let rows = 0
  const open = async () => {
    await book.warm(PARTY_OF_5000)
    return partyLedger({ id: PARTY_OF_5000, opening_balance: 0 }, upTo(book.peek(PARTY_OF_5000)!, FY.to), FY)
      .rows.length
  }
  const quick: number[] = []
  // The memo of what the party carried into the year, made as the ledger screen makes it on opening; it
  // looks back over the writes of its last seconds, so it is made once the seeding has settled.
  await new Promise((r) => setTimeout(r, SLACK_MS + 500))
  const idleStart = performance.now()
  const remembered = await rememberAllCarried(db!, FY.from)
  const idlePassMs = performance.now() - idleStart
  for (let i = 0; i < runs; i++) {
    let t = performance.now()
    const carried = await readCarried(db!, PARTY_OF_5000, FY.from)
    if (!carried) throw new Error('the carried balance does not hold')
    partyLedger({ id: PARTY_OF_5000, opening_balance: carried.carried }, upTo(carried.vouchers, FY.to), FY)
    quick.push(performance.now() - t)
    book.forget(PARTY_OF_5000)
    t = performance.now()
    rows = await open()
    cold.push(performance.now() - t)
    t = performance.now()
    await open()
    warm.push(performance.now() - t)
    t = performance.now()
    const raw = await dexie!
      .table<Voucher>('vouchers')
      .where('[party_id+doc_date]')
      .between([PARTY_OF_5000, Dexie.minKey], [PARTY_OF_5000, Dexie.maxKey])
      .toArray()
    partyLedger({ id: PARTY_OF_5000, opening_balance: 0 }, raw, FY)
    base.push(performance.now() - t)
  }
  return {
    ms: median(quick),
    coldMs: median(cold),
    warmMs: median(warm),
    baselineMs: median(base),
    rows,
    idlePassMs,
    remembered,
  }
}

/** A month's day book: the vouchers of the month by date, then dayBook. */
async function monthDayBook(runs: number) {
  const month = { from: '2025-12-01', to: '2025-12-31' }
  const app: number[] = []
  const base: number[] = []
  let rows = 0
  for (let i = 0; i < runs; i++) {
    let t = performance.now()
    const found = await db!.vouchers
      .find({ selector: { doc_date: { $gte: month.from, $lte: `${month.to} ${i}` } }, index: ['doc_date'] })
      .exec()
    rows = dayBook(
      found.map((d) => d.toJSON() as Voucher),
      month,
    ).length
    app.push(performance.now() - t)
    t = performance.now()
    const raw = await dexie!
      .table<Voucher>('vouchers')
      .where('doc_date')
      .between(month.from, month.to, true, true)
      .toArray()
    dayBook(raw, month)
    base.push(performance.now() - t)
  }
  return { ms: median(app), baselineMs: median(base), rows }
}

/** Posting: a new draft receipt written, then posted (status and number), through records.ts. */
async function post(runs: number) {
  const app: number[] = []
  const base: number[] = []
  const template = docs[0]!
  for (let i = 0; i < runs; i++) {
    const { id: _i, rev: _r, created_at: _c, updated_at: _u, list_key: _l, ...fields } = template
    void [_i, _r, _c, _u, _l]
    const draft = await insertRecord<Voucher>(
      db!.vouchers,
      { ...fields, status: 'draft', number: '' } as never,
      { pending: pending! },
    )
    let t = performance.now()
    await updateRecord<Voucher>(db!.vouchers, draft.id, () => ({ status: 'posted', number: `BENCH/${i}` }), {
      pending: pending!,
    })
    app.push(performance.now() - t)
    t = performance.now()
    await dexie!
      .table('vouchers')
      .put({ ...draft, status: 'posted', number: `BENCH/${i}`, rev: draft.rev + 1 })
    base.push(performance.now() - t)
  }
  return { ms: median(app), baselineMs: median(base) }
}

async function close() {
  pending?.close()
  await db?.remove()
  dexie?.close()
  if (dexie) await Dexie.delete(dexie.name)
}

const bench = { seed, ledger, monthDayBook, post, close }
;(window as unknown as { bench: typeof bench }).bench = bench
document.body.dataset.ready = 'true'
