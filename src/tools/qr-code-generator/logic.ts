// The plain QR code generator's options: level, PNG size, quiet zone, two colours and an optional logo.
// A logo hides modules, so it always brings level H with it.
import { designWarnings, type DesignWarning } from '../shared/qr/checks'
import type { QrDesign } from '../shared/qr/design'
import { PLAIN_DESIGN } from '../shared/qr/design'
import type { EcLevel, MatrixResult } from '../shared/qr/matrix'
import { qrMatrix } from '../shared/qr/matrix'

export const LOGO_RATIO = { min: 0.1, max: 0.25, default: 0.2 } as const

export type PlainOptions = {
  level: EcLevel
  pngWidth: number
  margin: number
  fg: string
  bg: string
  /** Data URL of the centre logo, or '' for none. */
  logo: string
  logoRatio: number
}

export const DEFAULT_OPTIONS: PlainOptions = {
  level: 'M',
  pngWidth: 1024,
  margin: 4,
  fg: '#000000',
  bg: '#ffffff',
  logo: '',
  logoRatio: LOGO_RATIO.default,
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** '#abc' and 'abc' become '#abc'; null for anything that is not a HEX colour. */
export function parseHexColour(raw: string): string | null {
  const text = raw.trim()
  const withHash = text.startsWith('#') ? text : `#${text}`
  return HEX.test(withHash) ? withHash.toLowerCase() : null
}

/** The level actually used: H whenever there is a logo. */
export function effectiveLevel(options: Pick<PlainOptions, 'level' | 'logo'>): EcLevel {
  return options.logo ? 'H' : options.level
}

export function plainDesign(options: PlainOptions): QrDesign {
  return {
    ...PLAIN_DESIGN,
    fill: { kind: 'solid', color: options.fg },
    background: options.bg,
    margin: options.margin,
    logoRatio: options.logo ? Math.min(LOGO_RATIO.max, Math.max(LOGO_RATIO.min, options.logoRatio)) : 0,
  }
}

export type PlainCode =
  | {
      ok: true
      matrix: Extract<MatrixResult, { ok: true }>['matrix']
      design: QrDesign
      warnings: DesignWarning[]
    }
  | { ok: false; issue: 'empty' | 'tooLong' }

/** Encodes the payload with the options, and lists what would make it hard to scan. */
export function plainCode(payload: string, options: PlainOptions): PlainCode {
  const level = effectiveLevel(options)
  const m = qrMatrix(payload, level)
  if (!m.ok) return m
  const design = plainDesign(options)
  return { ok: true, matrix: m.matrix, design, warnings: designWarnings(design, m.matrix.size, level) }
}
