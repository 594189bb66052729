// Finding a person by name whichever script is typed (issue 19): "ramesh" finds "रमेश" and "रमेश" finds
// "Ramesh", and the usual spellings of one Indian name find each other ("Suneeta", "Sunita"; "Lakshmi",
// "Laxmi"). Each word becomes a phonetic key: Devanagari is read into Latin letters, the spellings that
// sound alike are folded (sh/s, kh/k, w/v, ph/f, z/j, x/ks…), and the vowels after the first letter are
// dropped, since they are what transliteration and spelling disagree on most. A query word then matches
// a name word whose key starts with its key. Names only: numbers (mobile, invoice) are matched as text.

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
}
/** Consonants with a nukta (NFC keeps the nukta a separate sign: क़ is क + ़). */
const NUKTA: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f' }
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
}
const SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
}
const VIRAMA = '्'
const NUKTA_SIGN = '़'
/** Anusvara and chandrabindu are a nasal; visarga a breath. */
const MARKS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' }

/** Devanagari read as plain Latin letters, with the inherent "a" after a consonant that has no vowel sign. */
export function devanagariToLatin(text: string): string {
  let out = ''
  const chars = [...text.normalize('NFC')]
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string
    const next = chars[i + 1]
    let consonant = CONSONANTS[c]
    if (consonant !== undefined) {
      if (next === NUKTA_SIGN) {
        consonant = NUKTA[c] ?? consonant
        i++
      }
      out += consonant
      const after = chars[i + 1]
      // The inherent vowel, unless a sign or a virama follows (the key drops it anyway, but a word that is
      // a single consonant still reads as a syllable).
      if (after === undefined || !(after in SIGNS || after === VIRAMA)) out += 'a'
      continue
    }
    out += VOWELS[c] ?? SIGNS[c] ?? MARKS[c] ?? (c === VIRAMA || c === NUKTA_SIGN ? '' : c)
  }
  return out
}

/** Spellings that sound alike, applied in this order to a lower-case Latin word. "ch" becomes C first, so
 * that the c of "Vicky" can fold into k without taking "Chandra" with it. */
const FOLDS: [RegExp, string][] = [
  [/ngh$/, 'nh'],
  [/([^aeiou])y$/, '$1i'],
  [/chh|ch/g, 'C'],
  [/ck|q|c/g, 'k'],
  [/x/g, 'ks'],
  [/sh/g, 's'],
  [/kh/g, 'k'],
  [/gh/g, 'g'],
  [/jh|z/g, 'j'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/ph/g, 'f'],
  [/bh/g, 'b'],
  [/rh/g, 'r'],
  [/w/g, 'v'],
]

/** The phonetic key of one word (either script); '' for a word with no letters. */
export function phoneticKey(word: string): string {
  let w = devanagariToLatin(word.toLowerCase()).replace(/[^a-z]/g, '')
  if (w === '') return ''
  for (const [from, to] of FOLDS) w = w.replace(from, to)
  const first = w[0] as string
  const rest = w.slice(1).replace(/[aeiou]/g, '')
  // A doubled letter is one sound ("Mohammad", "मोहम्मद"; "Anand", "आनंद").
  return (first + rest).replace(/(.)\1+/g, '$1')
}

/** The keys of a name's words, each behind a space, ready for `keysMatch`. Build it once per record. */
export function nameKeys(name: string): string {
  return name
    .split(/[\s.,'’()-]+/)
    .map(phoneticKey)
    .filter(Boolean)
    .map((k) => ` ${k}`)
    .join('')
}

/** Whether a query word (three letters at least: shorter ones would match half the list) matches a word of
 * the name whose keys `nameKeys` made. */
export function keysMatch(queryWord: string, keys: string): boolean {
  if ([...queryWord.replace(/[^a-z\u0900-\u097f]/gi, '')].length < 3) return false
  const key = phoneticKey(queryWord)
  return key.length > 0 && keys.includes(` ${key}`)
}
