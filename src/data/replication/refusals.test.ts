import { describe, expect, it } from 'vitest'
import { mainReason, readPushAnswer, RefusalGate } from './refusals'

describe('readPushAnswer', () => {
  it('reads conflicts and refusals, and an older server’s bare list of conflicts', () => {
    expect(readPushAnswer({ conflicts: [{ id: 'a' }], refused: [{ id: 'b', reason: 'read_only' }] })).toEqual(
      {
        conflicts: [{ id: 'a' }],
        refused: [{ id: 'b', reason: 'read_only' }],
        clashes: [],
      },
    )
    expect(readPushAnswer([{ id: 'a' }])).toEqual({ conflicts: [{ id: 'a' }], refused: [], clashes: [] })
    expect(readPushAnswer(null)).toEqual({ conflicts: [], refused: [], clashes: [] })
  })

  it("keeps the period lock's reasons (0027), and reads an unknown one as no account", () => {
    const answer = readPushAnswer({
      conflicts: [],
      refused: [
        { id: 'v1', reason: 'period_locked' },
        { id: 'v2', reason: 'future_date' },
        { id: 'v3', reason: 'something_new' },
      ],
    })
    expect(answer.refused.map((r) => r.reason)).toEqual(['period_locked', 'future_date', 'no_account'])
    expect(mainReason(['duplicate', 'future_date', 'period_locked'])).toBe('period_locked')
  })

  it('holds a row whose number another record has, with the stored row', () => {
    const stored = { id: 'b-1', receipt_no: 'RV/1' }
    const answer = readPushAnswer({
      conflicts: [],
      refused: [],
      clashes: [
        {
          id: 'b-2',
          constraint: 'bookings_owner_receipt_no_key',
          columns: ['owner', 'receipt_no'],
          row: stored,
        },
        { id: 9, row: 'odd' },
      ],
    })
    expect(answer.refused).toEqual([
      { id: 'b-2', reason: 'duplicate' },
      { id: '9', reason: 'duplicate' },
    ])
    expect(answer.clashes).toEqual([
      {
        id: 'b-2',
        constraint: 'bookings_owner_receipt_no_key',
        columns: ['owner', 'receipt_no'],
        row: stored,
      },
      { id: '9', constraint: '', columns: [], row: null },
    ])
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
    expect(mainReason(['duplicate', 'no_write_access'])).toBe('no_write_access')
    expect(mainReason(['duplicate'])).toBe('duplicate')
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
