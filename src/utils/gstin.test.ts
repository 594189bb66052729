import { describe, expect, it } from 'vitest'
import {
  gstinCheckCharacter,
  gstinMatchesPan,
  validateGstin,
  validateGstinForState,
  validateIfsc,
  validatePan,
  validatePincode,
} from './gstin'

describe('GSTIN', () => {
  it('accepts the research test vectors (checksum V and 4)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4')
    expect(validateGstin('27AAPFU0939F1ZV')).toEqual({
      ok: true,
      value: {
        gstin: '27AAPFU0939F1ZV',
        stateCode: '27',
        pan: 'AAPFU0939F',
        entityNumber: '1',
        regular: true,
      },
    })
    expect(validateGstin(' 29aagcb7383j1z4 ').ok).toBe(true)
  })
  it('rejects a wrong check character (india-compliance transporter example)', () => {
    expect(validateGstin('29AAFCA7488L1Z0')).toEqual({ ok: false, reason: 'checksum' })
    expect(validateGstin('27AAPFU0939F1ZW')).toEqual({ ok: false, reason: 'checksum' })
  })
  it('gives reason codes for empty, length, format, state', () => {
    expect(validateGstin('')).toEqual({ ok: false, reason: 'empty' })
    expect(validateGstin('27AAPFU0939F1Z')).toEqual({ ok: false, reason: 'length' })
    expect(validateGstin('27AAPFU0939F0ZV')).toEqual({ ok: false, reason: 'format' })
    expect(validateGstin('2XAAPFU0939F1ZV')).toEqual({ ok: false, reason: 'format' })
    const first14 = '55AAPFU0939F1Z'
    expect(validateGstin(first14 + (gstinCheckCharacter(first14) ?? ''))).toEqual({
      ok: false,
      reason: 'state-code',
    })
  })
  it('matches the chosen state and PAN', () => {
    expect(validateGstinForState('27AAPFU0939F1ZV', '27').ok).toBe(true)
    expect(validateGstinForState('27AAPFU0939F1ZV', '29')).toEqual({ ok: false, reason: 'state-mismatch' })
    expect(validateGstinForState('27AAPFU0939F1ZW', '27')).toEqual({ ok: false, reason: 'checksum' })
    expect(gstinMatchesPan('27AAPFU0939F1ZV', 'aapfu0939f')).toBe(true)
    expect(gstinMatchesPan('27AAPFU0939F1ZV', 'AAPFU0939G')).toBe(false)
  })
  it('check character ignores bad input', () => {
    expect(gstinCheckCharacter('short')).toBeUndefined()
  })
})

describe('PAN', () => {
  it('validates format and holder type', () => {
    expect(validatePan('aapfu0939f')).toEqual({ ok: true, value: { pan: 'AAPFU0939F', holderType: 'firm' } })
    expect(validatePan('ABCPE1234F')).toMatchObject({ value: { holderType: 'individual' } })
    expect(validatePan('ABCXE1234F')).toEqual({ ok: false, reason: 'format' })
    expect(validatePan('ABCP1234F')).toEqual({ ok: false, reason: 'length' })
    expect(validatePan('1BCPE1234F')).toEqual({ ok: false, reason: 'format' })
    expect(validatePan('  ')).toEqual({ ok: false, reason: 'empty' })
  })
})

describe('IFSC and PIN', () => {
  it('IFSC: 4 letters, 0, 6 alphanumerics', () => {
    expect(validateIfsc('sbin0001234')).toEqual({
      ok: true,
      value: { ifsc: 'SBIN0001234', bankCode: 'SBIN', branchCode: '001234' },
    })
    expect(validateIfsc('SBIN1001234')).toEqual({ ok: false, reason: 'format' })
    expect(validateIfsc('SBIN000123')).toEqual({ ok: false, reason: 'length' })
    expect(validateIfsc('')).toEqual({ ok: false, reason: 'empty' })
  })
  it('PIN: six digits, not starting with 0', () => {
    expect(validatePincode('110 001')).toEqual({ ok: true, value: { pincode: '110001', zone: 1 } })
    expect(validatePincode('011001')).toEqual({ ok: false, reason: 'format' })
    expect(validatePincode('11001')).toEqual({ ok: false, reason: 'length' })
    expect(validatePincode('11000A')).toEqual({ ok: false, reason: 'format' })
    expect(validatePincode('')).toEqual({ ok: false, reason: 'empty' })
  })
})
