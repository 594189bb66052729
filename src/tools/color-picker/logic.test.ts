import { describe, expect, it } from 'vitest'
import {
  cmykToRgb,
  contrast,
  fitWithin,
  formatColour,
  formatRatio,
  harmony,
  hslToRgb,
  hsvToRgb,
  moveCrosshair,
  parseHex,
  relativeLuminance,
  rgbToCmyk,
  rgbToHsl,
  rgbToHsv,
  tintsAndShades,
  toHex,
} from './logic'

const rgb = (r: number, g: number, b: number) => ({ r, g, b })

describe('hex', () => {
  it('parses 3 and 6 digits with or without # and rejects the rest', () => {
    expect(parseHex('#FF8800')).toEqual({ ok: true, value: rgb(255, 136, 0) })
    expect(parseHex(' f80 ')).toEqual({ ok: true, value: rgb(255, 136, 0) })
    expect(parseHex('')).toEqual({ ok: false, reason: 'empty' })
    expect(parseHex('#12345')).toEqual({ ok: false, reason: 'invalid' })
    expect(parseHex('#ggg')).toEqual({ ok: false, reason: 'invalid' })
    expect(toHex(rgb(255, 136, 0))).toBe('#ff8800')
  })
})

describe('conversions', () => {
  it('matches known values', () => {
    expect(formatColour(rgb(255, 136, 0))).toEqual({
      hex: '#ff8800',
      rgb: 'rgb(255, 136, 0)',
      hsl: 'hsl(32, 100%, 50%)',
      hsv: 'hsv(32, 100%, 100%)',
      cmyk: 'cmyk(0%, 47%, 100%, 0%)',
    })
    expect(formatColour(rgb(0, 0, 0)).cmyk).toBe('cmyk(0%, 0%, 0%, 100%)')
    expect(formatColour(rgb(128, 128, 128)).hsl).toBe('hsl(0, 0%, 50%)')
    expect(rgbToHsl(rgb(0, 0, 255))).toEqual({ h: 240, s: 100, l: 50 })
  })
  it('round-trips every model for a spread of colours', () => {
    for (let r = 0; r <= 255; r += 51) {
      for (let g = 0; g <= 255; g += 37) {
        for (let b = 0; b <= 255; b += 29) {
          const c = rgb(r, g, b)
          expect(hslToRgb(rgbToHsl(c))).toEqual(c)
          expect(hsvToRgb(rgbToHsv(c))).toEqual(c)
          expect(cmykToRgb(rgbToCmyk(c))).toEqual(c)
          expect(parseHex(toHex(c))).toEqual({ ok: true, value: c })
        }
      }
    }
  })
})

describe('WCAG contrast', () => {
  it('gives the published ratios', () => {
    expect(relativeLuminance(rgb(255, 255, 255))).toBe(1)
    expect(formatRatio(contrast(rgb(0, 0, 0), rgb(255, 255, 255)).ratio)).toBe('21.00:1')
    const grey = contrast(rgb(0x77, 0x77, 0x77), rgb(255, 255, 255))
    expect(formatRatio(grey.ratio)).toBe('4.48:1')
    expect(grey.ratio).toBeCloseTo(4.478, 3)
    expect(grey).toMatchObject({ aaNormal: false, aaLarge: true, aaaNormal: false })
    expect(formatRatio(4.4961)).toBe('4.49:1')
    expect(formatRatio(6.996)).toBe('6.99:1')
    expect(formatRatio(4.5)).toBe('4.50:1')
    expect(contrast(rgb(0x76, 0x76, 0x76), rgb(255, 255, 255)).aaNormal).toBe(true)
    expect(contrast(rgb(255, 255, 255), rgb(0x59, 0x59, 0x59))).toMatchObject({ aaaNormal: true })
  })
})

describe('palettes', () => {
  it('tints go towards white and shades towards black', () => {
    const { tints, shades } = tintsAndShades(rgb(200, 100, 0), 4)
    expect(tints).toHaveLength(4)
    expect(tints[0]).toEqual(rgb(244, 224, 204))
    expect(shades[3]).toEqual(rgb(40, 20, 0))
  })
  it('rotates the hue for harmonies', () => {
    expect(harmony(rgb(255, 0, 0), 'complementary').map(toHex)).toEqual(['#ff0000', '#00ffff'])
    expect(harmony(rgb(255, 0, 0), 'triadic').map(toHex)).toEqual(['#ff0000', '#00ff00', '#0000ff'])
    expect(harmony(rgb(255, 0, 0), 'analogous').map(toHex)).toEqual(['#ff0000', '#ff0080', '#ff8000'])
  })
})

describe('image picking helpers', () => {
  it('downscales large images and keeps small ones', () => {
    expect(fitWithin(4000, 3000, 1000)).toEqual({ width: 1000, height: 750 })
    expect(fitWithin(300, 200, 1000)).toEqual({ width: 300, height: 200 })
    expect(fitWithin(0, 10, 1000)).toEqual({ width: 0, height: 0 })
  })
  it('keeps the cross-hair inside the image', () => {
    expect(moveCrosshair({ x: 0, y: 5 }, -10, 1, { width: 50, height: 50 })).toEqual({ x: 0, y: 6 })
    expect(moveCrosshair({ x: 45, y: 49 }, 10, 10, { width: 50, height: 50 })).toEqual({ x: 49, y: 49 })
  })
})
