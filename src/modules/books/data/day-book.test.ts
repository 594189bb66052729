import { afterEach, describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecord } from '@/data/records'
import { accountBookView } from '../domain/book-view'
import { cashBreaches } from '../domain/cash-breaches'
import { receipt } from '../domain/fixtures.test-data'
import { cashReceiptsQuery, earlierVouchersQuery, periodVouchersQuery } from './day-book'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const plain = (docs: { toMutableJSON: () => unknown }[]) => docs.map((d) => d.toMutableJSON() as Voucher)

describe('the books read from the local database', () => {
  it("reads a period's vouchers and the earlier ones apart, and the cash book reconciles over both", async () => {
    t = await openTestDatabase('daybook', { collections: ['vouchers'], userId: 'u-1' })
    const put = (v: Voucher) => {
      const { id: _i, rev: _r, created_at: _c, updated_at: _u, list_key: _l, ...fields } = v
      void [_i, _r, _c, _u, _l]
      return insertRecord<Voucher>(t!.db.vouchers, fields as never, t!.writer)
    }
    const oct = await put(receipt('p1', '2026-10-31', 10_000_00, 'cash', []))
    const nov2 = await put(receipt('p1', '2026-11-02', 30_000_00, 'cash', []))
    const nov1 = await put(receipt('p2', '2026-11-01', 5_000_00, 'neft', []))
    const dec = await put(receipt('p1', '2026-12-01', 1_00, 'cash', []))
    const period = { from: '2026-11-01', to: '2026-11-30' }

    const inPeriod = plain(await periodVouchersQuery(t.db, period).exec())
    expect(inPeriod.map((v) => v.id)).toEqual([nov1.id, nov2.id])
    const earlier = plain(await earlierVouchersQuery(t.db, period.from).exec())
    expect(earlier.map((v) => v.id)).toEqual([oct.id])
    const book = accountBookView('sys:cash', 0, earlier, inPeriod, period)
    expect([book.opening, book.closing]).toEqual([10_000_00, 40_000_00])

    const cash = plain(await cashReceiptsQuery(t.db).exec())
    expect(cash.map((v) => v.id).sort()).toEqual([oct.id, nov2.id, dec.id].sort())
    expect(cashBreaches(cash, new Map())).toEqual([])
  })
})
