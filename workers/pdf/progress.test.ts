import { describe, expect, it } from 'vitest'
import { throttleProgress, withThrottledProgress } from './progress'
import type { Progress } from './api.options'

describe('progress throttle', () => {
  it('passes one report per interval, and every new stage and the end at once', () => {
    let clock = 0
    const seen: Progress[] = []
    const report = throttleProgress(
      (p) => void seen.push(p),
      100,
      () => clock,
    )
    for (let i = 1; i <= 500; i += 1) {
      clock = i // 500 pages in 500 ms
      report({ fraction: i / 500, stage: 'splitting' })
    }
    report({ fraction: 0.99, stage: 'saving' })
    expect(seen.map((p) => p.fraction)).toEqual([0.002, 0.202, 0.402, 0.602, 0.802, 1, 0.99])
    expect(seen.at(-1)?.stage).toBe('saving')
  })

  it('does not wait for the page, and a closed channel is not an error', async () => {
    const report = throttleProgress(() => Promise.reject(new Error('port closed')))
    expect(report({ fraction: 0.5 })).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

  it('wraps only the function argument of a task', async () => {
    const calls: unknown[][] = []
    const task = async (input: number, options: { n: number }, onProgress?: (p: Progress) => void) => {
      calls.push([input, options])
      for (let i = 0; i < 10; i += 1) onProgress?.({ fraction: i / 10 })
      return input + options.n
    }
    const fractions: number[] = []
    const wrapped = withThrottledProgress(task, 1_000)
    expect(await wrapped(1, { n: 2 }, (p) => void fractions.push(p.fraction))).toBe(3)
    expect(calls).toEqual([[1, { n: 2 }]])
    expect(fractions).toEqual([0])
  })
})
