// Extractive summary on the device: split the text into sentences (Unicode sentence segmentation, which
// knows the Devanagari danda, with abbreviations such as "Dr." and "Rs." joined back), weigh each
// sentence's words by TF-IDF, link sentences by the cosine similarity of those weights and rank them with
// TextRank (PageRank on that graph). The summary is the best sentences, shown in their original order.
import { ENGLISH_STOP_WORDS, HINDI_STOP_WORDS } from '../shared/text/stop-words'

export type Sentence = { start: number; end: number; text: string; words: number }

/** Longer texts are refused: ranking compares every pair of sentences. */
export const MAX_CHARS = 200_000
export const MAX_SENTENCES = 3000
const DAMPING = 0.85
/** Sentences shorter than this (headings, "Yes.") are picked only when nothing longer is left. */
const MIN_WORDS = 4

const hasSegmenter = typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
const sentenceSegmenter = hasSegmenter ? new Intl.Segmenter('en', { granularity: 'sentence' }) : null
const wordSegmenter = hasSegmenter ? new Intl.Segmenter('en', { granularity: 'word' }) : null

// A full stop after these is not the end of a sentence.
const ABBREVIATION =
  /(?:^|[\s(“"'])(?:mr|mrs|ms|dr|prof|sr|jr|st|rs|ltd|pvt|co|inc|vs|etc|e\.g|i\.e|approx|govt|dept|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|fig|vol|pp?|ch|capt|col|gen|lt|smt|shri|sh|hon|km|kg|est|ref|viz|u\.s|u\.k|a\.m|p\.m|[a-z])\.$/i
// Fallback splitter: after . ! ? … (with closing quotes) and whitespace, or after a danda.
const FALLBACK_BREAK = /[.!?…]+['"”’)\]]*(?=\s)|[।॥]+['"”’)\]]*|\n\s*\n/g
const WORD_LIKE = /[\p{L}\p{N}]/u
const FALLBACK_WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu
const DEVANAGARI = /\p{Script=Devanagari}/u
const NUMBER = /^[\p{N}.,]+$/u

function rawPieces(text: string): { start: number; end: number }[] {
  const pieces: { start: number; end: number }[] = []
  if (sentenceSegmenter) {
    for (const part of sentenceSegmenter.segment(text)) {
      pieces.push({ start: part.index, end: part.index + part.segment.length })
    }
    return pieces
  }
  let start = 0
  for (const match of text.matchAll(FALLBACK_BREAK)) {
    const end = match.index + match[0].length
    pieces.push({ start, end })
    start = end
  }
  if (start < text.length) pieces.push({ start, end: text.length })
  return pieces
}

export function splitWords(text: string): string[] {
  if (wordSegmenter) {
    const words: string[] = []
    for (const part of wordSegmenter.segment(text)) if (part.isWordLike) words.push(part.segment)
    return words
  }
  return text.match(FALLBACK_WORD) ?? []
}

/** The sentences of a text with their offsets (trimmed), abbreviations and initials joined back. */
export function splitSentences(text: string): Sentence[] {
  const merged: { start: number; end: number }[] = []
  for (const piece of rawPieces(text)) {
    const last = merged[merged.length - 1]
    const lastText = last ? text.slice(last.start, last.end) : ''
    // Joined when the piece before ends in an abbreviation on the same line ("Dr. Sharma", "A. K. Singh").
    if (last && ABBREVIATION.test(lastText.trimEnd()) && !/\n\s*$/.test(lastText)) last.end = piece.end
    else merged.push({ ...piece })
  }
  const sentences: Sentence[] = []
  for (const { start, end } of merged) {
    const slice = text.slice(start, end)
    const lead = slice.length - slice.trimStart().length
    const body = slice.trim()
    if (!WORD_LIKE.test(body)) continue
    sentences.push({
      start: start + lead,
      end: start + lead + body.length,
      text: body,
      words: splitWords(body).length,
    })
  }
  return sentences
}

const HINDI_SUFFIXES = [
  'ियों',
  'ियाँ',
  'ियां',
  'ाओं',
  'ाएँ',
  'ाएं',
  'ुओं',
  'ों',
  'ें',
  'ाँ',
  'ां',
  'ीं',
  'ी',
  'े',
  'ा',
  'ि',
  'ो',
]

/** A light stem, so "cars"/"car" and "लड़कों"/"लड़का" count as one word. */
export function stem(word: string): string {
  const w = word.toLocaleLowerCase()
  if (DEVANAGARI.test(w)) {
    for (const suffix of HINDI_SUFFIXES) {
      if (w.endsWith(suffix) && [...w].length - [...suffix].length >= 2) return w.slice(0, -suffix.length)
    }
    return w
  }
  if (w.length <= 3) return w
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`
  if (w.endsWith('sses')) return w.slice(0, -2)
  if (w.endsWith('ing') && w.length > 5) return w.slice(0, -3)
  if (w.endsWith('ed') && w.length > 4) return w.slice(0, -2)
  if (w.endsWith('ly') && w.length > 4) return w.slice(0, -2)
  if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1)
  return w
}

function isContentWord(lower: string): boolean {
  if (NUMBER.test(lower)) return false
  if (ENGLISH_STOP_WORDS.has(lower.replace('’', "'")) || HINDI_STOP_WORDS.has(lower)) return false
  return [...lower].length > 1 || DEVANAGARI.test(lower)
}

/** The content words of a sentence as stems, with the surface form each came from. */
export function terms(sentence: string): { stem: string; word: string }[] {
  const out: { stem: string; word: string }[] = []
  for (const word of splitWords(sentence)) {
    const lower = word.toLocaleLowerCase()
    if (isContentWord(lower)) out.push({ stem: stem(lower), word: lower })
  }
  return out
}

export type Keyword = { word: string; count: number }

export type Ranking = {
  sentences: Sentence[]
  /** TextRank score of each sentence (they sum to about 1). */
  scores: number[]
  keywords: Keyword[]
  words: number
}

export type RankProblem = 'tooLong' | 'tooManySentences'

/** Ranks every sentence of a text; refuses texts too long to rank on a phone. */
export function rankSentences(
  text: string,
): { ok: true; value: Ranking } | { ok: false; problem: RankProblem } {
  if (text.length > MAX_CHARS) return { ok: false, problem: 'tooLong' }
  const sentences = splitSentences(text)
  if (sentences.length > MAX_SENTENCES) return { ok: false, problem: 'tooManySentences' }
  const n = sentences.length
  const bags = sentences.map((s) => terms(s.text))

  // Term counts per sentence and document frequency.
  const counts = bags.map((bag) => {
    const tf = new Map<string, number>()
    for (const { stem: t } of bag) tf.set(t, (tf.get(t) ?? 0) + 1)
    return tf
  })
  const df = new Map<string, number>()
  for (const tf of counts) for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1)
  const idf = (t: string) => Math.log((n + 1) / ((df.get(t) ?? 0) + 1)) + 1
  const vectors = counts.map((tf) => {
    const v = new Map<string, number>()
    let norm = 0
    for (const [t, c] of tf) {
      const w = c * idf(t)
      v.set(t, w)
      norm += w * w
    }
    norm = Math.sqrt(norm) || 1
    for (const [t, w] of v) v.set(t, w / norm)
    return v
  })

  // Cosine similarity of sentences that share a term, through an inverted index.
  const postings = new Map<string, number[]>()
  vectors.forEach((v, i) => {
    for (const t of v.keys()) {
      const list = postings.get(t)
      if (list) list.push(i)
      else postings.set(t, [i])
    }
  })
  const edges: Map<number, number>[] = vectors.map(() => new Map())
  for (const [t, list] of postings) {
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        const i = list[a]!
        const j = list[b]!
        const w = vectors[i]!.get(t)! * vectors[j]!.get(t)!
        edges[i]!.set(j, (edges[i]!.get(j) ?? 0) + w)
        edges[j]!.set(i, (edges[j]!.get(i) ?? 0) + w)
      }
    }
  }
  const outWeight = edges.map((e) => [...e.values()].reduce((sum, w) => sum + w, 0))

  let scores = new Array<number>(n).fill(n ? 1 / n : 0)
  for (let iteration = 0; iteration < 100; iteration++) {
    const next = new Array<number>(n).fill((1 - DAMPING) / Math.max(n, 1))
    // A sentence linked to nothing shares its score evenly, as PageRank does with dangling pages.
    let dangling = 0
    for (let j = 0; j < n; j++) {
      if (outWeight[j] === 0) {
        dangling += scores[j]!
        continue
      }
      for (const [i, w] of edges[j]!) next[i]! += (DAMPING * scores[j]! * w) / outWeight[j]!
    }
    let delta = 0
    for (let i = 0; i < n; i++) {
      next[i]! += (DAMPING * dangling) / n
      delta += Math.abs(next[i]! - scores[i]!)
    }
    scores = next
    if (delta < 1e-9) break
  }

  return {
    ok: true,
    value: { sentences, scores, keywords: keywordsOf(bags), words: splitWords(text).length },
  }
}

function keywordsOf(bags: { stem: string; word: string }[][], top = 10): Keyword[] {
  const byStem = new Map<string, { count: number; forms: Map<string, number> }>()
  for (const bag of bags) {
    for (const { stem: s, word } of bag) {
      const entry = byStem.get(s) ?? { count: 0, forms: new Map() }
      entry.count++
      entry.forms.set(word, (entry.forms.get(word) ?? 0) + 1)
      byStem.set(s, entry)
    }
  }
  return [...byStem.values()]
    .filter((entry) => entry.count > 1)
    .sort((a, b) => b.count - a.count)
    .slice(0, top)
    .map((entry) => ({
      // The form used most often stands for the word (first seen on a tie).
      word: [...entry.forms].sort((a, b) => b[1] - a[1])[0]![0],
      count: entry.count,
    }))
}

export type LengthMode = 'sentences' | 'percent'

/** How many sentences a summary has: a count, or a share of the sentences (at least one). */
export function summaryCount(mode: LengthMode, value: number, total: number): number {
  if (total === 0) return 0
  const count = mode === 'sentences' ? Math.round(value) : Math.round((total * value) / 100)
  return Math.min(total, Math.max(1, count))
}

/** The indexes of the best `count` sentences, in the order they appear in the text. */
export function pickSummary(ranking: Pick<Ranking, 'sentences' | 'scores'>, count: number): number[] {
  const order = ranking.scores
    .map((score, index) => ({ index, score, short: ranking.sentences[index]!.words < MIN_WORDS }))
    .sort((a, b) => Number(a.short) - Number(b.short) || b.score - a.score || a.index - b.index)
  return order
    .slice(0, count)
    .map((entry) => entry.index)
    .sort((a, b) => a - b)
}

/** The summary as text: the chosen sentences, separated as they were (a new paragraph stays one). */
export function summaryText(text: string, sentences: readonly Sentence[], chosen: readonly number[]): string {
  let out = ''
  let previous: Sentence | null = null
  for (const index of chosen) {
    const sentence = sentences[index]!
    if (previous) out += /\n\s*\n/.test(text.slice(previous.end, sentence.start)) ? '\n\n' : ' '
    out += sentence.text
    previous = sentence
  }
  return out
}
