import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecords, removeRecord } from '@/data/records'
import type { Voucher } from '@schemas/vouchers.schema'
import { cr, dr, voucher } from '../domain/fixtures.test-data'
import { dateSlices, readPartyVouchers } from './party-vouchers'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

describe("a party's vouchers for its ledger", () => {
  it('slices the dates before the period and the period in halves, leaving no day out', () => {
    expect(dateSlices('2025-04-01', '2026-03-31')).toEqual([
      ['', '2025-03-31'],
      ['2025-04-01', '2025-09-30'],
      ['2025-10-01', '2026-03-31'],
    ])
    expect(dateSlices('2025-04-01', '2025-04-01')).toEqual([
      ['', '2025-03-31'],
      ['2025-04-01', '2025-04-01'],
    ])
  })

  it('reads every voucher of the party up to the last day, in date order, deleted ones left out', async () => {
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
    await insertRecords(t.db.vouchers, [...mine, other].map(strip) as never, t.writer)
    await removeRecord(t.db.vouchers, mine[3]!.id, t.writer)
    const read = await readPartyVouchers(t.db, 'p1', { from: '2025-04-01', to: '2026-03-31' })
    expect(read.map((v) => v.doc_date)).toEqual([
      '2024-05-01',
      '2025-03-31',
      '2025-04-01',
      '2025-10-01',
      '2026-03-31',
    ])
    expect(read.every((v) => v.party_id === 'p1' && !('_deleted' in v && v._deleted))).toBe(true)
  })
})
