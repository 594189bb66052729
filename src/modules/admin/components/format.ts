import { localToday } from '@/auth/permissions'
import type { Lang } from '@/lib/i18n'

/** A yyyy-mm-dd or ISO timestamp as a date in the user's language. */
export function formatDate(iso: string, lang: Lang): string {
  const date = iso.length <= 10 ? new Date(`${iso}T00:00:00`) : new Date(iso)
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })
}

/** A timestamp with date and time in the user's language. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' })
}

/** The admin's local calendar date of a timestamp. */
export function localDateOf(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : localToday(date)
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

/** "Chrome · Android" from a user agent; null when neither part is recognised. */
export function deviceName(userAgent: string | undefined): string | null {
  if (!userAgent) return null
  const parts = [BROWSERS, SYSTEMS]
    .map((list) => list.find(([re]) => re.test(userAgent))?.[1])
    .filter(Boolean)
  return parts.length ? parts.join(' · ') : null
}
