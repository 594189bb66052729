import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createInactivityTimer, INACTIVITY_TIMEOUT_MS } from './inactivity'

describe('createInactivityTimer', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses 15 minutes by default and fires once', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(900_000)
    const onIdle = vi.fn()
    createInactivityTimer(onIdle)
    vi.advanceTimersByTime(899_999)
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onIdle).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5 * 900_000)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('restarts the wait on activity', () => {
    const onIdle = vi.fn()
    const timer = createInactivityTimer(onIdle, 1000)
    vi.advanceTimersByTime(900)
    timer.activity()
    vi.advanceTimersByTime(900)
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('never fires after stop', () => {
    const onIdle = vi.fn()
    const timer = createInactivityTimer(onIdle, 1000)
    timer.stop()
    vi.advanceTimersByTime(10_000)
    expect(onIdle).not.toHaveBeenCalled()
  })
})
