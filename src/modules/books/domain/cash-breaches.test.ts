import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { cashBreaches } from './cash-breaches'
import { CASH_LIMIT } from './cash-guard'
import { bill, receipt } from './fixtures.test-data'

const named = (v: Voucher, number: string, name = 'Ramesh Kumar'): Voucher => ({
  ...v,
  number,
  party: { name },
})
const noDocs = new Map()

describe('cashBreaches', () => {
  it('flags cash from one party on one day that is under the limit on each device and over it together', () => {
    const a = named(receipt('p1', '2026-11-20', 1_50_000_00, 'cash', []), 'RVA/2627/0001')
    const b = named(receipt('p1', '2026-11-20', 1_00_000_00, 'cash', []), 'RVB/2627/0001')
    const other = named(receipt('p2', '2026-11-20', 1_00_000_00, 'cash', []), 'RVA/2627/0002', 'Meena')
    const breaches = cashBreaches([a, other, b], noDocs)
    expect(breaches).toEqual([
      {
        limb: 'party_day',
        party_id: 'p1',
        party: 'Ramesh Kumar',
        date: '2026-11-20',
        total: 2_50_000_00,
        receipts: [
          { id: a.id, number: 'RVA/2627/0001', doc_date: '2026-11-20', amount: 1_50_000_00 },
          { id: b.id, number: 'RVB/2627/0001', doc_date: '2026-11-20', amount: 1_00_000_00 },
        ],
      },
    ])
  })

  it('stops just under the limit, and counts neither UPI, cancelled nor another day', () => {
    const a = receipt('p1', '2026-11-20', 1_50_000_00, 'cash', [])
    const justUnder = receipt('p1', '2026-11-20', CASH_LIMIT - 1_50_000_00 - 1, 'cash', [])
    expect(cashBreaches([a, justUnder], noDocs)).toEqual([])
    const upi = receipt('p1', '2026-11-20', 1_00_000_00, 'neft', [])
    const cancelled = {
      ...receipt('p1', '2026-11-20', 1_00_000_00, 'cash', []),
      status: 'cancelled' as const,
    }
    const nextDay = receipt('p1', '2026-11-21', 1_00_000_00, 'cash', [])
    expect(cashBreaches([a, upi, cancelled, nextDay], noDocs)).toEqual([])
    const atLimit = receipt('p1', '2026-11-20', CASH_LIMIT - 1_50_000_00, 'cash', [])
    expect(cashBreaches([a, atLimit], noDocs).map((x) => x.total)).toEqual([CASH_LIMIT])
  })

  it('flags one booking chain over several days: the advance and the cash against its invoice', () => {
    const inv = bill('vinv', 'p1', '2026-11-22', 9_00_000_00, { booking_id: 'bk1' })
    const advance = named(
      receipt('p1', '2026-11-01', 1_20_000_00, 'cash', [{ doc_id: 'bk1', amount: 1_20_000_00 }]),
      'RVA/2627/0003',
    )
    advance.payment!.allocations[0]!.doc_no = 'RVA/2627/0003'
    const balance = named(
      receipt('p1', '2026-11-22', 90_000_00, 'cash', [{ doc_id: inv.id, amount: 90_000_00 }]),
      'RVB/2627/0004',
    )
    balance.payment!.allocations[0]!.doc_no = 'RINV-2627/A0001'
    const docs = new Map<string, { kind: 'booking'; id: string } | Pick<Voucher, 'id' | 'booking_id'>>([
      ['bk1', { kind: 'booking', id: 'bk1' }],
      [inv.id, inv],
    ])
    const [chain, ...rest] = cashBreaches([inv, advance, balance], docs)
    expect(rest).toEqual([])
    expect(chain).toMatchObject({
      limb: 'chain',
      party: 'Ramesh Kumar',
      date: '2026-11-22',
      chain: { key: 'booking:bk1', label: 'RVA/2627/0003' },
      total: 2_10_000_00,
    })
    expect(chain!.receipts.map((r) => r.number)).toEqual(['RVA/2627/0003', 'RVB/2627/0004'])
    // Without knowing the invoice came from the booking, the two are separate chains and nothing is flagged.
    expect(cashBreaches([inv, advance, balance], new Map())).toEqual([])
  })

  it('names a party-day breach once when the same receipts are also one chain', () => {
    const a = receipt('p1', '2026-11-20', 1_50_000_00, 'cash', [{ doc_id: 'bk1', amount: 1_50_000_00 }])
    const b = receipt('p1', '2026-11-20', 1_00_000_00, 'cash', [{ doc_id: 'bk1', amount: 1_00_000_00 }])
    const docs = new Map([['bk1', { kind: 'booking' as const, id: 'bk1' }]])
    expect(cashBreaches([a, b], docs).map((x) => x.limb)).toEqual(['party_day'])
    // A third receipt on another day in the chain makes the chain a breach of its own as well.
    const c = receipt('p1', '2026-11-21', 10_000_00, 'cash', [{ doc_id: 'bk1', amount: 10_000_00 }])
    expect(cashBreaches([a, b, c], docs).map((x) => x.limb)).toEqual(['chain', 'party_day'])
  })
})
