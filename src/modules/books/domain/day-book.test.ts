import { describe, expect, it } from 'vitest'
import { accountBook, dayBook } from './day-book'
import { bill, receipt } from './fixtures.test-data'

const period = { from: '2025-12-01', to: '2025-12-31' }

describe('the day book and the account books', () => {
  const before = receipt('p', '2025-11-30', 5_000_00, 'cash', [])
  const invoice = { ...bill('winv', 'p', '2025-12-10', 6_842_00), party: { name: 'Sunil' } }
  const cash = receipt('p', '2025-12-10', 4_000_00, 'cash', [{ doc_id: invoice.id, amount: 4_000_00 }])
  const bank = receipt('p', '2025-12-11', 2_842_00, 'neft', [{ doc_id: invoice.id, amount: 2_842_00 }])
  const cancelled = { ...receipt('p', '2025-12-12', 100_00, 'cash', []), status: 'cancelled' as const }
  const draft = { ...receipt('p', '2025-12-13', 100_00, 'cash', []), status: 'draft' as const }
  const all = [bank, draft, cancelled, cash, invoice, before]

  it('lists the period in date order, a cancelled voucher with no amount and no draft', () => {
    expect(dayBook(all, period).map((r) => [r.doc_date, r.type, r.amount, r.cancelled])).toEqual([
      ['2025-12-10', 'winv', 6_842_00, false],
      ['2025-12-10', 'rcpt', 4_000_00, false],
      ['2025-12-11', 'rcpt', 2_842_00, false],
      ['2025-12-12', 'rcpt', 0, true],
    ])
  })

  it('runs the cash in hand from its opening, and the bank apart', () => {
    const book = accountBook('sys:cash', 1_000_00, all, period)
    expect(book.opening).toBe(6_000_00)
    expect(book.rows.map((r) => [r.doc_date, r.dr, r.cr, r.balance])).toEqual([
      ['2025-12-10', 4_000_00, 0, 10_000_00],
    ])
    expect([book.closing, book.inflow, book.outflow]).toEqual([10_000_00, 4_000_00, 0])
    expect(accountBook('bank-1', 0, all, period).closing).toBe(2_842_00)
  })
})
