import { localToday } from '@/auth/permissions'

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
