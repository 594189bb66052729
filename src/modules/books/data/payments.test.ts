// A payment to a supplier on the local database, as the form makes it: the supplier's open bills read from its
// vouchers, the payment posted with this device's number, and the bill's standing, the supplier's open bills
// and the bill's cancellation following what was stored.
import { afterEach, describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecords } from '@/data/records'
import { deviceSeriesCode } from '@/utils/doc-series'
import { cr, dr, voucher } from '../domain/fixtures.test-data'
import { billBalance, payableItems } from '../domain/ledger'
import { cancelRefusal } from '../domain/period'
import { checkReceipt, emptyReceipt, receiptWarning, type ReceiptDraft } from '../domain/receipt'
import { receiptContextOf } from '../domain/receipt-context'
import { cancelVoucher, CancelRefusedError, partyVouchersQuery, postVoucher } from './vouchers'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const DEVICE = 'device-a'
const period = { lockDate: null, today: '2025-12-20', validTill: null }
const strip = ({ id, rev: _r, created_at: _c, updated_at: _u, list_key: _l, ...rest }: Voucher) => ({
  id,
  ...rest,
})
const parts = voucher({
  id: 'ppur-5dec',
  type: 'ppur',
  number: 'WP/0001',
  series: 'WP',
  doc_date: '2025-12-05',
  party_id: 's1',
  supplier_bill_no: 'GAS/2526/0042',
  postings: [
    dr('sys:purchases-parts', 9_900_00),
    dr('sys:input-cgst', 891_00),
    dr('sys:input-sgst', 891_00),
    cr('sys:creditors', 11_682_00, 's1'),
  ],
})
const vehicles = voucher({
  id: 'vpur-1dec',
  type: 'vpur',
  number: 'VP/0001',
  series: 'VP',
  doc_date: '2025-12-01',
  party_id: 's1',
  postings: [dr('sys:purchases-vehicles', 6_00_000_00), cr('sys:creditors', 6_00_000_00, 's1')],
})

describe('paying a supplier on the device', () => {
  it('allocates to the bill it was started from, and the bill, the open bills and cancelling follow', async () => {
    t = await openTestDatabase('payments', { storage: 'indexeddb', collections: ['vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    await insertRecords(t.db.vouchers, [vehicles, parts].map(strip) as never, t.writer)
    const read = async () =>
      (await partyVouchersQuery(t!.db, 's1').exec()).map((d) => d.toJSON() as unknown as Voucher)
    const contextNow = async () =>
      receiptContextOf({
        kind: 'pay',
        partyId: 's1',
        party: { id: 's1', name: 'Gujarat Auto Spares' },
        vouchers: await read(),
        bookings: [],
        accounts: new Map(),
        period,
      })
    const draft = (patch: Partial<ReceiptDraft>): ReceiptDraft => ({
      ...emptyReceipt('pay', '2025-12-20'),
      party_id: 's1',
      ...patch,
    })

    // ₹4,000 by NEFT from the parts bill's screen: the parts bill, though the vehicle bill is older.
    const byBank = checkReceipt(
      draft({
        amount: '4000',
        mode: 'neft',
        account_id: 'sys:bank',
        ref: 'UTR42',
        ref_date: '2025-12-20',
        bill_id: parts.id,
      }),
      await contextNow(),
    )
    if (!byBank.ok) throw new Error(JSON.stringify(byBank.errors))
    const paid = await postVoucher(data, byBank.value, DEVICE)
    expect(paid.number).toBe(`PY${deviceSeriesCode(DEVICE)}/2526/0001`)
    expect(paid.payment?.allocations).toEqual([
      { doc_id: parts.id, doc_no: 'WP/0001', doc_date: '2025-12-05', amount: 4_000_00 },
    ])
    let stored = await read()
    expect(billBalance(parts, stored, '2025-12-20')).toEqual({
      amount: 11_682_00,
      received: 4_000_00,
      credited: 0,
      pending: 7_682_00,
    })
    expect(payableItems('s1', stored, '2025-12-20').map((i) => [i.number, i.pending])).toEqual([
      ['VP/0001', 6_00_000_00],
      ['WP/0001', 7_682_00],
    ])

    // A bill a payment is allocated to is not cancelled; a second payment, in cash, is warned of past
    // ₹10,000 that day and goes oldest first.
    expect(cancelRefusal(parts, stored, period)).toBe('allocated')
    await expect(cancelVoucher(data, parts.id, 'Keyed twice', stored, period)).rejects.toBeInstanceOf(
      CancelRefusedError,
    )
    const cashDraft = draft({ amount: '12000' })
    const ctx = await contextNow()
    expect(receiptWarning(cashDraft, ctx)?.code).toBe('cash_40a3')
    const byCash = checkReceipt(cashDraft, ctx)
    if (!byCash.ok) throw new Error(JSON.stringify(byCash.errors))
    const cash = await postVoucher(data, byCash.value, DEVICE)
    expect(cash.payment?.allocations.map((a) => a.doc_id)).toEqual([vehicles.id])
    expect(cash.postings).toEqual([dr('sys:creditors', 12_000_00, 's1'), cr('sys:cash', 12_000_00)])
    expect(receiptWarning(draft({ amount: '1' }), await contextNow())?.values).toMatchObject({
      already: 12_000_00,
    })

    // The bank payment cancelled, the parts bill owes its whole amount again.
    await cancelVoucher(data, paid.id, 'Wrong supplier', stored, period)
    stored = await read()
    expect(billBalance(parts, stored, '2025-12-20')?.pending).toBe(11_682_00)
    expect(cancelRefusal(parts, stored, period)).toBeNull()
  })
})
