import { describe, expect, it } from 'vitest'
import { emptyOpening } from './opening-draft'
import { checkOpeningLines, splitLine } from './opening-lines'

const today = '2026-11-27'
const shared = { ...emptyOpening(today), catalog_id: 'c-1', colour: 'Pearl White', cost: '6,25,000' }
const ctx = {
  today,
  knownChassis: new Set(['MA3EXISTING000001']),
  knownEngines: new Set(['K12NOLD1']),
  description: 'Maruti Suzuki Swift VXi',
}

describe('opening stock pasted a line a vehicle', () => {
  it('splits a line at a tab, comma, semicolon or the last space', () => {
    expect(splitLine('MA3AAA\tK12N1')).toEqual({ chassis: 'MA3AAA', engine: 'K12N1' })
    expect(splitLine(' ma3aaa , k12n1 ')).toEqual({ chassis: 'ma3aaa', engine: 'k12n1' })
    expect(splitLine('MA3AAA K12N1')).toEqual({ chassis: 'MA3AAA', engine: 'K12N1' })
    expect(splitLine('MA3AAA')).toEqual({ chassis: 'MA3AAA', engine: '' })
  })

  it('adds every line with the shared variant, colour, cost and date', () => {
    const r = checkOpeningLines('MA3SWIFT000000001\tK12N0001\n\nma3swift000000002, k12n0002\n', shared, ctx)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.values.map((v) => [v.chassis_no, v.engine_no])).toEqual([
      ['MA3SWIFT000000001', 'K12N0001'],
      ['MA3SWIFT000000002', 'K12N0002'],
    ])
    expect(r.values[1]!.opening).toEqual({ cost: 6_25_000_00, as_of: today })
    expect(r.values[1]!.source).toBe('opening')
  })

  it('refuses the whole paste when a line is known, repeated or malformed, naming the lines', () => {
    const text = [
      'MA3SWIFT000000001\tK12N0001',
      'MA3EXISTING000001\tK12N0002',
      'MA3SWIFT000000001\tK12N0003',
      'MA3SWIFT000000004\tK12NOLD1',
      'AB',
    ].join('\n')
    const r = checkOpeningLines(text, shared, ctx)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.lines.map((l) => [l.line, l.field, l.code])).toEqual([
      [2, 'chassis_no', 'known'],
      [3, 'chassis_no', 'known'],
      [4, 'engine_no', 'known'],
      [5, 'chassis_no', 'length'],
    ])
  })

  it('reports a missing shared field once, and an empty paste', () => {
    const r = checkOpeningLines('MA3SWIFT000000001\nMA3SWIFT000000002', { ...shared, cost: '' }, ctx)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.shared).toEqual({ cost: 'required' })
    const none = checkOpeningLines(' \n ', shared, ctx)
    expect(none.ok === false && none.empty).toBe(true)
  })
})
