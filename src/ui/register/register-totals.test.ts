import { describe, expect, it } from 'vitest'
import { formatPaise } from '@/utils/indian-number'
import { moneyCell, textCell, type RegisterColumn } from './register-column'
import { registerTotals } from './register-totals'

type Row = { name: string; amount?: number; advance: number }
const columns: RegisterColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, value: (r) => textCell(r.name) },
  { id: 'amount', header: 'Amount', cell: () => '', value: (r) => moneyCell(r.amount), total: true },
  {
    id: 'advance',
    header: 'Advance',
    cell: () => '',
    value: (r) => moneyCell(r.advance),
    total: true,
    formatTotal: (p) => `${formatPaise(Math.abs(p))} ${p < 0 ? 'Cr' : 'Dr'}`,
  },
]

describe('register totals', () => {
  it('adds only totalled money columns, in exact paise, skipping blanks', () => {
    const rows: Row[] = [
      { name: 'A', amount: 10, advance: -150_000_00 },
      { name: 'B', advance: 50_000_00 },
      ...Array.from({ length: 50_000 }, () => ({ name: 'x', amount: 10, advance: 0 })),
    ]
    const totals = registerTotals(columns, rows, formatPaise)
    expect(totals.map((t) => t.id)).toEqual(['amount', 'advance'])
    expect(totals[0]).toMatchObject({ paise: 500_010, text: '₹5,000.10' })
    expect(totals[1]).toMatchObject({ paise: -100_000_00, text: '₹1,00,000.00 Cr' })
  })

  it('comes to zero for no rows', () => {
    expect(registerTotals(columns, [], formatPaise).map((t) => t.text)).toEqual(['₹0.00', '₹0.00 Dr'])
  })
})
