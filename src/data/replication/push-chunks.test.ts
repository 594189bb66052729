import { describe, expect, it } from 'vitest'
import { chunkByBytes, jsonBytes } from './push-chunks'

describe('chunkByBytes', () => {
  const size = (s: string) => s.length

  it('keeps every item, in order, within the budget', () => {
    const items = Array.from({ length: 50 }, (_, i) => 'x'.repeat(((i * 37) % 23) + 1))
    const chunks = chunkByBytes(items, size, 40)
    expect(chunks.flat()).toEqual(items)
    for (const c of chunks) expect(c.reduce((n, s) => n + s.length, 0)).toBeLessThanOrEqual(40)
    // Greedy: no chunk could have taken the next chunk's first item.
    for (let i = 0; i + 1 < chunks.length; i++) {
      const used = chunks[i]!.reduce((n, s) => n + s.length, 0)
      expect(used + chunks[i + 1]![0]!.length).toBeGreaterThan(40)
    }
  })

  it('sends one call when everything fits, none when there is nothing', () => {
    expect(chunkByBytes(['a', 'b', 'c'], size, 10)).toEqual([['a', 'b', 'c']])
    expect(chunkByBytes([], size, 10)).toEqual([])
  })

  it('sends an item larger than the budget alone', () => {
    expect(chunkByBytes(['aa', 'b'.repeat(30), 'c'], size, 10)).toEqual([['aa'], ['b'.repeat(30)], ['c']])
  })
})

describe('jsonBytes', () => {
  it('counts UTF-8 bytes of the JSON, so Hindi text weighs what it sends', () => {
    expect(jsonBytes({ a: 1 })).toBe(7)
    expect(jsonBytes('नमस्ते')).toBe(2 + 18)
  })
})
