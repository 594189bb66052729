import { describe, expect, it } from 'vitest'
import { splitPlan, type SplitSettings } from './logic'

const base: SplitSettings = {
  mode: 'ranges',
  ranges: '',
  joinRanges: false,
  every: '2',
  parity: 'odd',
  picked: new Set(),
}

describe('splitPlan', () => {
  it('makes one file per range, or one file of all ranges', () => {
    expect(splitPlan({ ...base, ranges: '1-2, 4-' }, 5)).toEqual({
      ok: true,
      groups: [
        [0, 1],
        [3, 4],
      ],
    })
    expect(splitPlan({ ...base, ranges: '1-2, 4-', joinRanges: true }, 5)).toEqual({
      ok: true,
      groups: [[0, 1, 3, 4]],
    })
    expect(splitPlan({ ...base, ranges: 'x' }, 5)).toMatchObject({ ok: false, reason: 'badToken' })
  })

  it('splits every N pages and checks N', () => {
    expect(splitPlan({ ...base, mode: 'every', every: '2' }, 5)).toEqual({
      ok: true,
      groups: [[0, 1], [2, 3], [4]],
    })
    for (const every of ['0', '6', '1.5', '', 'abc']) {
      expect(splitPlan({ ...base, mode: 'every', every }, 5)).toEqual({ ok: false, reason: 'badEvery' })
    }
  })

  it('takes odd or even pages, picked pages in page order, or every page alone', () => {
    expect(splitPlan({ ...base, mode: 'oddEven', parity: 'even' }, 5)).toEqual({ ok: true, groups: [[1, 3]] })
    expect(splitPlan({ ...base, mode: 'oddEven', parity: 'even' }, 1)).toEqual({
      ok: false,
      reason: 'noEvenPages',
    })
    expect(splitPlan({ ...base, mode: 'pick', picked: new Set([4, 0, 9]) }, 5)).toEqual({
      ok: true,
      groups: [[0, 4]],
    })
    expect(splitPlan({ ...base, mode: 'pick' }, 5)).toEqual({ ok: false, reason: 'nothingPicked' })
    expect(splitPlan({ ...base, mode: 'single' }, 3)).toEqual({ ok: true, groups: [[0], [1], [2]] })
  })
})
