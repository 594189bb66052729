import { describe, expect, it } from 'vitest'
import { allPages } from '../shared/pdf/page-plan'
import {
  afterFileMove,
  arrangedByHand,
  changedFiles,
  focusAfterMove,
  inFileOrder,
  movePage,
  pagesOfFile,
  placeFile,
  removePage,
  sequencePlan,
  turnPage,
  type SeqPage,
} from './logic'

const labels = (seq: readonly SeqPage[]) => seq.map((page) => `${page.file}${page.index + 1}`)

function build(order: string[], counts: Record<string, number>): SeqPage[] {
  return order.reduce<SeqPage[]>((seq, id) => placeFile(seq, order, id, allPages(id, counts[id]!)), [])
}

describe('merge page list', () => {
  it('places a newly ready file after the files listed before it, even when it becomes ready last', () => {
    const order = ['a', 'b', 'c']
    let seq = placeFile([], order, 'c', allPages('c', 1))
    seq = placeFile(seq, order, 'a', allPages('a', 2))
    seq = placeFile(seq, order, 'b', allPages('b', 1))
    expect(labels(seq)).toEqual(['a1', 'a2', 'b1', 'c1'])
  })

  it('moves a page of one file between pages of another and sends that order to the worker', () => {
    const seq = build(['a', 'b'], { a: 3, b: 2 })
    const moved = movePage(seq, 4, 1)
    expect(labels(moved)).toEqual(['a1', 'b2', 'a2', 'a3', 'b1'])
    expect(arrangedByHand(moved, ['a', 'b'])).toBe(true)
    expect(arrangedByHand(seq, ['a', 'b'])).toBe(false)
    expect(sequencePlan(turnPage(moved, 1), ['a', 'b'])).toEqual([
      { file: 0, index: 0, rotate: 0 },
      { file: 1, index: 1, rotate: 90 },
      { file: 0, index: 1, rotate: 0 },
      { file: 0, index: 2, rotate: 0 },
      { file: 1, index: 0, rotate: 0 },
    ])
    // A file that is not sent (still locked) is left out; positions follow the sent list.
    expect(sequencePlan(moved, ['b'])).toEqual([
      { file: 0, index: 1, rotate: 0 },
      { file: 0, index: 0, rotate: 0 },
    ])
    expect(labels(movePage(seq, 0, 9))).toEqual(labels(seq))
  })

  it('replaces a file’s pages where its first page stood when its range changes', () => {
    const moved = movePage(build(['a', 'b'], { a: 3, b: 2 }), 0, 4)
    expect(labels(moved)).toEqual(['a2', 'a3', 'b1', 'b2', 'a1'])
    const b = placeFile(moved, ['a', 'b'], 'b', [{ id: 'b:1:0', index: 1, rotate: 0 }])
    expect(labels(b)).toEqual(['a2', 'a3', 'b2', 'a1'])
    const a = placeFile(b, ['a', 'b'], 'a', allPages('a', 1))
    expect(labels(a)).toEqual(['a1', 'b2'])
  })

  it('lets pages follow moved files until they are arranged by hand', () => {
    const seq = build(['a', 'b', 'c'], { a: 2, b: 1, c: 1 })
    expect(labels(afterFileMove(seq, ['a', 'b', 'c'], ['c', 'a', 'b']))).toEqual(['c1', 'a1', 'a2', 'b1'])
    const byHand = movePage(seq, 3, 1)
    expect(labels(afterFileMove(byHand, ['a', 'b', 'c'], ['c', 'a', 'b']))).toEqual(labels(byHand))
    expect(labels(inFileOrder(byHand, ['b', 'a', 'c']))).toEqual(['b1', 'a1', 'a2', 'c1'])
  })

  it('turns, removes and names the files whose pages changed', () => {
    const seq = build(['a', 'b'], { a: 2, b: 2 })
    expect(turnPage(turnPage(seq, 2), 2)[2]).toMatchObject({ file: 'b', index: 0, rotate: 180 })
    const fewer = removePage(seq, 1)
    expect(labels(fewer)).toEqual(['a1', 'b1', 'b2'])
    expect(pagesOfFile(fewer, 'a')).toEqual([{ id: 'a:0', index: 0, rotate: 0 }])
    expect(changedFiles(seq, fewer)).toEqual(['a'])
    expect(changedFiles(seq, movePage(seq, 2, 0))).toEqual([])
    expect(changedFiles(seq, movePage(seq, 3, 2))).toEqual(['b'])
  })
})

describe('focusAfterMove', () => {
  it('keeps focus on the same control unless the move disabled it', () => {
    expect(focusAfterMove('earlier', 3, 10)).toBe('earlier')
    expect(focusAfterMove('later', 3, 10)).toBe('later')
    expect(focusAfterMove('grip', 0, 10)).toBe('grip')
    expect(focusAfterMove('grip', 9, 10)).toBe('grip')
  })

  it('hands focus to the twin button at the first and last place', () => {
    expect(focusAfterMove('earlier', 0, 10)).toBe('later')
    expect(focusAfterMove('later', 9, 10)).toBe('earlier')
    expect(focusAfterMove('later', 0, 10)).toBe('later')
  })
})
