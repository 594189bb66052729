// Per-device invoice series. Rule 46(b) wants a consecutive number of at most 16 characters, unique for
// the financial year, using letters, digits, "-" and "/". Our series is PREFIX/FY/NNNN, e.g. "INV/2526/0001"
// (13 characters): the FY short code resets numbering each April and keeps numbers unique across years.
import type { FinancialYear } from '@/utils/financial-year'

export const MAX_INVOICE_NUMBER_LENGTH = 16
const ALLOWED = /^[A-Za-z0-9/-]+$/

export type InvoiceNumberReason = 'empty' | 'too-long' | 'bad-characters' | 'duplicate'

/** Cleans a series prefix to the characters Rule 46 allows (letters and digits), at most 6. */
export function cleanPrefix(prefix: string): string {
  return prefix
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6)
}

/** Formats the n-th invoice of a series: ("INV", FY 2025-26, 7) → "INV/2526/0007". */
export function formatInvoiceNumber(prefix: string, fy: FinancialYear, n: number): string {
  const p = cleanPrefix(prefix)
  const head = p ? `${p}/${fy.shortCode}/` : `${fy.shortCode}/`
  const digits = String(Math.max(1, Math.floor(n))).padStart(4, '0')
  return `${head}${digits}`.slice(0, MAX_INVOICE_NUMBER_LENGTH)
}

/** The sequence number inside an invoice number of this series and year, or null if it is not one. */
export function sequenceOf(number: string, prefix: string, fy: FinancialYear): number | null {
  const p = cleanPrefix(prefix)
  const head = p ? `${p}/${fy.shortCode}/` : `${fy.shortCode}/`
  if (!number.toUpperCase().startsWith(head)) return null
  const rest = number.slice(head.length)
  return /^\d+$/.test(rest) ? Number(rest) : null
}

/** The next free number of a series in a financial year, given the numbers already issued that year. */
export function nextInvoiceNumber(prefix: string, fy: FinancialYear, issued: readonly string[]): string {
  let max = 0
  for (const n of issued) max = Math.max(max, sequenceOf(n, prefix, fy) ?? 0)
  return formatInvoiceNumber(prefix, fy, max + 1)
}

/** Checks a typed invoice number against Rule 46 and the numbers already issued in its financial year. */
export function checkInvoiceNumber(
  number: string,
  issuedSameYear: readonly string[],
): InvoiceNumberReason | null {
  const n = number.trim()
  if (n === '') return 'empty'
  if (n.length > MAX_INVOICE_NUMBER_LENGTH) return 'too-long'
  if (!ALLOWED.test(n)) return 'bad-characters'
  if (issuedSameYear.some((x) => x.trim().toUpperCase() === n.toUpperCase())) return 'duplicate'
  return null
}
