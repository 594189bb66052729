import { describe, expect, it } from 'vitest'
import { checkCustomValue, checkCustomValues, customFieldsFromSettings } from './custom-fields'

const settings = {
  booking_settings: {
    customFields: [
      { id: 'rto', label: 'RTO office', type: 'text', required: true },
      { id: 'km', label: 'Exchange km', type: 'number', required: false },
      { id: 'dob', label: 'Date of birth', type: 'date' },
      { id: 'fin', label: 'Finance', type: 'select', options: ['Cash', 'HP (Loan)', ' '], required: true },
      { id: 'x', label: '', type: 'text' }, // no label: skipped
      { id: 'rto', label: 'Duplicate id', type: 'text' }, // duplicate id: skipped
      { label: 'No id', type: 'weird' },
      'garbage',
    ],
  },
}

describe('customFieldsFromSettings', () => {
  it('reads the definitions in order, skipping malformed ones', () => {
    const defs = customFieldsFromSettings(settings)
    expect(defs.map((d) => d.id)).toEqual(['rto', 'km', 'dob', 'fin', 'field-7'])
    expect(defs[3]).toMatchObject({ type: 'select', options: ['Cash', 'HP (Loan)'], required: true })
    expect(defs[4]).toMatchObject({ label: 'No id', type: 'text', required: false })
    expect(customFieldsFromSettings(null)).toEqual([])
    expect(customFieldsFromSettings({ booking_settings: { customFields: 'x' } })).toEqual([])
  })
})

describe('checkCustomValues', () => {
  const defs = customFieldsFromSettings(settings)
  it('enforces required fields and each type', () => {
    const { errors } = checkCustomValues(defs, { km: '12,5x', dob: '2026-02-30', fin: 'Lease' })
    expect(errors).toEqual({ rto: 'required', km: 'number', dob: 'date', fin: 'option' })
  })
  it('keeps trimmed values, drops empty ones, and keeps values of fields removed since', () => {
    const result = checkCustomValues(defs, {
      rto: ' Pune ',
      km: '12,500',
      dob: '',
      fin: 'HP (Loan)',
      old: 'kept',
      blank: '  ',
    })
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({ rto: 'Pune', km: '12,500', fin: 'HP (Loan)', old: 'kept' })
  })
  it('refuses a value longer than the schema keeps', () => {
    expect(checkCustomValue(defs[0]!, 'a'.repeat(501))).toBe('too-long')
    expect(checkCustomValue(defs[1]!, '')).toBeNull()
  })
})
