import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { OPENING_DIFFERENCE, trialBalanceView } from './trial-balance-view'

const v = (doc_date: string, postings: Voucher['postings'], status: Voucher['status'] = 'posted') => ({
  doc_date,
  status,
  postings,
})

const vouchers = [
  // A sale on credit to Asha, another to Bala; Asha pays part in cash into the bank.
  v('2025-12-01', [
    { account_id: 'sys:debtors', party_id: 'asha', dr: 118_00, cr: 0 },
    { account_id: 'sys:sales-parts', dr: 0, cr: 100_00 },
    { account_id: 'sys:output-cgst', dr: 0, cr: 9_00 },
    { account_id: 'sys:output-sgst', dr: 0, cr: 9_00 },
  ]),
  v('2025-12-02', [
    { account_id: 'sys:debtors', party_id: 'bala', dr: 50_00, cr: 0 },
    { account_id: 'sys:sales-labour', dr: 0, cr: 50_00 },
  ]),
  v('2025-12-03', [
    { account_id: 'hdfc', dr: 18_00, cr: 0 },
    { account_id: 'sys:debtors', party_id: 'asha', dr: 0, cr: 18_00 },
  ]),
  // A bill from the supplier, and a posting on an account this device does not know.
  v('2025-12-04', [
    { account_id: 'sys:purchases-parts', dr: 70_00, cr: 0 },
    { account_id: 'sys:creditors', party_id: 'oem', dr: 0, cr: 70_00 },
  ]),
  v('2025-12-05', [
    { account_id: 'acc-new', dr: 5_00, cr: 0 },
    { account_id: 'sys:cash', dr: 0, cr: 5_00 },
  ]),
  v('2026-01-01', [
    { account_id: 'sys:cash', dr: 1_00, cr: 0 },
    { account_id: 'sys:sales-parts', dr: 0, cr: 1_00 },
  ]),
]

const accounts = [{ id: 'hdfc', name: 'HDFC current', account_group: 'bank' as const, opening_balance: 0 }]
const parties = [
  { id: 'asha', name: 'Asha', kind: 'customer' as const, opening_balance: 0 },
  { id: 'bala', name: 'Bala', kind: 'customer' as const, opening_balance: 0 },
  { id: 'oem', name: 'OEM', kind: 'supplier' as const, opening_balance: 0 },
]

describe('the trial balance by the chart’s groups', () => {
  it('breaks the control accounts down by party, groups in order, totals equal', () => {
    const tb = trialBalanceView({ vouchers, asOf: '2025-12-31', accounts, parties })
    expect(tb.lines.map((l) => [l.group, l.account_id, l.name, l.dr, l.cr])).toEqual([
      ['duties_taxes', 'sys:output-cgst', '', 0, 9_00],
      ['duties_taxes', 'sys:output-sgst', '', 0, 9_00],
      ['sundry_creditors', 'sys:creditors', 'OEM', 0, 70_00],
      ['sundry_debtors', 'sys:debtors', 'Asha', 100_00, 0],
      ['sundry_debtors', 'sys:debtors', 'Bala', 50_00, 0],
      ['cash', 'sys:cash', '', 0, 5_00],
      ['bank', 'hdfc', 'HDFC current', 18_00, 0],
      ['sales', 'sys:sales-labour', '', 0, 50_00],
      ['sales', 'sys:sales-parts', '', 0, 100_00],
      ['purchases', 'sys:purchases-parts', '', 70_00, 0],
      ['suspense', 'acc-new', '', 5_00, 0],
    ])
    expect(tb.lines.find((l) => l.name === 'Asha')?.party_id).toBe('asha')
    expect(tb.groups.find((g) => g.group === 'sundry_debtors')).toEqual({
      group: 'sundry_debtors',
      dr: 150_00,
      cr: 0,
    })
    expect(tb.dr).toBe(243_00)
    expect(tb.cr).toBe(tb.dr)
    expect(tb.openingDifference).toBe(0)
  })

  it('takes the parties’ and accounts’ openings, and shows what they leave unbalanced', () => {
    const tb = trialBalanceView({
      vouchers: [],
      asOf: '2025-12-31',
      accounts: [{ ...accounts[0]!, opening_balance: 1_000_00 }],
      parties: [
        { ...parties[0]!, opening_balance: 200_00 },
        { ...parties[2]!, opening_balance: -500_00 },
      ],
    })
    expect(tb.lines.map((l) => [l.account_id, l.name, l.dr, l.cr])).toEqual([
      [OPENING_DIFFERENCE, '', 0, 700_00],
      ['sys:creditors', 'OEM', 0, 500_00],
      ['sys:debtors', 'Asha', 200_00, 0],
      ['hdfc', 'HDFC current', 1_000_00, 0],
    ])
    expect(tb.openingDifference).toBe(700_00)
    expect(tb.dr).toBe(tb.cr)
  })
})
