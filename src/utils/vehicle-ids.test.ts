import { describe, expect, it } from 'vitest'
import {
  CHASSIS_MAX_LENGTH,
  looksLikeVin,
  normaliseChassis,
  normaliseEngineNo,
  normaliseRegNo,
  regNoLooksValid,
  validateChassis,
} from './vehicle-ids'

describe('registration numbers', () => {
  it.each([
    ['MH 12 AB 1234', 'MH12AB1234'],
    [' ka 05-db 6000 ', 'KA05DB6000'],
    ['dl.3c.ab.1234', 'DL3CAB1234'],
    ['DL3CAB1234', 'DL3CAB1234'],
    ['22 BH 1234 AA', '22BH1234AA'],
    ['22-bh-1234-a', '22BH1234A'],
    ['', ''],
  ])('normalises %s → %s', (input, stored) => {
    expect(normaliseRegNo(input)).toBe(stored)
  })

  it.each([
    'MH 12 AB 1234',
    'KA05DB6000',
    'DL3CAB1234',
    'DL 1 C 1',
    'GJ01A1234',
    'UP32AB1234',
    'MH01 1234',
    '22 BH 1234 AA',
    '21BH0001A',
  ])('recognises the plate %s', (plate) => {
    expect(regNoLooksValid(plate)).toBe(true)
  })

  it.each([
    'HELLO',
    '',
    'MH',
    '1234',
    'MH12ABCD1234',
    'MH123AB1234',
    'MH12AB12345',
    '22BH123AA',
    '22BH1234ABC',
  ])('warns on %s', (plate) => {
    expect(regNoLooksValid(plate)).toBe(false)
  })
})

describe('chassis and engine numbers', () => {
  it('stores capitals without spaces or hyphens', () => {
    expect(normaliseChassis(' ma3 ewdd1s00123456 ')).toBe('MA3EWDD1S00123456')
    expect(normaliseChassis('MA3-EWB22S-00123456')).toBe('MA3EWB22S00123456')
    expect(normaliseChassis('')).toBe('')
    expect(normaliseEngineNo(' k12m-n 1234567 ')).toBe('K12MN1234567')
  })

  it('validates 5 to 30 letters and digits', () => {
    expect(validateChassis(' ma3 ewdd1s00123456 ')).toEqual({ ok: true, value: 'MA3EWDD1S00123456' })
    expect(validateChassis('AB123')).toEqual({ ok: true, value: 'AB123' })
    expect(validateChassis('A'.repeat(CHASSIS_MAX_LENGTH))).toEqual({ ok: true, value: 'A'.repeat(30) })
    expect(validateChassis('  ')).toEqual({ ok: false, reason: 'empty' })
    expect(validateChassis('AB12')).toEqual({ ok: false, reason: 'length' })
    expect(validateChassis('A'.repeat(31))).toEqual({ ok: false, reason: 'length' })
    expect(validateChassis('AB#1')).toEqual({ ok: false, reason: 'format' })
    expect(validateChassis('MA3/EWB22S')).toEqual({ ok: false, reason: 'format' })
  })

  it('checks the VIN shape (17 characters, no I, O or Q)', () => {
    expect(looksLikeVin('MA3EWB22S00123456')).toBe(true)
    expect(looksLikeVin('ma3 ewb22s 00123456')).toBe(true)
    expect(looksLikeVin('MA3EWB22S0012345O')).toBe(false)
    expect(looksLikeVin('MA3EWB22S0012345I')).toBe(false)
    expect(looksLikeVin('MA3EWB22S0012345Q')).toBe(false)
    expect(looksLikeVin('MA3EWB22S0012345')).toBe(false)
    expect(looksLikeVin('MA3EWB22S001234567')).toBe(false)
    expect(looksLikeVin('MA3EWB')).toBe(false)
  })
})
