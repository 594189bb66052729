import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecord } from '@/data/records'
import { deviceSeriesCode } from '@/utils/doc-series'
import { checkReceipt, emptyReceipt, type ReceiptContext } from '../domain/receipt'
import { openItems } from '../domain/ledger'
import type { UnnumberedVoucher } from '../domain/voucher-fields'
import { cancelVoucher, CancelRefusedError, postVoucher, setChequeStatus } from './vouchers'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const DEVICE = 'device-a'
const code = deviceSeriesCode(DEVICE)
const ctx: ReceiptContext = {
  period: { lockDate: null, today: '2026-11-26', validTill: null },
  accounts: new Map([['bank-1', { account_group: 'bank' as const }]]),
  party: { id: 'p1', name: 'Ramesh' },
  open: [],
  bookings: [],
  priorCash: [],
  refundable: [],
}
function receiptFields(
  amount: string,
  patch: Partial<ReturnType<typeof emptyReceipt>> = {},
): UnnumberedVoucher {
  const r = checkReceipt({ ...emptyReceipt('rcpt', '2026-11-26'), party_id: 'p1', amount, ...patch }, ctx)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe('posting vouchers', () => {
  it('numbers at posting, one after another even when posted at once, after the bookings’ RV numbers', async () => {
    t = await openTestDatabase('postvouchers', { collections: ['bookings', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    await insertRecord(
      t.db.bookings,
      {
        receipt_no: `RV${code}/2627/0007`,
        booking_date: '2026-11-01',
        party_id: 'p1',
        customer_name: 'Ramesh',
        model: 'M',
        variant: 'V',
        colour: 'C',
        amount: 100,
        payment_mode: 'cash',
        status: 'booked',
        custom: {},
      } as never,
      t.writer,
    )
    const posted = await Promise.all([
      postVoucher(data, receiptFields('100'), DEVICE),
      postVoucher(data, receiptFields('200'), DEVICE),
      postVoucher(data, receiptFields('300'), DEVICE),
    ])
    expect(posted.map((v) => v.number)).toEqual([
      `RV${code}/2627/0008`,
      `RV${code}/2627/0009`,
      `RV${code}/2627/0010`,
    ])
    expect(posted.every((v) => v.status === 'posted' && v.posted_by === 'u-1')).toBe(true)
    const refund = await postVoucher(data, { ...receiptFields('50'), type: 'rfnd' }, DEVICE)
    expect(refund.number).toBe(`RF${code}/2627/0001`)
  })

  it('cancels keeping the number, never one a receipt is allocated to', async () => {
    t = await openTestDatabase('cancelvouchers', { collections: ['bookings', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const v = await postVoucher(data, receiptFields('100'), DEVICE)
    const rules = { lockDate: null, today: '2026-11-26', validTill: null }
    const cancelled = await cancelVoucher(data, v.id, 'Entered twice', [v], rules)
    expect([cancelled.status, cancelled.number, cancelled.cancel?.reason]).toEqual([
      'cancelled',
      v.number,
      'Entered twice',
    ])
    const w = await postVoucher(data, receiptFields('100'), DEVICE)
    const locked = { ...rules, lockDate: '2026-11-30' }
    await expect(cancelVoucher(data, w.id, 'x', [w], locked)).rejects.toBeInstanceOf(CancelRefusedError)
  })

  it('a bounced cheque releases its allocations and puts the amount back on the party', async () => {
    t = await openTestDatabase('bounce', { collections: ['bookings', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const open = [
      { doc_id: 'inv-1', doc_no: 'WI/1', doc_date: '2026-11-01', pending: 500_00, party_id: 'p1' },
    ]
    const r = checkReceipt(
      {
        ...emptyReceipt('rcpt', '2026-11-26'),
        party_id: 'p1',
        amount: '500',
        mode: 'cheque',
        account_id: 'bank-1',
        ref: '000123',
        ref_date: '2026-11-26',
      },
      { ...ctx, open },
    )
    if (!r.ok) throw new Error('receipt refused')
    const receipt = await postVoucher(data, r.value, DEVICE)
    expect(receipt.payment?.cheque_status).toBe('deposited')
    const jv = await setChequeStatus(data, receipt, 'bounced', '2026-11-28', DEVICE)
    expect(jv?.number).toBe(`JV${code}/2627/0001`)
    expect(jv?.postings).toEqual([
      { account_id: 'bank-1', dr: 0, cr: 500_00 },
      { account_id: 'sys:debtors', party_id: 'p1', dr: 500_00, cr: 0 },
    ])
    const stored = (await t.db.vouchers.findOne(receipt.id).exec())?.toJSON()
    expect(stored?.payment?.cheque_status).toBe('bounced')
    await expect(setChequeStatus(data, stored as never, 'cleared', '2026-11-29', DEVICE)).rejects.toThrow()
    expect(openItems('p1', [stored as never], '2026-11-30')).toEqual([])
  })
})
