import { describe, expect, it } from 'vitest'
import { partKey } from '@schemas/parts.schema'
import { filterParts } from './part-search'

const part = (id: string, part_no: string, name: string) => ({
  id,
  part_no,
  part_key: partKey(part_no),
  name,
})
const parts = [
  part('a', '15400-RTA-003', 'Oil filter'),
  part('b', '15400-RTA-0031', 'Oil filter (bulk)'),
  part('c', 'BP-100', 'Brake pad set front'),
  part('d', 'X-15400', 'Bracket'),
]

describe('filterParts', () => {
  it('finds a part number however it is spaced: exact first, then those starting with it, then containing it', () => {
    expect(filterParts(parts, '15400 rta 003').map((p) => p.id)).toEqual(['a', 'b'])
    expect(filterParts(parts, '15400').map((p) => p.id)).toEqual(['a', 'b', 'd'])
    expect(filterParts(parts, 'bp100').map((p) => p.id)).toEqual(['c'])
  })

  it('finds words of the name in any order; nothing typed keeps every part', () => {
    expect(filterParts(parts, 'pad brake').map((p) => p.id)).toEqual(['c'])
    expect(filterParts(parts, 'filter bulk').map((p) => p.id)).toEqual(['b'])
    expect(filterParts(parts, '  ')).toHaveLength(4)
    expect(filterParts(parts, 'clutch')).toEqual([])
  })
})
