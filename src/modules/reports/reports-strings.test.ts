import { expectBilingual } from '@harness/strings-check'
import { describe, expect, it } from 'vitest'
import { REPORT_GROUPS } from './catalog/report-entry'
import { DOCUMENT_NATURES } from './domain/gstr1'
import { PERIOD_KINDS } from './domain/period'
import { GST_TABLES } from './domain/gst-view'
import { REPORTS_STRINGS } from './reports-strings'

describe('the reports’ strings', () => {
  it('say everything in English and Hindi, with the same placeholders', () => {
    expectBilingual(REPORTS_STRINGS)
  })

  it('name every table, kind of document, invoice type, tax head and ITC state the screens show', () => {
    const keys = new Set(Object.keys(REPORTS_STRINGS.en))
    const needed = [
      ...GST_TABLES.map((x) => `table_${x}`),
      ...[...new Set(Object.values(DOCUMENT_NATURES))].map((n) => `nature_${n}`),
      ...['R', 'SEWP', 'SEWOP', 'B2CL'].map((x) => `type_${x}`),
      ...['igst', 'cgst', 'sgst', 'cess'].map((x) => `head_${x}`),
      ...['pending', 'accepted', 'rejected'].map((x) => `itc_${x}`),
      'supply_intra',
      'supply_inter',
      'registered_true',
      'registered_false',
      ...REPORT_GROUPS.map((g) => `group_${g}`),
      ...PERIOD_KINDS.map((k) => `period_${k}`),
    ]
    expect(needed.filter((k) => !keys.has(k))).toEqual([])
  })
})
