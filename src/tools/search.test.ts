import { describe, expect, it } from 'vitest'
import { TOOLS } from './registry'
import { searchTools } from './search'

const slugs = (query: string) => searchTools(TOOLS, query).map((t) => t.slug)

describe('searchTools', () => {
  it('returns every tool in registry order for an empty query', () => {
    expect(slugs('   ')).toEqual(TOOLS.map((t) => t.slug))
  })

  it('finds a tool by its English name, case-insensitively and by prefix', () => {
    expect(slugs('PASSWORD')[0]).toBe('password-generator')
    expect(slugs('word coun')[0]).toBe('word-counter')
  })

  it('finds tools by Hindi name and by Hinglish keyword', () => {
    expect(slugs('पासवर्ड')).toContain('password-generator')
    expect(slugs('shabd')).toContain('word-counter')
  })

  it('requires every word of the query to match somewhere', () => {
    expect(slugs('password lowercase')).toEqual([])
    expect(slugs('zzzz-no-such-tool')).toEqual([])
  })

  it('ranks a name match above a mere description match', () => {
    const results = slugs('case')
    expect(results[0]).toBe('text-case-converter')
  })

  it('survives odd input', () => {
    expect(() => searchTools(TOOLS, '(*[?+\\')).not.toThrow()
    expect(searchTools(TOOLS, 'x'.repeat(10_000))).toEqual([])
  })
})
