// /ActualText (PDF 32000-1 §14.9.4) says what a run of glyphs means when the glyphs cannot say it themselves:
// a Devanagari i-matra is drawn before its consonant (हि is drawn ि then ह), a conjunct is one glyph for
// three characters. LibreOffice and Chromium wrap such clusters in `/Span <</ActualText (…)>> BDC … EMC`;
// read glyph by glyph they come out reordered or lost ("विहन्दी" for हिन्दी). As poppler's pdftotext does, the
// text drawn inside such a span is replaced by its ActualText, placed where the span's first glyph is and as
// wide as all of them; an inner span's own ActualText yields to the outer one's; a span that draws no text
// gives none.
import type { MarkedContent } from './marked-content'
import type { TextPiece } from './text-lines'

/** What pdf.js's getTextContent({ includeMarkedContent: true }) returns: text, and where marks begin and end. */
export type ContentItem = TextPiece | { type: string; tag?: string | null }

const isText = (item: ContentItem): item is TextPiece => 'str' in item

/** Whether the marks read from the file are the ones pdf.js reported, in the same order. */
function agrees(items: readonly ContentItem[], marks: readonly MarkedContent[]): boolean {
  let n = 0
  for (const item of items) {
    if (isText(item) || item.type !== 'beginMarkedContentProps') continue
    if (marks[n]?.tag !== (item.tag ?? '')) return false
    n += 1
  }
  return n === marks.length
}

/** One piece standing for every piece drawn inside an ActualText span. */
function replacement(actualText: string, drawn: readonly TextPiece[]): TextPiece | null {
  const shown = drawn.filter((piece) => piece.str.trim() !== '')
  const hasEOL = drawn.some((piece) => piece.hasEOL)
  const first = shown[0] ?? drawn[0]
  if (!first || (shown.length === 0 && !hasEOL)) return null
  if (shown.length === 0) return { ...first, str: '', hasEOL }
  const start = Math.min(...shown.map((piece) => piece.transform[4] ?? 0))
  const end = Math.max(...shown.map((piece) => (piece.transform[4] ?? 0) + piece.width))
  const transform = [...first.transform]
  transform[4] = start
  return { str: actualText, transform, width: end - start, height: first.height, hasEOL }
}

/**
 * The text pieces of a page with every ActualText span's glyphs replaced by its ActualText. `marks` lists the
 * page's BDC operators in drawing order (pageMarkedContent); when they do not pair one for one with pdf.js's
 * markers, the pieces are returned as drawn.
 */
export function withActualText(
  items: readonly ContentItem[],
  marks: readonly MarkedContent[] | null,
): TextPiece[] {
  const pieces: TextPiece[] = []
  if (!marks || !agrees(items, marks)) {
    for (const item of items) if (isText(item)) pieces.push(item)
    return pieces
  }
  // One entry per open marked-content sequence; `actual` on the one whose ActualText is being applied.
  const open: { actual: boolean }[] = []
  let active: { text: string; drawn: TextPiece[] } | null = null
  let next = 0
  const close = () => {
    if (!active) return
    // pdf.js reports the space before a span's first glyph inside the span (it infers spaces from the gap
    // when the next glyph comes): that space belongs to the text before, not to what the span stands for.
    const lead = active.drawn.findIndex((piece) => piece.str.trim() !== '' || piece.hasEOL)
    pieces.push(...active.drawn.slice(0, lead < 0 ? 0 : lead))
    const piece = replacement(active.text, active.drawn.slice(lead < 0 ? 0 : lead))
    if (piece) pieces.push(piece)
    active = null
  }
  for (const item of items) {
    if (isText(item)) {
      if (active) active.drawn.push(item)
      else pieces.push(item)
    } else if (item.type === 'beginMarkedContentProps') {
      const actualText = marks[next++]?.actualText
      const starts = !active && actualText !== undefined
      if (starts) active = { text: actualText, drawn: [] }
      open.push({ actual: starts })
    } else if (item.type === 'beginMarkedContent') {
      open.push({ actual: false })
    } else if (item.type === 'endMarkedContent') {
      if (open.pop()?.actual) close()
    }
  }
  close()
  return pieces
}
