// The accounts reports agree with one another over the December of the worked examples (fixtures.test-data.ts):
// the trial balance's totals are equal; the profit of the period is the change the trial balance shows on the
// income and expense accounts, adjusted by the stock; and the receivables' ageing of each party is that party's
// ledger balance (research/modules.md §3.15: "receivables ageing = the party ledgers").
import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { groupOf, partyLedger } from '@/modules/books/public'
import { ageing, type AgeingParty } from './ageing'
import { DEC, DECEMBER, receipt } from './fixtures.test-data'
import { PL_SECTIONS, profitLoss } from './profit-loss'
import { dayBefore } from './stock-value'
import { trialBalance } from './trial-balance'
import { trialBalanceView } from './trial-balance-view'

const accounts = [{ id: 'bank-hdfc', name: 'HDFC', account_group: 'bank' as const, opening_balance: 0 }]

/** Every party the fixtures name, as the parties collection would hold it. */
const parties: AgeingParty[] = [
  ...new Map(
    DECEMBER.flatMap((v) => v.postings)
      .filter((p) => p.party_id)
      .map((p) => {
        const v = DECEMBER.find((x) => x.party_id === p.party_id)!
        const supplier = v.type === 'vpur' || v.type === 'ppur' || v.type === 'vpret' || v.type === 'ppret'
        return [
          p.party_id!,
          {
            id: p.party_id!,
            name: v.party?.name ?? p.party_id!,
            kind: supplier ? ('supplier' as const) : ('customer' as const),
            opening_balance: 0,
          },
        ]
      }),
  ).values(),
]

// A part-payment on G1 and money on account from the Goa buyer, so the ledgers hold more than whole bills.
const g1 = DECEMBER.find((v) => v.number === 'NRINV-2526/A0001')!
const more: Voucher[] = [
  receipt(
    { number: 'RVB01/2526/0002', doc_date: '2025-12-18', party_id: g1.party_id },
    5_00_000_00,
    'sys:cash',
    [{ doc_id: g1.id, doc_no: g1.number, amount: 5_00_000_00 }],
  ),
  receipt(
    { number: 'RVB01/2526/0003', doc_date: '2025-12-19', party_id: 'p-goa' },
    50_000_00,
    'bank-hdfc',
    [],
  ),
]
const ALL = [...DECEMBER, ...more]

describe('the accounts reports reconcile', () => {
  it('the trial balance’s two totals are equal, and its parties are their ledgers', () => {
    const tb = trialBalanceView({ vouchers: ALL, asOf: DEC.to, accounts, parties })
    expect(tb.dr).toBeGreaterThan(0)
    expect(tb.dr).toBe(tb.cr)
    for (const line of tb.lines.filter((l) => l.party_id)) {
      const party = parties.find((p) => p.id === line.party_id)!
      expect(line.dr - line.cr).toBe(partyLedger(party, ALL, { from: '0000-01-01', to: DEC.to }).closing)
    }
  })

  it('the net profit is the change the trial balance implies on the income and expense accounts, with the stock', () => {
    const opening = { vehicles: 12_00_000_00, parts: 40_000_00 }
    const closing = { vehicles: 45_40_000_00, parts: 6_600_00 }
    const pl = profitLoss({ vouchers: ALL, period: DEC, accounts, opening, closing })
    const own = new Map(accounts.map((a) => [a.id, a]))
    const isPl = (id: string) => (PL_SECTIONS as readonly string[]).includes(groupOf(id, own) ?? '')
    const net = (asOf: string) =>
      trialBalance(ALL, asOf)
        .rows.filter((r) => isPl(r.account_id))
        .reduce((s, r) => s + r.cr - r.dr, 0)
    const change = net(DEC.to) - net(dayBefore(DEC.from))
    expect(pl.revenue).toBeGreaterThan(0)
    expect(pl.netProfit).toBe(
      change + (closing.vehicles + closing.parts) - (opening.vehicles + opening.parts),
    )
  })

  it('the receivables’ ageing of each party is its ledger balance; the payables’ the other way round', () => {
    for (const side of ['receivable', 'payable'] as const) {
      for (const basis of ['doc', 'due'] as const) {
        const a = ageing({ side, basis, asOf: DEC.to, parties, vouchers: ALL })
        expect(a.parties.length).toBeGreaterThan(0)
        for (const p of a.parties) {
          const party = parties.find((x) => x.id === p.party_id)!
          const ledger = partyLedger(party, ALL, { from: '0000-01-01', to: DEC.to }).closing
          expect(p.total).toBe(side === 'receivable' ? ledger : -ledger)
          expect(Object.values(p.buckets).reduce((s, n) => s + n, 0) + p.on_account).toBe(p.total)
        }
      }
    }
    const goa = ageing({
      side: 'receivable',
      basis: 'doc',
      asOf: DEC.to,
      parties,
      vouchers: ALL,
    }).parties.find((p) => p.party_id === 'p-goa')!
    expect(goa.on_account).toBe(-50_000_00)
  })
})
