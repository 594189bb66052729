import { describe, expect, it } from 'vitest'
import { mainReason, readPushAnswer, RefusalGate } from './refusals'

describe('readPushAnswer', () => {
  it('reads conflicts and refusals, and an older server’s bare list of conflicts', () => {
    expect(readPushAnswer({ conflicts: [{ id: 'a' }], refused: [{ id: 'b', reason: 'read_only' }] })).toEqual(
      {
        conflicts: [{ id: 'a' }],
        refused: [{ id: 'b', reason: 'read_only' }],
      },
    )
    expect(readPushAnswer([{ id: 'a' }])).toEqual({ conflicts: [{ id: 'a' }], refused: [] })
    expect(readPushAnswer(null)).toEqual({ conflicts: [], refused: [] })
  })

  it('keeps an unknown reason as a refusal, never drops the row', () => {
    expect(readPushAnswer({ refused: [{ id: 7, reason: 'new_rule' }] }).refused).toEqual([
      { id: '7', reason: 'no_account' },
    ])
  })
})

describe('mainReason', () => {
  it('names the reason that explains most', () => {
    expect(mainReason([])).toBeNull()
    expect(mainReason(['no_delete_access', 'read_only'])).toBe('read_only')
    expect(mainReason(['no_delete_access', 'no_write_access'])).toBe('no_write_access')
  })
})

describe('RefusalGate', () => {
  it('lets pushes through while open, holds them while closed, releases them on open or dispose', async () => {
    const gate = new RefusalGate()
    await gate.wait()
    gate.close()
    let released = 0
    void gate.wait().then(() => (released += 1))
    void gate.wait().then(() => (released += 1))
    await Promise.resolve()
    expect(released).toBe(0)
    gate.open()
    await Promise.resolve()
    expect(released).toBe(2)
    gate.close()
    const held = gate.wait()
    gate.dispose()
    await held
    expect(gate.disposed).toBe(true)
  })
})
