import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { form21Doc, localIsoDate } from './form21-doc'
import { g1, printed, printInput as input } from './invoice-print.test-data'

describe('Form 21 printed', () => {
  it('carries the buyer, the vehicle and the catalogue variant', () => {
    const form21 = printed(form21Doc(input()))
    expect(form21).toContain('FORM 21 — SALE CERTIFICATE')
    expect(form21).toContain('W/O Arun Patil')
    expect(form21).toContain('MA1TA2WE5R2A12345')
    expect(form21).toContain('WEK4A12345')
    expect(form21).toContain('2184 cc')
    expect(form21).toContain('Motor car')
    expect(form21).toContain('Type of fuel | Diesel')
    const hi = printed(form21Doc(input({ lang: 'hi' })))
    expect(hi).toContain('बिक्री प्रमाणपत्र')
    expect(hi).toContain('डीज़ल')
  })

  it('leaves the colour blank when the line names none, and dates the delivery where the dealer is', () => {
    const base = g1()
    const line = base.lines.find((l) => l.kind === 'vehicle')!
    const invoice: Voucher = {
      ...base,
      lines: base.lines.map((l) => (l === line ? { ...l, description: 'XUV700 AX7' } : l)),
      delivery: { at: new Date(2025, 10, 20, 0, 30).getTime(), remarks: 'Fastag fitted' },
    }
    const form21 = printed(form21Doc(input({ invoice })))
    expect(form21).toContain('Colour |  |')
    expect(form21).toContain('20 Nov 2025')
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59).getTime())).toBe('2025-01-05')
  })
})
