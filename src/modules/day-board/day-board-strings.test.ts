import { expectBilingual } from '@harness/strings-check'
import { describe, expect, it } from 'vitest'
import { DAY_BOARD_STRINGS } from './day-board-strings'
import type { FlagKind } from './domain/compliance'

const KINDS: readonly FlagKind[] = [
  'irn_pending',
  'cn_cutoff',
  'cash_limit',
  'negative_stock',
  'chassis_twice',
  'sync_conflicts',
  'old_drafts',
]

describe('day board strings', () => {
  it('has every English text in Hindi, with the same placeholders', () => {
    expectBilingual(DAY_BOARD_STRINGS)
  })
  it('names every flag of the compliance inbox', () => {
    for (const k of KINDS) expect(Object.keys(DAY_BOARD_STRINGS.en)).toContain(`flag_${k}`)
  })
})
