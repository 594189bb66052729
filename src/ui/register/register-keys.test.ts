import { describe, expect, it } from 'vitest'
import { nextActiveRow } from './register-keys'

const key = (k: string, mods: { ctrlKey?: boolean; altKey?: boolean } = {}) => ({ key: k, ...mods })

describe('moving the active row', () => {
  it('starts on the first row from none, then steps and stops at the ends', () => {
    expect(nextActiveRow(key('ArrowDown'), -1, 5, 10)).toBe(0)
    expect(nextActiveRow(key('ArrowUp'), -1, 5, 10)).toBe(0)
    expect(nextActiveRow(key('ArrowDown'), 0, 5, 10)).toBe(1)
    expect(nextActiveRow(key('j'), 3, 5, 10)).toBe(4)
    expect(nextActiveRow(key('ArrowDown'), 4, 5, 10)).toBe(4)
    expect(nextActiveRow(key('k'), 1, 5, 10)).toBe(0)
    expect(nextActiveRow(key('ArrowUp'), 0, 5, 10)).toBe(0)
  })

  it('jumps a screenful less one row (the last row seen stays in view) and to either end', () => {
    expect(nextActiveRow(key('PageDown'), 0, 50_000, 12)).toBe(11)
    expect(nextActiveRow(key('PageDown'), 49_995, 50_000, 12)).toBe(49_999)
    expect(nextActiveRow(key('PageUp'), 5, 50_000, 12)).toBe(0)
    expect(nextActiveRow(key('End'), 3, 50_000, 12)).toBe(49_999)
    expect(nextActiveRow(key('Home'), 40_000, 50_000, 12)).toBe(0)
    expect(nextActiveRow(key('End', { ctrlKey: true }), 0, 7, 12)).toBe(6)
  })

  it('brings a row left beyond a list that shrank back inside it', () => {
    expect(nextActiveRow(key('ArrowUp'), 40, 3, 10)).toBe(1)
    expect(nextActiveRow(key('ArrowDown'), 40, 3, 10)).toBe(2)
  })

  it('leaves other keys, modified keys and an empty list to the browser', () => {
    expect(nextActiveRow(key('Enter'), 0, 5, 10)).toBeNull()
    expect(nextActiveRow(key('a'), 0, 5, 10)).toBeNull()
    expect(nextActiveRow(key('ArrowDown', { altKey: true }), 0, 5, 10)).toBeNull()
    expect(nextActiveRow(key('j', { ctrlKey: true }), 0, 5, 10)).toBeNull()
    expect(nextActiveRow(key('ArrowDown'), -1, 0, 10)).toBeNull()
  })
})
