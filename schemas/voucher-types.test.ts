import { describe, expect, it } from 'vitest'
import { FEATURES } from './access'
import { assertUniqueSeries, nameStrings, PAYMENT_MODE_NAMES, VOUCHER_TYPE_DEFS } from './voucher-types'
import { VOUCHER_PAYMENT_MODES, VOUCHER_TYPES } from './vouchers.schema'

describe('voucher types', () => {
  it('declares every type once, with a feature of the access map and its own series', () => {
    expect(Object.keys(VOUCHER_TYPE_DEFS).sort()).toEqual([...VOUCHER_TYPES].sort())
    for (const def of Object.values(VOUCHER_TYPE_DEFS)) {
      expect(FEATURES).toContain(def.feature)
      expect(def.name.en && def.name.hi).toBeTruthy()
      if (def.series !== null) expect(def.series).toMatch(/^[A-Z]{2,3}$/)
    }
    expect(() => assertUniqueSeries(VOUCHER_TYPE_DEFS)).not.toThrow()
    expect(() => assertUniqueSeries({ a: { series: 'RV' }, b: { series: 'RV' } })).toThrow('a and b')
  })

  it('names every payment mode, and gives names as entries of a strings table in either language', () => {
    expect(Object.keys(PAYMENT_MODE_NAMES).sort()).toEqual([...VOUCHER_PAYMENT_MODES].sort())
    expect(nameStrings('mode_', PAYMENT_MODE_NAMES, 'hi')).toMatchObject({
      mode_cash: 'नकद',
      mode_neft: 'NEFT',
    })
    const types = nameStrings('type_', VOUCHER_TYPE_DEFS, 'en')
    expect(types.type_rcpt).toBe('Receipt')
    expect(Object.keys(types)).toHaveLength(VOUCHER_TYPES.length)
  })
})
