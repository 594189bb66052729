import { describe, expect, it } from 'vitest'
import { dateField, errorFields, moneyField, quantityField, tidyMoneyText } from './form-model'

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

  it('reads quantities to three decimals and tidies money as it will be read', () => {
    expect(quantityField('2')).toEqual({ ok: true, value: 2 })
    expect(quantityField('1,250.125')).toEqual({ ok: true, value: 1250.125 })
    expect(quantityField('0.0001')).toEqual({ ok: false, error: { code: 'invalid' } })
    expect(quantityField('0')).toEqual({ ok: false, error: { code: 'not_positive' } })
    expect(quantityField('')).toEqual({ ok: false, error: { code: 'required' } })
    expect(quantityField('2000000')).toEqual({ ok: false, error: { code: 'too_large' } })
    expect(tidyMoneyText('150000.5')).toBe('1,50,000.50')
    expect(tidyMoneyText('150000')).toBe('1,50,000')
    expect(tidyMoneyText('12.345')).toBe('12.345')
    expect(tidyMoneyText('')).toBe('')
  })
})
