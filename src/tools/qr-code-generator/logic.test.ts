import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { layoutQr } from '../shared/qr/design'
import { rasterise } from '../shared/qr/test-raster'
import { qrFileName } from '../shared/qr/payloads'
import { DEFAULT_OPTIONS, effectiveLevel, parseHexColour, plainCode } from './logic'

describe('options', () => {
  it('reads HEX colours with or without #', () => {
    expect(parseHexColour('1E40AF')).toBe('#1e40af')
    expect(parseHexColour('#fff')).toBe('#fff')
    expect(parseHexColour('#ggg')).toBeNull()
    expect(parseHexColour('red')).toBeNull()
  })
  it('forces level H with a logo', () => {
    expect(effectiveLevel({ level: 'L', logo: '' })).toBe('L')
    expect(effectiveLevel({ level: 'L', logo: 'data:image/png;base64,x' })).toBe('H')
  })
  it('names files after the link host or the kind', () => {
    expect(qrFileName('https://autobahi.in/tools?x')).toBe('qr-autobahi.in')
    expect(qrFileName('upi://pay?pa=a@b')).toBe('qr-upi')
    expect(qrFileName('WIFI:T:WPA;S:x;;')).toBe('qr-wifi')
    expect(qrFileName('hello world')).toBe('qr-code')
  })
})

describe('plainCode', () => {
  it('decodes with a logo and custom colours, and warns on low contrast', () => {
    const payload = 'upi://pay?pa=shop%40okhdfc&pn=Shop&am=10.00&cu=INR'
    const code = plainCode(payload, {
      ...DEFAULT_OPTIONS,
      level: 'L',
      fg: '#7c2d12',
      logo: 'data:x',
      logoRatio: 0.2,
    })
    if (!code.ok) throw new Error(code.issue)
    expect(code.matrix.level).toBe('H')
    expect(code.warnings).toEqual([])
    const img = rasterise(layoutQr(code.matrix, code.design), code.design, 6)
    expect(jsQR(img.data, img.width, img.height, { inversionAttempts: 'dontInvert' })?.data).toBe(payload)
    const pale = plainCode(payload, { ...DEFAULT_OPTIONS, fg: '#9ca3af' })
    expect(pale.ok && pale.warnings).toEqual(['lowContrast'])
  })
  it('names an empty or oversized payload', () => {
    expect(plainCode('', DEFAULT_OPTIONS)).toEqual({ ok: false, issue: 'empty' })
    expect(plainCode('x'.repeat(1900), { ...DEFAULT_OPTIONS, level: 'H' })).toEqual({
      ok: false,
      issue: 'tooLong',
    })
  })
})
