import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecords, removeRecord } from '@/data/records'
import type { Voucher } from '@schemas/vouchers.schema'
import { cr, dr, voucher } from '../domain/fixtures.test-data'
import { readPartyVouchers } from './party-vouchers'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

describe("a party's vouchers for its ledger", () => {
  it('reads every voucher of the party in date order, deleted ones left out, then journals naming it', async () => {
    t = await openTestDatabase('partyvouchers', { storage: 'indexeddb', collections: ['vouchers'] })
    const dates = [
      '2024-05-01',
      '2025-03-31',
      '2025-04-01',
      '2025-09-30',
      '2025-10-01',
      '2026-03-31',
      '2026-04-01',
    ]
    const mine = dates.map((d) =>
      voucher({
        type: 'rcpt',
        doc_date: d,
        party_id: 'p1',
        postings: [dr('sys:cash', 1), cr('sys:debtors', 1, 'p1')],
      }),
    )
    const other = voucher({
      type: 'rcpt',
      doc_date: '2025-06-01',
      party_id: 'p2',
      postings: [dr('sys:cash', 1), cr('sys:debtors', 1, 'p2')],
    })
    const strip = ({ id, rev: _r, created_at: _c, updated_at: _u, list_key: _l, ...rest }: Voucher) => ({
      id,
      ...rest,
    })
    // A journal whose first party is p2 and whose second line names p1.
    const setOff = voucher({
      type: 'jv',
      doc_date: '2025-05-05',
      party_id: 'p2',
      postings: [dr('sys:debtors', 5, 'p2'), cr('sys:debtors', 5, 'p1')],
    })
    await insertRecords(t.db.vouchers, [...mine, other, setOff].map(strip) as never, t.writer)
    await removeRecord(t.db.vouchers, mine[3]!.id, t.writer)
    const read = await readPartyVouchers(t.db, 'p1')
    expect(read.map((v) => v.doc_date)).toEqual([
      '2024-05-01',
      '2025-03-31',
      '2025-04-01',
      '2025-10-01',
      '2026-03-31',
      '2026-04-01',
      '2025-05-05',
    ])
    expect(read.at(-1)?.id).toBe(setOff.id)
    expect(read.slice(0, -1).every((v) => v.party_id === 'p1')).toBe(true)
  })
})
