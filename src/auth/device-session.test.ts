// This device's slot of vehicle invoice series as the client keeps it: learnt from what registration and the
// heartbeat answer (sql/0027), per user and financial year, and nothing else.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SupabaseClient } from '@/lib/supabase'
import { deviceSlot, heartbeat, registerDevice, rememberSlot, slotsExhausted } from './device-session'

beforeEach(() => {
  const items = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  })
})
afterEach(() => vi.unstubAllGlobals())

/** A client whose every active_sessions call answers `rows` (or `error`), recording what was asked. */
function client(rows: Record<string, unknown>[] | null, error: { code: string } | null = null) {
  const calls: string[] = []
  const answer = { data: rows, error }
  const chain: Record<string, unknown> = {}
  for (const m of ['upsert', 'update', 'eq']) {
    chain[m] = (...args: unknown[]) => {
      calls.push(`${m}:${JSON.stringify(args[0] ?? '')}`)
      return chain
    }
  }
  chain.select = (cols: string) => {
    calls.push(`select:${cols}`)
    return chain
  }
  chain.then = (resolve: (v: typeof answer) => void) => resolve(answer)
  return { c: { from: () => chain } as unknown as SupabaseClient, calls }
}

describe('the device slot', () => {
  it('is what registration answers, for that user and year only', async () => {
    const { c, calls } = client([{ slot: 'C', slot_fy: '2627' }])
    expect(await registerDevice(c, 'u1')).toBeNull()
    expect(calls).toContain('select:slot, slot_fy')
    expect(deviceSlot('u1', '2627')).toBe('C')
    expect(deviceSlot('u1', '2728')).toBeNull()
    expect(deviceSlot('u2', '2627')).toBeNull()
  })

  it("a new year's heartbeat adds that year's slot and keeps last year's", async () => {
    rememberSlot('u1', { slot: 'C', slot_fy: '2526' })
    const { c } = client([{ session_id: 'd', device_info: {}, slot: 'A', slot_fy: '2627' }])
    expect((await heartbeat(c, 'u1')).present).toBe(true)
    expect([deviceSlot('u1', '2526'), deviceSlot('u1', '2627')]).toEqual(['C', 'A'])
  })

  it('ignores answers without a valid slot and a refused registration', async () => {
    for (const row of [
      { slot: null, slot_fy: null },
      { slot: 'ab', slot_fy: '2627' },
      { slot: 'A', slot_fy: '26' },
    ]) {
      rememberSlot('u1', row)
    }
    const refused = client(null, { code: 'AB003' })
    const error = await registerDevice(refused.c, 'u1')
    expect(slotsExhausted(error)).toBe(true)
    expect(slotsExhausted({ code: 'AB001' })).toBe(false)
    expect(deviceSlot('u1', '2627')).toBeNull()
  })

  it('keeps the last three years', () => {
    for (const [fy, slot] of [
      ['2324', 'A'],
      ['2425', 'B'],
      ['2526', 'C'],
      ['2627', 'D'],
    ] as const) {
      rememberSlot('u1', { slot, slot_fy: fy })
    }
    expect(['2324', '2425', '2526', '2627'].map((fy) => deviceSlot('u1', fy))).toEqual([null, 'B', 'C', 'D'])
  })
})
