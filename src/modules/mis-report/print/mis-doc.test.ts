import { describe, expect, it } from 'vitest'
import { specText } from '@/lib/documents/spec-text'
import { INPUT, NOV } from '../domain/fixtures.test-data'
import { misComparison } from '../domain/mis'
import { misSections } from '../domain/mis-rows'
import { misDoc } from './mis-doc'

const sections = misSections(
  misComparison(INPUT, {
    month: NOV,
    lastMonth: { from: '2026-10-01', to: '2026-10-31' },
    lastYear: { from: '2025-11-01', to: '2025-11-30' },
    fytd: { from: '2026-04-01', to: '2026-11-30' },
    lastFytd: { from: '2025-04-01', to: '2025-11-30' },
  }),
)
const labels = {
  month: 'November 2026',
  lastMonth: 'October 2026',
  lastYear: 'November 2025',
  fytd: '01-04-2026 to 30-11-2026',
  lastFytd: '01-04-2025 to 30-11-2025',
}

describe('the MIS report on paper', () => {
  it('prints the month, what it is compared with and each section’s figures with their changes', () => {
    const text = specText(
      misDoc({ company: { company_name: 'Om Motors' }, lang: 'en', sections, labels }).spec,
    )
    expect(text).toContain('MIS report')
    expect(text).toContain('November 2026')
    expect(text).toContain('October 2026; November 2025')
    expect(text).toContain('Sales')
    // units: 2 this month, 0 last month (no change to reckon from 0), 0 a year ago, 2 year to date
    expect(text).toContain('Vehicles retailed\t2\t0\t—\t0\t—\t2\t0\t—')
    expect(text).toContain('    Swift VXI\t1\t0')
    expect(text).toContain('Vehicles in stock\t2\t3\t-33.3 %')
    expect(text).toContain('GST to pay (estimate)\t₹2,57,890')
    expect(text).toContain('Booking to retail\t33.3 %\t0.0 %\t+33.3 pts')
  })

  it('in Hindi, with the frame’s Hindi words', () => {
    const text = specText(
      misDoc({ company: { company_name: 'Om Motors' }, lang: 'hi', sections, labels }).spec,
    )
    expect(text).toContain('MIS रिपोर्ट')
    expect(text).toContain('बेचे गए वाहन\t2')
    expect(text).toContain('वर्कशॉप')
  })
})
