// Receipt-voucher numbers of booking advances (CGST Rule 50 voucher; Rule 46(b) numbering): "RV" + this
// device's code / financial year / sequence, e.g. "RV7QK/2627/0001" (15 characters). Each device numbers in
// its own series, so two devices offline at once never issue the same number; the next number is one above
// the highest the local database knows in the series (so wiping the device's storage and pulling the
// bookings back cannot reuse a number).
import { deviceSeriesCode, nextDocNumber, type DocSeries } from '@/utils/doc-series'
import { financialYearOf, type FinancialYear } from '@/utils/financial-year'
import { parsePlainDate } from '@/utils/plain-date'

export const RECEIPT_PREFIX = 'RV'

/** The financial year of an ISO date, or null when the date is not a real one. */
export function fyOfIso(iso: string): FinancialYear | null {
  const d = parsePlainDate(iso)
  if (!d.ok) return null
  const fy = financialYearOf(d.value)
  return fy.ok ? fy.value : null
}

/** This device's receipt series for the financial year of `bookingDate`, or null for a bad date. */
export function receiptSeries(deviceId: string, bookingDate: string): DocSeries | null {
  const fy = fyOfIso(bookingDate)
  return fy ? { prefix: RECEIPT_PREFIX, device: deviceSeriesCode(deviceId), fy } : null
}

/**
 * The next receipt number of the series after the numbers already issued in it (any order; numbers of other
 * series are ignored), or null when the series is full for the year.
 */
export function nextReceiptNumber(series: DocSeries, issued: Iterable<string>): string | null {
  return nextDocNumber(series, issued)
}

/** The financial-year short code inside a receipt number ("RV7QK/2627/0001" → "2627"), or null. */
export function receiptFyCode(receiptNo: string): string | null {
  const m = /^[A-Z0-9]+\/(\d{4})\/\d+$/i.exec(receiptNo.trim())
  return m ? (m[1] ?? null) : null
}
