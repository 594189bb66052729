import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, getToasts, toast, TOAST_REMOVE_DELAY } from './toast'

const find = (id: string) => getToasts().find((t) => t.id === id)

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    dismissToast()
    vi.runAllTimers()
    vi.useRealTimers()
  })

  it('closes after the default 5000 ms and is removed after the removal delay', () => {
    const { id } = toast({ title: 'Hello' })
    expect(find(id)).toMatchObject({ open: true, variant: 'default', duration: 5000 })
    vi.advanceTimersByTime(4999)
    expect(find(id)?.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(find(id)?.open).toBe(false)
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1)
    expect(find(id)).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(find(id)).toBeUndefined()
  })

  it('updates and dismisses through its handle', () => {
    const handle = toast({ title: 'Saving', variant: 'destructive' })
    handle.update({ title: 'Saved' })
    expect(find(handle.id)?.title).toBe('Saved')
    handle.dismiss()
    expect(find(handle.id)?.open).toBe(false)
  })
})
