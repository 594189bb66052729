// Display formats of the workshop screens: Indian money, kilometres and dates in the chosen language.
import type { Lang } from '@/lib/i18n'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'

export function money(paise: number, lang: Lang): string {
  return formatPaise(paise, { locale: lang })
}

export function km(value: number, lang: Lang): string {
  return formatIndianNumber(value, { maximumFractionDigits: 0, locale: lang })
}

export function qtyText(value: number, lang: Lang): string {
  return formatIndianNumber(value, { maximumFractionDigits: 3, locale: lang })
}

/** "10 Jun 2026" / "10 जून 2026" in the device's time zone. */
export function dateText(ms: number, lang: Lang): string {
  return new Date(ms).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
}

export function dateTimeText(ms: number, lang: Lang): string {
  return new Date(ms).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}
