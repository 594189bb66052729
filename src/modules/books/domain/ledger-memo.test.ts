import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { bill, cr, dr, receipt, voucher } from './fixtures.test-data'
import { partyLedger } from './ledger'
import { carriedUpTo, memoHolds, memoOf } from './ledger-memo'

const FY = { from: '2025-04-01', to: '2026-03-31' }

describe('what a party carried into the year', () => {
  it('is counted to the day before the financial year of the period', () => {
    expect(carriedUpTo('2025-04-01')).toBe('2025-03-31')
    expect(carriedUpTo('2026-03-31')).toBe('2025-03-31')
    expect(carriedUpTo('2025-11-15')).toBe('2025-03-31')
    expect(carriedUpTo('2026-01-01')).toBe('2025-03-31')
  })

  it('remembers the posted balance, the own vouchers counted and the journals of others naming the party', () => {
    const old = bill('vinv', 'p1', '2024-06-01', 500_000_00)
    const draft = { ...receipt('p1', '2024-07-01', 1_000_00, 'cash', []), status: 'draft' as const }
    const paid = receipt('p1', '2025-03-31', 200_000_00, 'neft', [{ doc_id: old.id, amount: 200_000_00 }])
    const setOff = voucher({
      type: 'jv',
      doc_date: '2025-01-10',
      party_id: 'p2',
      postings: [dr('sys:debtors', 5_000_00, 'p2'), cr('sys:debtors', 5_000_00, 'p1')],
    })
    const later = receipt('p1', '2025-04-01', 1_00, 'cash', [])
    const memo = memoOf('p1', [old, draft, paid, setOff, later], '2025-03-31', 42)
    expect(memo).toEqual({
      upTo: '2025-03-31',
      balance: 500_000_00 - 200_000_00 - 5_000_00,
      count: 3,
      journals: [setOff.id],
      since: 42,
    })
  })

  it('holds while nothing written since touches it, and not after anything that could', () => {
    const old = bill('winv', 'p1', '2024-06-01', 10_000_00)
    const jv = voucher({
      type: 'jv',
      doc_date: '2024-08-01',
      party_id: 'p2',
      postings: [dr('sys:debtors', 1_00, 'p2'), cr('sys:debtors', 1_00, 'p1')],
    })
    const memo = memoOf('p1', [old, jv], '2025-03-31', 0)
    expect(memoHolds(memo, 'p1', 1, [])).toBe(true)
    // This year's receipts, other parties' documents: no bearing on what was carried in.
    expect(memoHolds(memo, 'p1', 1, [receipt('p1', '2025-05-01', 1_00, 'cash', [])])).toBe(true)
    expect(memoHolds(memo, 'p1', 1, [bill('winv', 'p3', '2024-01-01', 1_00)])).toBe(true)
    // An old voucher edited, a back-dated one, one moved out (the count falls), the journal edited away.
    expect(memoHolds(memo, 'p1', 1, [{ ...old, totals: { grand_total: 1 } }])).toBe(false)
    expect(memoHolds(memo, 'p1', 2, [bill('winv', 'p1', '2025-03-31', 1_00)])).toBe(false)
    expect(memoHolds(memo, 'p1', 0, [{ ...old, party_id: 'p4' }])).toBe(false)
    expect(
      memoHolds(memo, 'p1', 1, [{ ...jv, postings: [dr('sys:cash', 1_00), cr('sys:sales', 1_00)] }]),
    ).toBe(false)
  })

  it('gives the same ledger as all the vouchers, for any vouchers and any period in the year', () => {
    const parties = ['p1', 'p2']
    const dates = [
      '2023-05-01',
      '2024-03-31',
      '2024-12-01',
      '2025-03-31',
      '2025-04-01',
      '2025-09-15',
      '2026-03-31',
    ]
    const arbVoucher = fc
      .record({
        date: fc.constantFrom(...dates),
        party: fc.constantFrom(...parties),
        other: fc.constantFrom(...parties),
        amount: fc.integer({ min: 1, max: 10_000_000 }),
        kind: fc.constantFrom('bill', 'receipt', 'jv', 'cancelled', 'draft'),
      })
      .map(({ date, party, other, amount, kind }): Voucher => {
        if (kind === 'bill') return bill('winv', party, date, amount)
        if (kind === 'jv') {
          return voucher({
            type: 'jv',
            doc_date: date,
            party_id: other,
            postings: [dr('sys:debtors', amount, other), cr('sys:debtors', amount, party)],
          })
        }
        const r = receipt(party, date, amount, 'cash', [])
        return kind === 'receipt' ? r : { ...r, status: kind === 'cancelled' ? 'cancelled' : 'draft' }
      })
    fc.assert(
      fc.property(
        fc.array(arbVoucher, { maxLength: 30 }),
        fc.constantFrom('2025-04-01', '2025-09-15', '2025-10-01'),
        fc.integer({ min: -1_000_00, max: 1_000_00 }),
        (vouchers, from, opening) => {
          const period = { from, to: FY.to }
          const party = { id: 'p1', opening_balance: opening }
          const memo = memoOf('p1', vouchers, carriedUpTo(from), 0)
          const after = vouchers.filter((v) => v.doc_date > memo.upTo)
          const quick = partyLedger({ ...party, opening_balance: opening + memo.balance }, after, period)
          expect(quick).toEqual(partyLedger(party, vouchers, period))
        },
      ),
    )
  })
})
