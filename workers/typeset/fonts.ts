// The two faces every document uses (Noto Sans Devanagari Regular and Bold: Devanagari and Latin in one
// family, OFL) and HarfBuzz, the shaping engine browsers use, compiled to wasm. Both load on first use and
// stay for the next document. Where the font files come from is installed by the entry module (the build's
// own hashed files in the browser, node_modules in tests), so nothing is fetched from elsewhere.
import type * as HbModule from 'harfbuzzjs'

type Hb = typeof HbModule

/** The two weights of the bundled family (the same union as the documents' `FontWeight` in spec.options). */
export type FontWeight = 'regular' | 'bold'

/** Returns the TTF bytes of one weight. */
export type FontReader = (weight: FontWeight) => Promise<Uint8Array>

let readFont: FontReader = async (weight) => {
  throw new Error(`No font reader installed for ${weight}`)
}

export function setFontReader(reader: FontReader): void {
  readFont = reader
}

export type LoadedFace = {
  weight: FontWeight
  hb: Hb
  font: InstanceType<Hb['Font']>
  bytes: Uint8Array
  upem: number
  ascender: number
  descender: number
  /** Advance width of a glyph, in font units. */
  advanceOf(gid: number): number
  /** Whether the face has a glyph of its own for a character (code point). */
  covers(cp: number): boolean
}

let hbModule: Promise<Hb> | null = null
const faces = new Map<FontWeight, Promise<LoadedFace>>()

async function load(weight: FontWeight): Promise<LoadedFace> {
  hbModule ??= import('harfbuzzjs')
  const hb = await hbModule
  const bytes = await readFont(weight)
  const face = new hb.Face(new hb.Blob(bytes))
  const font = new hb.Font(face)
  const extents = font.hExtents()
  const advances = new Map<number, number>()
  return {
    weight,
    hb,
    font,
    bytes,
    upem: face.upem,
    ascender: extents.ascender,
    descender: extents.descender,
    covers(cp) {
      return (font.nominalGlyph(cp) ?? 0) !== 0
    },
    advanceOf(gid) {
      let a = advances.get(gid)
      if (a === undefined) {
        a = font.glyphHAdvance(gid)
        advances.set(gid, a)
      }
      return a
    },
  }
}

/** The face of one weight, loaded once. */
export function loadFace(weight: FontWeight): Promise<LoadedFace> {
  let face = faces.get(weight)
  if (!face) {
    face = load(weight)
    faces.set(weight, face)
    // A failed load (e.g. offline before the files were cached) is tried again next time.
    face.catch(() => faces.delete(weight))
  }
  return face
}

export type Faces = Record<FontWeight, LoadedFace>

export async function loadFaces(): Promise<Faces> {
  const [regular, bold] = await Promise.all([loadFace('regular'), loadFace('bold')])
  return { regular, bold }
}
