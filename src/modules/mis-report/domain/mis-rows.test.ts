import { describe, expect, it } from 'vitest'
import { INPUT, NOV, R } from './fixtures.test-data'
import { misComparison } from './mis'
import { direction, formatChange, formatFigure, misSections, SECTIONS } from './mis-rows'

const comparison = misComparison(INPUT, {
  month: NOV,
  lastMonth: { from: '2026-10-01', to: '2026-10-31' },
  lastYear: { from: '2025-11-01', to: '2025-11-30' },
  fytd: { from: '2026-04-01', to: '2026-11-30' },
  lastFytd: { from: '2025-04-01', to: '2025-11-30' },
})

describe('the MIS rows', () => {
  const sections = misSections(comparison)
  const find = (key: string) => sections.flatMap((s) => s.rows).find((r) => r.key === key)!

  it('every section in order, each figure with its five periods', () => {
    expect(sections.map((s) => s.id)).toEqual(SECTIONS)
    expect(find('units').values).toEqual({ month: 2, lastMonth: 0, lastYear: 0, fytd: 2, lastFytd: 0 })
    expect(find('revenueTotal').values.month).toBe(15_10_500 * R)
    expect(find('gstNet').values.month).toBe(2_57_890 * R)
    expect(find('stockUnits').values.lastMonth).toBe(3)
  })

  it('a row per model sold in any period, the month’s best first, under the units', () => {
    const sales = sections[0]!.rows
    expect(sales.slice(0, 3).map((r) => r.label ?? r.key)).toEqual(['units', 'Dzire ZXI', 'Swift VXI'])
    expect(sales[1]!.sub).toBe(true)
  })

  it('reads figures and changes the Indian way', () => {
    expect(formatFigure('money', 11_57_220 * R, 'en')).toBe('₹11,57,220')
    expect(formatFigure('bp', 3333, 'en')).toBe('33.3 %')
    expect(formatFigure('hours', 255, 'hi')).toBe('255 घंटे')
    expect(formatFigure('days', 18, 'en')).toBe('18 days')
    expect(formatFigure('count', null, 'en')).toBe('—')
    expect(formatChange('count', 3, 2, 'en')).toBe('+50.0 %')
    expect(formatChange('money', 1, 2, 'en')).toBe('-50.0 %')
    expect(formatChange('bp', 5000, 3333, 'en')).toBe('+16.7 pts')
    expect(formatChange('count', 2, 0, 'en')).toBe('—')
    expect(direction(2, 0)).toBe('up')
    expect(direction(null, 0)).toBeNull()
  })
})
