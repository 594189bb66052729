import { describe, expect, it } from 'vitest'
import { translate } from '@/lib/i18n'
import { WORKSHOP_STRINGS } from '../workshop-strings'
import { fieldLabel, formOrder } from './summary-items'

const tOf = (lang: 'en' | 'hi') =>
  ((key: string, values?: Record<string, string | number>) =>
    translate(WORKSHOP_STRINGS[lang], lang, key, values)) as Parameters<typeof fieldLabel>[0]

describe('the job card error summary', () => {
  it('lists refused fields in the order of the form, lines by number and by cell', () => {
    const checked = [
      'approved_by',
      'parts.0.rate',
      'labour.1.qty',
      'labour.0.gst_rate',
      'complaints.0',
      'labour.0.description',
      'customer_name',
      'odometer',
      'reg_no',
      'promised_on',
      'labour.10.qty',
    ]
    expect(formOrder(checked)).toEqual([
      'reg_no',
      'odometer',
      'customer_name',
      'complaints.0',
      'labour.0.description',
      'labour.0.gst_rate',
      'labour.1.qty',
      'labour.10.qty',
      'parts.0.rate',
      'promised_on',
      'approved_by',
    ])
  })

  it('names each field as its label reads, lines with their section and number, in English and Hindi', () => {
    const en = tOf('en')
    expect(fieldLabel(en, 'reg_no')).toBe('Registration no')
    expect(fieldLabel(en, 'complaints.1')).toBe('Complaint 2')
    expect(fieldLabel(en, 'parts.1.rate')).toBe(`${en('parts')} · ${en('lineN', { n: 2 })} · ${en('rate')}`)
    expect(fieldLabel(en, 'approved_estimate')).toBe('Approved amount (₹)')
    const hi = tOf('hi')
    expect(fieldLabel(hi, 'labour.0.qty')).toBe(`${hi('labour')} · लाइन 1 · ${hi('qty')}`)
    expect(fieldLabel(hi, 'customer_name')).toBe('ग्राहक का नाम')
  })
})
