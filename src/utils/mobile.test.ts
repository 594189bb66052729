import { describe, expect, it } from 'vitest'
import { mobileSearchDigits, normaliseIndianMobile, validateIndianMobile } from './mobile'

describe('validateIndianMobile', () => {
  it.each([
    '9876543210',
    '98765 43210',
    '98765-43210',
    '98-765-432-10',
    '+91 98765 43210',
    '+91-98765-43210',
    '+919876543210',
    '91 98765 43210',
    '919876543210',
    '09876543210',
    '098765-43210',
    '0 98765 43210',
    '(+91) 98765 43210',
    '98765.43210',
    ' 98765 43210 ',
  ])('%s → 9876543210', (input) => {
    expect(validateIndianMobile(input)).toEqual({
      ok: true,
      value: { mobile: '9876543210', e164: '+919876543210' },
    })
  })

  it('takes every first digit from 6 to 9 and no other', () => {
    for (const first of ['6', '7', '8', '9']) {
      expect(validateIndianMobile(`${first}123456789`).ok).toBe(true)
    }
    for (const first of ['0', '1', '2', '3', '4', '5']) {
      expect(validateIndianMobile(`${first}123456789`)).toEqual({ ok: false, reason: 'format' })
    }
  })

  it('gives a reason the form can word', () => {
    expect(validateIndianMobile('')).toEqual({ ok: false, reason: 'empty' })
    expect(validateIndianMobile('  - ')).toEqual({ ok: false, reason: 'empty' })
    expect(validateIndianMobile('987654321')).toEqual({ ok: false, reason: 'length' })
    expect(validateIndianMobile('98765432100')).toEqual({ ok: false, reason: 'length' })
    expect(validateIndianMobile('+91 98765 4321')).toEqual({ ok: false, reason: 'length' })
    expect(validateIndianMobile('98765x3210')).toEqual({ ok: false, reason: 'format' })
    expect(validateIndianMobile('+1 9876543210')).toEqual({ ok: false, reason: 'format' })
    expect(validateIndianMobile('+91 58765 43210')).toEqual({ ok: false, reason: 'format' })
  })

  it('drops one prefix only: a trunk 0 after +91 is not a mobile number', () => {
    expect(validateIndianMobile('+91 09876543210')).toEqual({ ok: false, reason: 'length' })
    expect(validateIndianMobile('0919876543210')).toEqual({ ok: false, reason: 'length' })
  })

  it('reads a landline with an STD code as not a mobile number', () => {
    expect(validateIndianMobile('011 2345 6789')).toEqual({ ok: false, reason: 'format' })
    expect(validateIndianMobile('020-24567890')).toEqual({ ok: false, reason: 'format' })
  })
})

describe('normaliseIndianMobile', () => {
  it('gives the 10-digit number or null', () => {
    expect(normaliseIndianMobile('+91 98765-43210')).toBe('9876543210')
    expect(normaliseIndianMobile('919876543210')).toBe('9876543210')
    expect(normaliseIndianMobile('09876543210')).toBe('9876543210')
    expect(normaliseIndianMobile('5876543210')).toBeNull()
    expect(normaliseIndianMobile('987654321')).toBeNull()
    expect(normaliseIndianMobile('')).toBeNull()
  })
})

describe('mobileSearchDigits', () => {
  it.each([
    ['98765', '98765'],
    ['98765 43210', '9876543210'],
    ['987-654-3210', '9876543210'],
    ['+91 98765', '98765'],
    ['+9198765', '98765'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(0) 98765-43210', '9876543210'],
    ['+1 234', '1234'],
    // A shorter number starting 91 or 0 is a part of a number, not a prefix.
    ['9198', '9198'],
    ['0987', '0987'],
  ])('%s → %s', (query, digits) => {
    expect(mobileSearchDigits(query)).toBe(digits)
  })

  it.each(['', '   ', 'Ramesh', 'kumar 98765', 'MH12AB1234', '+', '+91', '98+765'])(
    '%s is not a phone number',
    (query) => {
      expect(mobileSearchDigits(query)).toBeNull()
    },
  )
})
