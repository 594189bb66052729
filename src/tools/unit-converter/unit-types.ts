/** One unit: a linear factor to the category's base unit, an affine offset, or an inverse relation. */
export type UnitDef = {
  id: string
  symbol: string
  en: string
  hi: string
  aliases?: readonly string[]
  /** base = (value + offset) × factor, or base = inverse / value when `inverse` is set. */
  factor?: number
  offset?: number
  inverse?: number
  /** Why a value is approximate or regional (shown under the result). */
  note?: string
}

export type CategoryId =
  | 'length'
  | 'area'
  | 'volume'
  | 'mass'
  | 'temperature'
  | 'speed'
  | 'fuel-economy'
  | 'data'
  | 'time'
  | 'pressure'
  | 'energy'

export type UnitCategory = { id: CategoryId; en: string; hi: string; base: string; units: readonly UnitDef[] }
