// Every way of drawing a code must decode back to its text: plain and styled, with gradients, eyes, a logo
// and a call-to-action frame. Pixels come from the same shapes the SVG is written from.
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { designWarnings, contrastRatio } from './checks'
import type { QrDesign } from './design'
import { DOT_STYLES, EYE_STYLES, layoutQr, logoModules, PLAIN_DESIGN } from './design'
import type { EcLevel } from './matrix'
import { qrMatrix } from './matrix'
import { buildPayload } from './payloads'
import { qrSvg, safeColor } from './svg'
import { rasterise } from './test-raster'

function decode(text: string, design: QrDesign, level: EcLevel = 'M', scale = 6): string | undefined {
  const m = qrMatrix(text, level)
  if (!m.ok) throw new Error(m.issue)
  const img = rasterise(layoutQr(m.matrix, design), design, scale)
  // Strict scanners do not try the inverted picture; neither do we.
  return jsQR(img.data, img.width, img.height, { inversionAttempts: 'dontInvert' })?.data
}

const UPI = 'upi://pay?pa=shop%40okhdfc&pn=Sharma%20Motors&am=1250.00&cu=INR'

describe('matrix', () => {
  it('grows with the level and refuses what does not fit', () => {
    const l = qrMatrix('https://autobahi.in', 'L')
    const h = qrMatrix('https://autobahi.in', 'H')
    expect(l.ok && h.ok && h.matrix.size > l.matrix.size).toBe(true)
    expect(qrMatrix('', 'M')).toEqual({ ok: false, issue: 'empty' })
    expect(qrMatrix('x'.repeat(1500), 'H')).toEqual({ ok: false, issue: 'tooLong' })
    expect(qrMatrix('x'.repeat(1500), 'L').ok).toBe(true)
  })
})

describe('plain codes decode to their payload', () => {
  const cases = {
    url: { url: 'autobahi.in/tools' },
    text: { text: 'नमस्ते, AutoBahi! 😊' },
    wifi: { ssid: 'Sharma;Motors "5G"', password: 'a:b,c;d\\e', security: 'WPA' },
    vcard: { firstName: 'Ravi', lastName: 'Kumar', org: 'A, B; C', phone: '9876543210' },
    upi: { vpa: 'shop@okhdfc', payee: 'Sharma Motors', amount: '1250', note: 'Bill 42' },
    email: { to: 'a@b.in', subject: 'Hi', body: 'नमस्ते' },
    sms: { number: '9876543210', message: 'Hello' },
    phone: { number: '+91 98765 43210' },
  } as const
  for (const [kind, fields] of Object.entries(cases)) {
    it(kind, () => {
      const built = buildPayload(kind as keyof typeof cases, fields)
      if (!built.ok) throw new Error(JSON.stringify(built.errors))
      for (const level of ['L', 'M', 'Q', 'H'] as const) {
        expect(decode(built.payload, PLAIN_DESIGN, level)).toBe(built.payload)
      }
    })
  }
  it('a long payload near the limit (version 25+) still decodes', () => {
    const text = 'AutoBahi '.repeat(150)
    expect(decode(text, PLAIN_DESIGN, 'L', 4)).toBe(text)
  })
  it('custom colours with enough contrast decode; margin 1 is flagged', () => {
    const design = {
      ...PLAIN_DESIGN,
      fill: { kind: 'solid', color: '#1e3a8a' },
      background: '#fef9c3',
      margin: 1,
    } as const
    expect(decode(UPI, design)).toBe(UPI)
    expect(designWarnings(design, 29, 'M')).toEqual(['smallMargin'])
  })
})

describe('styled codes decode', () => {
  for (const dots of DOT_STYLES) {
    for (const eye of EYE_STYLES) {
      it(`${dots} dots with ${eye} eyes`, () => {
        const design: QrDesign = { ...PLAIN_DESIGN, dots, eyeFrame: eye, eyeDot: eye }
        expect(decode(UPI, design, 'Q', 8)).toBe(UPI)
      })
    }
  }
  it('linear and radial gradients, coloured eyes, a frame with a call to action', () => {
    const design: QrDesign = {
      ...PLAIN_DESIGN,
      dots: 'rounded',
      eyeFrame: 'rounded',
      eyeDot: 'circle',
      fill: { kind: 'linear', from: '#1e3a8a', to: '#7c3aed', angle: 45 },
      eyeColor: '#b91c1c',
      frame: { text: 'Scan to pay', color: '#1e3a8a', textColor: '#ffffff' },
    }
    expect(decode(UPI, design, 'Q', 8)).toBe(UPI)
    expect(decode(UPI, { ...design, fill: { kind: 'radial', from: '#000000', to: '#1e40af' } }, 'Q', 8)).toBe(
      UPI,
    )
  })
  it('a centre logo at level H up to about a fifth of the side', () => {
    for (const ratio of [0.15, 0.2]) {
      const design: QrDesign = { ...PLAIN_DESIGN, dots: 'dots', logoRatio: ratio }
      expect(decode(UPI, design, 'H', 8)).toBe(UPI)
      const size = (qrMatrix(UPI, 'H') as { ok: true; matrix: { size: number } }).matrix.size
      expect(designWarnings(design, size, 'H')).toEqual([])
    }
  })
  it('predicts the designs that fail: inverted colours, low contrast, a logo too big or without level H', () => {
    const pale = { ...PLAIN_DESIGN, fill: { kind: 'solid', color: '#d1d5db' } } as const
    expect(designWarnings(pale, 29, 'M')).toEqual(['lowContrast'])
    const inverted = {
      ...PLAIN_DESIGN,
      fill: { kind: 'solid', color: '#ffffff' },
      background: '#000000',
    } as const
    expect(designWarnings(inverted, 29, 'M')).toEqual(['inverted'])
    expect(decode(UPI, inverted)).toBeUndefined()
    const huge: QrDesign = { ...PLAIN_DESIGN, logoRatio: 0.45 }
    expect(designWarnings(huge, 33, 'M')).toEqual(['logoNeedsH', 'logoTooBig'])
    expect(decode(UPI, huge, 'M', 8)).toBeUndefined()
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })
})

describe('SVG', () => {
  it('keeps odd logo squares centred and writes a self-contained document', () => {
    expect(logoModules(29, 0.2)).toBe(7)
    expect(logoModules(29, 0.25)).toBe(7)
    expect(logoModules(33, 0)).toBe(0)
    const m = qrMatrix(UPI, 'H')
    if (!m.ok) throw new Error(m.issue)
    const design: QrDesign = {
      ...PLAIN_DESIGN,
      logoRatio: 0.2,
      frame: { text: '<Scan & pay>', color: '#000', textColor: '#fff' },
    }
    const svg = qrSvg(layoutQr(m.matrix, design), design, 512, { logo: 'data:image/png;base64,AAA"x' })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('width="512"')
    expect(svg).toContain('&#60;Scan &#38; pay&#62;')
    expect(svg).toContain('href="data:image/png;base64,AAA&#34;x"')
    expect(safeColor('red"/><script>')).toBe('#000000')
  })
})
