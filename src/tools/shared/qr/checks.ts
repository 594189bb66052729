// Rules of thumb that predict an unreadable code before anyone tries to scan it: colour contrast (scanners
// threshold brightness, so dark modules must be clearly darker than the background), the quiet zone, and
// how much of the error-correction budget a centre logo uses. The decode check confirms them afterwards.
import type { QrDesign } from './design'
import { logoModules } from './design'
import type { EcLevel } from './matrix'
import { EC_RECOVERY } from './matrix'

export type DesignWarning = 'inverted' | 'lowContrast' | 'smallMargin' | 'logoTooBig' | 'logoNeedsH'

function channel(v: number): number {
  const c = v / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance (WCAG 2) of #rgb or #rrggbb; NaN for anything else. */
export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return Number.NaN
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(h.slice(i, i + 2), 16))) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a)
  const lb = luminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** Below this many to one, phone cameras in ordinary light start to miss modules. */
export const MIN_CONTRAST = 4

/** Colours that draw dark modules: the fill's stops and the eye colour. */
export function darkColours(design: QrDesign): string[] {
  const f = design.fill
  const colours = f.kind === 'solid' ? [f.color] : [f.from, f.to]
  if (design.eyeColor) colours.push(design.eyeColor)
  return colours
}

/** Share of all modules hidden behind the logo. */
export function logoShare(size: number, ratio: number): number {
  const n = logoModules(size, ratio)
  return (n * n) / (size * size)
}

/** What is wrong with a design for a code of `size` modules at `level`, most serious first. */
export function designWarnings(design: QrDesign, size: number, level: EcLevel): DesignWarning[] {
  const warnings: DesignWarning[] = []
  const bg = luminance(design.background)
  const darks = darkColours(design)
  if (darks.some((c) => luminance(c) >= bg)) warnings.push('inverted')
  else if (darks.some((c) => contrastRatio(c, design.background) < MIN_CONTRAST)) warnings.push('lowContrast')
  if (design.margin < 2) warnings.push('smallMargin')
  if (design.logoRatio > 0) {
    if (level !== 'H') warnings.push('logoNeedsH')
    // Keep the hidden area well inside what the level can rebuild: damage is never spread evenly.
    if (logoShare(size, design.logoRatio) > EC_RECOVERY[level] * 0.6) warnings.push('logoTooBig')
  }
  return warnings
}
