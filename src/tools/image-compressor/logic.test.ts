import { describe, expect, it } from 'vitest'
import { savedPercent } from '../shared/image/sizes'
import { comesOutAsPng, parseTargetKb, PNG_EFFORTS, TARGET_PRESETS } from './logic'

describe('image compressor rules', () => {
  it('reads sizes typed in KB, with commas and a unit', () => {
    expect(parseTargetKb('50')).toEqual({ ok: true, bytes: 51_200 })
    expect(parseTargetKb(' 1,024 KB')).toEqual({ ok: true, bytes: 1_048_576 })
    expect(parseTargetKb('12.5')).toEqual({ ok: true, bytes: 12_800 })
  })

  it('refuses empty, non-numeric and out-of-range sizes with a reason', () => {
    expect(parseTargetKb('')).toEqual({ ok: false, error: 'empty' })
    expect(parseTargetKb('abc')).toEqual({ ok: false, error: 'notNumber' })
    expect(parseTargetKb('-5')).toEqual({ ok: false, error: 'notNumber' })
    expect(parseTargetKb('1')).toEqual({ ok: false, error: 'tooSmall' })
    expect(parseTargetKb('60000')).toEqual({ ok: false, error: 'tooLarge' })
  })

  it('computes the saving, never negative', () => {
    expect(savedPercent(1000, 250)).toBe(75)
    expect(savedPercent(1000, 1200)).toBe(0)
    expect(savedPercent(0, 0)).toBe(0)
  })

  it('has one custom preset and portal presets within the limits', () => {
    expect(TARGET_PRESETS.filter((p) => p.kb === null).map((p) => p.id)).toEqual(['custom'])
    expect(TARGET_PRESETS.every((p) => p.kb === null || (p.kb >= 2 && p.kb <= 50_000))).toBe(true)
  })

  it("offers PNG effort levels within OxiPNG's 1–6, quickest first", () => {
    const levels = PNG_EFFORTS.map((effort) => effort.level)
    expect(levels).toEqual([...levels].sort((a, b) => a - b))
    expect(levels.every((level) => level >= 1 && level <= 6)).toBe(true)
  })

  it('knows which files stay PNG under "same as the original"', () => {
    expect(['a.png', 'B.PNG', 'anim.gif', 'scan.bmp'].every(comesOutAsPng)).toBe(true)
    expect(['a.jpg', 'a.webp', 'png.jpeg', 'a.avif'].some(comesOutAsPng)).toBe(false)
  })
})
