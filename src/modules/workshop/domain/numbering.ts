// Job card numbers: this device's "JC" series of the financial year the card is opened in, e.g.
// "JC7QK/2627/0001" (src/utils/doc-series.ts).
import { deviceSeriesCode, nextDocNumber, type DocSeries } from '@/utils/doc-series'
import { financialYearOf, type FinancialYear } from '@/utils/financial-year'

export const JOB_PREFIX = 'JC'

/** The financial year of an instant, by the device's local calendar date. */
export function financialYearAt(ms: number): FinancialYear {
  const d = new Date(ms)
  const fy = financialYearOf({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() })
  if (!fy.ok) throw new Error(`No financial year for ${ms}`)
  return fy.value
}

export function jobSeries(deviceId: string, openedAt: number): DocSeries {
  return { prefix: JOB_PREFIX, device: deviceSeriesCode(deviceId), fy: financialYearAt(openedAt) }
}

/** The next job number of this device's series, given job numbers already known; null when the series is full. */
export function nextJobNumber(deviceId: string, openedAt: number, known: Iterable<string>): string | null {
  return nextDocNumber(jobSeries(deviceId, openedAt), known)
}
