import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecords, removeRecord, updateRecord } from '@/data/records'
import type { Voucher } from '@schemas/vouchers.schema'
import { bill, cr, dr, receipt, voucher } from '../domain/fixtures.test-data'
import { partyLedger } from '../domain/ledger'
import { readCarried, rememberAllCarried, rememberCarried, SLACK_MS } from './carried-balance'
import { readPartyVouchers } from './party-vouchers'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const FY = { from: '2025-04-01', to: '2026-03-31' }
const strip = ({ id, rev: _r, created_at: _c, updated_at: _u, list_key: _l, ...rest }: Voucher) => ({
  id,
  ...rest,
})

/** Vouchers of p1 before and in FY 2025-26, one journal of p2 naming p1; p1's memo made unless told not to. */
async function company(rememberP1 = true) {
  t = await openTestDatabase('carried', { storage: 'indexeddb', collections: ['vouchers'] })
  const old = bill('winv', 'p1', '2024-06-01', 50_000_00)
  const paid = receipt('p1', '2025-02-01', 20_000_00, 'cash', [{ doc_id: old.id, amount: 20_000_00 }])
  const jv = voucher({
    type: 'jv',
    doc_date: '2024-09-01',
    party_id: 'p2',
    postings: [dr('sys:debtors', 1_000_00, 'p2'), cr('sys:debtors', 1_000_00, 'p1')],
  })
  const now = bill('winv', 'p1', '2025-05-01', 7_000_00)
  const other = bill('winv', 'p2', '2024-06-01', 3_000_00)
  await insertRecords(t.db.vouchers, [old, paid, jv, now, other].map(strip) as never, t.writer)
  if (rememberP1) {
    // Made as if a while after those writes (a memo looks back over the writes of its last few seconds); the
    // writes below come after it by RxDB's clock.
    const all = await readPartyVouchers(t.db, 'p1')
    await new Promise((r) => setTimeout(r, 5))
    await rememberCarried(t.db, 'p1', all, FY.from, Date.now() + SLACK_MS)
  }
  return { db: t.db, writer: t.writer, old, jv, now }
}

const ledgerOf = (opening: number, vouchers: readonly Voucher[]) =>
  partyLedger({ id: 'p1', opening_balance: opening }, vouchers, FY)

describe("the ledger's quick first opening", () => {
  it("reads only the year's vouchers and gives the ledger all of them give", async () => {
    const { db, now } = await company()
    const quick = await readCarried(db, 'p1', FY.from)
    expect(quick?.carried).toBe(50_000_00 - 20_000_00 - 1_000_00)
    expect(quick?.vouchers.map((v) => v.id)).toEqual([now.id])
    expect(ledgerOf(quick!.carried, quick!.vouchers)).toEqual(ledgerOf(0, await readPartyVouchers(db, 'p1')))
    // Another financial year has nothing remembered.
    expect(await readCarried(db, 'p1', '2026-04-01')).toBeNull()
  })

  it("still holds after this year's receipts and other parties' documents, with the new ones read", async () => {
    const { db, writer } = await company()
    const today = receipt('p1', '2025-06-01', 1_000_00, 'cash', [])
    await insertRecords(
      db.vouchers,
      [today, bill('winv', 'p3', '2024-01-01', 1_00)].map(strip) as never,
      writer,
    )
    const quick = await readCarried(db, 'p1', FY.from)
    expect(quick?.vouchers.map((v) => v.id)).toContain(today.id)
    expect(ledgerOf(quick!.carried, quick!.vouchers)).toEqual(ledgerOf(0, await readPartyVouchers(db, 'p1')))
  })

  it('is not trusted after an old voucher is edited, deleted or moved, or the journal naming the party edited', async () => {
    const cases: ((c: Awaited<ReturnType<typeof company>>) => Promise<unknown>)[] = [
      (c) => updateRecord<Voucher>(c.db.vouchers, c.old.id, () => ({ narration: 'edited' }), c.writer),
      (c) => removeRecord(c.db.vouchers, c.old.id, c.writer),
      (c) => updateRecord<Voucher>(c.db.vouchers, c.old.id, () => ({ doc_date: '2025-04-02' }), c.writer),
      (c) =>
        updateRecord<Voucher>(
          c.db.vouchers,
          c.jv.id,
          () => ({ postings: [dr('sys:debtors', 1_000_00, 'p2'), cr('sys:cash', 1_000_00)] }),
          c.writer,
        ),
      (c) => insertRecords(c.db.vouchers, [strip(bill('winv', 'p1', '2025-01-01', 1_00))] as never, c.writer),
    ]
    for (const change of cases) {
      const c = await company()
      await change(c)
      expect(await readCarried(c.db, 'p1', FY.from)).toBeNull()
      await t?.close()
      t = null
    }
  })

  it('remembers every larger party in one read, as each would be remembered alone', async () => {
    const { db, now } = await company(false)
    // Made as if a while after those writes, as in company() above.
    const realNow = Date.now
    const at = realNow() + SLACK_MS + 10
    Date.now = () => at
    try {
      // Three vouchers of its own before the year for no party: none remembered; two for p1 and p2: both.
      expect(await rememberAllCarried(db, FY.from, 3)).toBe(0)
      expect(await readCarried(db, 'p1', FY.from)).toBeNull()
      expect(await rememberAllCarried(db, FY.from, 2)).toBe(2)
    } finally {
      Date.now = realNow
    }
    const quick = await readCarried(db, 'p1', FY.from)
    expect(quick?.carried).toBe(50_000_00 - 20_000_00 - 1_000_00)
    expect(quick?.vouchers.map((v) => v.id)).toEqual([now.id])
    expect((await readCarried(db, 'p2', FY.from))?.carried).toBe(3_000_00 + 1_000_00)
  })
})
