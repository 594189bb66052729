import { expectBilingual } from '@harness/strings-check'
import { describe, expect, it } from 'vitest'
import { INPUT, NOV } from './domain/fixtures.test-data'
import { misComparison } from './domain/mis'
import { misSections, PERIOD_KEYS, SECTIONS } from './domain/mis-rows'
import { MIS_STRINGS } from './mis-strings'

describe('the MIS report’s strings', () => {
  it('say everything in English and Hindi, with the same placeholders', () => {
    expectBilingual(MIS_STRINGS)
  })

  it('name every section, row and column the report shows', () => {
    const keys = new Set(Object.keys(MIS_STRINGS.en))
    const rows = misSections(
      misComparison(INPUT, { month: NOV, lastMonth: NOV, lastYear: NOV, fytd: NOV, lastFytd: NOV }),
    ).flatMap((s) => s.rows.filter((r) => r.label === undefined).map((r) => `row_${r.key}`))
    const needed = [...SECTIONS.map((s) => `section_${s}`), ...PERIOD_KEYS.map((p) => `col_${p}`), ...rows]
    expect(needed.filter((k) => !keys.has(k))).toEqual([])
  })
})
