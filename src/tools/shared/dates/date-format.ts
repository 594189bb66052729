// Indian date display: DD/MM/YYYY first (what forms and documents use), then the long form with month and
// weekday names in the reader's language. Names are tabled here rather than taken from Intl so the output
// is the same in every browser and in the Node prerenderer.
import type { PlainDate } from '@/utils/plain-date'
import { WEEKDAY_NAMES_EN, WEEKDAY_NAMES_HI, weekdayOf } from '@/utils/plain-date'

export const MONTH_NAMES_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
export const MONTH_NAMES_HI = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const

/** DD/MM/YYYY. */
export function formatDdMmYyyy(d: PlainDate): string {
  return `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${String(d.year).padStart(4, '0')}`
}

/** "Tuesday, 29 February 2000" or "मंगलवार, 29 फ़रवरी 2000". */
export function formatLongDate(d: PlainDate, lang: 'en' | 'hi'): string {
  const weekday = (lang === 'hi' ? WEEKDAY_NAMES_HI : WEEKDAY_NAMES_EN)[weekdayOf(d)]
  const month = (lang === 'hi' ? MONTH_NAMES_HI : MONTH_NAMES_EN)[d.month - 1]
  return `${weekday}, ${d.day} ${month} ${d.year}`
}
