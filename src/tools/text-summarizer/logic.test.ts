import { describe, expect, it } from 'vitest'
import {
  MAX_CHARS,
  pickSummary,
  rankSentences,
  splitSentences,
  stem,
  summaryCount,
  summaryText,
  terms,
} from './logic'

const ENGLISH = `Electric cars are getting cheaper in India. Battery prices fell sharply over the last five years.
Cheaper batteries make electric cars affordable for many families. The weather was pleasant on Sunday.

Dr. Sharma paid Rs. 12.5 lakh for an electric car from A. K. Motors. Charging stations for electric cars are spreading along highways. My neighbour likes tea.`

const HINDI =
  'भारत में बिजली की गाड़ियाँ सस्ती हो रही हैं। बैटरी की कीमतें पिछले पाँच सालों में तेज़ी से गिरी हैं। सस्ती बैटरियों से बिजली की गाड़ियाँ कई परिवारों की पहुँच में आ गई हैं। रविवार को मौसम सुहावना था। राजमार्गों पर बिजली की गाड़ियों के चार्जिंग स्टेशन बढ़ रहे हैं॥ मुझे चाय पसंद है।'

describe('splitSentences', () => {
  it('splits English at . ! ? and keeps abbreviations, initials and decimals whole', () => {
    const texts = splitSentences(ENGLISH).map((s) => s.text)
    expect(texts).toHaveLength(7)
    expect(texts[4]).toBe('Dr. Sharma paid Rs. 12.5 lakh for an electric car from A. K. Motors.')
    expect(texts[1]).toBe('Battery prices fell sharply over the last five years.')
  })

  it('splits Hindi at the danda and double danda', () => {
    const sentences = splitSentences(HINDI)
    expect(sentences).toHaveLength(6)
    expect(sentences[0]!.text).toBe('भारत में बिजली की गाड़ियाँ सस्ती हो रही हैं।')
    expect(sentences[4]!.text.endsWith('॥')).toBe(true)
    expect(sentences[0]!.words).toBe(9)
  })

  it('keeps offsets into the original text and skips pieces with no words', () => {
    const text = '  First one.  Second!\n\n— … \n\nतीसरा।'
    const sentences = splitSentences(text)
    expect(sentences.map((s) => text.slice(s.start, s.end))).toEqual(['First one.', 'Second!', 'तीसरा।'])
    expect(splitSentences('')).toEqual([])
    expect(splitSentences(' ... ')).toEqual([])
  })

  it('treats a heading line as its own sentence', () => {
    expect(splitSentences('Results\n\nSales rose by ten per cent.').map((s) => s.text)).toEqual([
      'Results',
      'Sales rose by ten per cent.',
    ])
  })
})

describe('terms and stems', () => {
  it('joins plural and verb forms in English and Hindi', () => {
    expect(stem('cars')).toBe(stem('car'))
    expect(stem('batteries')).toBe(stem('battery'))
    expect(stem('charging')).toBe('charg')
    expect(stem('class')).toBe('class')
    expect(stem('लड़कों')).toBe(stem('लड़का'))
    expect(stem('गाड़ियाँ')).toBe(stem('गाड़ियों'))
  })

  it('drops stop words, numbers and single Latin letters', () => {
    expect(terms('The car is in the garage, 2 km away from a house.').map((t) => t.word)).toEqual([
      'car',
      'garage',
      'km',
      'away',
      'house',
    ])
    expect(terms('यह गाड़ी मेरी है और वह नई है').map((t) => t.word)).toEqual(['गाड़ी', 'नई'])
  })
})

describe('rankSentences', () => {
  it('ranks on-topic sentences above the stray ones, in English', () => {
    const result = rankSentences(ENGLISH)
    if (!result.ok) throw new Error(result.problem)
    const { sentences, scores } = result.value
    const weather = sentences.findIndex((s) => s.text.startsWith('The weather'))
    const tea = sentences.findIndex((s) => s.text.startsWith('My neighbour'))
    const best = pickSummary(result.value, 3)
    expect(best).not.toContain(weather)
    expect(best).not.toContain(tea)
    expect(scores.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6)
    expect(Math.min(...scores)).toBe(Math.min(scores[weather]!, scores[tea]!))
  })

  it('ranks Hindi the same way and finds its key words', () => {
    const result = rankSentences(HINDI)
    if (!result.ok) throw new Error(result.problem)
    const chosen = pickSummary(result.value, 2)
    const texts = chosen.map((i) => result.value.sentences[i]!.text)
    expect(texts.join(' ')).toContain('बिजली की गाड़ियाँ')
    expect(texts.join(' ')).not.toContain('मौसम')
    expect(texts.join(' ')).not.toContain('चाय')
    expect(result.value.keywords.map((k) => k.word)).toContain('बिजली')
    expect(result.value.keywords[0]!.count).toBeGreaterThanOrEqual(3)
  })

  it('names electric cars as the key words of the English text', () => {
    const result = rankSentences(ENGLISH)
    if (!result.ok) throw new Error(result.problem)
    expect(result.value.keywords.slice(0, 3).map((k) => k.word)).toEqual(
      expect.arrayContaining(['electric', 'cars']),
    )
    // Independently: whitespace-separated pieces that hold a letter or digit.
    expect(result.value.words).toBe(ENGLISH.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length)
  })

  it('handles empty text, one sentence and unconnected sentences', () => {
    const empty = rankSentences('')
    expect(empty.ok && empty.value.sentences).toEqual([])
    const one = rankSentences('Only one sentence here.')
    expect(one.ok && one.value.scores).toEqual([1])
    const apart = rankSentences('Apples grow on trees. Rivers flow to seas. Stars shine at night.')
    if (!apart.ok) throw new Error()
    expect(apart.value.scores.every((s) => Math.abs(s - 1 / 3) < 1e-9)).toBe(true)
    // All equal: the first ones are chosen.
    expect(pickSummary(apart.value, 2)).toEqual([0, 1])
  })

  it('refuses text that is too long to rank here', () => {
    expect(rankSentences('a'.repeat(MAX_CHARS + 1))).toEqual({ ok: false, problem: 'tooLong' })
  })

  it('ranks a long article quickly enough to follow typing', () => {
    const paragraph = `${ENGLISH}\n\n${HINDI}\n\n`
    const text = paragraph.repeat(Math.floor(60_000 / paragraph.length))
    const started = performance.now()
    const result = rankSentences(text)
    expect(result.ok).toBe(true)
    // Generous on a shared CI machine; quadratic blow-ups take far longer.
    expect(performance.now() - started).toBeLessThan(5000)
  })
})

describe('summary length and text', () => {
  it('counts sentences or a share, at least one and at most all', () => {
    expect(summaryCount('sentences', 3, 10)).toBe(3)
    expect(summaryCount('sentences', 30, 10)).toBe(10)
    expect(summaryCount('percent', 25, 10)).toBe(3)
    expect(summaryCount('percent', 1, 10)).toBe(1)
    expect(summaryCount('percent', 100, 7)).toBe(7)
    expect(summaryCount('sentences', 3, 0)).toBe(0)
  })

  it('keeps the original order and paragraph breaks, and prefers full sentences over headings', () => {
    const text =
      'Intro\n\nCars are fast machines today. Cars need fuel to run.\n\nCars also need drivers who are careful.'
    const result = rankSentences(text)
    if (!result.ok) throw new Error()
    const chosen = pickSummary(result.value, 3)
    expect(chosen).toEqual([1, 2, 3])
    expect(summaryText(text, result.value.sentences, [1, 3])).toBe(
      'Cars are fast machines today.\n\nCars also need drivers who are careful.',
    )
    expect(summaryText(text, result.value.sentences, [1, 2])).toBe(
      'Cars are fast machines today. Cars need fuel to run.',
    )
  })
})
