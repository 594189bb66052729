// Case conversions. Text is converted line by line so line breaks survive every case, including the
// identifier cases (one camelCase name per line). Scripts without letter case, like Devanagari, pass through
// the letter-case steps untouched; the identifier cases still join or separate their words.

export const CASES = [
  'sentence',
  'lower',
  'upper',
  'title',
  'camel',
  'pascal',
  'snake',
  'kebab',
  'constant',
  'alternating',
  'inverse',
] as const
export type TextCase = (typeof CASES)[number]

/** Locales whose case rules differ from the default (Turkish and Azerbaijani dotted i, Lithuanian dot above). */
export const CASE_LOCALES = ['en', 'tr', 'az', 'lt'] as const
export type CaseLocale = (typeof CASE_LOCALES)[number]

// Words that stay lower case inside a title (Chicago/AP style short function words).
const SMALL_WORDS = new Set(
  'a an and as at but by en for if in nor of on or per so the to up via vs yet from into onto over with off out'.split(
    ' ',
  ),
)
const TOKEN = /([\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*)/u
const LOWER_LETTER = /\p{Ll}/u
const UPPER_LETTER = /\p{Lu}/u
const STARTS_WITH_LETTER = /^\p{L}/u
// Between words, . ! ? end a sentence only before a space ("example.com" does not); a danda always does.
const SENTENCE_BREAK = /(?:[.!?]['"”’)\]]*\s+|[।॥]['"”’)\]]*\s*)$/u
const TITLE_BREAK = /[:—–]\s*$|(?:[.!?]['"”’)\]]*\s+|[।॥]\s*)$/u

function isAcronym(word: string): boolean {
  // NASA, GST, PDFs, B2B: at least two capitals and no lower case apart from a plural s.
  const letters = word.replace(/s$/u, '')
  return (letters.match(/\p{Lu}/gu)?.length ?? 0) >= 2 && !LOWER_LETTER.test(letters)
}

function hasInnerCapital(word: string): boolean {
  // iPhone, McDonald, eBay: a capital after the first letter is deliberate.
  return UPPER_LETTER.test(word.slice(1)) && LOWER_LETTER.test(word)
}

/** True when most cased letters of a line are capitals: then capitalised words are shouting, not acronyms. */
function isShouting(text: string): boolean {
  const upper = text.match(/\p{Lu}/gu)?.length ?? 0
  const lower = text.match(/\p{Ll}/gu)?.length ?? 0
  return upper > lower
}

function capitalize(word: string, locale: CaseLocale): string {
  const first = word.match(/^\P{M}\p{M}*/u)?.[0] ?? ''
  return first.toLocaleUpperCase(locale) + word.slice(first.length)
}

function titleLine(line: string, locale: CaseLocale): string {
  const shouting = isShouting(line)
  const parts = line.split(TOKEN)
  // split() with a capturing group alternates: separator, word, separator, …, separator.
  const lastWord = parts.length - 2
  return parts
    .map((part, index) => {
      if (index % 2 === 0) return part
      if (!shouting && (isAcronym(part) || hasInnerCapital(part))) return part
      const lower = part.toLocaleLowerCase(locale)
      const opensPhrase = index === 1 || TITLE_BREAK.test(parts[index - 1] ?? '')
      return SMALL_WORDS.has(lower) && !opensPhrase && index !== lastWord ? lower : capitalize(lower, locale)
    })
    .join('')
}

function sentenceLine(line: string, locale: CaseLocale): string {
  const shouting = isShouting(line)
  let atStart = true
  return line
    .split(TOKEN)
    .map((part, index) => {
      if (index % 2 === 0) {
        if (index > 0 && SENTENCE_BREAK.test(part)) atStart = true
        return part
      }
      let word =
        !shouting && (isAcronym(part) || hasInnerCapital(part)) ? part : part.toLocaleLowerCase(locale)
      // The English pronoun "I" and its contractions are always capitalised.
      if (locale === 'en' && /^i(?:['’](?:m|ve|ll|d))?$/u.test(word)) word = capitalize(word, locale)
      if (atStart) {
        if (STARTS_WITH_LETTER.test(word)) word = capitalize(word, locale)
        atStart = false
      }
      return word
    })
    .join('')
}

/** Splits a line into identifier words: at separators, at lower→Upper and at ACRONYMWord boundaries. */
export function identifierWords(line: string): string[] {
  return line
    .replace(/(?<=[\p{L}\p{M}])['’](?=\p{L})/gu, '')
    .replace(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/gu, ' ')
    .replace(/(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu, ' ')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
}

function identifierLine(
  line: string,
  kind: 'camel' | 'pascal' | 'snake' | 'kebab' | 'constant',
  locale: CaseLocale,
): string {
  const words = identifierWords(line).map((word) => word.toLocaleLowerCase(locale))
  switch (kind) {
    case 'camel':
      return words.map((word, i) => (i === 0 ? word : capitalize(word, locale))).join('')
    case 'pascal':
      return words.map((word) => capitalize(word, locale)).join('')
    case 'snake':
      return words.join('_')
    case 'kebab':
      return words.join('-')
    case 'constant':
      return words.map((word) => word.toLocaleUpperCase(locale)).join('_')
  }
}

function alternatingLine(line: string, locale: CaseLocale): string {
  let upper = false
  let out = ''
  for (const char of line) {
    const lower = char.toLocaleLowerCase(locale)
    const capital = char.toLocaleUpperCase(locale)
    if (lower === capital) {
      out += char
      continue
    }
    out += upper ? capital : lower
    upper = !upper
  }
  return out
}

function inverseLine(line: string, locale: CaseLocale): string {
  let out = ''
  for (const char of line) {
    if (LOWER_LETTER.test(char)) out += char.toLocaleUpperCase(locale)
    else if (UPPER_LETTER.test(char)) out += char.toLocaleLowerCase(locale)
    else out += char
  }
  return out
}

/** Converts text to a case, line by line, with the case rules of a locale. */
export function convertCase(text: string, kind: TextCase, locale: CaseLocale = 'en'): string {
  if (text === '') return ''
  switch (kind) {
    case 'upper':
      return text.toLocaleUpperCase(locale)
    case 'lower':
      return text.toLocaleLowerCase(locale)
    case 'alternating':
      return mapLines(text, (line) => alternatingLine(line, locale))
    case 'inverse':
      return mapLines(text, (line) => inverseLine(line, locale))
    case 'title':
      return mapLines(text, (line) => titleLine(line, locale))
    case 'sentence':
      // Every line starts a sentence: lines in a box like this are items, titles or paragraphs.
      return mapLines(text, (line) => sentenceLine(line, locale))
    default:
      return mapLines(text, (line) => identifierLine(line, kind, locale))
  }
}

function mapLines(text: string, convert: (line: string) => string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part, index) => (index % 2 === 1 ? part : convert(part)))
    .join('')
}
