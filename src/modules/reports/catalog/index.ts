// Every report of /reports, in the catalogue's order.
import { ACCOUNTS_REPORTS } from './accounts'
import { GST_REPORTS } from './gst'
import { REGISTER_REPORTS } from './registers'
import type { ReportEntry } from './report-entry'
import { STOCK_REPORTS } from './stock'

export const REPORTS: readonly ReportEntry[] = [
  ...REGISTER_REPORTS,
  ...STOCK_REPORTS,
  ...ACCOUNTS_REPORTS,
  ...GST_REPORTS,
]

export function reportById(id: string | null): ReportEntry | null {
  return REPORTS.find((r) => r.id === id) ?? null
}
