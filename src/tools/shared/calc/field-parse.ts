// Turns what a user typed into a calculator field into a number or a named problem the UI words in the
// user's language. Shared by the money calculators so every field refuses bad input the same way.
import { formatIndianNumber, MAX_PAISE, parseIndianNumber, parseRupeesToPaise } from '@/utils/indian-number'

export type FieldIssue =
  | 'empty'
  | 'invalid'
  | 'negative'
  | 'zero'
  | 'too-large'
  | 'too-many-decimals'
  | 'above-max'
  | 'below-min'
  | 'not-whole'
export type FieldResult = { ok: true; value: number } | { ok: false; issue: FieldIssue; limit?: number }

const bad = (issue: FieldIssue, limit?: number): FieldResult => ({ ok: false, issue, limit })

/** A rupee amount in paise; empty counts as zero when `optional`. */
export function parseMoneyField(
  raw: string,
  options: { allowZero?: boolean; optional?: boolean; maxPaise?: number } = {},
): FieldResult {
  if (options.optional && raw.trim() === '') return { ok: true, value: 0 }
  const parsed = parseRupeesToPaise(raw)
  if (!parsed.ok) return bad(parsed.reason)
  if (parsed.value < 0) return bad('negative')
  if (parsed.value === 0 && !options.allowZero && !options.optional) return bad('zero')
  const max = options.maxPaise ?? MAX_PAISE
  if (parsed.value > max) return max === MAX_PAISE ? bad('too-large') : bad('above-max', max / 100)
  return { ok: true, value: parsed.value }
}

/** A plain number (a rate, years, months) within [min, max]; `whole` refuses fractions. */
export function parseNumberField(
  raw: string,
  options: { min: number; max: number; whole?: boolean; optional?: boolean },
): FieldResult {
  if (options.optional && raw.trim() === '') return { ok: true, value: 0 }
  const parsed = parseIndianNumber(raw.replace(/%/g, ''))
  if (!parsed.ok) return bad(parsed.reason)
  const value = parsed.value
  if (value < 0) return bad('negative')
  if (options.whole && !Number.isInteger(value)) return bad('not-whole')
  if (value < options.min) return value === 0 ? bad('zero') : bad('below-min', options.min)
  if (value > options.max) return bad('above-max', options.max)
  return { ok: true, value }
}

/** The field's text with Indian grouping restored, once the value is valid (e.g. on blur). */
export function regroupMoney(raw: string): string {
  const parsed = parseRupeesToPaise(raw)
  if (!parsed.ok || parsed.value < 0) return raw
  return formatIndianNumber(parsed.value / 100, { maximumFractionDigits: 2 })
}
