import { expectBilingual } from '@harness/strings-check'
import { describe, expect, it } from 'vitest'
import { ACCOUNTS_REPORT_STRINGS } from './accounts-report-strings'
import { AGEING_BUCKETS } from './domain/ageing'
import { PL_SECTIONS } from './domain/profit-loss'

describe('the accounts reports’ strings', () => {
  it('say everything in English and Hindi, with the same placeholders', () => {
    expectBilingual(ACCOUNTS_REPORT_STRINGS)
  })

  it('name every bucket, section, rule and choice the screens show', () => {
    const keys = new Set(Object.keys(ACCOUNTS_REPORT_STRINGS.en))
    const needed = [
      ...AGEING_BUCKETS.map((b) => `bucket_${b}`),
      ...PL_SECTIONS.map((s) => `plSection_${s}`),
      ...['all', '269ST', '40A3'].map((r) => `rule_${r}`),
      ...['party_day', 'chain'].map((l) => `limb_${l}`),
      ...['doc', 'due'].map((b) => `basis_${b}`),
      ...['bills', 'parties'].map((s) => `show_${s}`),
    ]
    expect(needed.filter((k) => !keys.has(k))).toEqual([])
  })
})
