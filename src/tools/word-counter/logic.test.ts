import { describe, expect, it } from 'vitest'
import {
  analyzeText,
  countLines,
  countParagraphs,
  countSentences,
  durationSeconds,
  keywordDensity,
  READING_WPM,
  SPEAKING_WPM,
  splitGraphemes,
  splitWords,
  tweetLength,
} from './logic'

const HINDI = 'नमस्ते दुनिया। यह एक परीक्षण है।'

describe.each([
  ['Intl.Segmenter', true],
  ['fallback', false],
])('words with %s', (_name, segmenter) => {
  it('counts Hindi words and ignores the danda', () => {
    expect(splitWords(HINDI, segmenter)).toEqual(['नमस्ते', 'दुनिया', 'यह', 'एक', 'परीक्षण', 'है'])
  })

  it('counts English words, keeping contractions and numbers whole', () => {
    expect(splitWords("Don't stop: it costs ₹12,34,567.50 today!", segmenter)).toEqual([
      "Don't",
      'stop',
      'it',
      'costs',
      '12,34,567.50',
      'today',
    ])
  })

  it('counts mixed scripts', () => {
    expect(splitWords('मेरी car का GST नंबर 27ABCDE1234F1Z5 है', segmenter)).toHaveLength(7)
    expect(splitWords('Hello, दुनिया! 2024 में', segmenter)).toEqual(['Hello', 'दुनिया', '2024', 'में'])
  })

  it('finds no words in empty, blank or punctuation-only text', () => {
    expect(splitWords('', segmenter)).toEqual([])
    expect(splitWords('  \n\t ', segmenter)).toEqual([])
    expect(splitWords('— … !!! ।', segmenter)).toEqual([])
  })

  it('counts grapheme clusters, not code units', () => {
    expect(splitGraphemes('e\u0301', segmenter)).toHaveLength(1)
    expect(splitGraphemes('कि', segmenter)).toHaveLength(1)
    // Conjuncts: 3 clusters under Unicode 15.1 rules, 4 in older engines; never the 6 code points.
    expect([3, 4]).toContain(splitGraphemes('नमस्ते', segmenter).length)
    expect(splitGraphemes('a b', segmenter)).toHaveLength(3)
  })

  it('gives the same whole-text statistics for the Hindi example', () => {
    const stats = analyzeText(HINDI, { segmenter })
    expect(stats.words).toBe(6)
    expect(stats.sentences).toBe(2)
    expect(stats.paragraphs).toBe(1)
    expect(stats.lines).toBe(1)
  })
})

describe('emoji', () => {
  it('counts a family emoji as one character', () => {
    expect(splitGraphemes('👨‍👩‍👧‍👦')).toHaveLength(1)
    expect(analyzeText('Hi 👍🏽').characters).toBe(4)
  })
})

describe('sentences', () => {
  it('ends sentences at . ! ? and at danda and double danda', () => {
    expect(countSentences(HINDI)).toBe(2)
    expect(countSentences('One. Two! Three? Four')).toBe(4)
    expect(countSentences('राम घर गया।सीता आई॥ फिर सब खुश थे')).toBe(3)
    expect(countSentences('“Stop.” She left.')).toBe(2)
  })

  it('does not split decimals, ellipsis runs or empty text', () => {
    expect(countSentences('Pi is 3.14 exactly.')).toBe(1)
    expect(countSentences('Wait... what?!')).toBe(2)
    expect(countSentences('')).toBe(0)
    expect(countSentences(' . ! ')).toBe(0)
  })

  it('treats a heading line followed by an empty line as its own sentence', () => {
    expect(countSentences('Title\n\nBody text here.')).toBe(2)
  })
})

describe('paragraphs and lines', () => {
  it('separates paragraphs by empty lines, including Windows line ends and spaces', () => {
    expect(countParagraphs('a\nb\n\nc')).toBe(2)
    expect(countParagraphs('a\r\n\r\nb\r\n  \r\nc')).toBe(3)
    expect(countParagraphs('\n\n\nonly\n\n\n')).toBe(1)
    expect(countParagraphs('')).toBe(0)
    expect(countParagraphs('   \n  ')).toBe(0)
  })

  it('counts lines as an editor does', () => {
    expect(countLines('')).toBe(0)
    expect(countLines('one')).toBe(1)
    expect(countLines('one\ntwo\r\nthree\n')).toBe(4)
  })
})

describe('characters', () => {
  it('counts with and without whitespace', () => {
    const stats = analyzeText('ab c\nd')
    expect(stats.characters).toBe(6)
    expect(stats.charactersNoSpaces).toBe(4)
  })

  it('counts CRLF as one character', () => {
    expect(analyzeText('a\r\nb').characters).toBe(3)
    expect(analyzeText('a\r\nb', { segmenter: false }).characters).toBe(3)
  })
})

describe('times', () => {
  it('uses the stated rates and rounds up to the second', () => {
    expect(READING_WPM).toBe(238)
    expect(SPEAKING_WPM).toBe(140)
    expect(durationSeconds(0, READING_WPM)).toBe(0)
    expect(durationSeconds(1, READING_WPM)).toBe(1)
    expect(durationSeconds(238, READING_WPM)).toBe(60)
    expect(durationSeconds(700, SPEAKING_WPM)).toBe(300)
    const stats = analyzeText('word '.repeat(476))
    expect(stats.readingSeconds).toBe(120)
    expect(stats.speakingSeconds).toBe(204)
  })
})

describe('keyword density', () => {
  it('ranks meaningful words and leaves out English and Hindi stop words', () => {
    const words = splitWords('The car is red. The car is fast. A red car! गाड़ी की कीमत, गाड़ी का रंग')
    const keywords = keywordDensity(words)
    expect(keywords.slice(0, 3).map((k) => [k.word, k.count])).toEqual([
      ['car', 3],
      ['red', 2],
      ['गाड़ी', 2],
    ])
    expect(keywords.map((k) => k.word)).not.toContain('the')
    expect(keywords.map((k) => k.word)).not.toContain('की')
    expect(keywords[0]!.percent).toBeCloseTo((3 / words.length) * 100)
  })

  it('is case-insensitive, skips numbers and single Latin letters, and keeps first-seen order on ties', () => {
    const keywords = keywordDensity(splitWords('Zebra apple ZEBRA Apple 42 x 3.5 mango'))
    expect(keywords.map((k) => `${k.word}:${k.count}`)).toEqual(['zebra:2', 'apple:2', 'mango:1'])
  })

  it('returns at most the requested number and nothing for no words', () => {
    expect(keywordDensity(splitWords('a1 b2 c3 d4 e5 f6'), 3)).toHaveLength(3)
    expect(keywordDensity([])).toEqual([])
  })
})

describe('tweet length', () => {
  it('weighs Latin and Devanagari 1, emoji 2, and every link 23', () => {
    expect(tweetLength('hello')).toBe(5)
    expect(tweetLength('नमस्ते')).toBe(6)
    expect(tweetLength('👍🏽')).toBe(2)
    expect(tweetLength('日本')).toBe(4)
    expect(tweetLength('see https://example.com/a/very/long/path/that/is/long')).toBe(4 + 23)
  })
})

describe('analyzeText', () => {
  it('returns zeros and no keywords for empty text', () => {
    expect(analyzeText('')).toEqual({
      words: 0,
      characters: 0,
      charactersNoSpaces: 0,
      sentences: 0,
      paragraphs: 0,
      lines: 0,
      tweetLength: 0,
      readingSeconds: 0,
      speakingSeconds: 0,
      keywords: [],
    })
  })

  it('stays fast on a 1 MB text', () => {
    const sentence =
      'यह एक लंबा परीक्षण वाक्य है। This is a long test sentence, with numbers 12,345 and more words.\n'
    const text = sentence.repeat(Math.ceil(1_000_000 / sentence.length))
    const started = performance.now()
    const stats = analyzeText(text)
    const elapsed = performance.now() - started
    expect(stats.words).toBe(splitWords(sentence).length * Math.ceil(1_000_000 / sentence.length))
    // Generous for a shared CI machine; a quadratic step would take minutes.
    expect(elapsed).toBeLessThan(8000)
  })
})
