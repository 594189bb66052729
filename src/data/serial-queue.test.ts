import { describe, expect, it } from 'vitest'
import { serialQueue } from './serial-queue'

describe('serialQueue', () => {
  it('runs work one after the other, and goes on after a failure', async () => {
    const oneAtATime = serialQueue()
    const order: string[] = []
    const step = (name: string, ms: number, fail = false) =>
      oneAtATime(async () => {
        order.push(`${name} start`)
        await new Promise((r) => setTimeout(r, ms))
        order.push(`${name} end`)
        if (fail) throw new Error(name)
        return name
      })
    const results = await Promise.allSettled([step('a', 20, true), step('b', 1)])
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end'])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled'])
  })
})
