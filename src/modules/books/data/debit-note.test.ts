// A debit note on the local database: dispatched once (a second record, here or pulled, is refused), and from
// then on refused cancellation at the write too, not only by the screen's button.
import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { dispatchDate } from '../domain/debit-note'
import { DispatchRefusedError, recordDispatch, recordSupplierCredit } from './debit-note'
import { cancelVoucher, CancelRefusedError, postVoucher } from './vouchers'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const rules = { lockDate: null, today: '2025-12-20', validTill: null }
const note = {
  type: 'ppret' as const,
  status: 'posted' as const,
  series: 'WD',
  fy: '2526',
  doc_date: '2025-12-12',
  party_id: 's1',
  against_id: 'ppur-5dec',
  lines: [],
  totals: { grand_total: 3_894_00 },
  postings: [
    { account_id: 'sys:creditors', party_id: 's1', dr: 3_894_00, cr: 0 },
    { account_id: 'sys:purchases-parts', dr: 0, cr: 3_894_00 },
  ],
  stock_moves: [],
}

describe('a debit note dispatched', () => {
  it('records the dispatch once, and is then refused cancellation; an undispatched one cancels', async () => {
    t = await openTestDatabase('debit-note', { collections: ['vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const a = await postVoucher(data, note, 'device-a')
    const b = await postVoucher(data, note, 'device-a')

    await expect(
      recordDispatch(data, a.id, { date: '2025-12-11', ref: '', remarks: '' }, '2025-12-20'),
    ).rejects.toMatchObject({ reason: 'invalid', errors: { date: { code: 'before_note' } } })
    const sent = await recordDispatch(
      data,
      a.id,
      { date: '2025-12-13', ref: 'LR/4471', remarks: '' },
      '2025-12-20',
    )
    expect(dispatchDate(sent)).toBe('2025-12-13')
    expect(sent.delivery).toMatchObject({ gate_pass_no: 'LR/4471', by: 'u-1' })
    const again = recordDispatch(data, a.id, { date: '2025-12-14', ref: '', remarks: '' }, '2025-12-20')
    await expect(again).rejects.toBeInstanceOf(DispatchRefusedError)
    await expect(again).rejects.toMatchObject({ reason: 'already_dispatched' })

    const refused = cancelVoucher(data, a.id, 'Supplier asked', [sent], rules)
    await expect(refused).rejects.toBeInstanceOf(CancelRefusedError)
    await expect(refused).rejects.toMatchObject({ reason: 'dispatched' })
    expect((await t.db.vouchers.findOne(a.id).exec())?.status).toBe('posted')

    const cancelled = await cancelVoucher(data, b.id, 'Parts fitted after all', [b], rules)
    expect(cancelled.status).toBe('cancelled')
    await expect(
      recordDispatch(data, b.id, { date: '2025-12-13', ref: '', remarks: '' }, '2025-12-20'),
    ).rejects.toMatchObject({ reason: 'not_posted' })
  })
})

describe('the supplier’s credit note on a debit note', () => {
  it('is recorded once the goods are dispatched, and only once', async () => {
    t = await openTestDatabase('supplier-cn', { collections: ['vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const a = await postVoucher(data, note, 'device-a')
    const cn = { no: 'CN/2526/41', date: '2025-12-16' }
    await expect(recordSupplierCredit(data, a.id, cn, '2025-12-20')).rejects.toMatchObject({
      reason: 'not_dispatched',
    })
    await recordDispatch(data, a.id, { date: '2025-12-13', ref: '', remarks: '' }, '2025-12-20')
    await expect(recordSupplierCredit(data, a.id, { no: '', date: '' }, '2025-12-20')).rejects.toMatchObject({
      reason: 'invalid',
      errors: { no: { code: 'required' }, date: { code: 'required' } },
    })
    const answered = await recordSupplierCredit(data, a.id, cn, '2025-12-20')
    expect(answered.supplier_cn).toMatchObject({ ...cn, by: 'u-1' })
    await expect(
      recordSupplierCredit(data, a.id, { no: 'CN/2526/42', date: '2025-12-17' }, '2025-12-20'),
    ).rejects.toMatchObject({ reason: 'already_recorded' })
    expect((await t.db.vouchers.findOne(a.id).exec())?.supplier_cn?.no).toBe('CN/2526/41')
  })
})
