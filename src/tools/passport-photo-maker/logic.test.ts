import { describe, expect, it } from 'vitest'
import { findPreset, headGuide, parseLimitKb, PRESETS } from './logic'

describe('presets', () => {
  it('has the Indian passport at 413 × 531 px and 2 × 2 in at 600 × 600 px under 240 KB', () => {
    expect(findPreset('indiaPassport').pixels).toEqual({ width: 413, height: 531 })
    expect(findPreset('twoInch')).toMatchObject({ pixels: { width: 600, height: 600 }, maxKb: 240 })
    expect(findPreset('ibps')).toMatchObject({ pixels: { width: 200, height: 230 }, minKb: 20, maxKb: 50 })
  })

  it('has unique ids, limits in order and the unknown id falls back to the passport', () => {
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length)
    for (const p of PRESETS) if (p.minKb && p.maxKb) expect(p.minKb).toBeLessThan(p.maxKb)
    expect(findPreset('nope').id).toBe('indiaPassport')
  })
})

describe('parseLimitKb', () => {
  it('takes empty as no limit and whole KB from 5 to 5000', () => {
    expect(parseLimitKb(' ')).toEqual({ kb: null })
    expect(parseLimitKb('50')).toEqual({ kb: 50 })
    expect(parseLimitKb('4')).toEqual({ error: 'limitRange' })
    expect(parseLimitKb('5001')).toEqual({ error: 'limitRange' })
    expect(parseLimitKb('2.5')).toEqual({ error: 'limitRange' })
  })
})

describe('headGuide', () => {
  it('puts the crown line and chin band where the preset says', () => {
    const guide = headGuide({ width: 413, height: 531 }, findPreset('indiaPassport').head)
    expect(guide.crown).toBeCloseTo(0.09 * 531)
    expect(guide.chinMin).toBeCloseTo((0.09 + 32 / 45) * 531)
    expect(guide.chinMax).toBeCloseTo((0.09 + 36 / 45) * 531)
    expect(guide.oval.cy - guide.oval.ry).toBeCloseTo(guide.crown)
  })
})
