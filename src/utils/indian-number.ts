// Money is carried as integer paise everywhere: binary floats cannot represent 0.1 rupee exactly and
// sums drift (0.1 + 0.2). Paise stay exact up to Number.MAX_SAFE_INTEGER; products go through BigInt.
import type { Result } from './result'
import { fail, ok } from './result'

/** Display locale. Both use Latin digits (what Indian invoices print); labels are the caller's job. */
export type DisplayLocale = 'en' | 'hi'

/** Largest amount accepted: ₹99,99,99,99,99,999.99 (about ₹10 lakh crore) — keeps every paise value a safe integer. */
export const MAX_PAISE = 999_999_999_999_999

export type NumberReason = 'empty' | 'invalid' | 'too-large'
export type MoneyReason = NumberReason | 'too-many-decimals'

const DEVANAGARI_DIGITS = '०१२३४५६७८९'

type Decimal = { negative: boolean; int: string; frac: string }

function normaliseInput(input: string): string {
  let s = input.trim()
  s = s.replace(/[०-९]/g, (c) => String(DEVANAGARI_DIGITS.indexOf(c)))
  // Users paste "₹ 1,23,456", "Rs. 500", "INR 10" or "1 23 456"; all are the same number.
  s = s.replace(/^(-|−)?\s*(₹|rs\.?|inr)\s*/i, (_m, sign: string | undefined) => (sign ? '-' : ''))
  s = s.replace(/^(₹|rs\.?|inr)\s*(-|−)/i, '-')
  s = s.replace(/−/g, '-')
  return s
}

function parseDecimalString(input: string): Result<Decimal, 'empty' | 'invalid'> {
  const s = normaliseInput(input)
  if (s === '') return fail('empty')
  // Grouping separators are allowed only in the integer part, and never doubled or leading.
  const m = /^([+-])?(\d+(?:[,\s']\d+)*)?(?:\.(\d*))?$/.exec(s)
  if (!m || (m[2] === undefined && (m[3] === undefined || m[3] === ''))) return fail('invalid')
  const int = (m[2] ?? '0').replace(/[,\s']/g, '').replace(/^0+(?=\d)/, '')
  return ok({ negative: m[1] === '-', int, frac: m[3] ?? '' })
}

/** Parses a user-typed number, tolerating Indian or Western commas, ₹/Rs prefixes and Devanagari digits. */
export function parseIndianNumber(input: string): Result<number, NumberReason> {
  const d = parseDecimalString(input)
  if (!d.ok) return d
  const value = Number(`${d.value.negative ? '-' : ''}${d.value.int}.${d.value.frac || '0'}`)
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return fail('too-large')
  return ok(value === 0 ? 0 : value)
}

/** Parses a user-typed rupee amount into integer paise; more than two decimals is an error, not a silent round. */
export function parseRupeesToPaise(input: string): Result<number, MoneyReason> {
  const d = parseDecimalString(input)
  if (!d.ok) return d
  const { negative, int, frac } = d.value
  if (frac.length > 2) return fail('too-many-decimals')
  if (int.length > 16) return fail('too-large')
  const paise = Number(int) * 100 + Number(frac.padEnd(2, '0'))
  if (paise > MAX_PAISE) return fail('too-large')
  return ok(negative && paise !== 0 ? -paise : paise)
}

function numberToPlainString(value: number): string {
  const s = String(value)
  return /e/i.test(s) ? value.toFixed(20) : s
}

/**
 * Converts a rupee number to paise, rounding half away from zero on its shortest decimal form, so
 * 1.005 becomes 101 paise (naive Math.round(1.005 * 100) gives 100).
 */
export function rupeesToPaise(rupees: number): Result<number, 'invalid' | 'too-large'> {
  if (!Number.isFinite(rupees)) return fail('invalid')
  if (Math.abs(rupees) * 100 > MAX_PAISE + 1) return fail('too-large')
  const s = numberToPlainString(Math.abs(rupees))
  const [int = '0', frac = ''] = s.split('.')
  let paise = Number(int) * 100 + Number(frac.slice(0, 2).padEnd(2, '0'))
  if ((frac[2] ?? '0') >= '5') paise += 1
  if (paise > MAX_PAISE) return fail('too-large')
  return ok(rupees < 0 && paise !== 0 ? -paise : paise)
}

/** Paise as a rupee number, for charts and interop only — never for further money arithmetic. */
export function paiseToRupees(paise: number): number {
  return paise / 100
}

/** Whether a value is a valid paise amount (safe integer within ±MAX_PAISE). */
export function isPaise(value: number): boolean {
  return Number.isSafeInteger(value) && Math.abs(value) <= MAX_PAISE
}

/** Computes round(a × b / c) exactly with BigInt, halves away from zero; c must be non-zero. */
export function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(Math.trunc(a)) * BigInt(Math.trunc(b))
  const d = BigInt(Math.trunc(c))
  const negative = n < 0n !== d < 0n
  const an = n < 0n ? -n : n
  const ad = d < 0n ? -d : d
  const q = (an * 2n + ad) / (ad * 2n)
  return Number(negative ? -q : q)
}

export type RupeeRounding = 'half-up' | 'up' | 'down'

/**
 * Rounds paise to a whole rupee. 'half-up' is the s.170 CGST rule (50 paise and above go up); it is
 * symmetric, so −₹10.50 rounds to −₹11.
 */
export function roundPaiseToRupee(paise: number, mode: RupeeRounding = 'half-up'): number {
  const sign = paise < 0 ? -1 : 1
  const abs = Math.abs(paise)
  const rem = abs % 100
  let rupees = (abs - rem) / 100
  if (mode === 'up' && rem > 0) rupees += 1
  if (mode === 'half-up' && rem >= 50) rupees += 1
  const out = sign * rupees * 100
  return out === 0 ? 0 : out
}

/** Inserts Indian grouping commas into a string of digits: 1234567 → 12,34,567. */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits
  const last3 = digits.slice(-3)
  const rest = digits.slice(0, -3)
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`
}

export type NumberFormatOptions = {
  minimumFractionDigits?: number
  maximumFractionDigits?: number
  locale?: DisplayLocale
}

/** Formats a number with Indian grouping (12,34,567.89); returns '' for non-finite input. */
export function formatIndianNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return ''
  const max = Math.min(Math.max(options.maximumFractionDigits ?? 2, 0), 20)
  const min = Math.min(Math.max(options.minimumFractionDigits ?? 0, 0), max)
  if (Math.abs(value) >= 1e21) return ''
  const fixed = Math.abs(value).toFixed(max)
  const [int = '0', fracDigits = ''] = fixed.split('.')
  let frac = fracDigits
  while (frac.length > min && frac.endsWith('0')) frac = frac.slice(0, -1)
  const negative = value < 0 && /[1-9]/.test(fixed)
  return `${negative ? '-' : ''}${groupIndianDigits(int)}${frac ? `.${frac}` : ''}`
}

export type MoneyFormatOptions = {
  /** Prefix with ₹ (default true). */
  symbol?: boolean
  /** 'always' prints .00 (invoices), 'auto' hides .00, 'never' drops paise after rounding to the rupee. */
  paise?: 'always' | 'auto' | 'never'
  locale?: DisplayLocale
}

/** Formats paise as Indian money: 123456789 → "₹12,34,567.89". */
export function formatPaise(paise: number, options: MoneyFormatOptions = {}): string {
  if (!Number.isFinite(paise)) return ''
  const mode = options.paise ?? 'always'
  let p = Math.round(paise)
  if (mode === 'never') p = roundPaiseToRupee(p)
  const abs = Math.abs(p)
  const rupees = Math.floor(abs / 100)
  const rem = abs % 100
  const showPaise = mode === 'always' || (mode === 'auto' && rem !== 0)
  const body = `${groupIndianDigits(String(rupees))}${showPaise ? `.${String(rem).padStart(2, '0')}` : ''}`
  return `${p < 0 ? '-' : ''}${options.symbol === false ? '' : '₹'}${body}`
}

/** Short axis label in lakh/crore: 150000000 paise → "₹15L", 2.5 crore → "₹2.5Cr". */
export function compactRupees(paise: number): string {
  const rupees = paise / 100
  const trim = (n: number) => String(Math.round(n * 10) / 10)
  if (Math.abs(rupees) >= 1e7) return `₹${trim(rupees / 1e7)}Cr`
  if (Math.abs(rupees) >= 1e5) return `₹${trim(rupees / 1e5)}L`
  if (Math.abs(rupees) >= 1e3) return `₹${trim(rupees / 1e3)}K`
  return `₹${Math.round(rupees)}`
}
