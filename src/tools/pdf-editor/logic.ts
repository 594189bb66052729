// The PDF editor's rules that need no browser: which images a stamp takes and how big it lands (the
// numbers are pdf.js's, so what we promise is what its stamp editor does), which text needs a real font
// to survive in other viewers, the page plan of the page panel, zoom steps and output names.

/** Image types a stamp accepts (spec §5, the same list as pdf.js's SupportedImageMimeTypes). */
export const STAMP_TYPES = [
  'image/apng',
  'image/avif',
  'image/bmp',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/webp',
  'image/x-icon',
] as const

const STAMP_EXTENSIONS: Record<string, (typeof STAMP_TYPES)[number]> = {
  apng: 'image/apng',
  avif: 'image/avif',
  bmp: 'image/bmp',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  ico: 'image/x-icon',
}

/** The stamp type of a file by its MIME type, or by its extension when the browser gave none; else null. */
export function stampType(file: { name: string; type: string }): (typeof STAMP_TYPES)[number] | null {
  const type = file.type.toLowerCase()
  if ((STAMP_TYPES as readonly string[]).includes(type)) return type as (typeof STAMP_TYPES)[number]
  if (type !== '' && type !== 'application/octet-stream') return null
  const ext = file.name.toLowerCase().split('.').pop() ?? ''
  return STAMP_EXTENSIONS[ext] ?? null
}

/** A new stamp larger than this share of the page in either direction is scaled down to fit it. */
export const STAMP_MAX_RATIO = 0.75

/** The size (page units) a new stamp image of `width`×`height` pixels gets on a page of the given size. */
export function fitStamp(
  width: number,
  height: number,
  pageWidth: number,
  pageHeight: number,
): { width: number; height: number; scaled: boolean } {
  if (width <= STAMP_MAX_RATIO * pageWidth && height <= STAMP_MAX_RATIO * pageHeight) {
    return { width, height, scaled: false }
  }
  const factor = Math.min((STAMP_MAX_RATIO * pageWidth) / width, (STAMP_MAX_RATIO * pageHeight) / height)
  return { width: width * factor, height: height * factor, scaled: true }
}

// Windows-1252's letters above 0x7F that are not Latin-1 (what pdf.js's Helvetica appearance can show).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * Whether pdf.js's own appearance for this free text would be unreadable in other viewers: anything
 * outside WinAnsi (Devanagari, other Indian scripts, emoji) is written with a font pdf.js does not embed
 * (pdf.js issue 15769), so such text gets an appearance drawn by the browser instead.
 */
export function needsOwnAppearance(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code === 0x0a || code === 0x0d || code === 0x09) continue
    if (code < 0x20) return true
    if (code <= 0x7e || (code >= 0xa0 && code <= 0xff)) continue
    if (!WIN_ANSI_EXTRA.has(char)) return true
  }
  return false
}

/** Quarter turns clockwise. */
export type Turn = 0 | 90 | 180 | 270

/** One page of the page panel's plan: a page of the open file (0-based) or a new blank page. */
export type PlanPage =
  | { kind: 'page'; index: number; rotate: Turn }
  | { kind: 'blank'; width: number; height: number; rotate: Turn }

/** The plan of an untouched document of `count` pages. */
export function initialPlan(count: number): PlanPage[] {
  return Array.from({ length: count }, (_, index) => ({ kind: 'page', index, rotate: 0 }))
}

/** Moves the page at `from` to position `to` (both 0-based, clamped). */
export function movePage(plan: readonly PlanPage[], from: number, to: number): PlanPage[] {
  const target = Math.max(0, Math.min(plan.length - 1, to))
  if (from === target || from < 0 || from >= plan.length) return [...plan]
  const next = [...plan]
  const [page] = next.splice(from, 1)
  next.splice(target, 0, page!)
  return next
}

/** Turns one page by a quarter clockwise (or anticlockwise with `by` = -90). */
export function rotatePage(plan: readonly PlanPage[], at: number, by: 90 | -90): PlanPage[] {
  return plan.map((page, i) =>
    i === at ? { ...page, rotate: ((((page.rotate + by) % 360) + 360) % 360) as Turn } : page,
  )
}

/** Removes one page; the last remaining page cannot be removed (a PDF needs a page), so null. */
export function deletePage(plan: readonly PlanPage[], at: number): PlanPage[] | null {
  if (plan.length <= 1 || at < 0 || at >= plan.length) return null
  return plan.filter((_, i) => i !== at)
}

/** Inserts a blank page after position `at` (−1 = at the start) with the given size in points. */
export function insertBlank(
  plan: readonly PlanPage[],
  at: number,
  size: { width: number; height: number },
): PlanPage[] {
  const next = [...plan]
  next.splice(at + 1, 0, { kind: 'blank', width: size.width, height: size.height, rotate: 0 })
  return next
}

/** Whether the plan leaves the document as it is. */
export function isUnchanged(plan: readonly PlanPage[], count: number): boolean {
  return (
    plan.length === count && plan.every((page, i) => page.kind === 'page' && page.index === i && !page.rotate)
  )
}

/** Zoom levels the − and + buttons step through. */
export const ZOOM_STEPS = [0.25, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5] as const
export const MIN_ZOOM = 0.25
export const MAX_ZOOM = 5

/** The next zoom step above (`direction` 1) or below (−1) the current scale. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > scale + 0.001) ?? MAX_ZOOM
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.001) ?? MIN_ZOOM
}

/** Keeps a pinch or typed zoom within the supported range. */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return 1
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale))
}

/** Parses what the user typed in the page box; null unless it is a page of the document. */
export function parsePageNumber(text: string, count: number): number | null {
  const digits = text.trim().replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
  if (!/^\d+$/.test(digits)) return null
  const page = Number(digits)
  return page >= 1 && page <= count ? page : null
}

/** `report.pdf` → `report-edited.pdf` (or `-flattened`). */
export function outputName(name: string, flatten: boolean): string {
  const base = name.replace(/\.pdf$/i, '').trim() || 'document'
  return `${base}-${flatten ? 'flattened' : 'edited'}.pdf`
}

/** Colour `#rrggbb` → [r, g, b] in 0–255; black when malformed. */
export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return [0, 0, 0]
  const value = parseInt(match[1]!, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** Lines of a free text as the editor wraps them: explicit line breaks only (pdf.js does not wrap). */
export function textLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n')
}
