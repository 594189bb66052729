// Indian invoice wording. English follows the form most Indian billing software prints (Tally, Busy,
// ERPNext en-IN): "Rupees <words> and <words> Paise Only", Indian scale (Thousand, Lakh, Crore), hyphenated
// tens ("Thirty-Four"), no "and" inside the rupee part. Amounts of a crore crore and more repeat the scale
// ("One Lakh Crore"), as Indian accounts do, instead of switching to "billion".
import { HINDI_0_TO_99 } from './hindi-number-words'
import { MAX_PAISE } from './indian-number'
import type { Result } from './result'
import { fail, ok } from './result'

export type WordsReason = 'not-integer-paise' | 'too-large'

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function en0to99(n: number): string {
  if (n < 20) return ONES[n] ?? ''
  const t = TENS[Math.floor(n / 10)] ?? ''
  return n % 10 === 0 ? t : `${t}-${ONES[n % 10] ?? ''}`
}

type Scale = { hundred: string; thousand: string; lakh: string; crore: string }

// Splits by the Indian scale: crore (10^7), lakh (10^5), thousand, hundred, rest.
function indianWords(n: number, small: (k: number) => string, s: Scale): string {
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  let rest = n % 10_000_000
  if (crore > 0) parts.push(`${indianWords(crore, small, s)} ${s.crore}`)
  const lakh = Math.floor(rest / 100_000)
  rest %= 100_000
  if (lakh > 0) parts.push(`${small(lakh)} ${s.lakh}`)
  const thousand = Math.floor(rest / 1000)
  rest %= 1000
  if (thousand > 0) parts.push(`${small(thousand)} ${s.thousand}`)
  const hundred = Math.floor(rest / 100)
  rest %= 100
  if (hundred > 0) parts.push(`${small(hundred)} ${s.hundred}`)
  if (rest > 0) parts.push(small(rest))
  return parts.join(' ')
}

const EN_SCALE: Scale = { hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' }
const HI_SCALE: Scale = { hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' }

/** A whole number in English Indian-system words: 1234567 → "Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven". */
export function numberToWordsEn(n: number): string {
  if (!Number.isSafeInteger(n)) return ''
  if (n === 0) return 'Zero'
  const w = indianWords(Math.abs(n), en0to99, EN_SCALE)
  return n < 0 ? `Minus ${w}` : w
}

/** A whole number in Hindi words: 1234567 → "बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ". */
export function numberToWordsHi(n: number): string {
  if (!Number.isSafeInteger(n)) return ''
  if (n === 0) return HINDI_0_TO_99[0] ?? ''
  const w = indianWords(Math.abs(n), (k) => HINDI_0_TO_99[k] ?? '', HI_SCALE)
  return n < 0 ? `ऋण ${w}` : w
}

function checkPaise(paise: number): WordsReason | null {
  if (!Number.isSafeInteger(paise)) return 'not-integer-paise'
  if (Math.abs(paise) > MAX_PAISE) return 'too-large'
  return null
}

/**
 * Invoice wording in English: 123456789 paise → "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred
 * Sixty-Seven and Eighty-Nine Paise Only"; 0 → "Rupees Zero Only"; 50 → "Rupees Zero and Fifty Paise Only";
 * negatives are prefixed "Minus " (credit notes).
 */
export function amountInWordsEn(paise: number): Result<string, WordsReason> {
  const bad = checkPaise(paise)
  if (bad) return fail(bad)
  const abs = Math.abs(paise)
  const rupees = Math.floor(abs / 100)
  const p = abs % 100
  const paisePart = p > 0 ? ` and ${en0to99(p)} Paise` : ''
  const text = `Rupees ${numberToWordsEn(rupees)}${paisePart} Only`
  return ok(paise < 0 ? `Minus ${text}` : text)
}

/**
 * Invoice wording in Hindi: 123456789 → "बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे".
 * Singular forms for one (एक रुपया, एक पैसा); zero → "शून्य रुपये"; negatives prefixed "ऋण ".
 * Pass `only` to append "मात्र", the Hindi equivalent of "Only" on cheques and invoices.
 */
export function amountInWordsHi(
  paise: number,
  options: { only?: boolean } = {},
): Result<string, WordsReason> {
  const bad = checkPaise(paise)
  if (bad) return fail(bad)
  const abs = Math.abs(paise)
  const rupees = Math.floor(abs / 100)
  const p = abs % 100
  const rupeePart = `${numberToWordsHi(rupees)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`
  const paisePart = p > 0 ? ` और ${numberToWordsHi(p)} ${p === 1 ? 'पैसा' : 'पैसे'}` : ''
  const text = `${rupeePart}${paisePart}${options.only ? ' मात्र' : ''}`
  return ok(paise < 0 ? `ऋण ${text}` : text)
}
