import { describe, expect, it } from 'vitest'
import { safeFileName } from './download'

describe('safeFileName', () => {
  it('adds the extension once', () => {
    expect(safeFileName('passwords', '.txt')).toBe('passwords.txt')
    expect(safeFileName('passwords.txt', 'txt')).toBe('passwords.txt')
    expect(safeFileName('Notes.TXT', '.txt')).toBe('Notes.txt')
  })

  it('replaces characters that file systems refuse', () => {
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j', '.txt')).toBe('a-b-c-d-e-f-g-h-i-j.txt')
  })

  it('keeps Hindi names and falls back when nothing is left', () => {
    expect(safeFileName('मेरा पाठ', '.txt')).toBe('मेरा पाठ.txt')
    expect(safeFileName('  ...  ', '.txt')).toBe('download.txt')
    expect(safeFileName('', '.txt')).toBe('download.txt')
  })

  it('limits very long names', () => {
    expect(safeFileName('x'.repeat(300), '.txt')).toHaveLength(104)
  })
})
