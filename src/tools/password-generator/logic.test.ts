import { describe, expect, it } from 'vitest'
import { loadWordList } from './eff-wordlist'
import {
  characterSets,
  checkPasswordOptions,
  countWithEverySet,
  DEFAULT_PASSPHRASE_OPTIONS,
  DEFAULT_PASSWORD_OPTIONS,
  DIGITS,
  generateMany,
  generatePassphrase,
  generatePassword,
  LOOK_ALIKES,
  normalizeSymbols,
  parseBoundedInt,
  passphraseEntropy,
  passwordEntropy,
  randomBelow,
  strengthOf,
  type PasswordOptions,
  type RandomSource,
} from './logic'

/** A deterministic source (mulberry32) so statistical tests always see the same sample. */
function seededSource(seed: number): RandomSource {
  let state = seed >>> 0
  return (buffer) => {
    for (let i = 0; i < buffer.length; i++) {
      state = (state + 0x6d2b79f5) >>> 0
      let t = state
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      buffer[i] = (t ^ (t >>> 14)) >>> 0
    }
  }
}

/** A source that returns the given 32-bit values in order. */
function scriptedSource(values: number[]): RandomSource {
  let index = 0
  return (buffer) => {
    for (let i = 0; i < buffer.length; i++) buffer[i] = values[index++ % values.length]!
  }
}

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0)
  const expected = total / counts.length
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0)
}

/** Upper critical value of chi-square at p = 0.001 (Wilson–Hilferty approximation). */
function chiSquareCritical(degrees: number): number {
  const z = 3.0902
  const k = 2 / (9 * degrees)
  return degrees * (1 - k + z * Math.sqrt(k)) ** 3
}

function looksUniform(draw: () => number, buckets: number, samples: number): boolean {
  const counts = new Array<number>(buckets).fill(0)
  for (let i = 0; i < samples; i++) counts[draw()]!++
  return chiSquare(counts) < chiSquareCritical(buckets - 1)
}

describe('randomBelow', () => {
  it('is uniform: chi-square over 200,000 draws stays under the p = 0.001 bound', () => {
    const source = seededSource(20261121)
    for (const buckets of [94, 62, 7776, 10]) {
      expect(looksUniform(() => randomBelow(buckets, source), buckets, 200_000)).toBe(true)
    }
  })

  it('the same check catches a modulo-biased generator', () => {
    const source = seededSource(20261121)
    const byte = new Uint32Array(1)
    // The common mistake: one random byte modulo the alphabet size (256 % 94 = 68 values come up 50% more often).
    const biased = () => {
      source(byte)
      return (byte[0]! & 0xff) % 94
    }
    expect(looksUniform(biased, 94, 200_000)).toBe(false)
  })

  it('rejects values in the biased top slice instead of folding them', () => {
    // 2^32 % 3 = 1, so 2^32 - 1 is the only value to reject for max = 3.
    expect(randomBelow(3, scriptedSource([0xffffffff, 5]))).toBe(2)
    expect(randomBelow(3, scriptedSource([0xfffffffe]))).toBe(0xfffffffe % 3)
    expect(randomBelow(1, scriptedSource([123]))).toBe(0)
  })

  it('refuses impossible ranges', () => {
    expect(() => randomBelow(0)).toThrow(RangeError)
    expect(() => randomBelow(2.5)).toThrow(RangeError)
  })

  it('uses crypto by default', () => {
    const value = randomBelow(10)
    expect(value).toBeGreaterThanOrEqual(0)
    expect(value).toBeLessThan(10)
  })
})

const options = (patch: Partial<PasswordOptions> = {}): PasswordOptions => ({
  ...DEFAULT_PASSWORD_OPTIONS,
  ...patch,
})

describe('generatePassword', () => {
  it('has the requested length and only allowed characters', () => {
    const source = seededSource(1)
    for (const length of [4, 16, 128]) {
      const password = generatePassword(options({ length }), source)
      expect(password).toHaveLength(length)
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*()\-_=+[\]{};:,.?/~]+$/)
    }
  })

  it('clamps lengths outside 4…128', () => {
    expect(generatePassword(options({ length: 1 }), seededSource(2))).toHaveLength(4)
    expect(generatePassword(options({ length: 500 }), seededSource(2))).toHaveLength(128)
  })

  it('uses only the chosen sets', () => {
    const source = seededSource(3)
    expect(
      generatePassword(options({ upper: false, lower: false, symbols: false, length: 64 }), source),
    ).toMatch(/^\d{64}$/)
    expect(generatePassword(options({ digits: false, symbols: false, length: 64 }), source)).toMatch(
      /^[A-Za-z]{64}$/,
    )
  })

  it('always contains one of each chosen set, even at length 4', () => {
    const source = seededSource(4)
    for (let i = 0; i < 500; i++) {
      const password = generatePassword(options({ length: 4 }), source)
      expect(password).toMatch(/[A-Z]/)
      expect(password).toMatch(/[a-z]/)
      expect(password).toMatch(/\d/)
      expect(password).toMatch(/[^A-Za-z0-9]/)
    }
  })

  it('keeps the first character uniform under the guarantee (no forced positions)', () => {
    const source = seededSource(5)
    const opts = options({ length: 4, upper: false, symbols: false })
    // With lower + digits, a forced-slot scheme would put digits first far too often; rejection keeps the
    // first character distributed like any other: P(digit) = 10 * (26^3 - ...) / valid count.
    let digitsFirst = 0
    const samples = 20_000
    for (let i = 0; i < samples; i++) if (DIGITS.includes(generatePassword(opts, source)[0]!)) digitsFirst++
    const valid = 36 ** 4 - 26 ** 4 - 10 ** 4
    const withDigitFirst = 10 * (36 ** 3 - 10 ** 3)
    expect(digitsFirst / samples).toBeCloseTo(withDigitFirst / valid, 1)
  })

  it('leaves out look-alikes when asked', () => {
    const source = seededSource(6)
    const password = generatePassword(options({ length: 128, excludeLookAlikes: true }), source)
    for (const char of LOOK_ALIKES) expect(password).not.toContain(char)
    expect(characterSets(options({ excludeLookAlikes: true })).map((set) => set.length)).toEqual([
      24, 24, 8, 25,
    ])
  })

  it('uses a custom symbol set', () => {
    const password = generatePassword(options({ length: 128, symbolSet: '#_' }), seededSource(7))
    expect(password.replace(/[A-Za-z0-9]/g, '')).toMatch(/^[#_]+$/)
  })

  it('reports option problems instead of producing a bad password', () => {
    const none = options({ upper: false, lower: false, digits: false, symbols: false })
    expect(checkPasswordOptions(none)).toBe('noSets')
    expect(() => generatePassword(none)).toThrow()
    expect(checkPasswordOptions(options({ symbolSet: 'é ' }))).toBe('noSymbols')
    expect(checkPasswordOptions(options({ symbolSet: '|', excludeLookAlikes: true }))).toBe('noSymbols')
    expect(checkPasswordOptions(options())).toBeNull()
  })
})

describe('normalizeSymbols', () => {
  it('keeps distinct ASCII symbols and lists the rest', () => {
    expect(normalizeSymbols('!!@ a1é€ #')).toEqual({ symbols: '!@#', rejected: ['a', '1', 'é', '€'] })
  })
})

describe('passwordEntropy', () => {
  it('is length × log2(pool) without the guarantee', () => {
    expect(
      passwordEntropy(
        options({ length: 10, upper: false, digits: false, symbols: false, requireEach: false }),
      ),
    ).toBeCloseTo(10 * Math.log2(26))
    expect(passwordEntropy(options({ length: 20, requireEach: false }))).toBeCloseTo(20 * Math.log2(87))
  })

  it('counts exactly the passwords the guarantee allows', () => {
    // lower + digits, length 4: 36^4 strings minus all-letter and all-digit ones.
    const bits = passwordEntropy(options({ length: 4, upper: false, symbols: false }))
    expect(bits).toBeCloseTo(Math.log2(36 ** 4 - 26 ** 4 - 10 ** 4), 10)
  })

  it('counts guaranteed strings exactly (checked by brute force over a tiny alphabet)', () => {
    const sets = ['AB', 'ab', '01', '#']
    const pool = sets.join('')
    for (const length of [3, 4, 5]) {
      let valid = 0
      for (let n = 0; n < pool.length ** length; n++) {
        let s = ''
        for (let k = 0, m = n; k < length; k++, m = Math.floor(m / pool.length)) s += pool[m % pool.length]
        if (sets.every((set) => [...set].some((c) => s.includes(c)))) valid++
      }
      expect(
        countWithEverySet(
          sets.map((set) => set.length),
          length,
        ),
      ).toBe(BigInt(valid))
    }
  })

  it('stays finite and close to the unconstrained value for long passwords', () => {
    const bits = passwordEntropy(options({ length: 128 }))
    expect(bits).toBeLessThanOrEqual(128 * Math.log2(87))
    expect(bits).toBeGreaterThan(128 * Math.log2(87) - 0.01)
  })

  it('is zero for impossible options', () => {
    expect(passwordEntropy(options({ upper: false, lower: false, digits: false, symbols: false }))).toBe(0)
  })
})

describe('passphrases', () => {
  it('bundles the EFF large list: 7,776 distinct lower-case words', async () => {
    const words = await loadWordList()
    expect(words).toHaveLength(7776)
    expect(new Set(words).size).toBe(7776)
    expect(words[0]).toBe('abacus')
    expect(words.at(-1)).toBe('zoom')
    expect(words.every((word) => /^[a-z-]+$/.test(word))).toBe(true)
  })

  it('joins the chosen number of words with the separator', () => {
    const list = ['alpha', 'bravo', 'charlie', 'delta']
    const phrase = generatePassphrase(
      { ...DEFAULT_PASSPHRASE_OPTIONS, words: 5, separator: '.' },
      list,
      seededSource(8),
    )
    const parts = phrase.split('.')
    expect(parts).toHaveLength(5)
    for (const part of parts) expect(list).toContain(part)
  })

  it('capitalises and adds one digit to one word', () => {
    const list = ['alpha', 'bravo']
    const phrase = generatePassphrase(
      { words: 4, separator: ' ', capitalize: true, addNumber: true },
      list,
      seededSource(9),
    )
    const parts = phrase.split(' ')
    expect(parts.every((part) => /^(Alpha|Bravo)\d?$/.test(part))).toBe(true)
    expect(phrase.match(/\d/g)).toHaveLength(1)
  })

  it('clamps the word count and refuses an empty list', () => {
    expect(
      generatePassphrase({ ...DEFAULT_PASSPHRASE_OPTIONS, words: 1 }, ['x'], seededSource(10)).split('-'),
    ).toHaveLength(3)
    expect(
      generatePassphrase({ ...DEFAULT_PASSPHRASE_OPTIONS, words: 99 }, ['x'], seededSource(10)).split('-'),
    ).toHaveLength(20)
    expect(() => generatePassphrase(DEFAULT_PASSPHRASE_OPTIONS, [], seededSource(10))).toThrow()
  })

  it('has log2(7776) ≈ 12.9 bits per word, plus the digit and its position', () => {
    expect(passphraseEntropy({ ...DEFAULT_PASSPHRASE_OPTIONS, words: 6 }, 7776)).toBeCloseTo(
      6 * Math.log2(7776),
    )
    expect(passphraseEntropy({ ...DEFAULT_PASSPHRASE_OPTIONS, words: 6, addNumber: true }, 7776)).toBeCloseTo(
      6 * Math.log2(7776) + Math.log2(60),
    )
  })
})

describe('strengthOf', () => {
  it('labels by entropy bands', () => {
    expect(strengthOf(0)).toBe('veryWeak')
    expect(strengthOf(27.9)).toBe('veryWeak')
    expect(strengthOf(28)).toBe('weak')
    expect(strengthOf(36)).toBe('fair')
    expect(strengthOf(60)).toBe('strong')
    expect(strengthOf(128)).toBe('veryStrong')
  })
})

describe('parseBoundedInt', () => {
  it('accepts whole numbers in range', () => {
    expect(parseBoundedInt(' 16 ', 4, 128)).toEqual({ value: 16, issue: null })
  })

  it('clamps and reports numbers out of range', () => {
    expect(parseBoundedInt('2', 4, 128)).toEqual({ value: 4, issue: 'tooSmall' })
    expect(parseBoundedInt('-5', 4, 128)).toEqual({ value: 4, issue: 'tooSmall' })
    expect(parseBoundedInt('1000', 4, 128)).toEqual({ value: 128, issue: 'tooLarge' })
  })

  it('refuses empty and non-whole input', () => {
    expect(parseBoundedInt('', 4, 128)).toEqual({ value: null, issue: 'empty' })
    expect(parseBoundedInt('12.5', 4, 128)).toEqual({ value: null, issue: 'notWhole' })
    expect(parseBoundedInt('abc', 4, 128)).toEqual({ value: null, issue: 'notWhole' })
    expect(parseBoundedInt('1e3', 4, 128)).toEqual({ value: null, issue: 'notWhole' })
  })
})

describe('generateMany', () => {
  it('makes 1…100 results', () => {
    let n = 0
    expect(generateMany(3, () => String(n++))).toEqual(['0', '1', '2'])
    expect(generateMany(0, () => 'x')).toHaveLength(1)
    expect(generateMany(1000, () => 'x')).toHaveLength(100)
  })
})
