// The card boxes as the page edits them: shown in millimetres, kept at the ID-1 shape (height follows the
// width) and inside the PDF page; stored in points like the worker's.
import { CARD_RATIO, POINTS_PER_MM, type Rect } from '@workers/pdf/aadhaar.options'

export type BoxField = 'x' | 'y' | 'width'

export const toMm = (points: number) => Math.round((points / POINTS_PER_MM) * 10) / 10

/** Sets one field of the box in mm; the box keeps the card shape and stays on the page. */
export function editBox(
  rect: Rect,
  field: BoxField,
  mm: number,
  page: { width: number; height: number },
): Rect {
  if (!Number.isFinite(mm)) return rect
  const points = mm * POINTS_PER_MM
  let next = { ...rect }
  if (field === 'width') {
    const width = Math.min(Math.max(points, 20 * POINTS_PER_MM), page.width)
    next = { ...next, width, height: width / CARD_RATIO }
  } else {
    next = { ...next, [field]: points }
  }
  return {
    ...next,
    x: Math.min(Math.max(0, next.x), page.width - next.width),
    y: Math.min(Math.max(0, next.y), Math.max(0, page.height - next.height)),
  }
}

/** The year of birth in the password helper: four digits from 1900 to this year. */
export function validYear(text: string, thisYear: number): boolean {
  return /^\d{4}$/.test(text.trim()) && Number(text) >= 1900 && Number(text) <= thisYear
}
