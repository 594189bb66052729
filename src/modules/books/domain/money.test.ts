import { describe, expect, it } from 'vitest'
import { netMoney } from './money'

const payment = {
  amount: 500_00,
  mode: 'cash' as const,
  account_id: 'sys:cash',
  allocations: [],
  on_account: 0,
}

describe('netMoney', () => {
  it('a receipt brings money in, a refund or a payment takes it out, a cancelled one nothing', () => {
    expect(netMoney({ type: 'rcpt', status: 'posted', payment })).toBe(500_00)
    expect(netMoney({ type: 'rfnd', status: 'posted', payment })).toBe(-500_00)
    expect(netMoney({ type: 'pay', status: 'posted', payment })).toBe(-500_00)
    expect(netMoney({ type: 'rcpt', status: 'cancelled', payment })).toBe(0)
    expect(netMoney({ type: 'jv', status: 'posted' })).toBe(0)
  })
})
