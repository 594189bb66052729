import { describe, expect, it } from 'vitest'
import type { MediaQueueEntry } from './queue-rules'
import { backoffMs, failed, FIRST_RETRY_MS, MAX_RETRY_MS, nextDue, queued, sleepMs } from './queue-rules'

const entry = (id: string, next_at: number, ticket = `t-${id}`): MediaQueueEntry => ({
  ...queued({ id, card_id: 'c1', type: 'image/jpeg' }, 'upload', ticket, 0),
  next_at,
})

describe('media queue rules', () => {
  it('backs off by doubling from 2 s to at most 5 min, spread by ±20 %', () => {
    expect(backoffMs(1, 0.5)).toBe(FIRST_RETRY_MS)
    expect(backoffMs(2, 0.5)).toBe(2 * FIRST_RETRY_MS)
    expect(backoffMs(5, 0.5)).toBe(16 * FIRST_RETRY_MS)
    expect(backoffMs(40, 0.5)).toBe(MAX_RETRY_MS)
    expect(backoffMs(1, 0)).toBe(0.8 * FIRST_RETRY_MS)
    expect(backoffMs(40, 0.999_999)).toBeLessThanOrEqual(1.2 * MAX_RETRY_MS)
  })

  it('a failure counts, keeps the bytes reference and the op, and waits its backoff', () => {
    const e = queued({ id: 'photo-1', card_id: 'c1', type: 'image/jpeg' }, 'upload', 'a', 1_000)
    const f1 = failed(e, 'offline', 10_000, 0.5)
    expect(f1).toMatchObject({ id: 'photo-1', op: 'upload', ticket: 'a', attempts: 1, error: 'offline' })
    expect(f1.next_at).toBe(10_000 + FIRST_RETRY_MS)
    const f2 = failed(f1, 'x'.repeat(500), 20_000, 0.5)
    expect([f2.attempts, f2.next_at, f2.error?.length]).toEqual([2, 20_000 + 2 * FIRST_RETRY_MS, 300])
  })

  it('runs the earliest due entry; one waiting its backoff only when retried', () => {
    const list = [entry('b', 500), entry('a', 500), entry('c', 100), entry('late', 9_000)]
    expect(nextDue(list, 1_000, new Set())?.id).toBe('c')
    expect(nextDue(list.slice(0, 2), 1_000, new Set())?.id).toBe('a')
    expect(nextDue([entry('late', 9_000)], 1_000, new Set())).toBeNull()
    expect(nextDue([entry('late', 9_000)], 1_000, new Set(['t-late']))?.id).toBe('late')
    expect(nextDue([], 1_000, new Set())).toBeNull()
  })

  it('sleeps until the earliest entry, not at all when one is due, forever when empty', () => {
    expect(sleepMs([entry('a', 5_000), entry('b', 3_000)], 1_000)).toBe(2_000)
    expect(sleepMs([entry('a', 500)], 1_000)).toBe(0)
    expect(sleepMs([], 1_000)).toBeNull()
  })
})
