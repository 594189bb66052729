// What the reports page knows of a report: where it sits in the catalogue, its name and one line in both
// languages, and its screen, loaded when opened. Each group's entries live in their own file of this folder.
import type { LazyPage } from '@/lib/define-module'

export const REPORT_GROUPS = ['sales', 'stock', 'accounts', 'gst'] as const
export type ReportGroup = (typeof REPORT_GROUPS)[number]

type Words = { en: string; hi: string }

export type ReportEntry = {
  /** The address's `view`: lower-case words joined by hyphens. */
  id: string
  group: ReportGroup
  title: Words
  hint: Words
  load: LazyPage
}
