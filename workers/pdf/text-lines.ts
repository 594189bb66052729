// Rebuilding lines of text from pdf.js text items. Items come in content-stream order, which is not always
// reading order; we group them by baseline, order lines top to bottom and items left to right, and put a
// space where the gap between two items is wider than a fraction of the font size.

/** What we need of a pdf.js TextItem. `transform` is [a, b, c, d, x, y] in PDF units (y grows upward). */
export type TextPiece = {
  str: string
  transform: readonly number[]
  width: number
  height: number
  hasEOL?: boolean
}

type Placed = { str: string; x: number; y: number; end: number; size: number }

/** Joins text pieces into lines in reading order (top to bottom, left to right); blank lines between blocks. */
export function piecesToText(pieces: readonly TextPiece[]): string {
  const placed: Placed[] = []
  for (const piece of pieces) {
    if (piece.str === '' && !piece.hasEOL) continue
    const [a = 1, b = 0, , , x = 0, y = 0] = piece.transform
    const size = Math.max(Math.abs(piece.height) || Math.hypot(a, b), 1)
    placed.push({ str: piece.str, x, y, end: x + piece.width, size })
  }
  if (placed.length === 0) return ''
  // Sort by baseline, top first, then group pieces whose baselines are within a third of the font size.
  placed.sort((p, q) => q.y - p.y || p.x - q.x)
  const lines: Placed[][] = []
  for (const piece of placed) {
    const line = lines[lines.length - 1]
    const ref = line?.[0]
    if (line && ref && Math.abs(ref.y - piece.y) <= Math.max(ref.size, piece.size) / 3) line.push(piece)
    else lines.push([piece])
  }
  const out: string[] = []
  let previous: Placed[] | null = null
  for (const line of lines) {
    line.sort((p, q) => p.x - q.x)
    const text = joinLine(line).replace(/\s+$/u, '')
    if (previous) {
      // A gap of more than ~1.8 line heights starts a new paragraph.
      const gap = previous[0]!.y - line[0]!.y
      if (gap > line[0]!.size * 1.8) out.push('')
    }
    if (text !== '' || out.length) out.push(text)
    previous = line
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

function joinLine(line: readonly Placed[]): string {
  let text = ''
  let end: number | null = null
  for (const piece of line) {
    if (end !== null) {
      const gap = piece.x - end
      const needsSpace = gap > piece.size * 0.2 && !/\s$/u.test(text) && !/^\s/u.test(piece.str)
      if (needsSpace) text += ' '
    }
    text += piece.str
    end = Math.max(end ?? piece.end, piece.end)
  }
  return text
}
