// Job cards as a spreadsheet (the export a read-only company still has, DESIGN.md §4): one row per card,
// the total in rupees, dates as yyyy-mm-dd in India, who opened it by name.
import type { JobCard } from '@schemas/index'
import { rupees, toCsv } from '@/utils/csv'

const HEADER = [
  'job_no',
  'opened_on',
  'reg_no',
  'chassis_no',
  'customer_name',
  'mobile',
  'odometer',
  'status',
  'total',
  'created_by',
] as const

const indiaDate = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(ms)

export function jobCardsToCsv(cards: readonly JobCard[], nameOf: (id?: string) => string | null): string {
  return toCsv(
    HEADER,
    cards.map((c) => [
      c.job_no,
      indiaDate(c.opened_at),
      c.reg_no ?? '',
      c.chassis_no ?? '',
      c.customer_name ?? '',
      c.mobile ?? '',
      c.odometer ?? '',
      c.status,
      rupees(c.total),
      nameOf(c.created_by) ?? '',
    ]),
  )
}
