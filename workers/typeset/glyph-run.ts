// Shaped glyphs to PDF text operators: a TJ array whose adjustments put each glyph where HarfBuzz placed it,
// in a PdfFont whose ToUnicode gives every glyph its share of the typed text. Shared by the documents
// engine and the PDF editor's free text. Optionally each cluster whose glyphs do not spell its text (an
// i-matra drawn before its consonant, a conjunct, a reph) is wrapped in `/Span <</ActualText …>> BDC … EMC`,
// as LibreOffice and Chromium write Hindi, so a viewer that copies by ActualText gets the typed order too.
import type { LoadedFace } from './fonts'
import { pdfPath } from './paths'
import type { PdfFont } from './pdf-font'
import type { Glyph } from './shape'

export type GlyphRun = {
  glyphs: readonly Glyph[]
  /** Pen start on the baseline, in PDF user space (y upwards). */
  x: number
  y: number
  size: number
  /** The fill colour operator (`r g b rg`), set inside the text object. */
  fill: string
  /** A slant of about 11° stands in for an italic face. */
  italic?: boolean
  /** Wrap clusters whose glyphs do not spell their text in /ActualText spans. */
  actualText?: boolean
}

const n = (v: number) => (Math.round(v * 1000) / 1000).toString()
const hex4 = (v: number) => v.toString(16).padStart(4, '0').toUpperCase()

/** A PDF text string as UTF-16BE hex with its byte-order mark (how ActualText is written). */
export function utf16Text(text: string): string {
  let out = '<FEFF'
  for (let i = 0; i < text.length; i += 1) out += hex4(text.charCodeAt(i))
  return `${out}>`
}

/** Whether a cluster's glyphs are, in order, the font's own glyphs for its characters. */
function spells(face: LoadedFace, glyphs: readonly Glyph[]): boolean {
  const text = glyphs.map((g) => g.text).join('')
  const nominal = Array.from(text, (ch) => face.font.nominalGlyph(ch.codePointAt(0) ?? 0) ?? 0)
  return nominal.length === glyphs.length && nominal.every((gid, i) => gid === glyphs[i]?.gid)
}

/** The glyphs of a run cut at cluster starts. */
function clustersOf(glyphs: readonly Glyph[]): Glyph[][] {
  const out: Glyph[][] = []
  for (const g of glyphs) {
    const last = out[out.length - 1]
    if (last && !g.start) last.push(g)
    else out.push([g])
  }
  return out
}

/**
 * The text object (BT … ET) that shows the run, and the outlines of glyphs that carry no text of their own
 * (painted as paths after it, outside the text object, in the caller's fill colour).
 */
export function glyphRunOps(run: GlyphRun, font: PdfFont): { text: string; outlines: string[] } {
  const face = font.face
  const unit = run.size / face.upem
  const outlines: string[] = []
  const parts: string[] = [`BT\n/${font.resourceName} ${n(run.size)} Tf\n${run.fill}`]
  const shear = run.italic ? 0.2 : 0
  parts.push(`1 0 ${n(shear)} 1 ${n(run.x)} ${n(run.y)} Tm`)
  let array: string[] = []
  let cur = 0 // where the PDF's text position is, in font units from the run start
  let pen = 0
  let rise = 0
  const flush = () => {
    if (array.length) parts.push(`[${array.join(' ')}] TJ`)
    array = []
  }
  const show = (g: Glyph) => {
    const target = pen + g.dx
    if (!g.text) {
      // A glyph beyond its cluster's characters has no text of its own: draw its outline instead.
      const ox = run.x + target * unit
      const oy = run.y + g.dy * unit
      const path = pdfPath(face.font.glyphToPath(g.gid), (x, y) => [
        ox + x * unit + shear * (g.dy + y) * unit,
        oy + y * unit,
      ])
      outlines.push(`${path}\nf`)
      pen += g.advance
      return
    }
    if (g.dy !== rise) {
      flush()
      rise = g.dy
      parts.push(`${n(rise * unit)} Ts`)
    }
    const cid = font.cidOf(g)
    const move = target - cur
    if (Math.abs(move) > 0.01) array.push(n((-move * 1000) / face.upem))
    array.push(`<${cid.toString(16).padStart(4, '0')}>`)
    cur = target + (font.widthOf(cid) * face.upem) / 1000
    pen += g.advance
  }
  for (const cluster of run.actualText ? clustersOf(run.glyphs) : [run.glyphs]) {
    const span = run.actualText === true && !spells(face, cluster)
    if (span) {
      flush()
      parts.push(`/Span <</ActualText ${utf16Text(cluster.map((g) => g.text).join(''))}>> BDC`)
    }
    cluster.forEach(show)
    if (span) {
      flush()
      parts.push('EMC')
    }
  }
  flush()
  if (rise) parts.push('0 Ts')
  parts.push('ET')
  return { text: parts.join('\n'), outlines }
}
