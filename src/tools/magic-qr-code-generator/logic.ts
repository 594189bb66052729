// The magic (styled) QR code: dot and eye shapes, gradients, a photo behind the code, a centre logo and a
// call-to-action frame, built on the shared QR kit. Presets are starting points; every design is checked
// by the rules in checks.ts here and decoded back in the browser before the user downloads it.
import { contrastRatio, designWarnings, type DesignWarning } from '../shared/qr/checks'
import type { DotStyle, EyeStyle, Fill, QrDesign } from '../shared/qr/design'
import type { EcLevel, QrMatrix } from '../shared/qr/matrix'
import { qrMatrix } from '../shared/qr/matrix'

export const FILL_KINDS = ['solid', 'linear', 'radial'] as const
export type FillKind = (typeof FILL_KINDS)[number]
export const ANGLES = [0, 45, 90, 135] as const
export const FRAME_TEXT_MAX = 30
export const WASH = { min: 50, max: 95 } as const

export type MagicStyle = {
  dots: DotStyle
  eyeFrame: EyeStyle
  eyeDot: EyeStyle
  fillKind: FillKind
  color1: string
  color2: string
  angle: number
  /** Eye colour, or '' to paint the eyes like the dots. */
  eyeColor: string
  background: string
  frameColor: string
  frameTextColor: string
}

export type MagicOptions = MagicStyle & {
  level: EcLevel
  margin: number
  /** Data URL of the photo behind the code, or ''. */
  backdrop: string
  /** How much of the background colour covers the photo, in percent. */
  wash: number
  logo: string
  logoPercent: number
  frame: boolean
  frameText: string
}

export const PRESETS = {
  classic: {
    dots: 'square',
    eyeFrame: 'square',
    eyeDot: 'square',
    fillKind: 'solid',
    color1: '#000000',
    color2: '#000000',
    angle: 0,
    eyeColor: '',
    background: '#ffffff',
    frameColor: '#111827',
    frameTextColor: '#ffffff',
  },
  ocean: {
    dots: 'rounded',
    eyeFrame: 'rounded',
    eyeDot: 'rounded',
    fillKind: 'linear',
    color1: '#1e3a8a',
    color2: '#0e7490',
    angle: 45,
    eyeColor: '#1e3a8a',
    background: '#ffffff',
    frameColor: '#1e3a8a',
    frameTextColor: '#ffffff',
  },
  saffron: {
    dots: 'dots',
    eyeFrame: 'circle',
    eyeDot: 'circle',
    fillKind: 'radial',
    color1: '#7c2d12',
    color2: '#b45309',
    angle: 0,
    eyeColor: '#7c2d12',
    background: '#fffbeb',
    frameColor: '#c2410c',
    frameTextColor: '#ffffff',
  },
  leaf: {
    dots: 'classy',
    eyeFrame: 'rounded',
    eyeDot: 'circle',
    fillKind: 'linear',
    color1: '#14532d',
    color2: '#065f46',
    angle: 90,
    eyeColor: '#14532d',
    background: '#f0fdf4',
    frameColor: '#166534',
    frameTextColor: '#ffffff',
  },
} as const satisfies Record<string, MagicStyle>
export type PresetName = keyof typeof PRESETS

export const DEFAULT_MAGIC: MagicOptions = {
  ...PRESETS.ocean,
  level: 'Q',
  margin: 4,
  backdrop: '',
  wash: 80,
  logo: '',
  logoPercent: 20,
  frame: true,
  frameText: '',
}

export function magicFill(o: Pick<MagicStyle, 'fillKind' | 'color1' | 'color2' | 'angle'>): Fill {
  if (o.fillKind === 'solid') return { kind: 'solid', color: o.color1 }
  if (o.fillKind === 'radial') return { kind: 'radial', from: o.color1, to: o.color2 }
  return { kind: 'linear', from: o.color1, to: o.color2, angle: o.angle }
}

/** The frame's text, trimmed; the caller gives the language's default for an empty box. */
export function frameTextIssue(text: string): 'tooLong' | null {
  return [...text.trim()].length > FRAME_TEXT_MAX ? 'tooLong' : null
}

export function magicDesign(o: MagicOptions, defaultFrameText: string): QrDesign {
  return {
    dots: o.dots,
    eyeFrame: o.eyeFrame,
    eyeDot: o.eyeDot,
    fill: magicFill(o),
    eyeColor: o.eyeColor || null,
    background: o.background,
    margin: o.margin,
    logoRatio: o.logo ? o.logoPercent / 100 : 0,
    frame: o.frame
      ? { text: o.frameText.trim() || defaultFrameText, color: o.frameColor, textColor: o.frameTextColor }
      : null,
  }
}

export type MagicWarning = DesignWarning | 'busyBackdrop' | 'frameLowContrast'

export type MagicCode =
  | { ok: true; matrix: QrMatrix; design: QrDesign; warnings: MagicWarning[] }
  | { ok: false; issue: 'empty' | 'tooLong' }

/** A photo shows through where the wash is thin; below this share, scanners start to see the photo. */
const SAFE_WASH = 70

/** Encodes the payload for the style: a logo brings level H; lists the warnings, most serious first. */
export function magicCode(payload: string, o: MagicOptions, defaultFrameText: string): MagicCode {
  const level: EcLevel = o.logo ? 'H' : o.level
  const m = qrMatrix(payload, level)
  if (!m.ok) return m
  const design = magicDesign(o, defaultFrameText)
  const warnings: MagicWarning[] = designWarnings(design, m.matrix.size, level)
  if (o.backdrop && o.wash < SAFE_WASH) warnings.push('busyBackdrop')
  // The call to action must stay legible too; 3:1 is WCAG's floor for large bold text.
  if (o.frame && contrastRatio(o.frameColor, o.frameTextColor) < 3) warnings.push('frameLowContrast')
  return { ok: true, matrix: m.matrix, design, warnings }
}
