// Unit conversion over data tables. Every conversion goes value → base unit → target unit.
import { AREA } from './units-land'
import { LENGTH } from './units-length'
import { DATA, ENERGY, FUEL_ECONOMY, MASS, PRESSURE, SPEED, TEMPERATURE, TIME, VOLUME } from './units-other'
import type { CategoryId, UnitCategory, UnitDef } from './unit-types'
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'

export type { CategoryId, UnitCategory, UnitDef } from './unit-types'
export { BIGHA_STATES } from './units-land'

export const CATEGORIES: readonly UnitCategory[] = [
  LENGTH,
  AREA,
  VOLUME,
  MASS,
  TEMPERATURE,
  SPEED,
  FUEL_ECONOMY,
  DATA,
  TIME,
  PRESSURE,
  ENERGY,
]

export type ConvertReason =
  'unknown-category' | 'unknown-unit' | 'invalid-value' | 'below-absolute-zero' | 'zero-not-convertible'

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
export function convert(
  value: number,
  categoryId: CategoryId,
  fromId: string,
  toId: string,
): Result<number, ConvertReason> {
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
  if ((from.inverse !== undefined || to.inverse !== undefined) && (value === 0 || base === 0)) {
    return fail('zero-not-convertible')
  }
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

/** The bigha state a unit id belongs to ('bigha-punjab' → 'punjab'), or null for other units. */
export function bighaStateOf(unitId: string): string | null {
  const m = /^(?:bigha|biswa)-(.+)$/.exec(unitId)
  return m?.[1] ?? null
}

/** Re-points a bigha/biswa unit id at another state; other ids pass through. */
export function withBighaState(unitId: string, state: string): string {
  return bighaStateOf(unitId) === null ? unitId : unitId.replace(/^(bigha|biswa)-.+$/, `$1-${state}`)
}

/** A category's units for the pickers: land units only for the chosen bigha state, so lists stay short. */
export function unitsForPicker(categoryId: CategoryId, bighaState: string): UnitDef[] {
  const cat = getCategory(categoryId)
  if (!cat) return []
  return cat.units.filter((u) => {
    const state = bighaStateOf(u.id)
    return state === null || state === bighaState
  })
}

/** Starting units for each category, chosen for the conversions people in India look up most. */
export const DEFAULT_PAIR: Record<CategoryId, { from: string; to: string }> = {
  length: { from: 'ft', to: 'm' },
  area: { from: 'acre', to: 'sq-ft' },
  volume: { from: 'l', to: 'us-gal' },
  mass: { from: 'kg', to: 'lb' },
  temperature: { from: 'c', to: 'f' },
  speed: { from: 'km-h', to: 'mph' },
  'fuel-economy': { from: 'km-l', to: 'l-100km' },
  data: { from: 'gb', to: 'mb' },
  time: { from: 'h', to: 'min' },
  pressure: { from: 'psi', to: 'bar' },
  energy: { from: 'kwh', to: 'kj' },
}

/**
 * Rounds a converted value for display: 8 significant digits hide float noise yet keep small land units
 * meaningful; returns the number and how many decimals to print (at most 12).
 */
export function displayPrecision(value: number): { value: number; decimals: number } {
  if (!Number.isFinite(value) || value === 0) return { value: 0, decimals: 0 }
  const rounded = Number(value.toPrecision(8))
  const magnitude = Math.floor(Math.log10(Math.abs(rounded)))
  const decimals = Math.min(12, Math.max(0, 7 - magnitude))
  return { value: rounded, decimals }
}
