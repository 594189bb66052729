// One embedded face as a PDF Type 0 font with our own CID numbering. Each distinct pair (glyph, the text it
// stands for) gets a CID; CIDToGIDMap sends it to the real glyph and ToUnicode gives its text. So the same
// glyph may carry different text in different places (a matra drawn before its consonant), and text
// extraction returns the words as typed while the page shows HarfBuzz's shaped glyphs.
import { PDFName, PDFString, type PDFDocument, type PDFRef } from '@cantoo/pdf-lib'
import type { LoadedFace } from './fonts'
import type { Glyph } from './shape'
import { subsetTrueType } from './ttf-subset'

const hex4 = (n: number) => n.toString(16).padStart(4, '0').toUpperCase()

function utf16Hex(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i += 1) out += hex4(text.charCodeAt(i))
  return out
}

function toUnicodeCMap(texts: readonly string[]): string {
  const entries = texts.map((t, i) => ({ cid: i + 1, t })).filter((e) => e.t)
  const chunks: string[] = []
  for (let i = 0; i < entries.length; i += 100) {
    const part = entries.slice(i, i + 100)
    chunks.push(
      `${part.length} beginbfchar\n${part.map((e) => `<${hex4(e.cid)}> <${utf16Hex(e.t)}>`).join('\n')}\nendbfchar`,
    )
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
}

export class PdfFont {
  readonly face: LoadedFace
  readonly resourceName: string
  private readonly cids = new Map<string, number>()
  private readonly gids: number[] = []
  private readonly texts: string[] = []

  constructor(face: LoadedFace, resourceName: string) {
    this.face = face
    this.resourceName = resourceName
  }

  /** Glyph ids used so far, in CID order. */
  get glyphIds(): readonly number[] {
    return this.gids
  }

  /** The CID that shows `glyph` and reads back as its text. */
  cidOf(glyph: Glyph): number {
    const key = `${glyph.gid}\u0000${glyph.text}`
    let cid = this.cids.get(key)
    if (cid === undefined) {
      if (this.gids.length >= 0xfffe) throw new Error('too many distinct glyphs')
      this.gids.push(glyph.gid)
      this.texts.push(glyph.text)
      cid = this.gids.length
      this.cids.set(key, cid)
    }
    return cid
  }

  /** Width of a CID in PDF glyph space (1000 per em). */
  widthOf(cid: number): number {
    const gid = this.gids[cid - 1] ?? 0
    return (this.face.advanceOf(gid) * 1000) / this.face.upem
  }

  /**
   * Writes the font objects; returns the Type 0 font's reference. `subsetTag` is the six capitals before
   * the font's name: a document made from scratch keeps its fixed tags, a font added to someone else's
   * file takes `subsetTagOf(…)`, so it cannot share a name with a different subset of the same face that
   * is already there (PDF 32000-1 §9.6.4).
   */
  embed(pdf: PDFDocument, subsetTag?: string): PDFRef {
    const ctx = pdf.context
    const face = this.face
    const scale = 1000 / face.upem
    const subset = subsetTrueType(face.bytes, this.gids)
    const prefix = subsetTag ?? (face.weight === 'bold' ? 'BAAAAA' : 'AAAAAA')
    const tag = `${prefix}+NotoSansDevanagari-${face.weight === 'bold' ? 'Bold' : 'Regular'}`
    const view = new DataView(face.bytes.buffer, face.bytes.byteOffset, face.bytes.byteLength)
    const headAt = findTable(face.bytes, 'head')
    const bbox = [36, 38, 40, 42].map((o) => Math.round(view.getInt16(headAt + o) * scale))
    const fontFile = ctx.register(ctx.flateStream(subset, { Length1: subset.length }))
    const descriptor = ctx.register(
      ctx.obj({
        Type: 'FontDescriptor',
        FontName: tag,
        Flags: 4,
        FontBBox: bbox,
        ItalicAngle: 0,
        Ascent: Math.round(face.ascender * scale),
        Descent: Math.round(face.descender * scale),
        CapHeight: Math.round(face.ascender * scale * 0.7),
        StemV: face.weight === 'bold' ? 140 : 80,
        FontFile2: fontFile,
      }),
    )
    const map = new Uint8Array((this.gids.length + 1) * 2)
    this.gids.forEach((gid, i) => {
      map[(i + 1) * 2] = gid >> 8
      map[(i + 1) * 2 + 1] = gid & 0xff
    })
    const widths = this.gids.map((_, i) => Math.round(this.widthOf(i + 1)))
    const cidFont = ctx.register(
      ctx.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: tag,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        DW: 0,
        W: [1, widths],
        CIDToGIDMap: ctx.register(ctx.flateStream(map)),
      }),
    )
    const toUnicode = ctx.register(ctx.flateStream(toUnicodeCMap(this.texts)))
    return ctx.register(
      ctx.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: PDFName.of(tag),
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    )
  }
}

/** A subset tag drawn from the glyphs a font holds: six letters A–Z of an FNV-1a hash, one per round. */
export function subsetTagOf(font: PdfFont): string {
  let out = ''
  let hash = 0x811c9dc5
  const key = font.glyphIds.join(',')
  for (let round = 0; round < 6; round += 1) {
    for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0
    hash = Math.imul(hash ^ round, 0x01000193) >>> 0
    out += String.fromCharCode(65 + (hash % 26))
  }
  return out
}

function findTable(font: Uint8Array, tag: string): number {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  for (let i = 0; i < view.getUint16(4); i += 1) {
    const rec = 12 + i * 16
    if (String.fromCharCode(...font.subarray(rec, rec + 4)) === tag) return view.getUint32(rec + 8)
  }
  throw new Error(`no ${tag} table`)
}
