// The e-Aadhaar formatter's options and pure rules, shared by the page and the worker: the password rule,
// finding the two cards on the rendered page, finding the Aadhaar number to mask, and laying the cards out
// at ID-1 size (85.60 × 53.98 mm) on A4 with crop marks. Rectangles are in PDF points from the top-left.

export const CARD_MM = { width: 85.6, height: 53.98 } as const
export const CARD_RATIO = CARD_MM.width / CARD_MM.height
export const A4_MM = { width: 210, height: 297 } as const
export const POINTS_PER_MM = 72 / 25.4
/** Cards are drawn at this resolution, so the secure QR's fine modules stay crisp in print. */
export const CARD_DPI = 600

export type Rect = { x: number; y: number; width: number; height: number }
export type Layout = 'sideBySide' | 'foldOver' | 'grid'

export type AadhaarPage = {
  /** Page 1's size in points. */
  page: { width: number; height: number }
  /** A small JPEG of page 1 for choosing the cards. */
  preview: Blob
  front: Rect
  back: Rect
  /** Whether both cards were found on the page (else the standard places are offered to adjust). */
  detected: boolean
  /** Where the first eight digits of each printed Aadhaar number are. */
  numberBoxes: Rect[]
}

export type AadhaarLayoutOptions = {
  password?: string
  front: Rect
  back: Rect
  layout: Layout
  /** Pairs of cards on the A4 grid (1–4). */
  copies: number
  /** Boxes painted over with "XXXX XXXX"; empty when not masking. */
  mask: Rect[]
}

/** The e-Aadhaar password: the first four letters of the name (spaces left out) in capitals + the year of birth. */
export function aadhaarPassword(name: string, year: string): string {
  return `${name.replace(/\s+/g, '').slice(0, 4).toUpperCase()}${year.trim()}`
}

/** The standard e-Aadhaar cut-out: the front and back side by side across the bottom of the A4 letter. */
export function standardCards(page: { width: number; height: number }): { front: Rect; back: Rect } {
  const width = page.width * 0.4077
  const height = width / CARD_RATIO
  const y = page.height * 0.7126
  return {
    front: { x: page.width * 0.0672, y, width, height },
    back: { x: page.width * 0.5244, y, width, height },
  }
}

/**
 * Finds the two cards on a grey rendering of the page (`ink[i]` = 1 where dark): the bounding boxes of
 * connected dark outlines shaped like an ID-1 card, 30–50 % of the page wide, side by side. Returned in
 * fractions of the page; null when the page does not look like an e-Aadhaar.
 */
export function detectCards(
  ink: Uint8Array,
  width: number,
  height: number,
): { front: Rect; back: Rect } | null {
  const label = new Int32Array(width * height)
  const stack: number[] = []
  const boxes: Rect[] = []
  let next = 0
  for (let start = 0; start < ink.length; start += 1) {
    if (!ink[start] || label[start]) continue
    next += 1
    label[start] = next
    stack.push(start)
    let minX = width
    let minY = height
    let maxX = 0
    let maxY = 0
    while (stack.length) {
      const p = stack.pop()!
      const x = p % width
      const y = (p - x) / width
      minX = Math.min(minX, x)
      maxX = Math.max(maxX, x)
      minY = Math.min(minY, y)
      maxY = Math.max(maxY, y)
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
        if (q >= 0 && q < ink.length && ink[q] && !label[q]) {
          label[q] = next
          stack.push(q)
        }
      }
    }
    const w = maxX - minX + 1
    const h = maxY - minY + 1
    const ratio = w / h
    if (w >= width * 0.3 && w <= width * 0.5 && ratio > CARD_RATIO * 0.9 && ratio < CARD_RATIO * 1.1) {
      boxes.push({ x: minX / width, y: minY / height, width: w / width, height: h / height })
    }
  }
  // The lowest pair whose tops line up: the cut-out sits below the letter.
  boxes.sort((a, b) => b.y - a.y)
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = boxes[i]!
      const b = boxes[j]!
      if (Math.abs(a.y - b.y) < 0.02 && Math.abs(a.x - b.x) > a.width * 0.9) {
        return a.x < b.x ? { front: a, back: b } : { front: b, back: a }
      }
    }
  }
  return null
}

export type TextItem = { str: string; x: number; y: number; width: number; height: number }

const FULL = /(?<!\d\s?)(\d{4}\s\d{4}\s)\d{4}(?!\s?\d)/

/**
 * The boxes over the first eight digits of every 12-digit Aadhaar number printed as text: one text item
 * "1234 5678 9012", or three items "1234" "5678" "9012" on one line. A 16-digit VID is left alone.
 */
export function findNumberBoxes(items: readonly TextItem[]): Rect[] {
  const boxes: Rect[] = []
  items.forEach((item, index) => {
    const text = item.str
    const match = FULL.exec(text)
    if (match) {
      const share = (index: number) => index / Math.max(1, text.length)
      const start = share(match.index)
      // The eight digits and the space between them, and a little of the space after so no sliver of the
      // eighth digit shows.
      const end = share(match.index + match[1]!.length - 0.4)
      boxes.push({
        x: item.x + item.width * start,
        y: item.y,
        width: item.width * (end - start),
        height: item.height,
      })
      return
    }
    const group = (i: number) => items[i] && /^\d{4}$/.test(items[i].str.trim())
    const sameLine = (i: number) => Math.abs(items[i]!.y - item.y) < item.height * 0.5
    if (
      group(index) &&
      group(index + 1) &&
      group(index + 2) &&
      sameLine(index + 1) &&
      sameLine(index + 2) &&
      !group(index - 1) &&
      !group(index + 3)
    ) {
      const second = items[index + 1]!
      boxes.push({ x: item.x, y: item.y, width: second.x + second.width - item.x, height: item.height })
    }
  })
  return boxes
}

export type Placed = { card: 'front' | 'back'; x: number; y: number; rotate: boolean }
export type Mark = { x1: number; y1: number; x2: number; y2: number; dashed?: boolean }

const GAP_MM = 6
/** Pairs that fit on A4 with room for crop marks between rows. */
export const MAX_COPIES = 4
const MARK_MM = 4

function marksAround(x: number, y: number, w: number, h: number): Mark[] {
  const m = MARK_MM
  const o = 1
  const corners: [number, number][] = [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ]
  return corners.flatMap(([cx, cy]): Mark[] => {
    const left = cx === x
    const top = cy === y
    return [
      { x1: cx, y1: top ? cy - o - m : cy + o, x2: cx, y2: top ? cy - o : cy + o + m },
      { x1: left ? cx - o - m : cx + o, y1: cy, x2: left ? cx - o : cx + o + m, y2: cy },
    ]
  })
}

/** Where each card goes on A4 (mm, top-left) and the crop marks for cutting them out. */
export function layoutCards(layout: Layout, copies = 1): { cards: Placed[]; marks: Mark[] } {
  const { width: w, height: h } = CARD_MM
  const pairWidth = 2 * w + GAP_MM
  const left = (A4_MM.width - pairWidth) / 2
  if (layout === 'foldOver') {
    // Back above front, turned upside down: folded along the shared edge, the two faces line up.
    const x = (A4_MM.width - w) / 2
    const top = 20
    const marks = marksAround(x, top, w, 2 * h).filter((mark) => mark.x1 === mark.x2 || mark.y1 !== top + h)
    marks.push({ x1: x - 6, y1: top + h, x2: x - 1, y2: top + h, dashed: true })
    marks.push({ x1: x + w + 1, y1: top + h, x2: x + w + 6, y2: top + h, dashed: true })
    return {
      cards: [
        { card: 'back', x, y: top, rotate: true },
        { card: 'front', x, y: top + h, rotate: false },
      ],
      marks,
    }
  }
  const rows = layout === 'grid' ? Math.max(1, Math.min(MAX_COPIES, Math.round(copies))) : 1
  const cards: Placed[] = []
  const marks: Mark[] = []
  for (let row = 0; row < rows; row += 1) {
    const y = 15 + row * (h + GAP_MM)
    cards.push(
      { card: 'front', x: left, y, rotate: false },
      { card: 'back', x: left + w + GAP_MM, y, rotate: false },
    )
    marks.push(...marksAround(left, y, w, h), ...marksAround(left + w + GAP_MM, y, w, h))
  }
  return { cards, marks }
}
