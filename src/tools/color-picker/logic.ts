// Colour conversions and WCAG contrast, written out rather than taken from a library: the formulas are
// short, well known (CSS Color 4 for HSL/HSV, WCAG 2.2 for luminance) and this keeps the tool's bundle small.
// Colours are sRGB with 8-bit channels; derived models are rounded only when formatted.
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'

export type Rgb = { r: number; g: number; b: number }
export type Hsl = { h: number; s: number; l: number }
export type Hsv = { h: number; s: number; v: number }
export type Cmyk = { c: number; m: number; y: number; k: number }
export type HexReason = 'empty' | 'invalid'

const clamp255 = (n: number) => Math.min(255, Math.max(0, Math.round(n)))
const wrapHue = (h: number) => ((h % 360) + 360) % 360

/** Parses #rgb, #rrggbb (the # optional, any case) into 8-bit RGB. */
export function parseHex(input: string): Result<Rgb, HexReason> {
  const s = input.trim().replace(/^#/, '')
  if (s === '') return fail('empty')
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(s)) return fail('invalid')
  const full = s.length === 3 ? s.replace(/./g, (c) => c + c) : s
  const n = Number.parseInt(full, 16)
  return ok({ r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 })
}

/** #rrggbb in lower case. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => clamp255(c).toString(16).padStart(2, '0')).join('')}`
}

function hueOf(r: number, g: number, b: number, max: number, delta: number): number {
  if (delta === 0) return 0
  if (max === r) return wrapHue(60 * (((g - b) / delta) % 6))
  if (max === g) return 60 * ((b - r) / delta + 2)
  return 60 * ((r - g) / delta + 4)
}

/** RGB → HSL (h in degrees, s and l in percent, unrounded). */
export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255]
  const max = Math.max(rr, gg, bb)
  const min = Math.min(rr, gg, bb)
  const delta = max - min
  const l = (max + min) / 2
  const s = delta === 0 ? 0 : delta / (1 - Math.abs(2 * l - 1))
  return { h: hueOf(rr, gg, bb, max, delta), s: s * 100, l: l * 100 }
}

/** HSL → RGB. */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const ss = s / 100
  const ll = l / 100
  const f = (n: number) => {
    const k = (n + wrapHue(h) / 30) % 12
    return ll - ss * Math.min(ll, 1 - ll) * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return { r: clamp255(f(0) * 255), g: clamp255(f(8) * 255), b: clamp255(f(4) * 255) }
}

/** RGB → HSV (h in degrees, s and v in percent, unrounded). */
export function rgbToHsv({ r, g, b }: Rgb): Hsv {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255]
  const max = Math.max(rr, gg, bb)
  const delta = max - Math.min(rr, gg, bb)
  return { h: hueOf(rr, gg, bb, max, delta), s: max === 0 ? 0 : (delta / max) * 100, v: max * 100 }
}

/** HSV → RGB. */
export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const ss = s / 100
  const vv = v / 100
  const f = (n: number) => {
    const k = (n + wrapHue(h) / 60) % 6
    return vv - vv * ss * Math.max(0, Math.min(k, 4 - k, 1))
  }
  return { r: clamp255(f(5) * 255), g: clamp255(f(3) * 255), b: clamp255(f(1) * 255) }
}

/** RGB → naive CMYK in percent (no ICC profile: printers' results will differ). */
export function rgbToCmyk({ r, g, b }: Rgb): Cmyk {
  const k = 1 - Math.max(r, g, b) / 255
  if (k === 1) return { c: 0, m: 0, y: 0, k: 100 }
  const part = (x: number) => ((1 - x / 255 - k) / (1 - k)) * 100
  return { c: part(r), m: part(g), y: part(b), k: k * 100 }
}

/** Naive CMYK (percent) → RGB. */
export function cmykToRgb({ c, m, y, k }: Cmyk): Rgb {
  const part = (x: number) => 255 * (1 - x / 100) * (1 - k / 100)
  return { r: clamp255(part(c)), g: clamp255(part(m)), b: clamp255(part(y)) }
}

const r0 = (n: number) => Math.round(n)

/** CSS-style strings for every model, rounded to whole numbers. */
export function formatColour(rgb: Rgb): { hex: string; rgb: string; hsl: string; hsv: string; cmyk: string } {
  const hsl = rgbToHsl(rgb)
  const hsv = rgbToHsv(rgb)
  const cmyk = rgbToCmyk(rgb)
  return {
    hex: toHex(rgb),
    rgb: `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})`,
    hsl: `hsl(${r0(hsl.h) % 360}, ${r0(hsl.s)}%, ${r0(hsl.l)}%)`,
    hsv: `hsv(${r0(hsv.h) % 360}, ${r0(hsv.s)}%, ${r0(hsv.v)}%)`,
    cmyk: `cmyk(${r0(cmyk.c)}%, ${r0(cmyk.m)}%, ${r0(cmyk.y)}%, ${r0(cmyk.k)}%)`,
  }
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const x = c / 255
    return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

export type Contrast = {
  /** Unrounded ratio; verdicts use this, never the printed value. */
  ratio: number
  aaNormal: boolean
  aaLarge: boolean
  aaaNormal: boolean
  aaaLarge: boolean
}

/** WCAG contrast ratio between two colours and the AA/AAA verdicts for normal and large text. */
export function contrast(a: Rgb, b: Rgb): Contrast {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  const ratio = (hi + 0.05) / (lo + 0.05)
  return { ratio, aaNormal: ratio >= 4.5, aaLarge: ratio >= 3, aaaNormal: ratio >= 7, aaaLarge: ratio >= 4.5 }
}

const THRESHOLDS = [3, 4.5, 7]

/**
 * The ratio as printed, "4.48:1", rounded to two decimals — except that a value just below a WCAG threshold
 * is cut instead, so a failing 4.496 shows as 4.49, never as a passing-looking 4.50.
 */
export function formatRatio(ratio: number): string {
  let shown = Math.round(ratio * 100) / 100
  if (THRESHOLDS.some((t) => ratio < t && shown >= t)) shown = Math.floor(ratio * 100) / 100
  return `${shown.toFixed(2)}:1`
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return {
    r: clamp255(a.r + (b.r - a.r) * t),
    g: clamp255(a.g + (b.g - a.g) * t),
    b: clamp255(a.b + (b.b - a.b) * t),
  }
}

/** Tints (towards white) and shades (towards black) in steps of 1/(count+1), lightest tint first. */
export function tintsAndShades(rgb: Rgb, count = 4): { tints: Rgb[]; shades: Rgb[] } {
  const steps = Array.from({ length: count }, (_, i) => (i + 1) / (count + 1))
  return {
    tints: steps.map((t) => mix(rgb, { r: 255, g: 255, b: 255 }, t)).reverse(),
    shades: steps.map((t) => mix(rgb, { r: 0, g: 0, b: 0 }, t)),
  }
}

export type Harmony = 'complementary' | 'analogous' | 'triadic'

/** Colour harmonies by rotating the hue in HSL; the base colour comes first. */
export function harmony(rgb: Rgb, kind: Harmony): Rgb[] {
  const hsl = rgbToHsl(rgb)
  const offsets = kind === 'complementary' ? [180] : kind === 'analogous' ? [-30, 30] : [120, 240]
  return [rgb, ...offsets.map((o) => hslToRgb({ ...hsl, h: wrapHue(hsl.h + o) }))]
}

/** Scales an image's size so its longer side is at most `max` pixels; never enlarges. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 }
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** Moves the cross-hair by a step, kept inside the image. */
export function moveCrosshair(
  p: { x: number; y: number },
  dx: number,
  dy: number,
  size: { width: number; height: number },
) {
  return {
    x: Math.min(size.width - 1, Math.max(0, p.x + dx)),
    y: Math.min(size.height - 1, Math.max(0, p.y + dy)),
  }
}
