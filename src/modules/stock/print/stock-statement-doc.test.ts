import { describe, expect, it } from 'vitest'
import type { Vehicle } from '@schemas/vehicles.schema'
import { specText } from '@/lib/documents/spec-text'
import { stockBook } from '../domain/stock-book'
import type { StockVoucher } from '../domain/vehicle-state'
import { stockStatementDoc } from './stock-statement-doc'

const unit = (id: string, cost: number, as_of: string): Vehicle => ({
  id,
  rev: 1,
  created_at: 1,
  updated_at: 1,
  chassis_no: `MA3CH${id.toUpperCase()}`,
  engine_no: `EN${id.toUpperCase()}`,
  catalog_id: 'c-1',
  description: 'Maruti Brezza ZXi',
  colour: 'White',
  source: 'opening',
  opening: { cost, as_of },
})

const sale: StockVoucher = {
  id: 'inv',
  type: 'vinv',
  status: 'posted',
  doc_date: '2026-11-01',
  posted_at: 1,
  created_at: 1,
  stock_moves: [{ kind: 'vehicle', item_id: 'b', qty: -1, rate: 9_00_000_00, value: 9_00_000_00 }],
}

const units = stockBook(
  [
    unit('a', 8_00_000_00, '2026-10-01'),
    unit('b', 9_00_000_00, '2026-09-01'),
    unit('c', 7_50_000_00, '2026-07-01'),
  ],
  [sale],
  [],
  '2026-11-27',
)
const t = (key: string) => `[${key}]`

describe('the stock statement', () => {
  it('lists only the units held, with their age, and totals them at cost', () => {
    const text = specText(
      stockStatementDoc({
        company: { company_name: 'Shree Motors' },
        lang: 'en',
        t,
        units,
        today: '2026-11-27',
      }).spec,
    )
    expect(text).toContain('MA3CHA')
    expect(text).toContain('MA3CHC')
    expect(text).not.toContain('MA3CHB')
    expect(text).toContain('[statementTitle]')
    expect(text).toContain('149')
    // 8,00,000 + 7,50,000: the sold unit's cost is not in the bank's total.
    expect(text).toContain('15,50,000.00')
    expect(text).not.toContain('24,50,000.00')
  })

  it('prints an empty yard as a zero total rather than failing', () => {
    const text = specText(
      stockStatementDoc({
        company: { company_name: 'Shree Motors' },
        lang: 'hi',
        t,
        units: [],
        today: '2026-11-27',
      }).spec,
    )
    expect(text).toContain('[statementTotal]')
    expect(text).toContain('0.00')
  })
})
