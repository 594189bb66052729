import { describe, expect, it } from 'vitest'
import { fileMatches } from './drop-zone'
import { moveItem } from './file-list'
import { formatBytes } from './file-result'

describe('file helpers', () => {
  it('moves an item and ignores moves off the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b'])
  })

  it('accepts by MIME type, wildcard or extension', () => {
    const accept = ['application/pdf', '.pdf']
    expect(fileMatches({ name: 'A.PDF', type: '' }, accept)).toBe(true)
    expect(fileMatches({ name: 'scan', type: 'application/pdf' }, accept)).toBe(true)
    expect(fileMatches({ name: 'notes.txt', type: 'text/plain' }, accept)).toBe(false)
    expect(fileMatches({ name: 'x.heic', type: 'image/heic' }, ['image/*'])).toBe(true)
  })

  it("formats sizes in the user's numbers", () => {
    expect(formatBytes(512, 'en')).toBe('512 B')
    expect(formatBytes(1536, 'en')).toBe('1.5 KB')
    expect(formatBytes(123 * 1024 * 1024, 'en')).toBe('123 MB')
    expect(formatBytes(5 * 1024 * 1024 * 1024, 'hi')).toBe('5 GB')
  })
})
