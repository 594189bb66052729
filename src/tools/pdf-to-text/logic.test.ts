import { describe, expect, it } from 'vitest'
import { joinPages, pagesWithoutText } from './logic'

const pages = [
  { page: 1, text: 'Hello\nworld', hasText: true },
  { page: 2, text: '', hasText: false },
  { page: 3, text: '', hasText: false },
  { page: 4, text: 'End', hasText: true },
  { page: 6, text: '', hasText: false },
]

describe('pdf to text', () => {
  it('puts a separator before every page', () => {
    expect(joinPages(pages.slice(0, 2), (n) => `--- Page ${n} ---`)).toBe(
      '--- Page 1 ---\nHello\nworld\n\n--- Page 2 ---',
    )
  })

  it('lists pages without text as runs', () => {
    expect(pagesWithoutText(pages)).toBe('2-3, 6')
    expect(pagesWithoutText(pages.slice(0, 1))).toBe('')
  })
})
