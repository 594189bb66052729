import { describe, expect, it } from 'vitest'
import {
  choiceFilter,
  clearedFilters,
  isFiltered,
  MAX_TEXT_FILTER,
  readFilters,
  textFilter,
  writeFilters,
} from './register-filters'

const spec = {
  q: textFilter(),
  kind: choiceFilter(['all', 'customer', 'supplier'] as const, 'all'),
}

describe('register filters in the address', () => {
  it('reads typed values, falling back for a missing or unknown choice', () => {
    expect(readFilters(new URLSearchParams('q=ram+kumar&kind=supplier'), spec)).toEqual({
      q: 'ram kumar',
      kind: 'supplier',
    })
    expect(readFilters(new URLSearchParams(''), spec)).toEqual({ q: '', kind: 'all' })
    expect(readFilters(new URLSearchParams('kind=dealer'), spec)).toEqual({ q: '', kind: 'all' })
  })

  it('writes only what differs from the default and keeps other params', () => {
    const start = new URLSearchParams('new=1&kind=customer')
    const next = writeFilters(start, spec, { q: 'रमेश', kind: 'all' })
    expect(next.toString()).toBe(`new=1&q=${encodeURIComponent('रमेश')}`)
    // The given params are left alone (React Router hands the current ones in).
    expect(start.get('kind')).toBe('customer')
    expect(writeFilters(next, spec, { q: '   ' }).toString()).toBe('new=1')
  })

  it('round-trips through the address text, Hindi included', () => {
    const values = { q: 'सुनीता 98765', kind: 'supplier' as const }
    const written = writeFilters(new URLSearchParams(), spec, values)
    expect(readFilters(new URLSearchParams(written.toString()), spec)).toEqual(values)
  })

  it('keeps a search typed with a trailing space (the next word is coming) but caps a pasted essay', () => {
    expect(writeFilters(new URLSearchParams(), spec, { q: 'ram ' }).get('q')).toBe('ram ')
    const long = 'x'.repeat(MAX_TEXT_FILTER + 50)
    expect(writeFilters(new URLSearchParams(), spec, { q: long }).get('q')).toHaveLength(MAX_TEXT_FILTER)
    expect(readFilters(new URLSearchParams({ q: long }), spec).q).toHaveLength(MAX_TEXT_FILTER)
  })

  it('tells a narrowed list from the whole one and clears back to it', () => {
    expect(isFiltered({ q: '', kind: 'all' }, spec)).toBe(false)
    expect(isFiltered({ q: ' ', kind: 'all' }, spec)).toBe(false)
    expect(isFiltered({ q: '', kind: 'customer' }, spec)).toBe(true)
    expect(clearedFilters(spec)).toEqual({ q: '', kind: 'all' })
    const cleared = writeFilters(new URLSearchParams('q=a&kind=supplier&new=1'), spec, clearedFilters(spec))
    expect(cleared.toString()).toBe('new=1')
  })
})
