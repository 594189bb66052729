// Text statistics. Words and characters follow Unicode segmentation (Intl.Segmenter), which is what makes
// Hindi right: "नमस्ते" is one word of three or four visible characters, not six UTF-16 units. Engines
// without Intl.Segmenter fall back to regular expressions that agree on Latin and Devanagari text.
import { ENGLISH_STOP_WORDS, HINDI_STOP_WORDS } from '../shared/text/stop-words'

/** Silent reading rate: the adult average for non-fiction found by Brysbaert (2019). */
export const READING_WPM = 238
/** Speaking rate: the usual pace of a presentation or speech. */
export const SPEAKING_WPM = 140

export type KeywordCount = { word: string; count: number; percent: number }

export type TextStats = {
  words: number
  characters: number
  charactersNoSpaces: number
  sentences: number
  paragraphs: number
  lines: number
  /** Length as X (Twitter) counts it: most scripts 1 per character, emoji and CJK 2, links 23. */
  tweetLength: number
  readingSeconds: number
  speakingSeconds: number
  keywords: KeywordCount[]
}

export type CountOptions = {
  /** Use Intl.Segmenter when the engine has it (default); false forces the fallback, for tests. */
  segmenter?: boolean
  /** How many keywords to return. */
  topKeywords?: number
}

const hasSegmenter = typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
const wordSegmenter = hasSegmenter ? new Intl.Segmenter(undefined, { granularity: 'word' }) : null
const graphemeSegmenter = hasSegmenter ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null

// Letters, marks and digits, joined by apostrophes and by dots or commas between digits: close to UAX #29.
const FALLBACK_WORD = /[\p{L}\p{M}\p{N}_]+(?:(?:['’][\p{L}\p{M}]+)|(?:[.,]\p{N}+))*/gu
// A base character with its combining marks; a virama joins the next consonant (Devanagari conjuncts).
const FALLBACK_GRAPHEME = /(?:\r\n)|(?:\P{M}\p{M}*(?:\u094D\p{L}\p{M}*)*)|\p{M}+/gsu
const WHITESPACE = /^\s+$/u
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u
// A sentence ends at . ! ? … (and the CJK forms) before a space, or at a danda or double danda anywhere.
const SENTENCE_BREAK = /(?<=[.!?…。！？]+['"”’)\]]*)\s+|(?<=[।॥]+['"”’)\]]*)\s*/u
const BLANK_LINE = /\n[^\S\n]*\n/
const LINE_BREAK = /\r\n|\r|\n/
const URL = /\bhttps?:\/\/[^\s]+/giu
const DOUBLE_WIDTH_EMOJI = /\p{Extended_Pictographic}/u
const NUMBER_ONLY = /^[\p{N}.,]+$/u

/** Splits text into its words (Unicode word segmentation). */
export function splitWords(text: string, useSegmenter = true): string[] {
  if (useSegmenter && wordSegmenter) {
    const words: string[] = []
    for (const part of wordSegmenter.segment(text)) if (part.isWordLike) words.push(part.segment)
    return words
  }
  return text.match(FALLBACK_WORD) ?? []
}

/** Splits text into user-perceived characters (grapheme clusters). */
export function splitGraphemes(text: string, useSegmenter = true): string[] {
  if (useSegmenter && graphemeSegmenter) {
    return Array.from(graphemeSegmenter.segment(text), (part) => part.segment)
  }
  return text.normalize('NFC').match(FALLBACK_GRAPHEME) ?? []
}

/** Counts sentences: pieces of text that end in a terminator (or the end) and contain a letter or digit. */
export function countSentences(text: string): number {
  let count = 0
  for (const paragraph of text.split(BLANK_LINE)) {
    for (const piece of paragraph.split(SENTENCE_BREAK)) if (HAS_WORD_CHARACTER.test(piece)) count++
  }
  return count
}

/** Counts paragraphs: blocks of text separated by at least one empty line. */
export function countParagraphs(text: string): number {
  return text.split(BLANK_LINE).filter((block) => block.trim() !== '').length
}

/** Counts lines as an editor shows them; empty text has none. */
export function countLines(text: string): number {
  return text === '' ? 0 : text.split(LINE_BREAK).length
}

function tweetWeight(grapheme: string): number {
  if (DOUBLE_WIDTH_EMOJI.test(grapheme)) return 2
  let weight = 0
  for (const char of grapheme) {
    const code = char.codePointAt(0) ?? 0
    // X's own table: these ranges count 1 (Latin, Devanagari and most Indic scripts, common punctuation).
    const light =
      code <= 0x10ff ||
      (code >= 0x2000 && code <= 0x200d) ||
      (code >= 0x2010 && code <= 0x201f) ||
      (code >= 0x2032 && code <= 0x2037)
    weight += light ? 1 : 2
  }
  return weight
}

/** The length X (Twitter) charges for a post: weighted characters, every link 23. */
export function tweetLength(text: string, useSegmenter = true): number {
  let links = 0
  const withoutLinks = text.normalize('NFC').replace(URL, () => {
    links++
    return ''
  })
  let length = links * 23
  for (const grapheme of splitGraphemes(withoutLinks, useSegmenter)) length += tweetWeight(grapheme)
  return length
}

/** Seconds needed to read or say so many words at a words-per-minute rate, rounded up. */
export function durationSeconds(words: number, wordsPerMinute: number): number {
  return words === 0 ? 0 : Math.ceil((words / wordsPerMinute) * 60)
}

/** The most frequent words that carry meaning (stop words and bare numbers left out), with their share of all words. */
export function keywordDensity(words: readonly string[], top = 10): KeywordCount[] {
  if (words.length === 0) return []
  const counts = new Map<string, number>()
  for (const word of words) {
    const key = word.toLocaleLowerCase()
    if (ENGLISH_STOP_WORDS.has(key.replace('’', "'")) || HINDI_STOP_WORDS.has(key) || NUMBER_ONLY.test(key)) {
      continue
    }
    if (key.length < 2 && !/[^\p{Script=Latin}]/u.test(key)) continue
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  // Map keeps first-seen order, and the sort is stable: ties stay in the order the words first appeared.
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([word, count]) => ({ word, count, percent: (count / words.length) * 100 }))
}

/** All statistics of a text in one pass per segmentation. */
export function analyzeText(text: string, options: CountOptions = {}): TextStats {
  const useSegmenter = options.segmenter ?? true
  const words = splitWords(text, useSegmenter)
  let characters = 0
  let charactersNoSpaces = 0
  for (const grapheme of splitGraphemes(text, useSegmenter)) {
    characters++
    if (!WHITESPACE.test(grapheme)) charactersNoSpaces++
  }
  return {
    words: words.length,
    characters,
    charactersNoSpaces,
    sentences: countSentences(text),
    paragraphs: countParagraphs(text),
    lines: countLines(text),
    tweetLength: tweetLength(text, useSegmenter),
    readingSeconds: durationSeconds(words.length, READING_WPM),
    speakingSeconds: durationSeconds(words.length, SPEAKING_WPM),
    keywords: keywordDensity(words, options.topKeywords ?? 10),
  }
}
