import { describe, expect, it } from 'vitest'
import { parseChassisList } from './paste'

describe('parseChassisList', () => {
  it('reads tabs, commas, semicolons and spaces, one vehicle a line, normalised', () => {
    const r = parseChassisList(
      'ma3ewb22s00123456\tK12NP1234567\nMA3EWB22S00123457, K12NP1234568\n\nMA3-EWB22S00123458  ;  k12np1234569\n',
    )
    expect(r.problems).toEqual([])
    expect(r.units).toEqual([
      { line: 1, chassis: 'MA3EWB22S00123456', engine_no: 'K12NP1234567' },
      { line: 2, chassis: 'MA3EWB22S00123457', engine_no: 'K12NP1234568' },
      { line: 4, chassis: 'MA3EWB22S00123458', engine_no: 'K12NP1234569' },
    ])
  })

  it('names each line it cannot read and why', () => {
    const r = parseChassisList(
      'MA3EWB22S00123456\nAB1\tE1\nMA3EWB22S00123457 E2 X\nMA3EWB22S0012345$ E3\nMA3EWB22S00123459 E4\nma3ewb22s00123459 E5\nMA3EWB22S00123460 e4',
    )
    expect(r.problems).toEqual([
      { line: 1, reason: 'missing-engine' },
      { line: 2, reason: 'chassis-length' },
      { line: 3, reason: 'too-many-fields' },
      { line: 4, reason: 'chassis-format' },
      { line: 6, reason: 'duplicate-chassis' },
      { line: 7, reason: 'duplicate-engine' },
    ])
    expect(r.units.map((u) => u.chassis)).toEqual(['MA3EWB22S00123459'])
  })
})
