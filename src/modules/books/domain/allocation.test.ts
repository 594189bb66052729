import { describe, expect, it } from 'vitest'
import { allocateFifo, checkAllocations, type OpenDocument } from './allocation'
import { checkJournal, reversalOf } from './journal'
import { isBalanced } from './postings'

const open: OpenDocument[] = [
  { doc_id: 'w2', doc_no: 'WI/2', doc_date: '2025-12-12', pending: 30_000, party_id: 'p' },
  { doc_id: 'w1', doc_no: 'WI/1', doc_date: '2025-12-10', pending: 50_000, party_id: 'p' },
  {
    doc_id: 'w3',
    doc_no: 'WI/3',
    doc_date: '2025-12-01',
    due_date: '2025-12-31',
    pending: 20_000,
    party_id: 'p',
  },
]

describe('allocation', () => {
  it('pays the oldest due first and leaves the rest on account', () => {
    expect(allocateFifo(60_000, open)).toEqual({
      allocations: [
        { doc_id: 'w1', doc_no: 'WI/1', doc_date: '2025-12-10', amount: 50_000 },
        { doc_id: 'w2', doc_no: 'WI/2', doc_date: '2025-12-12', amount: 10_000 },
      ],
      on_account: 0,
    })
    expect(allocateFifo(1_20_000, open).on_account).toBe(20_000)
    expect(allocateFifo(5_000, []).on_account).toBe(5_000)
  })

  it('settles the bill the money was started from first, then the oldest', () => {
    expect(allocateFifo(60_000, open, 'w2')).toEqual({
      allocations: [
        { doc_id: 'w2', doc_no: 'WI/2', doc_date: '2025-12-12', amount: 30_000 },
        { doc_id: 'w1', doc_no: 'WI/1', doc_date: '2025-12-10', amount: 30_000 },
      ],
      on_account: 0,
    })
    expect(allocateFifo(10_000, open, 'w2').allocations.map((a) => [a.doc_id, a.amount])).toEqual([
      ['w2', 10_000],
    ])
    // A bill no longer open is no reason to change the order.
    expect(allocateFifo(60_000, open, 'gone')).toEqual(allocateFifo(60_000, open))
  })

  it("refuses more than is open, more than the amount, a closed document and another party's", () => {
    const other: OpenDocument = { ...open[0]!, doc_id: 'x1', party_id: 'q' }
    expect(
      checkAllocations(
        40_000,
        'p',
        [
          { doc_id: 'w1', amount: 50_001 },
          { doc_id: 'zz', amount: 1 },
          { doc_id: 'x1', amount: 1 },
        ],
        [...open, other],
      ).map((e) => e.code),
    ).toEqual(['over_pending', 'not_open', 'other_party', 'over_amount'])
    expect(checkAllocations(50_000, 'p', [{ doc_id: 'w1', amount: 50_000 }], open)).toEqual([])
    // A financier's disbursement settles the customer's invoice.
    expect(checkAllocations(10_000, 'fin', [{ doc_id: 'w1', amount: 10_000 }], open, 'p')).toEqual([])
  })
})

describe('journal entries', () => {
  it('refuses what does not balance or names no party on a control account; warns on a tax account', () => {
    const contra = [
      { account_id: 'bank-1', dr: 50_000, cr: 0 },
      { account_id: 'sys:cash', dr: 0, cr: 50_000 },
    ]
    const bank = new Map([['bank-1', { account_group: 'bank' as const }]])
    expect(checkJournal(contra, bank)).toEqual({ errors: [], warnings: [] })
    expect(
      checkJournal([
        { account_id: 'sys:debtors', dr: 10, cr: 0 },
        { account_id: 'sys:output-cgst', dr: 0, cr: 10 },
      ]),
    ).toEqual({
      errors: [{ code: 'party_missing', line: 0 }],
      warnings: [{ code: 'tax_account', line: 1 }],
    })
    const back = reversalOf(contra)
    expect(back).toEqual([
      { account_id: 'bank-1', dr: 0, cr: 50_000 },
      { account_id: 'sys:cash', dr: 50_000, cr: 0 },
    ])
    expect(isBalanced(back)).toBe(true)
  })
})
