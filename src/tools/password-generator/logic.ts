// Password and passphrase generation. Every random choice goes through randomBelow(), which rejects the top
// slice of the 32-bit range that would otherwise make low values more likely (the modulo bias of
// `random % n`). The random source is a parameter so tests can replace crypto with a seeded generator.

/** Fills a buffer with random 32-bit values; crypto.getRandomValues in production. */
export type RandomSource = (buffer: Uint32Array<ArrayBuffer>) => void

export const cryptoSource: RandomSource = (buffer) => {
  crypto.getRandomValues(buffer)
}

const RANGE = 2 ** 32

/** A uniformly random integer in [0, max), without modulo bias. */
export function randomBelow(max: number, source: RandomSource = cryptoSource): number {
  if (!Number.isInteger(max) || max < 1 || max > RANGE) {
    throw new RangeError(`max must be an integer in 1…2^32, got ${max}`)
  }
  // The largest multiple of max that fits in 32 bits; values at or above it would favour small results.
  const limit = RANGE - (RANGE % max)
  const buffer = new Uint32Array(1)
  for (;;) {
    source(buffer)
    const value = buffer[0]!
    if (value < limit) return value % max
  }
}

export const LENGTH_MIN = 4
export const LENGTH_MAX = 128
export const WORDS_MIN = 3
export const WORDS_MAX = 20
export const COUNT_MIN = 1
export const COUNT_MAX = 100

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const LOWER = 'abcdefghijklmnopqrstuvwxyz'
export const DIGITS = '0123456789'
export const DEFAULT_SYMBOLS = '!@#$%^&*()-_=+[]{};:,.?/~'
/** Characters that are easily confused with each other in many fonts. */
export const LOOK_ALIKES = 'Il1|O0o'

export type PasswordOptions = {
  length: number
  upper: boolean
  lower: boolean
  digits: boolean
  symbols: boolean
  /** The symbols to use when `symbols` is on; see normalizeSymbols. */
  symbolSet: string
  excludeLookAlikes: boolean
  /** Every chosen kind of character appears at least once. */
  requireEach: boolean
}

export const DEFAULT_PASSWORD_OPTIONS: PasswordOptions = {
  length: 16,
  upper: true,
  lower: true,
  digits: true,
  symbols: true,
  symbolSet: DEFAULT_SYMBOLS,
  excludeLookAlikes: false,
  requireEach: true,
}

export type PasswordProblem = 'noSets' | 'noSymbols'

/** Keeps the distinct printable ASCII symbols of a custom set, and lists what was left out. */
export function normalizeSymbols(raw: string): { symbols: string; rejected: string[] } {
  const kept = new Set<string>()
  const rejected = new Set<string>()
  for (const char of raw) {
    if (/^[!-/:-@[-`{-~]$/.test(char)) kept.add(char)
    else if (!/\s/u.test(char)) rejected.add(char)
  }
  return { symbols: [...kept].join(''), rejected: [...rejected] }
}

/** The chosen character sets after look-alikes are removed; they never overlap. */
export function characterSets(options: PasswordOptions): string[][] {
  const sets: string[] = []
  if (options.upper) sets.push(UPPER)
  if (options.lower) sets.push(LOWER)
  if (options.digits) sets.push(DIGITS)
  if (options.symbols) sets.push(normalizeSymbols(options.symbolSet).symbols)
  return sets.map((set) =>
    [...set].filter((char) => !(options.excludeLookAlikes && LOOK_ALIKES.includes(char))),
  )
}

/** Why these options cannot make a password, or null when they can. */
export function checkPasswordOptions(options: PasswordOptions): PasswordProblem | null {
  const sets = characterSets(options)
  if (sets.length === 0) return 'noSets'
  if (options.symbols && sets.at(-1)!.length === 0) return 'noSymbols'
  return null
}

/** Clamps a length into the allowed range (callers show a message when it changed). */
export function clampLength(length: number): number {
  return Math.min(LENGTH_MAX, Math.max(LENGTH_MIN, Math.round(length)))
}

/** A random password. With requireEach, draws are repeated until every set appears, which keeps all valid passwords equally likely. */
export function generatePassword(options: PasswordOptions, source: RandomSource = cryptoSource): string {
  const problem = checkPasswordOptions(options)
  if (problem) throw new Error(`Cannot generate a password: ${problem}`)
  const sets = characterSets(options).filter((set) => set.length > 0)
  const pool = sets.flat()
  const length = clampLength(options.length)
  // Forcing one character of each set into fixed or shuffled slots skews the distribution; rejection does not.
  // Even the least likely valid configuration succeeds about once in a hundred tries.
  for (let attempt = 0; attempt < 1_000_000; attempt++) {
    let password = ''
    for (let i = 0; i < length; i++) password += pool[randomBelow(pool.length, source)]!
    if (!options.requireEach || sets.every((set) => set.some((char) => password.includes(char)))) {
      return password
    }
  }
  throw new Error('Could not satisfy the character requirements')
}

function log2BigInt(value: bigint): number {
  if (value <= 0n) return 0
  const bits = value.toString(2).length
  if (bits <= 53) return Math.log2(Number(value))
  const shift = bits - 53
  return Math.log2(Number(value >> BigInt(shift))) + shift
}

/** Entropy in bits of a password from these options: log2 of the number of equally likely passwords. */
export function passwordEntropy(options: PasswordOptions): number {
  if (checkPasswordOptions(options)) return 0
  const sizes = characterSets(options).map((set) => set.length)
  const pool = sizes.reduce((sum, size) => sum + size, 0)
  const length = clampLength(options.length)
  if (!options.requireEach) return length * Math.log2(pool)
  return log2BigInt(countWithEverySet(sizes, length))
}

/** How many strings of a length over disjoint sets contain at least one character of every set (inclusion–exclusion). */
export function countWithEverySet(sizes: readonly number[], length: number): bigint {
  const pool = sizes.reduce((sum, size) => sum + size, 0)
  let count = 0n
  for (let mask = 0; mask < 1 << sizes.length; mask++) {
    let missing = 0
    let excluded = 0
    sizes.forEach((size, index) => {
      if (mask & (1 << index)) {
        missing += size
        excluded++
      }
    })
    const term = BigInt(pool - missing) ** BigInt(length)
    count += excluded % 2 === 0 ? term : -term
  }
  return count
}

export type PassphraseOptions = {
  words: number
  separator: string
  capitalize: boolean
  /** Appends one random digit to one randomly chosen word. */
  addNumber: boolean
}

export const DEFAULT_PASSPHRASE_OPTIONS: PassphraseOptions = {
  words: 6,
  separator: '-',
  capitalize: false,
  addNumber: false,
}

/** Clamps a word count into the allowed range. */
export function clampWords(words: number): number {
  return Math.min(WORDS_MAX, Math.max(WORDS_MIN, Math.round(words)))
}

/** A passphrase of words drawn uniformly (with repetition) from the list. */
export function generatePassphrase(
  options: PassphraseOptions,
  wordList: readonly string[],
  source: RandomSource = cryptoSource,
): string {
  if (wordList.length === 0) throw new Error('The word list is empty')
  const words = Array.from({ length: clampWords(options.words) }, () => {
    const word = wordList[randomBelow(wordList.length, source)]!
    return options.capitalize ? word.charAt(0).toUpperCase() + word.slice(1) : word
  })
  if (options.addNumber) {
    const index = randomBelow(words.length, source)
    words[index] += String(randomBelow(10, source))
  }
  return words.join(options.separator)
}

/** Entropy in bits of a passphrase: each word log2(list size), the number log2(10 × words) for digit and position. */
export function passphraseEntropy(options: PassphraseOptions, listSize: number): number {
  const words = clampWords(options.words)
  return words * Math.log2(listSize) + (options.addNumber ? Math.log2(10 * words) : 0)
}

export type Strength = 'veryWeak' | 'weak' | 'fair' | 'strong' | 'veryStrong'

/** A strength label by entropy (KeePass-style bands: under 28, 36, 60 and 128 bits). */
export function strengthOf(bits: number): Strength {
  if (bits < 28) return 'veryWeak'
  if (bits < 36) return 'weak'
  if (bits < 60) return 'fair'
  if (bits < 128) return 'strong'
  return 'veryStrong'
}

export type BoundIssue = 'empty' | 'notWhole' | 'tooSmall' | 'tooLarge'

/** Reads a whole number typed by the user: out-of-range values are clamped and reported, nonsense is refused. */
export function parseBoundedInt(
  raw: string,
  min: number,
  max: number,
): { value: number | null; issue: BoundIssue | null } {
  const trimmed = raw.trim()
  if (trimmed === '') return { value: null, issue: 'empty' }
  if (!/^[+-]?\d+$/.test(trimmed)) return { value: null, issue: 'notWhole' }
  const number = Number(trimmed)
  if (number < min) return { value: min, issue: 'tooSmall' }
  if (number > max) return { value: max, issue: 'tooLarge' }
  return { value: number, issue: null }
}

/** Makes `count` results with a generator (bulk mode). */
export function generateMany(count: number, generate: () => string): string[] {
  const total = Math.min(COUNT_MAX, Math.max(COUNT_MIN, Math.round(count)))
  return Array.from({ length: total }, generate)
}
