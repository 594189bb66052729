import { describe, expect, it } from 'vitest'
import { bill, cr, dr, receipt, voucher } from './fixtures.test-data'
import { partyLedger } from './ledger'
import {
  balanceText,
  ledgerLines,
  ledgerPeriod,
  overdueDays,
  particularsText,
  periodTotals,
  sideOf,
  type ParticularsWords,
} from './ledger-view'

const words: ParticularsWords = (key, values = {}) =>
  `${key}${Object.values(values).length ? `(${Object.values(values).join('|')})` : ''}`

describe('ledgerPeriod', () => {
  it('defaults to the Indian financial year up to today', () => {
    expect(ledgerPeriod(null, null, '2026-11-26')).toEqual({
      ok: true,
      period: { from: '2026-04-01', to: '2026-11-26' },
    })
    // January to March belong to the year that began the April before.
    expect(ledgerPeriod(null, null, '2027-02-03')).toEqual({
      ok: true,
      period: { from: '2026-04-01', to: '2027-02-03' },
    })
  })

  it('keeps dates given, replaces what is not a date, and refuses a from-date after the to-date', () => {
    expect(ledgerPeriod('2025-04-01', '2026-03-31', '2026-11-26')).toEqual({
      ok: true,
      period: { from: '2025-04-01', to: '2026-03-31' },
    })
    expect(ledgerPeriod('2026-02-30', 'soon', '2026-11-26')).toEqual({
      ok: true,
      period: { from: '2026-04-01', to: '2026-11-26' },
    })
    expect(ledgerPeriod('2026-10-02', '2026-10-01', '2026-11-26')).toEqual({
      ok: false,
      reason: 'from-after-to',
    })
  })
})

describe('balanceText', () => {
  it('writes the size of the balance and its side', () => {
    expect(sideOf(1)).toBe('dr')
    expect(sideOf(-1)).toBe('cr')
    expect(sideOf(0)).toBeNull()
    expect(balanceText(150_000, { dr: 'Dr', cr: 'Cr' })).toBe('₹1,500.00 Dr')
    expect(balanceText(-1_23_45_678_90, { dr: 'Dr', cr: 'Cr' })).toBe('₹1,23,45,678.90 Cr')
    expect(balanceText(-50, { dr: 'नाम', cr: 'जमा' }, 'hi')).toBe('₹0.50 जमा')
    expect(balanceText(0, { dr: 'Dr', cr: 'Cr' })).toBe('₹0.00')
  })
})

describe('particularsText', () => {
  it('names the chassis of an invoice', () => {
    const inv = bill('vinv', 'p1', '2026-05-01', 100_000_00, {
      lines: [
        {
          id: 'l1',
          kind: 'vehicle',
          description: 'Swift',
          qty: 1,
          taxable: 1,
          total: 1,
          chassis: 'MA3ABC123',
        },
        { id: 'l2', kind: 'accessory', description: 'Mats', qty: 1, taxable: 1, total: 1 },
      ],
    })
    expect(particularsText(inv, () => undefined, words)).toBe('ptChassis(MA3ABC123)')
  })

  it('gives the mode, reference, the bills settled by number and what stayed on account', () => {
    const r = receipt('p1', '2026-05-02', 60_000_00, 'neft', [{ doc_id: 'inv-1', amount: 50_000_00 }])
    r.payment!.instrument = { ref: 'UTR77' }
    r.narration = '  part payment '
    const numbers = new Map([['inv-1', 'RINV-2627/A0001']])
    expect(particularsText(r, (id) => numbers.get(id), words)).toBe(
      'mode_neft ptRef(UTR77) · ptAgainst(RINV-2627/A0001) · ptOnAccount(₹10,000.00) · part payment',
    )
  })

  it("says a refund's receipt, a bounced cheque, and why a document was cancelled", () => {
    const refund = voucher({
      type: 'rfnd',
      doc_date: '2026-05-03',
      party_id: 'p1',
      against_id: 'r1',
      payment: { amount: 5, mode: 'cash', account_id: 'sys:cash', allocations: [], on_account: 5 },
      postings: [dr('sys:debtors', 5, 'p1'), cr('sys:cash', 5)],
    })
    expect(particularsText(refund, (id) => (id === 'r1' ? 'RV/1' : undefined), words)).toBe(
      'mode_cash · ptAgainst(RV/1)',
    )
    const bounced = receipt('p1', '2026-05-02', 5, 'neft', [])
    bounced.payment = { ...bounced.payment!, mode: 'cheque', cheque_status: 'bounced', on_account: 0 }
    expect(particularsText(bounced, () => undefined, words)).toBe('mode_cheque · ptBounced')
    const cancelled = bill('winv', 'p1', '2026-05-04', 5, {
      status: 'cancelled',
      cancel: { at: 1, reason: 'wrong party' },
    })
    expect(particularsText(cancelled, () => undefined, words)).toBe('ptCancelled(wrong party)')
    const cancelledReceipt = receipt('p1', '2026-05-05', 7_000_00, 'cash', [])
    cancelledReceipt.status = 'cancelled'
    cancelledReceipt.cancel = { at: 1, reason: 'typed twice' }
    expect(particularsText(cancelledReceipt, () => undefined, words)).toBe(
      'ptCancelled(typed twice) · mode_cash',
    )
  })
})

describe('ledgerLines and periodTotals', () => {
  it('puts the opening first and the closing last, and opening + Σdr − Σcr = closing', () => {
    const inv = bill('vinv', 'p1', '2026-05-01', 80_000_00)
    const paid = receipt('p1', '2026-05-10', 100_000_00, 'cash', [{ doc_id: inv.id, amount: 80_000_00 }])
    const old = bill('winv', 'p1', '2026-03-31', 5_000_00)
    const period = { from: '2026-04-01', to: '2026-11-26' }
    const ledger = partyLedger({ id: 'p1', opening_balance: 1_000_00 }, [paid, inv, old], period)
    const lines = ledgerLines(ledger, period)
    expect(lines.map((l) => l.kind)).toEqual(['opening', 'entry', 'entry', 'closing'])
    expect(lines[0]).toEqual({ kind: 'opening', key: 'opening', date: '2026-04-01', balance: 6_000_00 })
    expect(lines[3]).toEqual({ kind: 'closing', key: 'closing', date: '2026-11-26', balance: -14_000_00 })
    const totals = periodTotals(ledger)
    expect(totals).toEqual({ dr: 80_000_00, cr: 100_000_00 })
    expect(ledger.opening + totals.dr - totals.cr).toBe(ledger.closing)
  })
})

describe('overdueDays', () => {
  it('counts whole days past the due date, never below nil', () => {
    expect(overdueDays({ doc_date: '2026-10-27' }, '2026-11-26')).toBe(30)
    expect(overdueDays({ doc_date: '2026-11-26' }, '2026-11-26')).toBe(0)
    expect(overdueDays({ doc_date: '2026-12-01' }, '2026-11-26')).toBe(0)
    expect(overdueDays({ doc_date: 'x' }, '2026-11-26')).toBe(0)
  })
})
