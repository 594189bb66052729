import { describe, expect, it } from 'vitest'
import { CASH_PAYMENT_LIMIT, cashPayments, cashPaymentWarning } from './cash-payments'
import { cr, dr, voucher } from './fixtures.test-data'

const pay = (patch: { mode?: 'cash' | 'neft'; amount: number; party_id?: string; doc_date?: string }) => ({
  mode: patch.mode ?? ('cash' as const),
  amount: patch.amount,
  party_id: patch.party_id ?? 's1',
  doc_date: patch.doc_date ?? '2025-12-20',
})

describe('cash paid to one party in a day (s.40A(3))', () => {
  it('warns only above ₹10,000 in cash, counting what was paid to the party that day', () => {
    expect(CASH_PAYMENT_LIMIT).toBe(10_000_00)
    expect(cashPaymentWarning(pay({ amount: 10_000_00 }), [])).toBeNull()
    expect(cashPaymentWarning(pay({ amount: 10_000_01 }), [])).toEqual({
      already: 0,
      total: 10_000_01,
      limit: 10_000_00,
    })
    expect(cashPaymentWarning(pay({ amount: 10_00_000_00, mode: 'neft' }), [])).toBeNull()
    const prior = [
      { id: 'a', party_id: 's1', doc_date: '2025-12-20', amount: 6_000_00 },
      { id: 'b', party_id: 's1', doc_date: '2025-12-19', amount: 9_000_00 },
      { id: 'c', party_id: 's2', doc_date: '2025-12-20', amount: 9_000_00 },
    ]
    expect(cashPaymentWarning(pay({ amount: 4_000_00 }), prior)).toBeNull()
    expect(cashPaymentWarning(pay({ amount: 4_000_01 }), prior)).toEqual({
      already: 6_000_00,
      total: 10_000_01,
      limit: 10_000_00,
    })
    expect(cashPaymentWarning(pay({ amount: 4_000_01, party_id: 's3' }), prior)).toBeNull()
    expect(cashPaymentWarning(pay({ amount: 0 }), prior)).toBeNull()
  })

  it('reads the posted cash payments only: not receipts, refunds, bank payments or cancelled ones', () => {
    const cashPay = voucher({
      type: 'pay',
      doc_date: '2025-12-20',
      party_id: 's1',
      payment: {
        amount: 8_000_00,
        mode: 'cash',
        account_id: 'sys:cash',
        allocations: [],
        on_account: 8_000_00,
      },
      postings: [dr('sys:creditors', 8_000_00, 's1'), cr('sys:cash', 8_000_00)],
    })
    const bankPay = { ...cashPay, id: 'bank', payment: { ...cashPay.payment!, mode: 'neft' as const } }
    const cancelled = { ...cashPay, id: 'gone', status: 'cancelled' as const }
    const refund = { ...cashPay, id: 'rf', type: 'rfnd' as const }
    expect(cashPayments([cashPay, bankPay, cancelled, refund])).toEqual([
      { id: cashPay.id, party_id: 's1', doc_date: '2025-12-20', amount: 8_000_00 },
    ])
  })
})
