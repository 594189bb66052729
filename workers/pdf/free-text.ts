// The PDF editor's free text that pdf.js cannot write readably (Hindi and any other text beyond WinAnsi, which
// pdf.js would show with a Helvetica it does not embed — pdf.js issue 15769) gets an appearance of real text:
// shaped by HarfBuzz (typeset/shape.ts), shown in a subset of the bundled Noto Sans Devanagari embedded once
// for the whole file, with a ToUnicode map that gives every glyph its share of the typed text and /ActualText
// around each cluster whose glyphs do not spell it (typeset/glyph-run.ts). So viewers show it, and search,
// select and copy it as typed. The layout is pdf.js's own for the Latin text it writes
// (FreeTextAnnotation.createNewAppearanceStream): lines 1.35 × size apart, the first baseline one size below
// the top, everything scaled down to fit the box, turned with the annotation's /Rotate.
import type { PDFDocument, PDFDict, PDFRef } from '@cantoo/pdf-lib'
import { PDFArray, PDFName, PDFNumber } from '@cantoo/pdf-lib'
import { loadFace, type LoadedFace } from '../typeset/fonts'
import { glyphRunOps } from '../typeset/glyph-run'
import { PdfFont, subsetTagOf } from '../typeset/pdf-font'
import { shapeWord, widthOf, type Glyph } from '../typeset/shape'

/** pdf.js's LINE_FACTOR and LINE_DESCENT_FACTOR. */
const LINE_FACTOR = 1.35
const LINE_DESCENT_FACTOR = 0.35
const FONT = 'F1'

export type FreeTextStyle = {
  text: string
  /** Points; pdf.js's default 10 when missing. */
  fontSize?: number
  /** 0–255 per channel, as pdf.js keeps it; black when missing. */
  color?: readonly number[]
}

const n = (v: number) => Number(v.toFixed(4)).toString()

/** The lines of a text as pdf.js splits them, without the characters that draw nothing. */
export function freeTextLines(text: string): string[] {
  return text.split(/\r\n?|\n/).map((line) => line.replace(/\t/g, ' '))
}

type Pending = { dict: PDFDict; content: string; rect: number[] }

/** Collects appearances for one document, then embeds the font they share and sets them. */
export class FreeTextWriter {
  private font: PdfFont | null = null
  private readonly pending: Pending[] = []

  private constructor(private readonly face: LoadedFace | null) {}

  /** Loads the face (once per worker); a face that cannot load leaves every text to the fallback. */
  static async open(): Promise<FreeTextWriter> {
    return new FreeTextWriter(await loadFace('regular').catch(() => null))
  }

  /** Whether the bundled font has a glyph for every character of the text. */
  canWrite(text: string): boolean {
    const face = this.face
    if (!face) return false
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 0
      if (cp === 0x0a || cp === 0x0d || cp === 0x09) continue
      if (!face.covers(cp)) return false
    }
    return true
  }

  /** Lays the text out in the annotation's Rect; false (nothing done) when the Rect is unusable. */
  add(dict: PDFDict, style: FreeTextStyle): boolean {
    const face = this.face
    const rect = normalRect(dict)
    if (!face || !rect) return false
    this.font ??= new PdfFont(face, FONT)
    const font = this.font
    const rotation = rotationOf(dict)
    const fontSize = style.fontSize && style.fontSize > 0 ? style.fontSize : 10
    const [x1, y1, x2, y2] = rect as [number, number, number, number]
    let [w, h] = [x2 - x1, y2 - y1]
    if (rotation % 180 !== 0) [w, h] = [h, w]
    const lines = freeTextLines(style.text).map((line) => (line ? shapeWord(face, line) : []))
    const widest = Math.max(0, ...lines.map((glyphs) => (widthOf(glyphs) * fontSize) / face.upem))
    const lineHeight = LINE_FACTOR * fontSize
    const lineAscent = (LINE_FACTOR - LINE_DESCENT_FACTOR) * fontSize
    const hscale = widest > w ? w / widest : 1
    const vscale = lineHeight * lines.length > h ? h / (lineHeight * lines.length) : 1
    const size = fontSize * Math.min(hscale, vscale)
    const { matrix, clip, first } = placement(rotation, rect, w, h, lineAscent)
    const fill = rgb(style.color)
    const ops = ['q', `${matrix.join(' ')} 0 0 cm`, `${clip.map(n).join(' ')} re W n`]
    lines.forEach((glyphs: Glyph[], i) => {
      if (glyphs.length === 0) return
      const run = { glyphs, x: first[0], y: first[1] - i * lineHeight, size, fill, actualText: true }
      const { text, outlines } = glyphRunOps(run, font)
      ops.push(text)
      if (outlines.length) ops.push('q', fill, ...outlines, 'Q')
    })
    ops.push('Q')
    this.pending.push({ dict, content: ops.join('\n'), rect })
    return true
  }

  /** Embeds the font (only the glyphs used) and gives every collected annotation its appearance. */
  finish(doc: PDFDocument): number {
    if (!this.font || this.pending.length === 0) return 0
    const fontRef: PDFRef = this.font.embed(doc, subsetTagOf(this.font))
    for (const { dict, content, rect } of this.pending) {
      const form = doc.context.flateStream(content, {
        Type: 'XObject',
        Subtype: 'Form',
        FormType: 1,
        BBox: rect,
        Matrix: [1, 0, 0, 1, -rect[0]!, -rect[1]!],
        Resources: { Font: { [FONT]: fontRef } },
      })
      dict.set(PDFName.of('AP'), doc.context.obj({ N: doc.context.register(form) }))
    }
    return this.pending.length
  }
}

function rgb(color: readonly number[] | undefined): string {
  const [r, g, b] = [0, 1, 2].map((i) => Math.min(255, Math.max(0, Number(color?.[i] ?? 0))) / 255)
  return `${n(r!)} ${n(g!)} ${n(b!)} rg`
}

function normalRect(dict: PDFDict): number[] | null {
  const value = dict.lookup(PDFName.of('Rect'))
  if (!(value instanceof PDFArray) || value.size() !== 4) return null
  const v = value.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : Number.NaN))
  if (!v.every(Number.isFinite)) return null
  const out = [Math.min(v[0]!, v[2]!), Math.min(v[1]!, v[3]!), Math.max(v[0]!, v[2]!), Math.max(v[1]!, v[3]!)]
  return out[2]! - out[0]! > 0 && out[3]! - out[1]! > 0 ? out : null
}

function rotationOf(dict: PDFDict): 0 | 90 | 180 | 270 {
  const value = dict.lookupMaybe(PDFName.of('Rotate'), PDFNumber)?.asNumber() ?? 0
  const turned = (((Math.round(value / 90) * 90) % 360) + 360) % 360
  return turned as 0 | 90 | 180 | 270
}

/** pdf.js's matrix, clip box and first baseline point for each quarter turn. */
function placement(rotation: 0 | 90 | 180 | 270, rect: number[], w: number, h: number, ascent: number) {
  const [x1, y1, x2, y2] = rect as [number, number, number, number]
  switch (rotation) {
    case 90:
      return { matrix: [0, 1, -1, 0], clip: [y1, -x2, w, h], first: [y1, -x1 - ascent] as const }
    case 180:
      return { matrix: [-1, 0, 0, -1], clip: [-x2, -y2, w, h], first: [-x2, -y1 - ascent] as const }
    case 270:
      return { matrix: [0, -1, 1, 0], clip: [-y2, x1, w, h], first: [-y2, x2 - ascent] as const }
    default:
      return { matrix: [1, 0, 0, 1], clip: [x1, y1, w, h], first: [x1, y2 - ascent] as const }
  }
}
