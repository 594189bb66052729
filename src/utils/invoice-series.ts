// Vehicle invoice numbers (research/modules.md §1.3; DESIGN.md §3 Numbering): the settings' prefix, the
// financial year's short code, "/", this device's slot and the sequence, e.g. "RINV-2526/A0001". The slot is
// one character A–Z, 0–9 the server gives the device when it registers (schemas/sql/0027), unique in the
// company for the year, so devices offline at once never issue one number twice. Rule 46(b): at most 16
// characters of letters, digits, "-" and "/"; so the prefix is at most 6 (NRINV- is). Pure: callers pass the
// prefix from settings, the year of the invoice's date, the slot (src/auth/device-session.ts deviceSlot)
// and the numbers the local database already holds.
import { MAX_DOC_NUMBER_LENGTH } from './doc-series'

/** Longest prefix: 16 − year (4) − "/" − slot (1) − 4 digits. */
export const MAX_INVOICE_PREFIX_LENGTH = MAX_DOC_NUMBER_LENGTH - 4 - 1 - 1 - 4
const MIN_DIGITS = 4
const PREFIX = /^[A-Z0-9/-]+$/
const FY = /^\d{4}$/
const SLOT = /^[A-Z0-9]$/

/** "RINV-2526/A": what every number of the series starts with; null when a part is not valid. */
export function vehicleInvoiceHead(prefix: string, fy: string, slot: string): string | null {
  const p = prefix.trim().toUpperCase()
  if (p.length > MAX_INVOICE_PREFIX_LENGTH || !PREFIX.test(p) || !FY.test(fy) || !SLOT.test(slot)) return null
  return `${p}${fy}/${slot}`
}

/**
 * The `seq`-th invoice number of the series (seq ≥ 1, at least 4 digits), or null when a part is not valid
 * or the number would exceed 16 characters: an invoice number is never cut to fit.
 */
export function vehicleInvoiceNumber(prefix: string, fy: string, slot: string, seq: number): string | null {
  const head = vehicleInvoiceHead(prefix, fy, slot)
  if (head === null || !Number.isSafeInteger(seq) || seq < 1) return null
  const number = `${head}${String(seq).padStart(MIN_DIGITS, '0')}`
  return number.length <= MAX_DOC_NUMBER_LENGTH ? number : null
}

/**
 * The next invoice number of the series: one above the highest already issued in it (other prefixes, years
 * and slots are ignored, cancelled invoices keep theirs and count), or null when the series is full or a part
 * is not valid.
 */
export function nextVehicleInvoiceNumber(
  prefix: string,
  fy: string,
  slot: string,
  issued: Iterable<string>,
): string | null {
  const head = vehicleInvoiceHead(prefix, fy, slot)
  if (head === null) return null
  let max = 0
  for (const number of issued) {
    const n = number.trim().toUpperCase()
    const rest = n.startsWith(head) ? n.slice(head.length) : ''
    if (/^\d+$/.test(rest)) max = Math.max(max, Number(rest))
  }
  return vehicleInvoiceNumber(prefix, fy, slot, max + 1)
}
