// Text to positioned glyphs with HarfBuzz, so Devanagari conjuncts, reordered matras and reph come out as
// the font designer intended (the same engine Chromium shapes with). Each glyph also carries the piece of
// the source text it stands for: the PDF's ToUnicode map gets exactly that piece, so copying, searching and
// applicant-tracking systems read the original words back even where glyph order differs from text order.
import type { LoadedFace } from './fonts'

export type Glyph = {
  gid: number
  /** Source text this glyph stands for; '' for a glyph beyond the characters of its cluster. */
  text: string
  /** Pen advance and offsets from HarfBuzz, in font units. */
  advance: number
  dx: number
  dy: number
  /** The first glyph of its HarfBuzz cluster (the glyphs up to the next start draw that cluster's text). */
  start: boolean
}

const isDeva = (cp: number) =>
  (cp >= 0x900 && cp <= 0x97f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff)
const isJoiner = (cp: number) => cp === 0x200c || cp === 0x200d
const isLetter = (ch: string) => /\p{L}|\p{M}/u.test(ch)

type ScriptRun = { text: string; deva: boolean }

/** Splits a word where it changes between Devanagari and other letters; digits and marks stay put. */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = []
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    const last = runs[runs.length - 1]
    const strong = isDeva(cp) ? true : isLetter(ch) && !isJoiner(cp) ? false : null
    if (last && (strong === null || strong === last.deva)) last.text += ch
    else if (last && last.text && !/\p{L}/u.test(last.text) && strong !== null) {
      // A run of only digits or punctuation takes the script of the letters after it.
      last.text += ch
      last.deva = strong
    } else runs.push({ text: ch, deva: strong ?? false })
  }
  return runs
}

/** Splits `text` into `n` pieces on code-point boundaries; the last piece takes the rest. */
function share(text: string, n: number): string[] {
  const cps = Array.from(text)
  const out: string[] = []
  for (let i = 0; i < n; i += 1) {
    if (i === n - 1) out.push(cps.slice(i).join(''))
    else out.push(cps[i] ?? '')
  }
  return out
}

/** Shapes one run of a single script. */
function shapeRun(face: LoadedFace, run: ScriptRun): Glyph[] {
  const { hb } = face
  const buffer = new hb.Buffer()
  buffer.addText(run.text)
  buffer.setDirection(hb.Direction.LTR)
  buffer.setScript(run.deva ? 'Deva' : 'Latn')
  buffer.setLanguage(run.deva ? 'hi' : 'en')
  hb.shape(face.font, buffer)
  const infos = buffer.getGlyphInfos()
  const positions = buffer.getGlyphPositions()
  // Cluster values are UTF-16 offsets into the run; a cluster's text runs to the next larger cluster.
  const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b)
  const textOf = (cluster: number) => {
    const next = starts.find((s) => s > cluster) ?? run.text.length
    return run.text.slice(cluster, next)
  }
  const glyphs: Glyph[] = []
  for (let i = 0; i < infos.length;) {
    const cluster = infos[i]?.cluster ?? 0
    let j = i
    while (j < infos.length && infos[j]?.cluster === cluster) j += 1
    const pieces = share(textOf(cluster), j - i)
    for (let k = i; k < j; k += 1) {
      const p = positions[k]
      glyphs.push({
        gid: infos[k]?.codepoint ?? 0,
        text: pieces[k - i] ?? '',
        advance: p?.xAdvance ?? 0,
        dx: p?.xOffset ?? 0,
        dy: p?.yOffset ?? 0,
        start: k === i,
      })
    }
    i = j
  }
  return glyphs
}

// Documents repeat their words: each face keeps the glyphs of words it has shaped (callers never change a
// returned array), bounded so a long document cannot grow it without end.
const CACHE_LIMIT = 20_000
const cache = new WeakMap<LoadedFace, Map<string, Glyph[]>>()

/** Shapes a piece of text without spaces (a word) in one face. */
export function shapeWord(face: LoadedFace, word: string): Glyph[] {
  let words = cache.get(face)
  if (!words) cache.set(face, (words = new Map()))
  let glyphs = words.get(word)
  if (!glyphs) {
    glyphs = scriptRuns(word).flatMap((run) => shapeRun(face, run))
    if (words.size >= CACHE_LIMIT) words.clear()
    words.set(word, glyphs)
  }
  return glyphs
}

/** Width of shaped glyphs in font units. */
export const widthOf = (glyphs: readonly Glyph[]) => glyphs.reduce((sum, g) => sum + g.advance, 0)
