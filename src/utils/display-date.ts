// Dates as a person reads them, in English or Hindi ("10 Jun 2026" / "10 जून 2026"), the one formatter every
// screen and print uses. A calendar date (yyyy-mm-dd: a delivery date, a validity) is that day on every device
// whatever its time zone; an instant (epoch ms or an ISO timestamp: when a record was saved) is shown in the
// device's own time zone.
import type { DisplayLocale } from './indian-number'
import { parsePlainDate } from './plain-date'

const TAG: Record<DisplayLocale, string> = { en: 'en-IN', hi: 'hi-IN' }

/** A calendar date, an ISO timestamp or epoch milliseconds. */
export type DateValue = string | number

function toDate(value: DateValue): { date: Date; calendar: boolean } | null {
  if (typeof value === 'string' && value.length === 10) {
    const d = parsePlainDate(value)
    if (!d.ok) return null
    return { date: new Date(Date.UTC(d.value.year, d.value.month - 1, d.value.day)), calendar: true }
  }
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : { date, calendar: false }
}

/** "10 Jun 2026" ("10 June 2026" with month 'long'); the text itself when it is not a date, '' for none. */
export function displayDate(
  value: DateValue | null | undefined,
  lang: DisplayLocale,
  options: { month?: 'short' | 'long' } = {},
): string {
  if (value === null || value === undefined || value === '') return ''
  const d = toDate(value)
  if (!d) return String(value)
  return d.date.toLocaleDateString(TAG[lang], {
    day: 'numeric',
    month: options.month ?? 'short',
    year: 'numeric',
    ...(d.calendar ? { timeZone: 'UTC' } : {}),
  })
}

/** "10 Jun 2026, 10:15 am" in the device's time zone; the text itself when it is not a date, '' for none. */
export function displayDateTime(value: DateValue | null | undefined, lang: DisplayLocale): string {
  if (value === null || value === undefined || value === '') return ''
  const d = toDate(value)
  if (!d) return String(value)
  if (d.calendar) return displayDate(value, lang)
  return d.date.toLocaleString(TAG[lang], { dateStyle: 'medium', timeStyle: 'short' })
}
