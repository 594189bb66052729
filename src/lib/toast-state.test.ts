import { describe, expect, it } from 'vitest'
import { TOAST_LIMIT, toastReducer, type ToastData } from './toast-state'

const make = (id: string): ToastData => ({ id, title: id, variant: 'default', duration: 5000, open: true })

describe('toastReducer', () => {
  it('adds newest first and keeps at most three', () => {
    let state: ToastData[] = []
    for (const id of ['a', 'b', 'c', 'd']) state = toastReducer(state, { type: 'add', toast: make(id) })
    expect(TOAST_LIMIT).toBe(3)
    expect(state.map((t) => t.id)).toEqual(['d', 'c', 'b'])
  })
  it('updates only the named toast', () => {
    const state = toastReducer([make('a'), make('b')], { type: 'update', id: 'b', toast: { title: 'B!' } })
    expect(state.map((t) => t.title)).toEqual(['a', 'B!'])
  })
  it('dismiss closes one toast, or all without an id, and keeps them in the list', () => {
    const one = toastReducer([make('a'), make('b')], { type: 'dismiss', id: 'a' })
    expect(one.map((t) => t.open)).toEqual([false, true])
    const all = toastReducer([make('a'), make('b')], { type: 'dismiss' })
    expect(all.map((t) => t.open)).toEqual([false, false])
    expect(all).toHaveLength(2)
  })
  it('remove drops one toast, or all without an id', () => {
    expect(toastReducer([make('a'), make('b')], { type: 'remove', id: 'a' }).map((t) => t.id)).toEqual(['b'])
    expect(toastReducer([make('a'), make('b')], { type: 'remove' })).toEqual([])
  })
})
