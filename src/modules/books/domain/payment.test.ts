// Paying a supplier: the money goes against the supplier's open bills (vehicle and parts bills alike) as a
// receipt goes against a customer's invoices, and the bill, the bill-wise view and the ledger follow.
import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { cr, dr, voucher } from './fixtures.test-data'
import { billBalance, openItems, overSettled, partyLedger, payableItems } from './ledger'
import { isBalanced } from './postings'
import { checkReceipt, emptyReceipt, receiptWarning, type ReceiptDraft } from './receipt'
import { receiptContextOf } from './receipt-context'

const supplier = { id: 's1', name: 'Gujarat Auto Spares', gstin: '24AAGFT5528R1ZJ', state_code: '24' }
// An OEM bill of 1 Dec (₹8,00,000 owed after ₹800 TDS), a parts bill of 5 Dec (G7: ₹11,682) with a debit note
// of ₹3,894 against it, and a customer's invoice to the same party, which a payment never settles.
const vpur = voucher({
  id: 'vpur-1dec',
  type: 'vpur',
  number: 'VP/0001',
  doc_date: '2025-12-01',
  party_id: 's1',
  supplier_bill_no: 'OEM/771',
  postings: [
    dr('sys:purchases-vehicles', 8_00_800_00),
    cr('sys:tds-194q-payable', 800_00),
    cr('sys:creditors', 8_00_000_00, 's1'),
  ],
})
const ppur = voucher({
  id: 'ppur-5dec',
  type: 'ppur',
  number: 'WP/0001',
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
const sold = voucher({
  id: 'winv-1',
  type: 'winv',
  doc_date: '2025-12-02',
  party_id: 's1',
  postings: [dr('sys:debtors', 5_000_00, 's1'), cr('sys:sales-parts', 5_000_00)],
})
const books: Voucher[] = [vpur, ppur, ppret, sold]
const period = { lockDate: null, today: '2025-12-20', validTill: null }
const accounts = new Map([['bank-1', { account_group: 'bank' as const }]])
const contextOf = (vouchers: readonly Voucher[], kind: 'pay' | 'rcpt' = 'pay') =>
  receiptContextOf({ kind, partyId: 's1', party: supplier, vouchers, bookings: [], accounts, period })
const ctx = contextOf(books)
const draft = (patch: Partial<ReceiptDraft>): ReceiptDraft => ({
  ...emptyReceipt('pay', '2025-12-20'),
  party_id: 's1',
  mode: 'neft',
  account_id: 'bank-1',
  ref: 'UTR42',
  ref_date: '2025-12-20',
  ...patch,
})
const codes = (d: ReceiptDraft) => {
  const r = checkReceipt(d, ctx)
  return r.ok ? {} : Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v?.code]))
}

describe('the bills a payment settles', () => {
  it('are the supplier’s vehicle and parts bills still to pay, oldest first, never a customer’s invoice', () => {
    expect(ctx.open).toEqual([
      {
        doc_id: vpur.id,
        doc_no: 'VP/0001',
        doc_date: '2025-12-01',
        ref: 'OEM/771',
        pending: 8_00_000_00,
        party_id: 's1',
      },
      {
        doc_id: ppur.id,
        doc_no: 'WP/0001',
        doc_date: '2025-12-05',
        ref: 'GAS/2526/0042',
        pending: 7_788_00,
        party_id: 's1',
      },
    ])
    // A receipt from the same party settles its invoice, never its bills.
    expect(contextOf(books, 'rcpt').open.map((d) => d.doc_id)).toEqual([sold.id])
  })

  it('spreads oldest first, the bill it was started from first of all, the rest on account', () => {
    const fifo = checkReceipt(draft({ amount: '8,00,500' }), ctx)
    expect(fifo.ok && fifo.value.payment?.allocations.map((a) => [a.doc_no, a.amount])).toEqual([
      ['VP/0001', 8_00_000_00],
      ['WP/0001', 500_00],
    ])
    const fromBill = checkReceipt(draft({ amount: '10,000', bill_id: ppur.id }), ctx)
    expect(fromBill.ok && fromBill.value.payment).toMatchObject({
      allocations: [
        { doc_id: ppur.id, doc_no: 'WP/0001', doc_date: '2025-12-05', amount: 7_788_00 },
        { doc_id: vpur.id, doc_no: 'VP/0001', doc_date: '2025-12-01', amount: 2_212_00 },
      ],
      on_account: 0,
    })
    const beyond = checkReceipt(draft({ amount: '9,00,000' }), ctx)
    expect(beyond.ok && beyond.value.payment?.on_account).toBe(9_00_000_00 - 8_07_788_00)
  })

  it('takes the user’s amounts per bill, within what is open on each and the amount in all', () => {
    const typed = checkReceipt(draft({ amount: '5,000', allocations: { [ppur.id]: '4000' } }), ctx)
    expect(typed.ok && typed.value.payment).toMatchObject({
      allocations: [{ doc_id: ppur.id, amount: 4_000_00 }],
      on_account: 1_000_00,
    })
    // The debit note took ₹3,894 off the parts bill: ₹7,788 is all that is open on it.
    expect(codes(draft({ amount: '10,000', allocations: { [ppur.id]: '7788.01' } }))).toEqual({
      allocations: 'over_pending',
    })
    expect(codes(draft({ amount: '1,000', allocations: { [ppur.id]: '600', [vpur.id]: '600' } }))).toEqual({
      allocations: 'over_amount',
    })
    expect(codes(draft({ amount: '1,000', allocations: { [sold.id]: '600' } }))).toEqual({})
    const ignored = checkReceipt(draft({ amount: '1,000', allocations: { [sold.id]: '600' } }), ctx)
    expect(ignored.ok && ignored.value.payment?.allocations).toEqual([])
  })

  it('posts Dr the supplier on the creditors’ account, Cr the bank, in the payment series', () => {
    const r = checkReceipt(draft({ amount: '4,000', bill_id: ppur.id }), ctx)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.postings).toEqual([dr('sys:creditors', 4_000_00, 's1'), cr('bank-1', 4_000_00)])
    expect(isBalanced(r.value.postings)).toBe(true)
    expect([r.value.type, r.value.series, r.value.fy]).toEqual(['pay', 'PY', '2526'])
    expect(r.value.payment).toMatchObject({ amount: 4_000_00, mode: 'neft', instrument: { ref: 'UTR42' } })
    expect(r.value.payment).not.toHaveProperty('tds_deducted')
  })
})

describe('cash paid to a supplier', () => {
  const cash = (amount: string) =>
    draft({ amount, mode: 'cash', account_id: 'sys:cash', ref: '', ref_date: '' })
  const earlier = voucher({
    type: 'pay',
    doc_date: '2025-12-20',
    party_id: 's1',
    payment: {
      amount: 7_000_00,
      mode: 'cash',
      account_id: 'sys:cash',
      allocations: [],
      on_account: 7_000_00,
    },
    postings: [dr('sys:creditors', 7_000_00, 's1'), cr('sys:cash', 7_000_00)],
  })

  it('beyond ₹10,000 in a day is warned of (s.40A(3)), not refused', () => {
    expect(receiptWarning(cash('10,000'), ctx)).toBeNull()
    expect(checkReceipt(cash('2,50,000'), ctx).ok).toBe(true)
    expect(receiptWarning(cash('2,50,000'), ctx)).toEqual({
      field: 'amount',
      code: 'cash_40a3',
      values: { already: 0, total: 2_50_000_00, limit: 10_000_00 },
    })
    const after = contextOf([...books, earlier])
    expect(receiptWarning(cash('3,000'), after)).toBeNull()
    expect(receiptWarning(cash('3,000.01'), after)?.values).toEqual({
      already: 7_000_00,
      total: 10_000_01,
      limit: 10_000_00,
    })
    // Another day, a bank mode, or money received are no payment in cash that day.
    expect(receiptWarning({ ...cash('3,001'), doc_date: '2025-12-19' }, after)).toBeNull()
    expect(receiptWarning(draft({ amount: '50,000' }), after)).toBeNull()
    expect(receiptWarning({ ...cash('50,000'), kind: 'rcpt' }, after)).toBeNull()
  })
})

describe('after a payment', () => {
  it('the bill, the supplier’s open bills and its ledger follow', () => {
    const r = checkReceipt(draft({ amount: '4,000', bill_id: ppur.id }), ctx)
    if (!r.ok) throw new Error('the payment was refused')
    const paid = voucher({ ...r.value, id: 'pay-1', number: 'PY/0001' })
    const after = [...books, paid]
    expect(billBalance(ppur, after, '2025-12-20')).toEqual({
      amount: 11_682_00,
      received: 4_000_00,
      credited: 3_894_00,
      pending: 3_788_00,
    })
    expect(payableItems('s1', after, '2025-12-20').map((i) => [i.number, i.pending])).toEqual([
      ['VP/0001', 8_00_000_00],
      ['WP/0001', 3_788_00],
    ])
    // As things stood before the payment's date, and the customer's side untouched.
    expect(payableItems('s1', after, '2025-12-19').at(-1)?.pending).toBe(7_788_00)
    expect(openItems('s1', after, '2025-12-20').map((i) => i.pending)).toEqual([5_000_00])
    const ledger = partyLedger({ id: 's1', opening_balance: 0 }, after, {
      from: '2025-12-01',
      to: '2025-12-31',
    })
    expect(ledger.rows.at(-1)).toMatchObject({ voucher_id: 'pay-1', dr: 4_000_00, cr: 0 })
    expect(ledger.closing).toBe(5_000_00 - 8_00_000_00 - 11_682_00 + 3_894_00 + 4_000_00)
    // Paid in full, a bill is no longer open; paid twice over (two devices offline), it is not open either.
    const full = voucher({
      ...paid,
      id: 'pay-2',
      payment: { ...paid.payment!, allocations: [{ doc_id: ppur.id, amount: 3_788_00 }] },
    })
    expect(payableItems('s1', [...after, full], '2025-12-20').map((i) => i.number)).toEqual(['VP/0001'])
    const bounced = { ...full, payment: { ...full.payment!, cheque_status: 'bounced' as const } }
    expect(payableItems('s1', [...after, bounced], '2025-12-20').map((i) => i.number)).toEqual([
      'VP/0001',
      'WP/0001',
    ])
  })
})

describe('a supplier’s bill paid twice over', () => {
  // Two devices offline each saw the parts bill open at ₹7,788 (₹11,682 less the ₹3,894 debit note) and each
  // paid it in full: ₹15,576 allocated to a bill of ₹11,682, ₹7,788 beyond what was left to pay.
  const payment = (id: string, number: string, amount: number, cheque_status?: 'bounced') =>
    voucher({
      id,
      type: 'pay',
      number,
      doc_date: '2025-12-20',
      party_id: 's1',
      payment: {
        amount,
        mode: 'neft',
        account_id: 'bank-1',
        allocations: [{ doc_id: ppur.id, amount }],
        on_account: 0,
        ...(cheque_status ? { cheque_status } : {}),
      },
      postings: [dr('sys:creditors', amount, 's1'), cr('bank-1', amount)],
    })
  const first = payment('pay-a', 'PYAAA/2526/0001', 7_788_00)
  const second = payment('pay-b', 'PYBBB/2526/0001', 7_788_00)

  it('is flagged on the supplier’s ledger with both payments, what was owed and what was paid', () => {
    expect(overSettled('s1', [...books, first], '2025-12-20')).toEqual([])
    expect(overSettled('s1', [...books, first, second], '2025-12-20')).toEqual([
      {
        voucher_id: ppur.id,
        number: 'WP/0001',
        side: 'supplier',
        amount: 11_682_00,
        settled: 15_576_00,
        receipts: [
          { id: 'pay-a', number: 'PYAAA/2526/0001', type: 'pay' },
          { id: 'pay-b', number: 'PYBBB/2526/0001', type: 'pay' },
        ],
      },
    ])
    expect(billBalance(ppur, [...books, first, second], '2025-12-20')?.pending).toBe(-7_788_00)
  })

  it('counts payments alone: a debit note on a paid bill, a bounced cheque or a later date is no clash', () => {
    // Paid ₹11,682 in full, then the debit note: the supplier owes us ₹3,894, which a credit note settles.
    const whole = payment('pay-w', 'PYAAA/2526/0002', 11_682_00)
    expect(overSettled('s1', [...books, whole], '2025-12-20')).toEqual([])
    expect(
      overSettled('s1', [...books, first, payment('pay-x', 'PYX', 7_788_00, 'bounced')], '2025-12-20'),
    ).toEqual([])
    expect(overSettled('s1', [...books, first, second], '2025-12-19')).toEqual([])
    const cancelled = { ...second, status: 'cancelled' as const }
    expect(overSettled('s1', [...books, first, cancelled], '2025-12-20')).toEqual([])
    // The customer's invoice of the same party is read on its own side.
    expect(overSettled('s2', [...books, first, second], '2025-12-20')).toEqual([])
  })
})
