import { describe, expect, it } from 'vitest'
import { allPages, baseName, mergePlan, pagesForRange, rangeText, turn } from './page-plan'

describe('merge plan', () => {
  it('takes every page for an empty range and the typed pages otherwise', () => {
    expect(pagesForRange('a', '', 3)).toEqual({ ok: true, pages: allPages('a', 3) })
    const some = pagesForRange('a', '3, 1-2', 5)
    expect(some.ok && some.pages.map((p) => p.index)).toEqual([2, 0, 1])
    expect(pagesForRange('a', '7', 5)).toMatchObject({ ok: false, reason: 'outOfRange', page: 7 })
  })

  it('lists pages across files in order with their turns', () => {
    const a = { id: 'a', pageCount: 2, pages: [{ id: 'a1', index: 1, rotate: 90 as const }] }
    const b = { id: 'b', pageCount: 3, pages: allPages('b', 2) }
    expect(mergePlan([b, a])).toEqual([
      { file: 0, index: 0, rotate: 0 },
      { file: 0, index: 1, rotate: 0 },
      { file: 1, index: 1, rotate: 90 },
    ])
  })

  it('turns, describes and names', () => {
    expect([turn(0), turn(90), turn(270)]).toEqual([90, 180, 0])
    expect(rangeText([{ index: 0 }, { index: 1 }, { index: 2 }, { index: 5 }, { index: 4 }])).toBe(
      '1-3, 6, 5',
    )
    expect(baseName('Invoice March.pdf')).toBe('Invoice March')
    expect(baseName('a/b:c.PDF')).toBe('a-b-c')
    expect(baseName('.pdf')).toBe('.pdf')
  })
})
