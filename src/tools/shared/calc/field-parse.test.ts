import { describe, expect, it } from 'vitest'
import { parseMoneyField, parseNumberField, regroupMoney } from './field-parse'

describe('parseMoneyField', () => {
  it('accepts Indian and Western grouping and the rupee sign', () => {
    expect(parseMoneyField('₹10,00,000')).toEqual({ ok: true, value: 100_000_000 })
    expect(parseMoneyField('1,000,000.50')).toEqual({ ok: true, value: 100_000_050 })
  })
  it('names each problem', () => {
    expect(parseMoneyField('')).toMatchObject({ ok: false, issue: 'empty' })
    expect(parseMoneyField('abc')).toMatchObject({ ok: false, issue: 'invalid' })
    expect(parseMoneyField('-5')).toMatchObject({ ok: false, issue: 'negative' })
    expect(parseMoneyField('0')).toMatchObject({ ok: false, issue: 'zero' })
    expect(parseMoneyField('1.234')).toMatchObject({ ok: false, issue: 'too-many-decimals' })
    expect(parseMoneyField('99999999999999999')).toMatchObject({ ok: false, issue: 'too-large' })
    expect(parseMoneyField('200', { maxPaise: 10_000 })).toEqual({
      ok: false,
      issue: 'above-max',
      limit: 100,
    })
  })
  it('lets optional fields stay empty and zero', () => {
    expect(parseMoneyField(' ', { optional: true })).toEqual({ ok: true, value: 0 })
    expect(parseMoneyField('0', { optional: true })).toEqual({ ok: true, value: 0 })
    expect(parseMoneyField('0', { allowZero: true })).toEqual({ ok: true, value: 0 })
  })
})

describe('parseNumberField', () => {
  it('accepts a rate with a percent sign', () => {
    expect(parseNumberField('8.5 %', { min: 0, max: 100 })).toEqual({ ok: true, value: 8.5 })
  })
  it('checks bounds and whole numbers', () => {
    expect(parseNumberField('101', { min: 0, max: 100 })).toEqual({
      ok: false,
      issue: 'above-max',
      limit: 100,
    })
    expect(parseNumberField('0', { min: 1, max: 50 })).toMatchObject({ ok: false, issue: 'zero' })
    expect(parseNumberField('2.5', { min: 1, max: 50, whole: true })).toMatchObject({
      ok: false,
      issue: 'not-whole',
    })
    expect(parseNumberField('-1', { min: 0, max: 50 })).toMatchObject({ ok: false, issue: 'negative' })
    expect(parseNumberField('x', { min: 0, max: 50 })).toMatchObject({ ok: false, issue: 'invalid' })
  })
})

describe('regroupMoney', () => {
  it('regroups a valid amount the Indian way and leaves bad text alone', () => {
    expect(regroupMoney('1000000')).toBe('10,00,000')
    expect(regroupMoney('1234.5')).toBe('1,234.5')
    expect(regroupMoney('12ab')).toBe('12ab')
  })
})
