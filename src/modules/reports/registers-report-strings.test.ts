import { expectBilingual } from '@harness/strings-check'
import { describe, expect, it } from 'vitest'
import { SALES_KINDS } from './domain/sales-register'
import { PURCHASE_KINDS } from './domain/purchase-register'
import { NON_MOVING_SPANS, PARTS_VIEWS } from './domain/parts-stock-report'
import { REGISTERS_REPORT_STRINGS } from './registers-report-strings'

describe('the registers’ strings', () => {
  it('say everything in English and Hindi, with the same placeholders', () => {
    expectBilingual(REGISTERS_REPORT_STRINGS)
  })

  it('name every filter choice the screens offer', () => {
    const keys = new Set(Object.keys(REGISTERS_REPORT_STRINGS.en))
    const needed = [
      ...SALES_KINDS.map((k) => `kind_${k}`),
      ...PURCHASE_KINDS.map((k) => `pkind_${k}`),
      ...NON_MOVING_SPANS.map((s) => `span_${s}`),
      ...PARTS_VIEWS.map((v) => `pview_${v}`),
      ...['ppur', 'ppret', 'winv', 'wcn', 'stj', 'opening'].map((d) => `doc_${d}`),
    ]
    expect(needed.filter((k) => !keys.has(k))).toEqual([])
  })
})
