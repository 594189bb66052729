import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { ageing, ageingBucket, dueDate, type AgeingParty } from './ageing'
import { line, purchase, receipt, sale } from './fixtures.test-data'

const invoice = (party_id: string, doc_date: string, number: string, taxable: number) =>
  sale({
    type: 'vinv',
    number,
    doc_date,
    party_id,
    party: { name: party_id },
    pos: '27',
    supply: 'intra',
    lines: [line('vehicle', '870321', 'NOS', 1, taxable, { cgst: taxable * 0.09, sgst: taxable * 0.09 })],
  })

/** A payment to a supplier, allocated to its bills. */
function payment(party_id: string, doc_date: string, amount: number, bills: Voucher[]): Voucher {
  const r = receipt({ number: `PY-${doc_date}`, doc_date, party_id }, amount, 'sys:cash', [])
  return {
    ...r,
    type: 'pay',
    payment: {
      ...r.payment!,
      allocations: bills.map((b) => ({ doc_id: b.id, doc_no: b.number, amount })),
      on_account: 0,
    },
    postings: [
      { account_id: 'sys:creditors', party_id, dr: amount, cr: 0 },
      { account_id: 'sys:cash', dr: 0, cr: amount },
    ],
  }
}

const asha: AgeingParty = {
  id: 'asha',
  name: 'Asha',
  kind: 'customer',
  opening_balance: 5_000_00,
  credit_days: 15,
}
const oem: AgeingParty = { id: 'oem', name: 'OEM', kind: 'supplier', opening_balance: 0 }

const inv1 = invoice('asha', '2025-10-01', 'INV-1', 1_00_000_00) // 1,18,000.00
const inv2 = invoice('asha', '2025-12-20', 'INV-2', 50_000_00) // 59,000.00
const part = receipt({ number: 'RV-1', doc_date: '2025-12-22', party_id: 'asha' }, 18_000_00, 'sys:cash', [
  { doc_id: inv1.id, doc_no: inv1.number, amount: 18_000_00 },
])
const onAccount = receipt(
  { number: 'RV-2', doc_date: '2025-12-23', party_id: 'asha' },
  10_000_00,
  'sys:cash',
  [],
)
const bill = purchase({
  type: 'vpur',
  number: 'VP-1',
  doc_date: '2025-08-01',
  party_id: 'oem',
  lines: [line('vehicle', '870321', 'NOS', 1, 2_00_000_00, {})],
})
const paid = payment('oem', '2025-09-01', 50_000_00, [bill])
const ALL = [inv1, inv2, part, onAccount, bill, paid]

describe('ageing of receivables and payables', () => {
  it('puts days in the five buckets, and a bill not yet due in its own', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 120, 121, -1].map(ageingBucket)).toEqual([
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '91-120',
      '91-120',
      '120+',
      'not_due',
    ])
    expect(dueDate('2025-12-20', 15)).toBe('2026-01-04')
  })

  it('ages a customer’s open invoices by their date, the rest of the ledger on account', () => {
    const a = ageing({
      side: 'receivable',
      basis: 'doc',
      asOf: '2025-12-31',
      parties: [asha, oem],
      vouchers: ALL,
    })
    expect(a.rows.map((r) => [r.kind, r.kind === 'bill' ? r.number : '', r.pending])).toEqual([
      ['bill', 'INV-1', 1_00_000_00],
      ['bill', 'INV-2', 59_000_00],
      ['on_account', '', -5_000_00], // the opening 5,000 less the 10,000 received on account
    ])
    const [inv1Row, inv2Row] = a.rows
    expect(inv1Row).toMatchObject({ days: 91, bucket: '91-120', due_date: '2025-10-16' })
    expect(inv2Row).toMatchObject({ days: 11, bucket: '0-30' })
    expect(a.parties).toEqual([
      {
        party_id: 'asha',
        party: 'Asha',
        buckets: { not_due: 0, '0-30': 59_000_00, '31-60': 0, '61-90': 0, '91-120': 1_00_000_00, '120+': 0 },
        on_account: -5_000_00,
        total: 1_54_000_00,
      },
    ])
    expect(a.total).toBe(1_54_000_00)
  })

  it('by due date: the party’s credit days move each bill, one not due yet is not overdue', () => {
    const a = ageing({ side: 'receivable', basis: 'due', asOf: '2025-12-31', parties: [asha], vouchers: ALL })
    expect(a.buckets).toMatchObject({ not_due: 59_000_00, '61-90': 1_00_000_00, '91-120': 0 })
    expect(a.total).toBe(1_54_000_00)
  })

  it('ages a supplier’s bills after the payments against them, what we owe positive', () => {
    const a = ageing({
      side: 'payable',
      basis: 'doc',
      asOf: '2025-12-31',
      parties: [asha, oem],
      vouchers: ALL,
    })
    expect(a.rows).toEqual([
      expect.objectContaining({
        kind: 'bill',
        number: 'VP-1',
        days: 152,
        bucket: '120+',
        pending: 1_50_000_00,
      }),
    ])
    expect(a.total).toBe(1_50_000_00)
    expect(a.on_account).toBe(0)
  })

  it('as on an earlier day: later documents do not count', () => {
    const a = ageing({ side: 'receivable', basis: 'doc', asOf: '2025-12-21', parties: [asha], vouchers: ALL })
    expect(a.total).toBe(5_000_00 + 1_18_000_00 + 59_000_00)
    expect(a.rows.find((r) => r.kind === 'bill' && r.number === 'INV-1')?.pending).toBe(1_18_000_00)
  })

  it('adds up to each party’s ledger balance, whatever was received and allocated', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 28 }),
            taxable: fc.integer({ min: 1, max: 10_000_000 }).map((n) => n * 100),
            received: fc.integer({ min: 0, max: 1_200_000_00 }),
            allocate: fc.boolean(),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: -1_000_00, max: 1_000_00 }),
        (docs, opening) => {
          const vouchers: Voucher[] = []
          docs.forEach((d, i) => {
            const date = `2025-11-${String(d.day).padStart(2, '0')}`
            const inv = invoice('p', date, `I${i}`, d.taxable)
            vouchers.push(inv)
            if (d.received > 0) {
              const alloc = Math.min(d.received, inv.totals.grand_total)
              vouchers.push(
                receipt(
                  { number: `R${i}`, doc_date: date, party_id: 'p' },
                  d.received,
                  'sys:cash',
                  d.allocate ? [{ doc_id: inv.id, doc_no: inv.number, amount: alloc }] : [],
                ),
              )
            }
          })
          const party: AgeingParty = { id: 'p', name: 'P', kind: 'customer', opening_balance: opening }
          const a = ageing({
            side: 'receivable',
            basis: 'doc',
            asOf: '2025-12-31',
            parties: [party],
            vouchers,
          })
          const ledger =
            opening +
            vouchers
              .flatMap((v) => v.postings)
              .reduce((s, p) => (p.party_id === 'p' ? s + p.dr - p.cr : s), 0)
          expect(a.total).toBe(ledger)
          expect(a.rows.reduce((s, r) => s + r.pending, 0)).toBe(ledger)
        },
      ),
    )
  })
})
