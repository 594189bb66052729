import { describe, expect, it } from 'vitest'
import { everyNPages, oddOrEvenPages, parsePageRanges } from './page-ranges'

const pages = (input: string, count = 10) => {
  const result = parsePageRanges(input, count)
  return result.ok ? result.ranges.map((r) => r.pages.map((p) => p + 1)) : result
}

describe('parsePageRanges', () => {
  it('reads single pages, closed, open and backward ranges', () => {
    expect(pages('1-3,5,8-')).toEqual([[1, 2, 3], [5], [8, 9, 10]])
    expect(pages('-3')).toEqual([[1, 2, 3]])
    expect(pages('4-2')).toEqual([[4, 3, 2]])
    expect(pages('7-7')).toEqual([[7]])
  })

  it('tolerates spaces, semicolons and typographic dashes', () => {
    expect(pages(' 1 - 2 ; 4 5,, 6–7 ')).toEqual([[1, 2], [4], [5], [6, 7]])
    expect(pages('2—3')).toEqual([[2, 3]])
  })

  it('keeps the typed text of each range for naming', () => {
    const result = parsePageRanges('1-2, 9-', 10)
    expect(result.ok && result.ranges.map((r) => r.text)).toEqual(['1-2', '9-'])
  })

  it('explains what is wrong', () => {
    expect(parsePageRanges('   ', 5)).toEqual({ ok: false, reason: 'empty' })
    expect(parsePageRanges('1-3,abc', 5)).toEqual({ ok: false, reason: 'badToken', token: 'abc' })
    expect(parsePageRanges('1--3', 5)).toEqual({ ok: false, reason: 'badToken', token: '1--3' })
    expect(parsePageRanges('-', 5)).toEqual({ ok: false, reason: 'badToken', token: '-' })
    expect(parsePageRanges('2.5', 5)).toEqual({ ok: false, reason: 'badToken', token: '2.5' })
    expect(parsePageRanges('0-2', 5)).toEqual({ ok: false, reason: 'zeroPage', token: '0-2' })
    expect(parsePageRanges('4-9', 5)).toEqual({
      ok: false,
      reason: 'outOfRange',
      token: '4-9',
      page: 9,
      pageCount: 5,
    })
    expect(parsePageRanges('6-', 5)).toEqual({
      ok: false,
      reason: 'outOfRange',
      token: '6-',
      page: 6,
      pageCount: 5,
    })
  })
})

describe('page groups', () => {
  it('splits every N pages with a shorter last part', () => {
    expect(everyNPages(7, 3)).toEqual([[0, 1, 2], [3, 4, 5], [6]])
    expect(everyNPages(2, 0)).toEqual([[0], [1]])
    expect(everyNPages(0, 3)).toEqual([])
  })

  it('picks odd and even pages', () => {
    expect(oddOrEvenPages(5, 'odd')).toEqual([0, 2, 4])
    expect(oddOrEvenPages(5, 'even')).toEqual([1, 3])
    expect(oddOrEvenPages(1, 'even')).toEqual([])
  })
})
