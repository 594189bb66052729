// Quantities and rates as the parts screens show them: quantities to three decimals at most (3.5 L), rates
// (paise per unit, unrounded averages) to the paisa.
import type { Lang } from '@/lib/i18n'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'

export const qtyText = (qty: number, lang: Lang) =>
  formatIndianNumber(qty, { locale: lang, maximumFractionDigits: 3 })

export const rateText = (rate: number | null, lang: Lang) =>
  rate === null ? '—' : formatPaise(Math.round(rate), { locale: lang })
