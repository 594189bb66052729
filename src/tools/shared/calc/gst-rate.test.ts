import { describe, expect, it } from 'vitest'
import { bpToPercent, gstRatePresets, parseRatePercent } from './gst-rate'

describe('presets and custom rates', () => {
  it('offers GST 2.0 slabs after 22 Sep 2025 with 12/28 as legacy', () => {
    const p = gstRatePresets({ year: 2026, month: 1, day: 1 })
    expect(p.filter((x) => x.current).map((x) => x.rateBp)).toEqual([0, 25, 300, 500, 1800, 4000])
    expect(p.filter((x) => !x.current).map((x) => x.rateBp)).toEqual([1200, 2800])
    expect(gstRatePresets({ year: 2024, month: 1, day: 1 }).every((x) => x.current)).toBe(true)
  })
  it('parses custom rates into basis points', () => {
    expect(parseRatePercent('18')).toEqual({ ok: true, value: 1800 })
    expect(parseRatePercent('0.25 %')).toEqual({ ok: true, value: 25 })
    expect(parseRatePercent('101')).toEqual({ ok: false, reason: 'out-of-range' })
    expect(parseRatePercent('1.234')).toEqual({ ok: false, reason: 'invalid' })
    expect(parseRatePercent('-5')).toEqual({ ok: false, reason: 'invalid' })
    expect(parseRatePercent(' ')).toEqual({ ok: false, reason: 'empty' })
  })
})

describe('bpToPercent', () => {
  it('drops trailing zeros', () => {
    expect(bpToPercent(25)).toBe('0.25')
    expect(bpToPercent(1800)).toBe('18')
    expect(bpToPercent(1250)).toBe('12.5')
  })
})
