import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { cashBreaches } from '@/modules/books/public'
import { cashExceptions } from './cash-exceptions'
import { receipt } from './fixtures.test-data'

const cash = (number: string, doc_date: string, party_id: string, amount: number) =>
  receipt({ number, doc_date, party_id, party: { name: party_id } }, amount, 'sys:cash', [])

function cashPayment(
  number: string,
  doc_date: string,
  party_id: string,
  amount: number,
  mode = 'cash',
): Voucher {
  const r = cash(number, doc_date, party_id, amount)
  return {
    ...r,
    type: 'pay',
    payment: { ...r.payment!, mode: mode as 'cash' },
    postings: [
      { account_id: 'sys:creditors', party_id, dr: amount, cr: 0 },
      { account_id: 'sys:cash', dr: 0, cr: amount },
    ],
  }
}

describe('cash-limit exceptions of a period', () => {
  // Two devices offline each took 1,50,000 in cash from Ravi on 10 Dec: 3,00,000 in a day breaks s.269ST.
  const r1 = cash('RV-A1', '2025-12-10', 'ravi', 1_50_000_00)
  const r2 = cash('RV-B1', '2025-12-10', 'ravi', 1_50_000_00)
  const r3 = cash('RV-A2', '2025-12-11', 'ravi', 1_99_999_00) // alone and under the limit
  // Cash paid to the transporter on 12 Dec: 6,000 and 5,000 is 11,000 > 10,000 (s.40A(3)); 10,000 on 13 Dec is not.
  const p1 = cashPayment('PY-1', '2025-12-12', 'trans', 6_000_00)
  const p2 = cashPayment('PY-2', '2025-12-12', 'trans', 5_000_00)
  const p3 = cashPayment('PY-3', '2025-12-13', 'trans', 10_000_00)
  const p4 = cashPayment('PY-4', '2025-12-13', 'trans', 90_000_00, 'neft')
  const vouchers = [r1, r2, r3, p1, p2, p3, p4]
  const breaches = cashBreaches(vouchers, new Map())

  it('lists each voucher of a breach with the whole of it, newest first', () => {
    const rows = cashExceptions(breaches, vouchers, { from: '2025-12-01', to: '2025-12-31' })
    expect(rows.map((r) => [r.rule, r.date, r.number, r.amount, r.group_total, r.voucher_id])).toEqual([
      ['40A3', '2025-12-12', 'PY-1', 6_000_00, 11_000_00, p1.id],
      ['40A3', '2025-12-12', 'PY-2', 5_000_00, 11_000_00, p2.id],
      ['269ST', '2025-12-10', 'RV-A1', 1_50_000_00, 3_00_000_00, r1.id],
      ['269ST', '2025-12-10', 'RV-B1', 1_50_000_00, 3_00_000_00, r2.id],
    ])
    expect(rows[0]).toMatchObject({ type: 'pay', party: 'trans', limb: 'party_day' })
    expect(rows[2]).toMatchObject({ type: 'rcpt', party: 'ravi' })
  })

  it('keeps to the period', () => {
    expect(
      cashExceptions(breaches, vouchers, { from: '2025-12-11', to: '2025-12-31' }).map((r) => r.number),
    ).toEqual(['PY-1', 'PY-2'])
    expect(cashExceptions(breaches, vouchers, { from: '2025-11-01', to: '2025-11-30' })).toEqual([])
  })
})
