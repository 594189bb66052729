import { describe, expect, it } from 'vitest'
import { buildVariantIndex, filterVariants, type SearchableVariant } from './variant-search'

const v = (id: string, make: string, model: string, variant: string, fuel: string): SearchableVariant => ({
  id,
  make,
  model,
  variant,
  fuel,
  active: true,
  name_key: `${make} ${model} ${variant}`.toLowerCase(),
})

const rows = [
  v('1', 'Maruti', 'Brezza', 'ZXi', 'petrol'),
  v('2', 'Maruti', 'Swift', 'VXi', 'petrol'),
  v('3', 'Tata', 'Nexon', 'XZ+ Diesel', 'diesel'),
  v('4', 'Tata', 'Nexon EV', 'Empowered', 'electric'),
  v('5', 'Mahindra', 'XUV700', 'AX7', 'diesel'),
]
const index = buildVariantIndex(rows)
const ids = (q: string) => filterVariants(index, q).map((r) => r.id)

describe('filterVariants', () => {
  it('finds by words of make, model and variant in any order', () => {
    expect(ids('brezza zx')).toEqual(['1'])
    expect(ids('zx brezza')).toEqual(['1'])
    expect(ids('nexon')).toEqual(['3', '4'])
  })
  it('finds by fuel', () => {
    expect(ids('nexon electric')).toEqual(['4'])
  })
  it('finds a make typed in Devanagari', () => {
    expect(ids('मारुति')).toEqual(['1', '2'])
    expect(ids('टाटा')).toEqual(['3', '4'])
    expect(ids('महिंद्रा')).toEqual(['5'])
  })
  it('gives nothing for an empty query or no match, and stops at the limit', () => {
    expect(ids('  ')).toEqual([])
    expect(ids('fortuner')).toEqual([])
    expect(filterVariants(index, 'maruti', 1).map((r) => r.id)).toEqual(['1'])
  })
})
