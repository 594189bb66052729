import type { Lang } from '@/lib/i18n'
import { formatIndianNumber } from '@/utils/indian-number'
import type { UnitDef } from './logic'
import { displayPrecision } from './logic'

/** A converted value with Indian grouping; exponent form only where grouping would be unreadable. */
export function showNumber(n: number, lang: Lang): string {
  const p = displayPrecision(n)
  if (p.value !== 0 && (Math.abs(p.value) >= 1e15 || Math.abs(p.value) < 1e-9)) {
    return p.value.toExponential(6).replace(/\.?0+e/, 'e')
  }
  return formatIndianNumber(p.value, { maximumFractionDigits: p.decimals, locale: lang })
}

/** "acre (ac)" / "एकड़ (ac)"; the symbol is left out where it is the name itself ("guntha", "bigha (Punjab)"). */
export function unitLabel(unit: UnitDef, lang: Lang): string {
  const name = lang === 'hi' ? unit.hi : unit.en
  const symbol = unit.symbol.toLowerCase()
  const plain = name.toLowerCase()
  return plain === symbol || plain.startsWith(`${symbol} `) ? name : `${name} (${unit.symbol})`
}
