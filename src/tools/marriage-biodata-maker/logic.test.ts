import { describe, expect, it } from 'vitest'
import { specText } from '@/lib/documents/spec-text'
import {
  biodataToDoc,
  blankBiodata,
  formatDob,
  labelIn,
  reviveBiodata,
  TEMPLATES,
  validateBiodata,
  type Biodata,
} from './logic'

const filled = (): Biodata => {
  const b = blankBiodata()
  return {
    ...b,
    fields: {
      ...b.fields,
      name: 'अंकिता शर्मा',
      dob: '1996-04-21',
      rashi: 'कन्या',
      nakshatra: 'हस्त',
      gotra: 'कश्यप',
      manglik: 'नहीं',
      father: 'Ramesh Sharma',
      phone: '9876543210',
    },
  }
}

describe('biodata rules', () => {
  it('starts blank with no sensitive defaults and revives junk safely', () => {
    const b = blankBiodata()
    expect(Object.values(b.fields).every((v) => v === '')).toBe(true)
    expect(reviveBiodata(null)).toEqual(b)
    const r = reviveBiodata({
      template: 'evil',
      symbol: 'om',
      photo: 'javascript:1',
      fields: { name: 42, gotra: 'Kashyap' },
    })
    expect(r.template).toBe('kumkum')
    expect(r.symbol).toBe('om')
    expect(r.photo).toBe('')
    expect(r.fields.name).toBe('')
    expect(r.fields.gotra).toBe('Kashyap')
  })

  it('needs a name; checks mobile and email only when given', () => {
    expect(validateBiodata(blankBiodata())).toEqual({ name: 'required' })
    const b = filled()
    expect(validateBiodata(b)).toEqual({})
    expect(validateBiodata({ ...b, fields: { ...b.fields, phone: '12345', email: 'x@' } })).toEqual({
      phone: 'phone',
      email: 'email',
    })
  })

  it('words labels in English, Hindi or both and prints dates the Indian way', () => {
    const w = { en: 'Name', hi: 'नाम' }
    expect([labelIn(w, 'en'), labelIn(w, 'hi'), labelIn(w, 'mixed')]).toEqual(['Name', 'नाम', 'नाम / Name'])
    expect(formatDob('1996-04-21', 'en')).toBe('21 April 1996')
    expect(formatDob('1996-04-21', 'hi')).toBe('21 अप्रैल 1996')
    expect(formatDob('21st April', 'en')).toBe('21st April')
  })
})

describe('biodata templates', () => {
  it.each(TEMPLATES)('%s: prints only filled fields, in the chosen wording', (template) => {
    const spec = biodataToDoc({ ...filled(), template }, false)
    const text = specText(spec)
    for (const s of [
      'श्री गणेशाय नमः',
      'नाम / Name',
      'अंकिता शर्मा',
      'राशि / Rashi',
      'कन्या',
      'गोत्र / Gotra',
      'कश्यप',
      '21 April 1996',
      'Ramesh Sharma',
    ]) {
      expect(text, s).toContain(s)
    }
    expect(text).not.toContain('Nakshatra / ')
    expect(text).not.toContain('Income')
  })
})
