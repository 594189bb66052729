import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { trialBalance } from './trial-balance'

const v = (doc_date: string, postings: Voucher['postings'], status: Voucher['status'] = 'posted') => ({
  doc_date,
  status,
  postings,
})

describe('the trial balance', () => {
  it('puts each account on its side, leaves out drafts, cancelled and later vouchers, and agrees', () => {
    const tb = trialBalance(
      [
        v('2025-11-01', [
          { account_id: 'sys:debtors', party_id: 'p1', dr: 118_00, cr: 0 },
          { account_id: 'sys:sales-parts', dr: 0, cr: 100_00 },
          { account_id: 'sys:output-igst', dr: 0, cr: 18_00 },
        ]),
        v('2025-11-02', [
          { account_id: 'sys:cash', dr: 50_00, cr: 0 },
          { account_id: 'sys:debtors', party_id: 'p1', dr: 0, cr: 50_00 },
        ]),
        v(
          '2025-11-02',
          [
            { account_id: 'sys:cash', dr: 9_00, cr: 0 },
            { account_id: 'sys:debtors', dr: 0, cr: 9_00 },
          ],
          'cancelled',
        ),
        v(
          '2025-11-02',
          [
            { account_id: 'sys:cash', dr: 7_00, cr: 0 },
            { account_id: 'sys:debtors', dr: 0, cr: 7_00 },
          ],
          'draft',
        ),
        v('2025-12-01', [
          { account_id: 'sys:cash', dr: 5_00, cr: 0 },
          { account_id: 'sys:debtors', dr: 0, cr: 5_00 },
        ]),
      ],
      '2025-11-30',
    )
    expect(tb.rows).toEqual([
      { account_id: 'sys:cash', dr: 50_00, cr: 0 },
      { account_id: 'sys:debtors', dr: 68_00, cr: 0 },
      { account_id: 'sys:output-igst', dr: 0, cr: 18_00 },
      { account_id: 'sys:sales-parts', dr: 0, cr: 100_00 },
    ])
    expect(tb.dr).toBe(tb.cr)
  })

  it('agrees for any balanced vouchers and opening balances that balance', () => {
    const accounts = ['a', 'b', 'c', 'd']
    const balanced = fc
      .array(fc.tuple(fc.constantFrom(...accounts), fc.integer({ min: 1, max: 1e9 })), {
        minLength: 1,
        maxLength: 5,
      })
      .chain((debits) =>
        fc.constantFrom(...accounts).map((creditTo) => {
          const total = debits.reduce((s, [, n]) => s + n, 0)
          return v('2025-06-01', [
            ...debits.map(([account_id, n]) => ({ account_id, dr: n, cr: 0 })),
            { account_id: creditTo, dr: 0, cr: total },
          ])
        }),
      )
    fc.assert(
      fc.property(
        fc.array(balanced, { maxLength: 20 }),
        fc.integer({ min: 0, max: 1e9 }),
        (vouchers, opening) => {
          const tb = trialBalance(
            vouchers,
            '2026-03-31',
            new Map([
              ['a', opening],
              ['b', -opening],
            ]),
          )
          expect(tb.dr).toBe(tb.cr)
        },
      ),
    )
  })
})
