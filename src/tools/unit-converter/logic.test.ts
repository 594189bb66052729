import { describe, expect, it } from 'vitest'
import {
  BIGHA_STATES,
  bighaStateOf,
  CATEGORIES,
  convert,
  DEFAULT_PAIR,
  displayPrecision,
  getCategory,
  searchUnits,
  unitsForPicker,
  withBighaState,
} from './logic'

const val = (r: ReturnType<typeof convert>) => (r.ok ? r.value : Number.NaN)

describe('tables', () => {
  it('unit ids are unique within each category and every unit converts to itself', () => {
    for (const c of CATEGORIES) {
      const ids = c.units.map((u) => u.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).toContain(c.base)
      for (const u of c.units) {
        expect(val(convert(7, c.id, u.id, c.base)) > 0 || c.id === 'temperature').toBe(true)
      }
    }
  })
  it('lists bigha state variants with source values', () => {
    expect(BIGHA_STATES.find((b) => b.state === 'assam')?.sqft).toBe(14_400)
    expect(BIGHA_STATES.length).toBeGreaterThanOrEqual(12)
  })
})

describe('convert', () => {
  it('length and area', () => {
    expect(val(convert(1, 'length', 'in', 'cm'))).toBe(2.54)
    expect(val(convert(5, 'length', 'mi', 'km'))).toBe(8.04672)
    expect(val(convert(1, 'area', 'acre', 'sq-ft'))).toBe(43_560)
    expect(val(convert(1, 'area', 'hectare', 'acre'))).toBeCloseTo(2.4710538, 6)
    expect(val(convert(1, 'area', 'acre', 'cent'))).toBe(100)
    expect(val(convert(1, 'area', 'acre', 'guntha'))).toBe(40)
    expect(val(convert(1, 'area', 'guntha', 'sq-yd'))).toBe(121)
    expect(val(convert(1, 'area', 'kanal', 'marla'))).toBe(20)
    expect(val(convert(1, 'area', 'sq-yd', 'sq-ft'))).toBe(9)
    expect(val(convert(1, 'area', 'bigha-uttar-pradesh', 'sq-ft'))).toBe(27_000)
    expect(val(convert(1, 'area', 'bigha-rajasthan-kachha', 'acre'))).toBe(0.4)
    expect(val(convert(1, 'area', 'bigha-west-bengal', 'biswa-west-bengal'))).toBe(20)
  })
  it('mass incl. tola and quintal', () => {
    expect(val(convert(10, 'mass', 'tola', 'g'))).toBe(116.638038)
    expect(val(convert(1, 'mass', 'quintal', 'kg'))).toBe(100)
    expect(val(convert(1, 'mass', 'kg', 'lb'))).toBeCloseTo(2.2046226, 6)
  })
  it('temperature is affine; absolute zero is the floor', () => {
    expect(val(convert(100, 'temperature', 'c', 'f'))).toBe(212)
    expect(val(convert(-40, 'temperature', 'f', 'c'))).toBe(-40)
    expect(val(convert(98.6, 'temperature', 'f', 'c'))).toBe(37)
    expect(val(convert(0, 'temperature', 'k', 'c'))).toBe(-273.15)
    expect(convert(-300, 'temperature', 'c', 'k')).toEqual({ ok: false, reason: 'below-absolute-zero' })
  })
  it('fuel economy converts through the reciprocal', () => {
    expect(val(convert(20, 'fuel-economy', 'km-l', 'l-100km'))).toBe(5)
    expect(val(convert(5, 'fuel-economy', 'l-100km', 'km-l'))).toBe(20)
    expect(val(convert(1, 'fuel-economy', 'mpg-us', 'km-l'))).toBeCloseTo(0.4251437, 6)
    expect(val(convert(10, 'fuel-economy', 'l-100km', 'mpg-uk'))).toBeCloseTo(28.248, 3)
    expect(convert(0, 'fuel-economy', 'km-l', 'l-100km')).toEqual({
      ok: false,
      reason: 'zero-not-convertible',
    })
  })
  it('data: kB is 1000 B, KiB is 1024 B', () => {
    expect(val(convert(1, 'data', 'kib', 'byte'))).toBe(1024)
    expect(val(convert(1, 'data', 'gb', 'mib'))).toBeCloseTo(953.674316, 5)
    expect(val(convert(1, 'data', 'byte', 'bit'))).toBe(8)
  })
  it('speed, time, pressure, energy, volume', () => {
    expect(val(convert(36, 'speed', 'km-h', 'm-s'))).toBe(10)
    expect(val(convert(1, 'time', 'day', 'h'))).toBe(24)
    expect(val(convert(32, 'pressure', 'psi', 'bar'))).toBeCloseTo(2.2063, 4)
    expect(val(convert(1, 'energy', 'kwh', 'kcal'))).toBeCloseTo(860.4207, 4)
    expect(val(convert(1, 'volume', 'us-gal', 'l'))).toBe(3.785411784)
    expect(val(convert(0.1 + 0.2, 'length', 'm', 'm'))).toBe(0.30000000000000004)
    expect(val(convert(0.1, 'length', 'm', 'cm'))).toBe(10)
  })
  it('reasons', () => {
    expect(convert(1, 'length', 'm', 'kg')).toEqual({ ok: false, reason: 'unknown-unit' })
    expect(convert(1, 'colour' as never, 'm', 'm')).toEqual({ ok: false, reason: 'unknown-category' })
    expect(convert(Number.NaN, 'length', 'm', 'cm')).toEqual({ ok: false, reason: 'invalid-value' })
    expect(convert(1e308, 'length', 'km', 'mm')).toEqual({ ok: false, reason: 'invalid-value' })
  })
})

describe('searchUnits', () => {
  it('finds by symbol, English, alias and Hindi name', () => {
    expect(searchUnits('kg')[0]?.unit.id).toBe('kg')
    expect(searchUnits('feet')[0]?.unit.id).toBe('ft')
    expect(searchUnits('तोला')[0]?.unit.id).toBe('tola')
    expect(searchUnits('बीघा').every((m) => m.unit.id.startsWith('bigha-'))).toBe(true)
    expect(searchUnits('gaj').map((m) => m.unit.id)).toContain('sq-yd')
    expect(searchUnits('KiB')[0]?.unit.id).toBe('kib')
    expect(searchUnits('   ')).toEqual([])
    expect(searchUnits('bigha', 3)).toHaveLength(3)
  })
})

describe('picker helpers', () => {
  it('keeps only the chosen state’s bigha and biswa', () => {
    const ids = unitsForPicker('area', 'punjab').map((u) => u.id)
    expect(ids).toContain('bigha-punjab')
    expect(ids).toContain('biswa-punjab')
    expect(ids).not.toContain('bigha-assam')
    expect(ids).toContain('guntha')
    expect(unitsForPicker('length', 'punjab')).toHaveLength(getCategory('length')!.units.length)
  })
  it('moves a bigha unit to another state and leaves others alone', () => {
    expect(bighaStateOf('biswa-uttar-pradesh')).toBe('uttar-pradesh')
    expect(bighaStateOf('acre')).toBeNull()
    expect(withBighaState('bigha-punjab', 'west-bengal')).toBe('bigha-west-bengal')
    expect(withBighaState('acre', 'west-bengal')).toBe('acre')
  })
  it('every default pair exists in its category', () => {
    for (const cat of CATEGORIES) {
      const ids = cat.units.map((u) => u.id)
      expect(ids).toContain(DEFAULT_PAIR[cat.id].from)
      expect(ids).toContain(DEFAULT_PAIR[cat.id].to)
    }
  })
  it('rounds to 8 significant digits for display', () => {
    expect(displayPrecision(40.00000000001)).toEqual({ value: 40, decimals: 6 })
    expect(displayPrecision(0.000123456789)).toEqual({ value: 0.00012345679, decimals: 11 })
    expect(displayPrecision(123456789.4)).toEqual({ value: 123456790, decimals: 0 })
    expect(displayPrecision(Number.NaN)).toEqual({ value: 0, decimals: 0 })
  })
})
