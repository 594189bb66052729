// Unit conversion over data tables. Every conversion goes value → base unit → target unit.
import { AREA } from './units-land'
import { LENGTH } from './units-length'
import { DATA, ENERGY, FUEL_ECONOMY, MASS, PRESSURE, SPEED, TEMPERATURE, TIME, VOLUME } from './units-other'
import type { CategoryId, UnitCategory, UnitDef } from './unit-types'
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'

export type { CategoryId, UnitCategory, UnitDef } from './unit-types'
export { BIGHA_STATES } from './units-land'

export const CATEGORIES: readonly UnitCategory[] = [LENGTH, AREA, VOLUME, MASS, TEMPERATURE, SPEED, FUEL_ECONOMY, DATA, TIME, PRESSURE, ENERGY]

export type ConvertReason = 'unknown-category' | 'unknown-unit' | 'invalid-value' | 'below-absolute-zero' | 'zero-not-convertible'

/** Finds a category by id. */
export function getCategory(id: string): UnitCategory | undefined {
  return CATEGORIES.find((c) => c.id === id)
}

function toBase(u: UnitDef, v: number): number {
  if (u.inverse !== undefined) return u.inverse / v
  return (v + (u.offset ?? 0)) * (u.factor ?? 1)
}

function fromBase(u: UnitDef, b: number): number {
  if (u.inverse !== undefined) return u.inverse / b
  return b / (u.factor ?? 1) - (u.offset ?? 0)
}

// Float noise such as 0.30000000000000004 is trimmed to 12 significant digits, far beyond any display.
const tidy = (x: number) => (x === 0 ? 0 : Number(x.toPrecision(12)))

/** Converts a value between two units of one category. */
export function convert(value: number, categoryId: CategoryId, fromId: string, toId: string): Result<number, ConvertReason> {
  const cat = getCategory(categoryId)
  if (!cat) return fail('unknown-category')
  const from = cat.units.find((u) => u.id === fromId)
  const to = cat.units.find((u) => u.id === toId)
  if (!from || !to) return fail('unknown-unit')
  if (!Number.isFinite(value)) return fail('invalid-value')
  if (fromId === toId) return ok(value)
  const base = toBase(from, value)
  if (categoryId === 'temperature' && base < 0) return fail('below-absolute-zero')
  // Economy of 0 km/L (or 0 L/100 km) has no finite counterpart on the reciprocal scale.
  if ((from.inverse !== undefined || to.inverse !== undefined) && (value === 0 || base === 0)) return fail('zero-not-convertible')
  const out = fromBase(to, base)
  return Number.isFinite(out) ? ok(tidy(out)) : fail('invalid-value')
}

export type UnitMatch = { categoryId: CategoryId; unit: UnitDef; score: number }

const norm = (s: string) => s.toLowerCase().normalize('NFC').replace(/\s+/g, ' ').trim()

/** Searches units by English name, symbol, alias or Hindi name; exact matches first, then prefixes, then substrings. */
export function searchUnits(query: string, limit = 20): UnitMatch[] {
  const q = norm(query)
  if (q === '') return []
  const out: UnitMatch[] = []
  for (const cat of CATEGORIES) {
    for (const unit of cat.units) {
      const names = [unit.en, unit.symbol, unit.hi, unit.id, ...(unit.aliases ?? [])].map(norm)
      let score = 0
      if (names.some((n) => n === q)) score = 3
      else if (names.some((n) => n.startsWith(q))) score = 2
      else if (names.some((n) => n.includes(q))) score = 1
      if (score > 0) out.push({ categoryId: cat.id, unit, score })
    }
  }
  return out.sort((a, b) => b.score - a.score).slice(0, Math.max(0, limit))
}
