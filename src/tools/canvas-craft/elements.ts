// Pure helpers the editor builds on: new elements, moving and resizing within the page, text layout shared
// by the on-screen stage and the export (so both put each line at the same place), and reading a saved draft.
import type { Design, DesignElement, ImageElement, ShapeElement, TextElement } from './logic'

/** Smallest side an element can be resized to, in design pixels. */
export const MIN_SIDE = 10
/** Part of an element that must stay on the page when it is dragged or nudged off an edge. */
export const KEEP_VISIBLE = 20
export const LINE_HEIGHT = 1.4
/** The app's own Devanagari font first, so Hindi is shaped the same on screen and in the export. */
export const FONT_FAMILY = '"Noto Sans Devanagari", "Noto Sans", system-ui, sans-serif'
/** Longest side an added picture is stored at: sharp on a 1800 px banner, small in IndexedDB. */
export const IMAGE_MAX_SIDE = 1600

const round = (value: number) => Math.round(value * 10) / 10

export function textLines(text: string): string[] {
  return text.split(/\r?\n/)
}

/** Height a text box needs for its lines. */
export function textHeight(text: string, fontSize: number): number {
  return Math.round(textLines(text).length * fontSize * LINE_HEIGHT)
}

/** Baseline of each line and the x the line is anchored at, for SVG and canvas alike. */
export function textLayout(e: TextElement): { x: number; baselines: number[] } {
  const x = e.align === 'left' ? e.x : e.align === 'right' ? e.x + e.width : e.x + e.width / 2
  const lineHeight = e.fontSize * LINE_HEIGHT
  // Devanagari's headline and matras need room above and below the baseline: about 0.2 em each side.
  const baselines = textLines(e.text).map((_, i) => round(e.y + i * lineHeight + e.fontSize * 1.05))
  return { x, baselines }
}

/** Moves by dx, dy but keeps a strip of the element on the page. */
export function movedTo(design: Design, e: DesignElement, dx: number, dy: number) {
  const x = Math.min(design.width - KEEP_VISIBLE, Math.max(KEEP_VISIBLE - e.width, e.x + dx))
  const y = Math.min(design.height - KEEP_VISIBLE, Math.max(KEEP_VISIBLE - e.height, e.y + dy))
  return { x: round(x), y: round(y) }
}

/** New size from the bottom-right corner; pictures keep their shape unless `free`. */
export function resizedTo(e: DesignElement, width: number, height: number, free = false) {
  let w = Math.max(MIN_SIDE, width)
  let h = Math.max(MIN_SIDE, height)
  if (e.kind === 'image' && !free) {
    const ratio = e.width / e.height
    if (w / h > ratio) w = h * ratio
    else h = w / ratio
  }
  return { width: round(Math.max(MIN_SIDE, w)), height: round(Math.max(MIN_SIDE, h)) }
}

export function newText(design: Design, id: string, value: string): TextElement {
  const fontSize = Math.round(Math.max(24, design.height / 12))
  const width = Math.round(design.width * 0.6)
  return {
    kind: 'text',
    id,
    x: Math.round((design.width - width) / 2),
    y: Math.round((design.height - fontSize * LINE_HEIGHT) / 2),
    width,
    height: textHeight(value, fontSize),
    opacity: 1,
    text: value,
    fontSize,
    colour: '#111827',
    bold: false,
    align: 'center',
  }
}

export function newShape(design: Design, id: string, kind: 'rect' | 'ellipse'): ShapeElement {
  const side = Math.round(Math.min(design.width, design.height) / 3)
  return {
    kind,
    id,
    x: Math.round((design.width - side) / 2),
    y: Math.round((design.height - side) / 2),
    width: side,
    height: side,
    opacity: 1,
    fill: '#2563eb',
    stroke: '#1e3a8a',
    strokeWidth: 0,
  }
}

/** A picture fitted into 60 % of the page, centred. */
export function newImage(
  design: Design,
  id: string,
  source: string,
  naturalWidth: number,
  naturalHeight: number,
): ImageElement {
  const scale = Math.min((design.width * 0.6) / naturalWidth, (design.height * 0.6) / naturalHeight)
  const width = Math.max(MIN_SIDE, Math.round(naturalWidth * scale))
  const height = Math.max(MIN_SIDE, Math.round(naturalHeight * scale))
  return {
    kind: 'image',
    id,
    x: Math.round((design.width - width) / 2),
    y: Math.round((design.height - height) / 2),
    width,
    height,
    opacity: 1,
    source,
  }
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const isColour = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v)

function validElement(raw: unknown): raw is DesignElement {
  if (!raw || typeof raw !== 'object') return false
  const e = raw as Record<string, unknown>
  if (typeof e.id !== 'string' || ![e.x, e.y, e.width, e.height, e.opacity].every(isNumber)) return false
  switch (e.kind) {
    case 'text':
      return (
        typeof e.text === 'string' &&
        isNumber(e.fontSize) &&
        isColour(e.colour) &&
        typeof e.bold === 'boolean' &&
        ['left', 'center', 'right'].includes(e.align as string)
      )
    case 'rect':
    case 'ellipse':
      return isColour(e.fill) && isColour(e.stroke) && isNumber(e.strokeWidth)
    case 'image':
      return typeof e.source === 'string' && e.source.startsWith('data:image/')
    default:
      return false
  }
}

/** A saved draft read back; anything malformed (an old or damaged copy) gives null and a fresh start. */
export function reviveDesign(raw: unknown): Design | null {
  if (!raw || typeof raw !== 'object') return null
  const d = raw as Record<string, unknown>
  if (!isNumber(d.width) || !isNumber(d.height) || d.width < 1 || d.height < 1) return null
  if (!isColour(d.background) || !Array.isArray(d.elements)) return null
  if (!d.elements.every(validElement)) return null
  return { width: d.width, height: d.height, background: d.background, elements: d.elements }
}

/** An id no element of the design has yet. */
export function freshId(design: Design, prefix: string): string {
  const taken = new Set(design.elements.map((e) => e.id))
  let n = design.elements.length + 1
  while (taken.has(`${prefix}-${n}`)) n += 1
  return `${prefix}-${n}`
}
