import { describe, expect, it } from 'vitest'
import { salePostings } from './sale-postings'

const sale = {
  buyer: { account_id: 'sys:debtors', party_id: 'c-1' },
  sales: [
    ['sys:sales-parts', 4_148_64],
    ['sys:sales-labour', 1_650_00],
    ['sys:sales-labour', 0],
  ] as const,
  heads: { cgst: 521_88, sgst: 521_88, igst: 0 },
  roundOff: -40,
  grandTotal: 6_842_00,
}

const balanced = (p: { dr: number; cr: number }[]) =>
  p.reduce((s, x) => s + x.dr, 0) === p.reduce((s, x) => s + x.cr, 0)

describe('salePostings', () => {
  it('Dr the buyer, Cr each sale and head, the round-off on its side; no zero line (G3)', () => {
    const p = salePostings(sale)
    expect(p).toEqual([
      { account_id: 'sys:debtors', party_id: 'c-1', dr: 6_842_00, cr: 0 },
      { account_id: 'sys:sales-parts', dr: 0, cr: 4_148_64 },
      { account_id: 'sys:sales-labour', dr: 0, cr: 1_650_00 },
      { account_id: 'sys:output-cgst', dr: 0, cr: 521_88 },
      { account_id: 'sys:output-sgst', dr: 0, cr: 521_88 },
      { account_id: 'sys:round-off', dr: 40, cr: 0 },
    ])
    expect(balanced(p)).toBe(true)
  })

  it('a credit note turns every side; UTGST goes to its own account', () => {
    const p = salePostings({
      ...sale,
      reverse: true,
      stateTaxLabel: 'UTGST',
      roundOff: 12,
      grandTotal: 6_842_52,
    })
    expect(p[0]).toEqual({ account_id: 'sys:debtors', party_id: 'c-1', dr: 0, cr: 6_842_52 })
    expect(p).toContainEqual({ account_id: 'sys:output-utgst', dr: 521_88, cr: 0 })
    expect(p.at(-1)).toEqual({ account_id: 'sys:round-off', dr: 12, cr: 0 })
    expect(balanced(p)).toBe(true)
  })
})
