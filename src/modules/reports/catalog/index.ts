// Every report of /reports, in the catalogue's order.
import { GST_REPORTS } from './gst'
import type { ReportEntry } from './report-entry'

export const REPORTS: readonly ReportEntry[] = [...GST_REPORTS]

export function reportById(id: string | null): ReportEntry | null {
  return REPORTS.find((r) => r.id === id) ?? null
}
