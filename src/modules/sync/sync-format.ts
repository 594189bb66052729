// Pure helpers for showing sync state: relative "last synced" times and a readable conflict value.
import { displayDateTime } from '@/utils/display-date'
export function relativeMinutes(at: number, now: number): number {
  return Math.max(0, Math.floor((now - at) / 60_000))
}

export function formatWhen(at: number, now: number, lang: 'en' | 'hi', justNow: string): string {
  const mins = relativeMinutes(at, now)
  if (mins < 1) return justNow
  const rtf = new Intl.RelativeTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { numeric: 'auto' })
  if (mins < 60) return rtf.format(-mins, 'minute')
  const hours = Math.floor(mins / 60)
  if (hours < 24) return rtf.format(-hours, 'hour')
  return displayDateTime(at, lang)
}

/** A conflict value (JSON text) as a person reads it: strings bare, lists joined, objects summarised. */
export function displayValue(json: string, empty: string): string {
  let v: unknown
  try {
    v = JSON.parse(json)
  } catch {
    return json
  }
  if (v === null || v === undefined || v === '') return empty
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (Array.isArray(v)) {
    return v
      .map((x) =>
        typeof x === 'object' && x !== null
          ? Object.values(x)
              .filter((y) => typeof y !== 'object')
              .join(' ')
          : String(x),
      )
      .join('; ')
  }
  return JSON.stringify(v)
}

/** Which message explains a sync error code. */
export function errorKey(code: string | undefined): 'err-401' | 'err-42501' | 'err-media' | 'err-generic' {
  if (code === 'PGRST301' || code === '401' || code === 'PGRST303') return 'err-401'
  // MEDIA_ERROR_CODE of the sync engine: a photo or signature upload (or removal) failed.
  if (code === 'media') return 'err-media'
  if (code === '42501') return 'err-42501'
  return 'err-generic'
}
