// Paragraph layout: runs of styled text broken into lines that fit a width. Words are shaped once with
// HarfBuzz and measured in font units; a word wider than the line is cut between glyph clusters. Spaces are
// kept as real space glyphs inside a line so extracted text has its word gaps.
import type { Faces } from '../typeset/fonts'
import type { GlyphRunItem, Item } from './items'
import { shapeWord, type Glyph } from '../typeset/shape'
import type { FontWeight, Rgb, TextBlock } from './spec.options'

type Style = {
  weight: FontWeight
  size: number
  color: Rgb
  italic?: boolean
  underline?: boolean
  strike?: boolean
}
type Piece = Style & { glyphs: Glyph[]; width: number }
/** A word: pieces with no space between them (a bold label glued to its colon, say). */
type Box = { pieces: Piece[]; width: number; spaceAfter: Piece | null }
type Line = { boxes: Box[]; width: number }

const BLACK: Rgb = [0, 0, 0]
export const DEFAULT_LEADING = 1.35

function pieceOf(faces: Faces, text: string, style: Style): Piece {
  const face = faces[style.weight]
  const glyphs = shapeWord(face, text)
  const width = (glyphs.reduce((s, g) => s + g.advance, 0) * style.size) / face.upem
  return { ...style, glyphs, width }
}

/** Splits the block's runs into paragraphs (hard line breaks) of boxes. */
function paragraphs(faces: Faces, block: TextBlock): Box[][] {
  const out: Box[][] = [[]]
  let open: Box | null = null
  for (const run of block.runs) {
    const style: Style = {
      weight: run.weight ?? 'regular',
      size: run.size ?? block.size,
      color: run.color ?? block.color ?? BLACK,
      italic: run.italic,
      underline: run.underline,
      strike: run.strike,
    }
    for (const token of run.text.replace(/\r\n?/g, '\n').split(/([ \t\u00a0]+|\n)/)) {
      if (!token) continue
      if (token === '\n') {
        out.push([])
        open = null
      } else if (/^[ \t\u00a0]+$/.test(token)) {
        if (open) open.spaceAfter = pieceOf(faces, ' ', style)
        open = null
      } else {
        const piece = pieceOf(faces, token, style)
        if (open) {
          open.pieces.push(piece)
          open.width += piece.width
        } else {
          open = { pieces: [piece], width: piece.width, spaceAfter: null }
          out[out.length - 1]?.push(open)
        }
      }
    }
  }
  return out
}

/** Cuts a box wider than the line into boxes that fit, between glyph clusters. */
function cut(box: Box, max: number, faces: Faces): Box[] {
  const out: Box[] = []
  let current: Box = { pieces: [], width: 0, spaceAfter: null }
  for (const piece of box.pieces) {
    const unit = piece.size / faces[piece.weight].upem
    let part: Piece = { ...piece, glyphs: [], width: 0 }
    for (let i = 0; i < piece.glyphs.length;) {
      // Keep a cluster whole: glyphs whose text is '' belong to the glyph before them.
      let j = i + 1
      while (j < piece.glyphs.length && piece.glyphs[j]?.text === '') j += 1
      const cluster = piece.glyphs.slice(i, j)
      const w = cluster.reduce((s, g) => s + g.advance, 0) * unit
      if (current.width + part.width + w > max && (current.width > 0 || part.width > 0)) {
        if (part.glyphs.length) current.pieces.push(part)
        current.width += part.width
        out.push(current)
        current = { pieces: [], width: 0, spaceAfter: null }
        part = { ...piece, glyphs: [], width: 0 }
      }
      part.glyphs.push(...cluster)
      part.width += w
      i = j
    }
    if (part.glyphs.length) {
      current.pieces.push(part)
      current.width += part.width
    }
  }
  current.spaceAfter = box.spaceAfter
  out.push(current)
  return out
}

/** `firstMax` is the first line's width where it differs (a first-line or hanging indent). */
function breakLines(boxes: Box[], max: number, faces: Faces, firstMax = max): Line[] {
  const lines: Line[] = [{ boxes: [], width: 0 }]
  for (const whole of boxes) {
    const room = lines.length === 1 ? firstMax : max
    for (const box of whole.width > room ? cut(whole, room, faces) : [whole]) {
      let line = lines[lines.length - 1] as Line
      const limit = lines.length === 1 ? firstMax : max
      const prev = line.boxes[line.boxes.length - 1]
      const gap = prev?.spaceAfter?.width ?? 0
      if (line.boxes.length > 0 && line.width + gap + box.width > limit) {
        line = { boxes: [], width: 0 }
        lines.push(line)
      }
      line.width += (line.boxes.length ? gap : 0) + box.width
      line.boxes.push(box)
    }
  }
  return lines
}

export type TextLayout = { items: Item[]; height: number; firstLineBottom: number }

/** Lays a text block out at (x, y) within `width`; y is the top of the block's first line. */
export function layoutText(faces: Faces, block: TextBlock, x: number, y: number, width: number): TextLayout {
  const indent = block.indent ?? 0
  const leading = block.leading ?? DEFAULT_LEADING
  const max = Math.max(1, width - indent)
  // The block's first line may start further in (first-line indent) or further out (hanging), never left of x.
  const firstShift = Math.max(-indent, block.firstIndent ?? 0)
  const items: Item[] = []
  // Underlines and strike-throughs, kept apart so they do not stop neighbouring glyph runs from merging.
  const bars: Item[] = []
  let top = y
  let firstLineBottom = -1
  let first = true
  for (const para of paragraphs(faces, block)) {
    const firstMax = first ? Math.max(1, max - firstShift) : max
    const lines = para.length ? breakLines(para, max, faces, firstMax) : [{ boxes: [], width: 0 }]
    for (const [l, line] of lines.entries()) {
      const size = Math.max(block.size, ...line.boxes.flatMap((b) => b.pieces.map((p) => p.size)))
      const height = size * leading
      const face = faces.regular
      // Centre the font's ascender–descender span in the line box.
      const span = ((face.ascender - face.descender) * size) / face.upem
      const baseline = top + (height - span) / 2 + (face.ascender * size) / face.upem
      const shift = first ? firstShift : 0
      const free = max - shift - line.width
      let pen =
        x + indent + shift + (block.align === 'center' ? free / 2 : block.align === 'right' ? free : 0)
      if (first && block.bullet) {
        const mark = typeof block.bullet === 'string' ? block.bullet : '•'
        const bullet = pieceOf(faces, mark, {
          weight: 'regular',
          size: block.size,
          color: block.color ?? BLACK,
        })
        items.push(runItem(bullet, x + indent - bullet.width - block.size * 0.5, baseline, top, height))
      }
      const gaps = line.boxes.slice(0, -1).filter((b) => b.spaceAfter).length
      // Justified: the line's free width shared among its spaces; the pen jumps past each widened space, so
      // the runs on either side stay separate text objects placed exactly.
      const extra = block.align === 'justify' && l < lines.length - 1 && gaps > 0 ? free / gaps : 0
      const place = (piece: Piece, stretch = 0) => {
        items.push(runItem(piece, pen, baseline, top, height))
        bars.push(...decorations(piece, pen, piece.width + stretch, baseline, top, height))
        pen += piece.width + stretch
      }
      line.boxes.forEach((box, b) => {
        box.pieces.forEach((piece) => place(piece))
        const space = box.spaceAfter
        if (space && b < line.boxes.length - 1) place(space, extra)
      })
      top += height
      if (firstLineBottom < 0) firstLineBottom = top
      first = false
    }
  }
  return { items: [...mergeRuns(items), ...bars], height: top - y, firstLineBottom }
}

/** The underline (below the baseline) and strike-through (across the x-height) of a piece, as thin bars. */
function decorations(
  piece: Piece,
  x: number,
  width: number,
  baseline: number,
  top: number,
  height: number,
): Item[] {
  const out: Item[] = []
  const thickness = Math.max(0.4, piece.size * 0.06)
  const bar = (y: number): Item => ({
    kind: 'rect',
    x,
    y,
    width,
    height: thickness,
    fill: piece.color,
    top,
    bottom: top + height,
  })
  if (piece.underline) out.push(bar(baseline + piece.size * 0.12))
  if (piece.strike) out.push(bar(baseline - piece.size * 0.3))
  return out
}

function runItem(piece: Piece, x: number, y: number, top: number, height: number): Item {
  return {
    kind: 'glyphs',
    weight: piece.weight,
    italic: piece.italic,
    size: piece.size,
    color: piece.color,
    x,
    y,
    width: piece.width,
    glyphs: piece.glyphs,
    top,
    bottom: top + height,
  }
}

const sameStyle = (a: GlyphRunItem, b: GlyphRunItem) =>
  a.weight === b.weight &&
  a.italic === b.italic &&
  a.size === b.size &&
  a.y === b.y &&
  Math.abs(a.x + a.width - b.x) < 0.01 &&
  a.color.every((c, i) => c === b.color[i])

/** Joins neighbouring runs of one style on one line into one (fewer text objects, simpler extraction). */
function mergeRuns(items: Item[]): Item[] {
  const out: Item[] = []
  for (const item of items) {
    const last = out[out.length - 1]
    if (last?.kind === 'glyphs' && item.kind === 'glyphs' && sameStyle(last, item)) {
      out[out.length - 1] = {
        ...last,
        width: last.width + item.width,
        glyphs: [...last.glyphs, ...item.glyphs],
      }
    } else out.push(item)
  }
  return out
}
