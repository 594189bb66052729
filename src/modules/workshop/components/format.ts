// Display formats of the workshop screens: Indian money, kilometres and quantities in the chosen language.
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
