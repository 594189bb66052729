import { describe, expect, it } from 'vitest'
import {
  MAX_PAISE,
  compactRupees,
  formatIndianNumber,
  formatPaise,
  groupIndianDigits,
  isPaise,
  mulDivRound,
  paiseToRupees,
  parseIndianNumber,
  parseRupeesToPaise,
  roundPaiseToRupee,
  rupeesToPaise,
} from './indian-number'

describe('groupIndianDigits', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['100000', '1,00,000'],
    ['1234567', '12,34,567'],
    ['123456789', '12,34,56,789'],
    ['9999999999999', '99,99,99,99,99,999'],
  ])('%s → %s', (input, out) => expect(groupIndianDigits(input)).toBe(out))
})

describe('formatIndianNumber', () => {
  it('matches Intl en-IN grouping', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })
    for (const n of [0, 7, 1234.5, 1234567.89, 98765432.1, -4500000]) {
      expect(formatIndianNumber(n)).toBe(intl.format(n))
    }
  })
  it('honours fraction digit bounds', () => {
    expect(formatIndianNumber(1234567.891, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '12,34,567.89',
    )
    expect(formatIndianNumber(5, { minimumFractionDigits: 2 })).toBe('5.00')
    expect(formatIndianNumber(1.5, { maximumFractionDigits: 0 })).toBe('2')
  })
  it('gives no minus sign for a value that rounds to zero and empty text for NaN/Infinity', () => {
    expect(formatIndianNumber(-0.001)).toBe('0')
    expect(formatIndianNumber(Number.NaN)).toBe('')
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('')
  })
})

describe('formatPaise', () => {
  it('formats rupees and paise with the ₹ sign', () => {
    expect(formatPaise(123456789)).toBe('₹12,34,567.89')
    expect(formatPaise(1234567800)).toBe(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(12345678),
    )
    expect(formatPaise(5, { locale: 'hi' })).toBe('₹0.05')
    expect(formatPaise(-150000)).toBe('-₹1,500.00')
  })
  it('supports auto / never paise and no symbol', () => {
    expect(formatPaise(100000, { paise: 'auto' })).toBe('₹1,000')
    expect(formatPaise(100050, { paise: 'auto' })).toBe('₹1,000.50')
    expect(formatPaise(100050, { paise: 'never', symbol: false })).toBe('1,001')
    expect(formatPaise(MAX_PAISE)).toBe('₹99,99,99,99,99,999.99')
  })
})

describe('parseIndianNumber', () => {
  it.each([
    ['12,34,567.89', 1234567.89],
    ['1,234,567', 1234567],
    ['₹ 1,00,000', 100000],
    ['Rs. 500', 500],
    ['-₹250', -250],
    ['₹-250', -250],
    ['१२,३४५', 12345],
    ['.5', 0.5],
    ['5.', 5],
    ['  42  ', 42],
    ['-0', 0],
  ])('%s → %s', (input, out) => expect(parseIndianNumber(input)).toEqual({ ok: true, value: out }))
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['1,,000', 'invalid'],
    [',100', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1e5', 'invalid'],
    ['-', 'invalid'],
    ['12.34,5', 'invalid'],
  ])('%s → %s', (input, reason) => expect(parseIndianNumber(input)).toEqual({ ok: false, reason }))
  it('rejects numbers beyond safe integers', () => {
    expect(parseIndianNumber('9'.repeat(30))).toEqual({ ok: false, reason: 'too-large' })
  })
})

describe('parseRupeesToPaise', () => {
  it('parses exactly, without float error', () => {
    expect(parseRupeesToPaise('12,34,567.89')).toEqual({ ok: true, value: 123456789 })
    expect(parseRupeesToPaise('0.1')).toEqual({ ok: true, value: 10 })
    expect(parseRupeesToPaise('1.005')).toEqual({ ok: false, reason: 'too-many-decimals' })
    expect(parseRupeesToPaise('-10.5')).toEqual({ ok: true, value: -1050 })
    expect(parseRupeesToPaise('99,99,99,99,99,999.99')).toEqual({ ok: true, value: MAX_PAISE })
    expect(parseRupeesToPaise('1,00,00,00,00,00,000')).toEqual({ ok: false, reason: 'too-large' })
    expect(parseRupeesToPaise('')).toEqual({ ok: false, reason: 'empty' })
  })
})

describe('rupeesToPaise', () => {
  it('rounds half away from zero on the decimal form', () => {
    expect(rupeesToPaise(1.005)).toEqual({ ok: true, value: 101 })
    expect(rupeesToPaise(0.1 + 0.2)).toEqual({ ok: true, value: 30 })
    expect(rupeesToPaise(-2.675)).toEqual({ ok: true, value: -268 })
    expect(rupeesToPaise(1e-7)).toEqual({ ok: true, value: 0 })
    expect(rupeesToPaise(8678.225)).toEqual({ ok: true, value: 867823 })
  })
  it('rejects NaN, Infinity and huge values', () => {
    expect(rupeesToPaise(Number.NaN)).toEqual({ ok: false, reason: 'invalid' })
    expect(rupeesToPaise(Number.NEGATIVE_INFINITY)).toEqual({ ok: false, reason: 'invalid' })
    expect(rupeesToPaise(1e20)).toEqual({ ok: false, reason: 'too-large' })
  })
})

describe('money helpers', () => {
  it('mulDivRound is exact beyond 2^53 intermediates and rounds halves away from zero', () => {
    expect(mulDivRound(MAX_PAISE, 4000, 10000)).toBe(400_000_000_000_000)
    expect(mulDivRound(5, 1, 2)).toBe(3)
    expect(mulDivRound(-5, 1, 2)).toBe(-3)
    expect(mulDivRound(7, 1, 3)).toBe(2)
  })
  it('roundPaiseToRupee follows s.170 (≥ 50 paise up), symmetric for negatives', () => {
    expect(roundPaiseToRupee(1049)).toBe(1000)
    expect(roundPaiseToRupee(1050)).toBe(1100)
    expect(roundPaiseToRupee(-1050)).toBe(-1100)
    expect(roundPaiseToRupee(-49)).toBe(0)
    expect(roundPaiseToRupee(1001, 'up')).toBe(1100)
    expect(roundPaiseToRupee(1099, 'down')).toBe(1000)
  })
  it('isPaise and paiseToRupees', () => {
    expect(isPaise(100)).toBe(true)
    expect(isPaise(1.5)).toBe(false)
    expect(isPaise(MAX_PAISE + 1)).toBe(false)
    expect(paiseToRupees(867823)).toBe(8678.23)
  })
})

describe('compactRupees', () => {
  it('uses thousand, lakh and crore', () => {
    expect(compactRupees(0)).toBe('₹0')
    expect(compactRupees(2_500_000)).toBe('₹25K')
    expect(compactRupees(150_000_000)).toBe('₹15L')
    expect(compactRupees(2_500_000_000)).toBe('₹2.5Cr')
  })
})
