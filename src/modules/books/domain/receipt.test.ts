import { describe, expect, it } from 'vitest'
import { CASH_LIMIT } from './cash-guard'
import { isBalanced } from './postings'
import {
  allocationText,
  checkReceipt,
  emptyReceipt,
  typeAllocation,
  type ReceiptContext,
  type ReceiptDraft,
} from './receipt'
import { refundableReceipts } from './refunds'
import type { Voucher } from '@schemas/vouchers.schema'
import { bill, cr, dr, receipt, voucher } from './fixtures.test-data'
import { billBalance, openItems, overSettled } from './ledger'

const party = { id: 'p1', name: 'रमेश कुमार', gstin: '', state_code: '27', address: 'Pune', pan: '' }
const ctx: ReceiptContext = {
  period: { lockDate: '2026-03-31', today: '2026-11-26', validTill: null },
  accounts: new Map([['bank-1', { account_group: 'bank' as const }]]),
  party,
  open: [
    { doc_id: 'inv-2', doc_no: 'WI/2', doc_date: '2026-10-05', pending: 30_000_00, party_id: 'p1' },
    { doc_id: 'inv-1', doc_no: 'WI/1', doc_date: '2026-09-01', pending: 20_000_00, party_id: 'p1' },
  ],
  bookings: [{ id: 'bk-1', receipt_no: 'RV1/2627/0001', booking_date: '2026-11-01', party_id: 'p1' }],
  priorCash: [],
  refundable: [],
}
const draft = (patch: Partial<ReceiptDraft>): ReceiptDraft => ({
  ...emptyReceipt('rcpt', '2026-11-26'),
  party_id: 'p1',
  ...patch,
})
const codes = (d: ReceiptDraft, c: ReceiptContext = ctx) => {
  const r = checkReceipt(d, c)
  return r.ok ? {} : Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v?.code]))
}

describe('the receipt form model', () => {
  it('makes a posted, balanced receipt spread oldest bill first, the rest on account', () => {
    const r = checkReceipt(draft({ amount: '25,000' }), ctx)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.payment?.allocations.map((a) => [a.doc_id, a.amount])).toEqual([
      ['inv-1', 20_000_00],
      ['inv-2', 5_000_00],
    ])
    expect(r.value.payment?.on_account).toBe(0)
    expect(r.value.series).toBe('RV')
    expect(r.value.fy).toBe('2627')
    expect(r.value.party?.name).toBe('रमेश कुमार')
    expect(isBalanced(r.value.postings)).toBe(true)
    const more = checkReceipt(draft({ amount: '60000' }), ctx)
    expect(more.ok && more.value.payment?.on_account).toBe(10_000_00)
  })

  it('takes the whole amount against a booking, and the user’s own allocations when typed', () => {
    const r = checkReceipt(draft({ amount: '5000', booking_id: 'bk-1' }), ctx)
    expect(r.ok && r.value.payment?.allocations).toEqual([
      { doc_id: 'bk-1', doc_no: 'RV1/2627/0001', doc_date: '2026-11-01', amount: 5_000_00 },
    ])
    expect(r.ok && r.value.booking_id).toBe('bk-1')
    const typed = checkReceipt(draft({ amount: '10000', allocations: { 'inv-2': '4000' } }), ctx)
    expect(typed.ok && typed.value.payment?.allocations.map((a) => a.amount)).toEqual([4_000_00])
    expect(typed.ok && typed.value.payment?.on_account).toBe(6_000_00)
    expect(codes(draft({ amount: '10000', allocations: { 'inv-1': '25000' } }))).toEqual({
      allocations: 'over_pending',
    })
    expect(codes(draft({ amount: '10000', allocations: { 'inv-1': '6000', 'inv-2': '6000' } }))).toEqual({
      allocations: 'over_amount',
    })
    expect(codes(draft({ amount: '10000', allocations: { 'inv-1': 'x' } }))).toEqual({
      allocations: 'invalid',
    })
  })

  it('refuses what §3.12 refuses', () => {
    expect(codes(draft({ amount: '0' }))).toEqual({ amount: 'not_positive' })
    expect(codes(draft({ party_id: '' }), { ...ctx, party: null })).toMatchObject({ party_id: 'required' })
    expect(codes(draft({ amount: '100', mode: 'neft', account_id: 'bank-1' }))).toEqual({
      ref: 'required',
      ref_date: 'required',
    })
    expect(
      codes(
        draft({ amount: '100', mode: 'neft', account_id: 'sys:cash', ref: 'U1', ref_date: '2026-11-26' }),
      ),
    ).toEqual({
      account_id: 'not_money_account',
    })
    expect(codes(draft({ amount: '100', account_id: 'sys:debtors' }))).toEqual({
      account_id: 'not_money_account',
    })
    expect(codes(draft({ amount: '100', doc_date: '2026-03-31' }))).toEqual({ doc_date: 'period_locked' })
    expect(codes(draft({ amount: '100', doc_date: '2026-11-27' }))).toEqual({ doc_date: 'future_date' })
    expect(codes(draft({ amount: '100', booking_id: 'bk-9' }))).toEqual({ booking_id: 'required' })
    expect(
      codes(
        draft({
          amount: '100',
          charges: '100',
          mode: 'upi',
          account_id: 'bank-1',
          ref: 'U',
          ref_date: '2026-11-26',
        }),
      ),
    ).toEqual({
      charges: 'deductions_too_large',
    })
  })

  it('refuses cash at ₹2,00,000 on each limb of s.269ST, and says how much is left', () => {
    expect(codes(draft({ amount: '200000' }))).toEqual({ amount: 'cash_single' })
    expect(codes(draft({ amount: '199999.99' }))).toEqual({})
    const sameDay = {
      ...ctx,
      priorCash: [{ id: 'r0', party_id: 'p1', doc_date: '2026-11-26', amount: 1_50_000_00, chains: [] }],
    }
    const r = checkReceipt(draft({ amount: '50000' }), sameDay)
    expect(!r.ok && r.errors.amount).toEqual({
      code: 'cash_party_day',
      values: { already: 1_50_000_00, limit: CASH_LIMIT, most: 49_999_00 },
    })
    expect(codes(draft({ amount: '49999' }), sameDay)).toEqual({})
    const chain = {
      ...ctx,
      priorCash: [
        { id: 'r0', party_id: 'p1', doc_date: '2026-11-02', amount: 1_90_000_00, chains: ['booking:bk-1'] },
      ],
    }
    expect(codes(draft({ amount: '10000', booking_id: 'bk-1' }), chain)).toEqual({ amount: 'cash_chain' })
    expect(codes(draft({ amount: '10000' }), chain)).toEqual({})
    expect(
      codes(
        draft({
          amount: '10000',
          mode: 'upi',
          account_id: 'bank-1',
          ref: 'U',
          ref_date: '2026-11-26',
          booking_id: 'bk-1',
        }),
        chain,
      ),
    ).toEqual({})
  })

  it('refunds no more than was received on the receipt, cites it, and never ₹2,00,000 in cash', () => {
    const advance = receipt('p1', '2026-11-01', 3_00_000_00, 'neft', [
      { doc_id: 'bk-1', amount: 3_00_000_00 },
    ])
    advance.booking_id = 'bk-1'
    const earlier = voucher({
      type: 'rfnd',
      doc_date: '2026-11-10',
      party_id: 'p1',
      against_id: advance.id,
      payment: { amount: 50_000_00, mode: 'neft', account_id: 'bank-1', allocations: [], on_account: 0 },
      postings: [dr('sys:debtors', 50_000_00, 'p1'), cr('bank-1', 50_000_00)],
    })
    const refundable = refundableReceipts([advance, earlier], 'p1')
    expect(refundable.map((r) => r.refundable)).toEqual([2_50_000_00])
    const c = { ...ctx, refundable }
    const base = { ...emptyReceipt('rfnd', '2026-11-26'), party_id: 'p1', against_id: advance.id }
    expect(
      codes(
        {
          ...base,
          amount: '250000.01',
          mode: 'neft',
          account_id: 'bank-1',
          ref: 'N',
          ref_date: '2026-11-26',
        },
        c,
      ),
    ).toEqual({ amount: 'over_refundable' })
    expect(codes({ ...base, amount: '200000' }, c)).toEqual({ amount: 'cash_refund' })
    expect(codes({ ...base, amount: '100', against_id: '' }, c)).toEqual({ against_id: 'required' })
    const ok = checkReceipt({ ...base, amount: '1000' }, c)
    expect(ok.ok && [ok.value.against_id, ok.value.booking_id, ok.value.postings]).toEqual([
      advance.id,
      'bk-1',
      [dr('sys:debtors', 1_000_00, 'p1'), cr('sys:cash', 1_000_00)],
    ])
  })

  it('credits the customer with the TDS they deducted and debits the bank charges', () => {
    const r = checkReceipt(
      draft({
        amount: '10000',
        tds: '100',
        charges: '50',
        mode: 'card',
        account_id: 'bank-1',
        ref: 'S1',
        ref_date: '2026-11-26',
      }),
      ctx,
    )
    expect(r.ok && r.value.postings).toEqual([
      dr('bank-1', 9_950_00),
      dr('sys:tds-receivable', 100_00),
      dr('sys:bank-charges', 50_00),
      cr('sys:debtors', 10_100_00, 'p1'),
    ])
  })
})

describe('open bills after refunds and bounced cheques', () => {
  it('a refund reopens what its advance settled; a bounced cheque settled nothing', () => {
    const inv = bill('vinv', 'p1', '2026-11-20', 5_00_000_00, { booking_id: 'bk-1' })
    const advance = receipt('p1', '2026-11-01', 1_00_000_00, 'neft', [
      { doc_id: 'bk-1', amount: 1_00_000_00 },
    ])
    const refund = voucher({
      type: 'rfnd',
      doc_date: '2026-11-05',
      party_id: 'p1',
      payment: {
        amount: 20_000_00,
        mode: 'neft',
        account_id: 'bank-1',
        allocations: [{ doc_id: 'bk-1', amount: 20_000_00 }],
        on_account: 0,
      },
      postings: [dr('sys:debtors', 20_000_00, 'p1'), cr('bank-1', 20_000_00)],
    })
    const cheque = receipt('p1', '2026-11-21', 50_000_00, 'neft', [{ doc_id: inv.id, amount: 50_000_00 }])
    const pending = (vs: Voucher[]) => openItems('p1', vs, '2026-11-26')[0]?.pending
    expect(pending([inv, advance])).toBe(4_00_000_00)
    expect(pending([inv, advance, refund])).toBe(4_20_000_00)
    expect(pending([inv, advance, refund, cheque])).toBe(3_70_000_00)
    cheque.payment = { ...cheque.payment!, cheque_status: 'bounced' }
    expect(pending([inv, advance, refund, cheque])).toBe(4_20_000_00)
  })
})

describe('bills settled beyond their amount', () => {
  it('flags receipts that together pass the bill, not a credit note on a paid bill (an advance to refund)', () => {
    const inv = bill('vinv', 'p1', '2026-11-20', 10_39_000_00)
    const paid = receipt('p1', '2026-11-20', 10_39_000_00, 'neft', [{ doc_id: inv.id, amount: 10_39_000_00 }])
    const credit = voucher({
      type: 'vcn',
      doc_date: '2026-11-22',
      party_id: 'p1',
      against_id: inv.id,
      postings: [dr('sys:sales-vehicles', 9_50_000_00), cr('sys:debtors', 9_50_000_00, 'p1')],
    })
    expect(overSettled('p1', [inv, paid, credit], '2026-11-26')).toEqual([])
    expect(billBalance(inv, [inv, paid, credit], '2026-11-26')).toEqual({
      amount: 10_39_000_00,
      received: 10_39_000_00,
      credited: 9_50_000_00,
      pending: -9_50_000_00,
    })
    expect(billBalance(inv, [inv], '2026-11-26')?.pending).toBe(10_39_000_00)
    expect(billBalance({ id: 'nope', party_id: 'p1' }, [inv], '2026-11-26')).toBeNull()
    expect(openItems('p1', [inv, paid, credit], '2026-11-26')).toEqual([])
    const twice = receipt('p1', '2026-11-21', 1_00_000_00, 'neft', [{ doc_id: inv.id, amount: 1_00_000_00 }])
    expect(overSettled('p1', [inv, paid, twice, credit], '2026-11-26')).toMatchObject([
      { voucher_id: inv.id, amount: 10_39_000_00, settled: 11_39_000_00 },
    ])
  })
})

describe("a supplier's bill", () => {
  it('stands at what we owe on it less payments allocated to it and debit notes against it (G7)', () => {
    const ppur = voucher({
      id: 'ppur-5dec',
      type: 'ppur',
      doc_date: '2025-12-05',
      party_id: 's1',
      postings: [
        dr('sys:purchases-parts', 9_900_00),
        dr('sys:input-cgst', 891_00),
        dr('sys:input-sgst', 891_00),
        cr('sys:creditors', 11_682_00, 's1'),
      ],
    })
    const ppret = voucher({
      type: 'ppret',
      doc_date: '2025-12-12',
      party_id: 's1',
      against_id: ppur.id,
      postings: [
        dr('sys:creditors', 3_894_00, 's1'),
        cr('sys:purchases-parts', 3_300_00),
        cr('sys:input-cgst', 297_00),
        cr('sys:input-sgst', 297_00),
      ],
    })
    const pay = voucher({
      type: 'pay',
      doc_date: '2025-12-20',
      party_id: 's1',
      payment: {
        amount: 5_000_00,
        mode: 'neft',
        account_id: 'bank-1',
        allocations: [{ doc_id: ppur.id, amount: 5_000_00 }],
        on_account: 0,
      },
      postings: [dr('sys:creditors', 5_000_00, 's1'), cr('bank-1', 5_000_00)],
    })
    expect(billBalance(ppur, [ppur], '2025-12-05')).toEqual({
      amount: 11_682_00,
      received: 0,
      credited: 0,
      pending: 11_682_00,
    })
    expect(billBalance(ppur, [ppur, ppret, pay], '2025-12-31')).toEqual({
      amount: 11_682_00,
      received: 5_000_00,
      credited: 3_894_00,
      pending: 2_788_00,
    })
    // As it stood before the return and the payment; a cancelled bill stands at nothing.
    expect(billBalance(ppur, [ppur, ppret, pay], '2025-12-10')?.pending).toBe(11_682_00)
    expect(billBalance(ppur, [{ ...ppur, status: 'cancelled' }], '2025-12-31')).toBeNull()
    // A supplier's bill is not a customer's open item.
    expect(openItems('s1', [ppur], '2025-12-31')).toEqual([])
  })
})

describe('typing an allocation', () => {
  it('shows plain rupees, and the first typed amount fixes the others as spread', () => {
    expect(allocationText(4_000_50)).toBe('4000.50')
    expect(allocationText(0)).toBe('')
    const spread = [
      { doc_id: 'inv-1', amount: 20_000_00 },
      { doc_id: 'inv-2', amount: 5_000_00 },
    ]
    const d = typeAllocation(draft({ amount: '25000' }), spread, 'inv-2', '3000')
    expect(d.allocations).toEqual({ 'inv-1': '20000', 'inv-2': '3000' })
    expect(typeAllocation(d, spread, 'inv-1', '1').allocations).toEqual({ 'inv-1': '1', 'inv-2': '3000' })
  })
})
