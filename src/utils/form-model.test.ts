import { describe, expect, it } from 'vitest'
import { dateField, errorFields, moneyField } from './form-model'

describe('form model', () => {
  it('reads rupees as paise and names what is wrong', () => {
    expect(moneyField('1,50,000.50')).toEqual({ ok: true, value: 15_000_050 })
    expect(moneyField('')).toEqual({ ok: false, error: { code: 'required' } })
    expect(moneyField('', { optional: true })).toEqual({ ok: true, value: 0 })
    expect(moneyField('0')).toEqual({ ok: false, error: { code: 'not_positive' } })
    expect(moneyField('0', { allowZero: true })).toEqual({ ok: true, value: 0 })
    expect(moneyField('-5')).toEqual({ ok: false, error: { code: 'not_positive' } })
    expect(moneyField('12.345')).toEqual({ ok: false, error: { code: 'invalid' } })
    expect(moneyField('abc')).toEqual({ ok: false, error: { code: 'invalid' } })
    expect(moneyField('99999999999999999')).toEqual({ ok: false, error: { code: 'too_large' } })
  })

  it('reads dates and orders errors as the form shows them', () => {
    expect(dateField('2026-02-29')).toEqual({ ok: false, error: { code: 'invalid' } })
    expect(dateField('2028-02-29')).toEqual({ ok: true, value: '2028-02-29' })
    expect(dateField(' ')).toEqual({ ok: false, error: { code: 'required' } })
    expect(errorFields({ b: { code: 'x' }, a: { code: 'y' } }, ['a', 'b', 'c'])).toEqual(['a', 'b'])
  })
})
