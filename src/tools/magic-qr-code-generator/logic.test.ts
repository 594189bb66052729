import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { layoutQr } from '../shared/qr/design'
import { rasterise } from '../shared/qr/test-raster'
import type { MagicOptions } from './logic'
import { DEFAULT_MAGIC, frameTextIssue, magicCode, magicDesign, PRESETS } from './logic'

const UPI = 'upi://pay?pa=sharma.motors%40okhdfc&pn=Sharma%20Motors&cu=INR'

function decodes(o: MagicOptions, payload = UPI): string | undefined {
  const code = magicCode(payload, o, 'Scan me')
  if (!code.ok) throw new Error(code.issue)
  const img = rasterise(layoutQr(code.matrix, code.design), code.design, 8)
  return jsQR(img.data, img.width, img.height, { inversionAttempts: 'dontInvert' })?.data
}

describe('presets', () => {
  for (const [name, style] of Object.entries(PRESETS)) {
    it(`${name} decodes, with and without a frame and logo`, () => {
      const o = { ...DEFAULT_MAGIC, ...style }
      expect(decodes(o)).toBe(UPI)
      expect(decodes({ ...o, frame: false, logo: 'data:image/png;base64,x', logoPercent: 20 })).toBe(UPI)
      const code = magicCode(UPI, o, 'Scan me')
      expect(code.ok && code.warnings).toEqual([])
    })
  }
})

describe('magicCode', () => {
  it('uses level H with a logo and the chosen level without', () => {
    const withLogo = magicCode(UPI, { ...DEFAULT_MAGIC, level: 'L', logo: 'data:x' }, 'x')
    const without = magicCode(UPI, { ...DEFAULT_MAGIC, level: 'L' }, 'x')
    expect(withLogo.ok && withLogo.matrix.level).toBe('H')
    expect(without.ok && without.matrix.level).toBe('L')
  })
  it('warns about pale gradients, a thin wash over a photo and an unreadable frame', () => {
    const o: MagicOptions = {
      ...DEFAULT_MAGIC,
      fillKind: 'linear',
      color1: '#000000',
      color2: '#bfdbfe',
      backdrop: 'data:image/jpeg;base64,x',
      wash: 55,
      frameColor: '#1e3a8a',
      frameTextColor: '#1e40af',
    }
    const code = magicCode(UPI, o, 'x')
    expect(code.ok && code.warnings).toEqual(['lowContrast', 'busyBackdrop', 'frameLowContrast'])
  })
  it('an inverted style is flagged and really does not decode', () => {
    const o: MagicOptions = {
      ...DEFAULT_MAGIC,
      fillKind: 'solid',
      color1: '#ffffff',
      eyeColor: '',
      background: '#111827',
    }
    const code = magicCode(UPI, o, 'x')
    expect(code.ok && code.warnings[0]).toBe('inverted')
    expect(decodes(o)).toBeUndefined()
  })
  it('Hindi payloads and frame text', () => {
    const text = 'श्री गणेश मोटर्स — सर्विस बुक करें'
    expect(decodes({ ...DEFAULT_MAGIC, frameText: 'स्कैन करें' }, text)).toBe(text)
    expect(magicDesign({ ...DEFAULT_MAGIC, frameText: '  ' }, 'स्कैन करें').frame?.text).toBe('स्कैन करें')
  })
  it('limits the frame text to 30 characters', () => {
    expect(frameTextIssue('क'.repeat(30))).toBeNull()
    expect(frameTextIssue('x'.repeat(31))).toBe('tooLong')
  })
})
