// Per-device document series (DESIGN.md §3 Numbering): PREFIX + DEVICE / FY / N, e.g. "JC7QK/2627/0001".
// Each device numbers on its own, so two devices offline at once never issue the same number; the financial
// year's short code restarts numbering each April. Rule 46(b): at most 16 characters of letters, digits, "-"
// and "/", unique and consecutive per series per financial year. Pure: callers pass the device id and the
// numbers already issued in the series (from the local database).
import type { FinancialYear } from './financial-year'

export const MAX_DOC_NUMBER_LENGTH = 16
/** Characters of the device code inside a number. */
export const DEVICE_CODE_LENGTH = 3
/** Longest prefix: with a 3-character device code it leaves room for at least 4 digits. */
export const MAX_SERIES_PREFIX_LENGTH = 3
const MIN_DIGITS = 4
const ALLOWED = /^[A-Za-z0-9/-]{1,16}$/

export type DocSeries = {
  /** Document kind, e.g. "JC" for job cards; letters and digits, cleaned and cut to 3. */
  prefix: string
  /** This device's code (deviceSeriesCode). */
  device: string
  fy: FinancialYear
}

/**
 * A short, stable code for a device id: FNV-1a hash in base 36, upper case, 3 characters (46,656 codes).
 * Two devices of one user may share a code only by chance; numbers issued on either are still checked against
 * every number the local database knows, so a clash needs both devices offline at once.
 */
export function deviceSeriesCode(deviceId: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < deviceId.length; i += 1) {
    hash ^= deviceId.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  const space = 36 ** DEVICE_CODE_LENGTH
  return (hash % space).toString(36).toUpperCase().padStart(DEVICE_CODE_LENGTH, '0')
}

function clean(text: string, max: number): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, max)
}

/** The fixed start of every number of the series: "JC7QK/2627/". */
export function seriesHead(series: DocSeries): string {
  const prefix = clean(series.prefix, MAX_SERIES_PREFIX_LENGTH)
  const device = clean(series.device, DEVICE_CODE_LENGTH)
  return `${prefix}${device}/${series.fy.shortCode}/`
}

/** The n-th number of the series (n ≥ 1, at least 4 digits), or null when it would exceed 16 characters. */
export function formatDocNumber(series: DocSeries, n: number): string | null {
  if (!Number.isSafeInteger(n) || n < 1) return null
  const text = `${seriesHead(series)}${String(n).padStart(MIN_DIGITS, '0')}`
  return text.length <= MAX_DOC_NUMBER_LENGTH ? text : null
}

/** The sequence number of `number` within the series, or null when it belongs to another series or year. */
export function sequenceInSeries(number: string, series: DocSeries): number | null {
  const head = seriesHead(series)
  const n = number.trim().toUpperCase()
  if (!n.startsWith(head)) return null
  const rest = n.slice(head.length)
  return /^\d+$/.test(rest) ? Number(rest) : null
}

/**
 * The next number of the series: one above the highest already issued in it (numbers of other series and
 * years are ignored), or null when the series is full (the number would exceed 16 characters).
 */
export function nextDocNumber(series: DocSeries, issued: Iterable<string>): string | null {
  let max = 0
  for (const number of issued) max = Math.max(max, sequenceInSeries(number, series) ?? 0)
  return formatDocNumber(series, max + 1)
}

/** Whether a number is acceptable under Rule 46(b): 1–16 letters, digits, "-" or "/". */
export function isValidDocNumber(number: string): boolean {
  return ALLOWED.test(number)
}

/**
 * The number to give a document whose number another device had already issued (the server refused it as a
 * duplicate): the next one after every number of its series known here and the clashing one, same series and
 * year, at least as many digits. Null when `number` is not a series number or the series is full.
 */
export function numberAfterClash(number: string, issued: Iterable<string>): string | null {
  const cut = number.lastIndexOf('/') + 1
  const head = number.slice(0, cut)
  const digits = number.slice(cut)
  if (cut === 0 || !/^\d+$/.test(digits)) return null
  let max = Number(digits)
  for (const other of issued) {
    const rest = other.startsWith(head) ? other.slice(cut) : ''
    if (/^\d+$/.test(rest)) max = Math.max(max, Number(rest))
  }
  const text = `${head}${String(max + 1).padStart(Math.max(MIN_DIGITS, digits.length), '0')}`
  return text.length <= MAX_DOC_NUMBER_LENGTH ? text : null
}
