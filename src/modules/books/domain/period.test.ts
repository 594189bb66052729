import { describe, expect, it } from 'vitest'
import { bill, receipt } from './fixtures.test-data'
import { cancelRefusal, dateRefusal, type PeriodRules } from './period'

const rules: PeriodRules = { lockDate: '2025-09-30', today: '2025-12-15', validTill: null }

describe('the period rules', () => {
  it('refuse a date on or before the lock, in the future, and anything once read-only', () => {
    expect(dateRefusal('2025-09-30', rules)).toBe('period_locked')
    expect(dateRefusal('2025-10-01', rules)).toBeNull()
    expect(dateRefusal('2025-12-15', rules)).toBeNull()
    expect(dateRefusal('2025-12-16', rules)).toBe('future_date')
    expect(dateRefusal('2025-12-01', { ...rules, validTill: '2025-12-14' })).toBe('read_only')
    expect(dateRefusal('2025-01-01', { ...rules, lockDate: null })).toBeNull()
  })

  it('cancel only a posted voucher that nothing hangs on', () => {
    const invoice = bill('winv', 'p', '2025-12-10', 6_842_00)
    const paid = receipt('p', '2025-12-11', 1_000_00, 'cash', [{ doc_id: invoice.id, amount: 1_000_00 }])
    expect(cancelRefusal(invoice, [invoice, paid], rules)).toBe('allocated')
    expect(cancelRefusal(invoice, [invoice, { ...paid, status: 'cancelled' }], rules)).toBeNull()
    const note = bill('winv', 'p', '2025-12-12', 100, { type: 'wcn', against_id: invoice.id })
    expect(cancelRefusal(invoice, [invoice, note], rules)).toBe('returned')
    expect(cancelRefusal({ ...invoice, status: 'draft' }, [], rules)).toBe('not_posted')
    expect(cancelRefusal({ ...invoice, doc_date: '2025-09-01' }, [], rules)).toBe('period_locked')
  })
})
