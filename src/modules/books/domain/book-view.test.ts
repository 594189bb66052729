import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { accountBookView, bookKind, bookPeriod, dayBookView, moneyMoved } from './book-view'
import { bill, cr, dr, receipt, voucher } from './fixtures.test-data'

const own = new Map([['hdfc', { account_group: 'bank' as const }]])

describe('bookPeriod and bookKind', () => {
  it('reads the day book a day at a time and the cash and bank books from the first of the month', () => {
    expect(bookPeriod('day', null, null, '2026-11-26')).toEqual({
      ok: true,
      period: { from: '2026-11-26', to: '2026-11-26' },
    })
    expect(bookPeriod('cash', null, null, '2026-11-26')).toEqual({
      ok: true,
      period: { from: '2026-11-01', to: '2026-11-26' },
    })
    expect(bookPeriod('bank', '2026-10-01', 'not a date', '2026-11-26')).toEqual({
      ok: true,
      period: { from: '2026-10-01', to: '2026-11-26' },
    })
    expect(bookPeriod('day', '2026-11-27', '2026-11-26', '2026-11-26')).toEqual({
      ok: false,
      reason: 'from-after-to',
    })
    expect([bookKind('cash'), bookKind('bank'), bookKind(null), bookKind('ledger')]).toEqual([
      'cash',
      'bank',
      'day',
      'day',
    ])
  })
})

describe('dayBookView', () => {
  it('lists every voucher of the period with its value and the cash and bank it moved; cancelled counts nothing', () => {
    const sale = bill('vinv', 'p1', '2026-11-26', 80_000_00)
    const cash = receipt('p1', '2026-11-26', 30_000_00, 'cash', [])
    const upi: Voucher = {
      ...receipt('p1', '2026-11-26', 20_000_00, 'neft', []),
      postings: [dr('hdfc', 20_000_00), cr('sys:debtors', 20_000_00, 'p1')],
    }
    const contra = voucher({
      type: 'jv',
      doc_date: '2026-11-26',
      postings: [dr('hdfc', 5_000_00), cr('sys:cash', 5_000_00)],
    })
    const wrong: Voucher = { ...receipt('p1', '2026-11-26', 9_000_00, 'cash', []), status: 'cancelled' }
    const yesterday = receipt('p1', '2026-11-25', 1_00, 'cash', [])
    const view = dayBookView(
      [upi, sale, yesterday, cash, contra, wrong],
      { from: '2026-11-26', to: '2026-11-26' },
      own,
    )
    expect(
      view.lines.map((l) =>
        l.kind === 'entry' ? [l.entry.voucher.id, l.entry.amount, l.entry.dr, l.entry.cr] : l.kind,
      ),
    ).toEqual([
      [sale.id, 80_000_00, 0, 0],
      [cash.id, 30_000_00, 30_000_00, 0],
      [upi.id, 20_000_00, 20_000_00, 0],
      [contra.id, 5_000_00, 5_000_00, 5_000_00],
      [wrong.id, 0, 0, 0],
    ])
    expect(view.totals).toEqual({ dr: 55_000_00, cr: 5_000_00, amount: 1_35_000_00 })
    expect(view.opening).toBeNull()
    expect(moneyMoved(upi, new Map())).toEqual({ dr: 0, cr: 0 })
  })
})

describe('accountBookView', () => {
  it('reconciles: opening from earlier vouchers, each movement with its running balance, closing', () => {
    const period = { from: '2026-11-01', to: '2026-11-30' }
    const before = receipt('p1', '2026-10-31', 10_000_00, 'cash', [])
    const cancelledBefore: Voucher = {
      ...receipt('p1', '2026-10-30', 99_00, 'cash', []),
      status: 'cancelled',
    }
    const inA = receipt('p1', '2026-11-02', 30_000_00, 'cash', [])
    const wrong: Voucher = { ...receipt('p1', '2026-11-03', 7_000_00, 'cash', []), status: 'cancelled' }
    const banked = voucher({
      type: 'jv',
      doc_date: '2026-11-04',
      postings: [dr('hdfc', 25_000_00), cr('sys:cash', 25_000_00)],
    })
    const sale = bill('vinv', 'p1', '2026-11-04', 80_000_00)
    const after = receipt('p1', '2026-12-01', 5_00, 'cash', [])
    const view = accountBookView(
      'sys:cash',
      1_000_00,
      [before, cancelledBefore],
      [sale, banked, wrong, inA, after],
      period,
    )
    expect(
      view.lines.map((l) =>
        l.kind === 'entry'
          ? [l.entry.voucher.id, l.entry.dr, l.entry.cr, l.entry.balance, l.entry.cancelled]
          : [l.kind, l.date, l.balance],
      ),
    ).toEqual([
      ['opening', '2026-11-01', 11_000_00],
      [inA.id, 30_000_00, 0, 41_000_00, false],
      [wrong.id, 0, 0, null, true],
      [banked.id, 0, 25_000_00, 16_000_00, false],
      ['closing', '2026-11-30', 16_000_00],
    ])
    expect(view.totals).toEqual({ dr: 30_000_00, cr: 25_000_00, amount: 5_000_00 })
    expect(view.opening! + view.totals.dr - view.totals.cr).toBe(view.closing)
  })
})
