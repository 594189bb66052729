import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { profitLoss } from './profit-loss'

const v = (doc_date: string, postings: Voucher['postings'], status: Voucher['status'] = 'posted') => ({
  doc_date,
  status,
  postings,
})

describe('the profit and loss account with derived stock', () => {
  // A worked month: vehicles sold for 12,00,000 that cost 10,00,000 (bought this month), parts bought for
  // 50,000 of which 20,000 are still on the shelf, labour of 30,000, freight 5,000, rent 40,000, a stock gain
  // of 1,000 at a count; 3,00,000 of vehicles and 10,000 of parts were in stock when the month began and are
  // still there at its end.
  const period = { from: '2025-12-01', to: '2025-12-31' }
  const vouchers = [
    v('2025-12-02', [
      { account_id: 'sys:purchases-vehicles', dr: 10_00_000_00, cr: 0 },
      { account_id: 'sys:creditors', party_id: 'oem', dr: 0, cr: 10_00_000_00 },
    ]),
    v('2025-12-03', [
      { account_id: 'sys:purchases-parts', dr: 50_000_00, cr: 0 },
      { account_id: 'sys:creditors', party_id: 'pp', dr: 0, cr: 50_000_00 },
    ]),
    v('2025-12-10', [
      { account_id: 'sys:debtors', party_id: 'a', dr: 12_30_000_00, cr: 0 },
      { account_id: 'sys:sales-vehicles', dr: 0, cr: 12_00_000_00 },
      { account_id: 'sys:sales-labour', dr: 0, cr: 30_000_00 },
    ]),
    v('2025-12-11', [
      { account_id: 'sys:freight-in', dr: 5_000_00, cr: 0 },
      { account_id: 'sys:cash', dr: 0, cr: 5_000_00 },
    ]),
    v('2025-12-12', [
      { account_id: 'rent', dr: 40_000_00, cr: 0 },
      { account_id: 'sys:bank', dr: 0, cr: 40_000_00 },
    ]),
    // The count found parts worth 1,000 more: Dr purchases, Cr stock gain (the stock journal's posting).
    v('2025-12-20', [
      { account_id: 'sys:purchases-parts', dr: 1_000_00, cr: 0 },
      { account_id: 'sys:stock-gain', dr: 0, cr: 1_000_00 },
    ]),
    // Outside the period, cancelled and draft: not counted.
    v('2025-11-30', [
      { account_id: 'rent', dr: 40_000_00, cr: 0 },
      { account_id: 'sys:bank', dr: 0, cr: 40_000_00 },
    ]),
    v(
      '2025-12-15',
      [
        { account_id: 'rent', dr: 9_00, cr: 0 },
        { account_id: 'sys:bank', dr: 0, cr: 9_00 },
      ],
      'cancelled',
    ),
  ]
  const pl = profitLoss({
    vouchers,
    period,
    accounts: [{ id: 'rent', account_group: 'indirect_expenses' }],
    opening: { vehicles: 3_00_000_00, parts: 10_000_00 },
    closing: { vehicles: 3_00_000_00, parts: 31_000_00 },
  })

  it('lists each income and expense account of the period in its section', () => {
    expect(pl.sections.sales).toEqual([
      { account_id: 'sys:sales-labour', amount: 30_000_00 },
      { account_id: 'sys:sales-vehicles', amount: 12_00_000_00 },
    ])
    expect(pl.sections.purchases).toEqual([
      { account_id: 'sys:purchases-parts', amount: 51_000_00 },
      { account_id: 'sys:purchases-vehicles', amount: 10_00_000_00 },
    ])
    expect(pl.totals).toEqual({
      sales: 12_30_000_00,
      direct_income: 0,
      purchases: 10_51_000_00,
      direct_expenses: 5_000_00,
      indirect_income: 1_000_00,
      indirect_expenses: 40_000_00,
    })
  })

  it('derives the cost of goods from the stock, then gross and net profit', () => {
    // 3,10,000 + 10,51,000 + 5,000 − 3,31,000 = 10,35,000
    expect(pl.costOfGoods).toBe(10_35_000_00)
    expect(pl.grossProfit).toBe(12_30_000_00 - 10_35_000_00)
    expect(pl.netProfit).toBe(1_95_000_00 + 1_000_00 - 40_000_00)
  })

  it('shows a loss as a negative profit', () => {
    const loss = profitLoss({
      vouchers: [vouchers[4]!],
      period,
      accounts: [{ id: 'rent', account_group: 'indirect_expenses' }],
      opening: { vehicles: 0, parts: 0 },
      closing: { vehicles: 0, parts: 0 },
    })
    expect(loss.grossProfit).toBe(0)
    expect(loss.netProfit).toBe(-40_000_00)
  })
})
