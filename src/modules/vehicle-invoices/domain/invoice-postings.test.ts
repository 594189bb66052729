import { describe, expect, it } from 'vitest'
import { G1 } from './fixtures.test-data'
import { invoiceMoney, type InvoiceMoneyInput } from './invoice-money'
import { invoicePostings } from './invoice-postings'

const g1: InvoiceMoneyInput = G1

const postingsOf = (input: InvoiceMoneyInput) => {
  const m = invoiceMoney(input)
  if (!m.ok) throw new Error(m.reason)
  return invoicePostings(
    'p1',
    input.lines.map((l) => l.kind),
    m.value,
  )
}

describe("a vehicle invoice's postings (research/modules.md G1)", () => {
  it('G1: Dr the customer, Cr sales by kind, each tax head, TCS, pure agent and the round-off; balanced', () => {
    const p = postingsOf(g1)
    expect(p).toEqual([
      { account_id: 'sys:debtors', party_id: 'p1', dr: 21_74_340_00, cr: 0 },
      { account_id: 'sys:sales-vehicles', dr: 0, cr: 14_50_000_00 },
      { account_id: 'sys:sales-accessories', dr: 0, cr: 3_389_83 },
      { account_id: 'sys:output-cgst', dr: 0, cr: 2_90_305_08 },
      { account_id: 'sys:output-sgst', dr: 0, cr: 2_90_305_08 },
      { account_id: 'sys:tcs-payable', dr: 0, cr: 20_340_00 },
      { account_id: 'sys:pure-agent-payable', dr: 0, cr: 1_20_000_00 },
      { account_id: 'sys:round-off', dr: 0, cr: 1 },
    ])
    const sum = (side: 'dr' | 'cr') => p.reduce((s, l) => s + l[side], 0)
    expect(sum('dr')).toBe(sum('cr'))
  })

  it('debits a round-off that takes the total down, and balances for any price', () => {
    for (let price = 1_00_000_00; price < 1_00_000_00 + 10_000; price += 37) {
      const p = postingsOf({ ...g1, lines: [{ kind: 'vehicle', unitPricePaise: price, rateBp: 1800 }] })
      expect(p.reduce((s, l) => s + l.dr - l.cr, 0)).toBe(0)
    }
    const down = postingsOf({
      ...g1,
      pureAgent: [],
      lines: [{ kind: 'vehicle', unitPricePaise: 1_00_000_40, rateBp: 0 }],
    })
    expect(down.at(-1)).toEqual({ account_id: 'sys:round-off', dr: 40, cr: 0 })
  })
})
