import { describe, expect, it } from 'vitest'
import { DEFAULT_UOM_LIST } from '@schemas/settings-defaults'
import { uqcOf } from './uqc'

describe('uqcOf', () => {
  it("maps the counter's units to the GSTN's codes (G9: oil in LTR, a brake pad set in SET)", () => {
    expect(uqcOf('Ltr')).toBe('LTR')
    expect(uqcOf(' set ')).toBe('SET')
    expect(uqcOf('Nos')).toBe('NOS')
    expect(uqcOf('Pair')).toBe('PRS')
    expect(uqcOf('Carton')).toBe('CTN')
    expect(uqcOf('Hrs')).toBe('OTH')
    expect(uqcOf('')).toBe('OTH')
  })

  it('gives every default unit a three-letter code', () => {
    for (const unit of DEFAULT_UOM_LIST) expect(uqcOf(unit), unit).toMatch(/^[A-Z]{3}$/)
  })
})
