import { describe, expect, it } from 'vitest'
import { DECEMBER, g1, sale } from './fixtures.test-data'
import { tcsRegister, tcsSection } from './tcs-register'

const NOV = { from: '2025-11-01', to: '2025-11-30' }

describe('the TCS register', () => {
  it('lists G1 with its consideration, 1 % and the section of its date', () => {
    const rows = tcsRegister(DECEMBER, NOV)
    expect(rows).toEqual([
      {
        id: g1.id,
        number: 'NRINV-2526/A0001',
        date: '2025-11-15',
        cancelled: false,
        buyer: 'Sunita Patil',
        pan: '',
        panMissing: true,
        consideration: 20_33_999_99,
        rate_bp: 100,
        tcs: 20_340_00,
        section: '206C(1F)',
      },
    ])
  })

  it('reads the buyer’s PAN, flags a cancelled invoice with nothing, leaves invoices without TCS out', () => {
    const withPan = sale({
      ...g1,
      id: 'x1',
      number: 'NRINV-2526/A0010',
      party: { ...g1.party!, pan: 'abcpp1234k' },
      tcs: { rate_bp: 100, base: 20_33_999_99, amount: 20_340_00 },
    })
    const cancelled = sale({ ...withPan, id: 'x2', number: 'NRINV-2526/A0011', status: 'cancelled' })
    const rows = tcsRegister([...DECEMBER, withPan, cancelled], NOV)
    expect(rows.find((r) => r.id === withPan.id)).toMatchObject({ pan: 'ABCPP1234K', panMissing: false })
    expect(rows.find((r) => r.id === cancelled.id)).toMatchObject({
      cancelled: true,
      tcs: 0,
      consideration: 0,
    })
    expect(tcsRegister(DECEMBER, { from: '2025-12-01', to: '2025-12-31' })).toEqual([])
  })

  it('names s.206C(1F) till 31 Mar 2026 and s.394 of the 2025 Act from 1 Apr 2026', () => {
    expect(tcsSection('2026-03-31')).toBe('206C(1F)')
    expect(tcsSection('2026-04-01')).toBe('394')
  })
})
