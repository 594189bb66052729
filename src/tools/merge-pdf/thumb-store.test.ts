import { describe, expect, it, vi } from 'vitest'
import { ThumbStore } from './thumb-store'

describe('ThumbStore', () => {
  it('tells only the tiles of the file whose previews changed', () => {
    const store = new ThumbStore()
    const ofA = vi.fn()
    const ofB = vi.fn()
    store.subscribe('a', ofA)
    const stopB = store.subscribe('b', ofB)
    store.set('a', ['blob:a1', undefined, 'blob:a3'])
    expect(ofA).toHaveBeenCalledTimes(1)
    expect(ofB).not.toHaveBeenCalled()
    expect(store.get('a', 0)).toBe('blob:a1')
    expect(store.get('a', 1)).toBeUndefined()
    expect(store.get('b', 0)).toBeUndefined()
    stopB()
    store.set('b', ['blob:b1'])
    expect(ofB).not.toHaveBeenCalled()
    expect(store.get('b', 0)).toBe('blob:b1')
  })

  it('keeps a page’s preview the same string while other pages arrive, so its tile need not re-render', () => {
    const store = new ThumbStore()
    store.set('a', ['blob:a1'])
    const first = store.get('a', 0)
    store.set('a', ['blob:a1', 'blob:a2'])
    expect(store.get('a', 0)).toBe(first)
    expect(store.get('a', 1)).toBe('blob:a2')
  })
})
