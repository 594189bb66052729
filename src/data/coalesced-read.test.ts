import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coalescedRead } from './coalesced-read'

/** A read whose answers the test hands out one by one. */
function manualRead() {
  const waiting: ((v: number) => void)[] = []
  let calls = 0
  return {
    read: () => {
      calls++
      return new Promise<number>((resolve) => waiting.push(resolve))
    },
    answer: async (v: number) => {
      waiting.shift()?.(v)
      await Promise.resolve()
      await Promise.resolve()
    },
    get calls() {
      return calls
    },
  }
}

describe('coalescedRead', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const opts = { settleMs: 400, maxWaitMs: 3_000 }

  it('reads at once, then once changes pause', async () => {
    const r = manualRead()
    const got: number[] = []
    const c = coalescedRead(r.read, (v) => got.push(v), opts)
    expect(r.calls).toBe(1)
    await r.answer(1)
    expect(got).toEqual([1])
    c.changed()
    vi.advanceTimersByTime(300)
    c.changed()
    vi.advanceTimersByTime(300)
    expect(r.calls).toBe(1)
    vi.advanceTimersByTime(100)
    expect(r.calls).toBe(2)
    await r.answer(2)
    expect(got).toEqual([1, 2])
  })

  it('never runs two reads at once: changes during a read make exactly one more after it', async () => {
    const r2 = manualRead()
    const seen: number[] = []
    const d = coalescedRead(r2.read, (v) => seen.push(v), opts)
    for (let i = 0; i < 20; i++) {
      d.changed()
      vi.advanceTimersByTime(500)
    }
    expect(r2.calls).toBe(1)
    await r2.answer(1)
    expect(r2.calls).toBe(1)
    vi.advanceTimersByTime(0)
    expect(r2.calls).toBe(2)
    await r2.answer(2)
    vi.advanceTimersByTime(10_000)
    expect(r2.calls).toBe(2)
    expect(seen).toEqual([1, 2])
  })

  it('reads within maxWaitMs of the first change while changes keep coming', async () => {
    const r = manualRead()
    const c = coalescedRead(r.read, () => undefined, opts)
    await r.answer(0)
    for (let t = 0; t < 2_900; t += 100) {
      c.changed()
      vi.advanceTimersByTime(100)
    }
    expect(r.calls).toBe(1)
    c.changed()
    vi.advanceTimersByTime(100)
    expect(r.calls).toBe(2)
  })

  it('a read under way when it stops is not delivered', async () => {
    const r = manualRead()
    const got: number[] = []
    const c = coalescedRead(r.read, (v) => got.push(v), opts)
    c.stop()
    await r.answer(1)
    expect(got).toEqual([])
  })

  it('a failed read waits for the next change; stop ends every read', async () => {
    const fail = vi.fn(() => Promise.reject(new Error('closed')))
    const c = coalescedRead(fail, () => undefined, opts)
    await Promise.resolve()
    vi.advanceTimersByTime(5_000)
    expect(fail).toHaveBeenCalledTimes(1)
    c.changed()
    vi.advanceTimersByTime(400)
    expect(fail).toHaveBeenCalledTimes(2)
    c.stop()
    c.changed()
    vi.advanceTimersByTime(5_000)
    expect(fail).toHaveBeenCalledTimes(2)
  })
})
