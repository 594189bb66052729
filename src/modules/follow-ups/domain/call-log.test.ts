import { describe, expect, it } from 'vitest'
import { applyCall } from './call-log'
import type { CallAttempt, Reminder } from './types'

const reminder: Reminder = {
  id: 'f-1',
  company: 'co-1',
  kind: 'service_due',
  cycle: 's2',
  vehicle_id: 'v-car',
  party_id: 'p-asha',
  reg_no: 'UP32AB1234',
  vehicle: 'Maruti Swift VXi',
  source_id: 'jc-1',
  due_date: '2026-04-12',
  due_km: 5_000,
  status: 'open',
  attempts: [],
}

const call = (fields: Partial<CallAttempt>): CallAttempt => ({
  at: Date.UTC(2026, 3, 5, 5),
  on: '2026-04-05',
  by: 'u-cre',
  channel: 'call',
  outcome: 'reached',
  ...fields,
})

const apply = (r: Reminder, c: CallAttempt) => {
  const result = applyCall(r, c)
  if (!result.ok) throw new Error(result.reason)
  return result.value
}

describe('applyCall', () => {
  it('closes an insurance renewal found renewed, keeping the new expiry; refuses it on other kinds or without a later date', () => {
    const insurance: Reminder = {
      ...reminder,
      kind: 'insurance_renewal',
      cycle: 'ins:2026-05-01',
      due_date: '2026-04-01',
      window_to: '2026-05-01',
    }
    expect(apply(insurance, call({ outcome: 'renewed', next_at: '2027-04-30' }))).toMatchObject({
      status: 'done',
      renewed_to: '2027-04-30',
    })
    expect(applyCall(insurance, call({ outcome: 'renewed' }))).toEqual({ ok: false, reason: 'renewal_date' })
    expect(applyCall(insurance, call({ outcome: 'renewed', next_at: '2026-05-01' }))).toEqual({
      ok: false,
      reason: 'renewal_date',
    })
    expect(applyCall(reminder, call({ outcome: 'renewed', next_at: '2027-04-30' }))).toEqual({
      ok: false,
      reason: 'outcome',
    })
  })

  it('keeps a reached customer open with the agreed date, or three days on', () => {
    expect(apply(reminder, call({ next_at: '2026-04-20' }))).toMatchObject({
      status: 'open',
      next_call: '2026-04-20',
      attempts: [expect.objectContaining({ outcome: 'reached' })],
    })
    expect(apply(reminder, call({})).next_call).toBe('2026-04-08')
    expect(applyCall(reminder, call({}), { reachedRetryDays: 5 })).toMatchObject({
      value: { next_call: '2026-04-10' },
    })
  })

  it('closes a feedback call once the customer is reached', () => {
    const r = apply({ ...reminder, kind: 'psf', cycle: 'jc:jc-1' }, call({ next_at: '2026-04-06' }))
    expect(r.status).toBe('done')
    expect(r.next_call).toBeUndefined()
  })

  it('waits for the visit after a booking, calling the day after the appointment', () => {
    expect(apply(reminder, call({ outcome: 'booked', next_at: '2026-04-10' }))).toMatchObject({
      status: 'open',
      next_call: '2026-04-11',
    })
    expect(applyCall(reminder, call({ outcome: 'booked' }))).toEqual({
      ok: false,
      reason: 'appointment_date',
    })
  })

  it('tries an unreachable customer again the next day unless told otherwise', () => {
    const once = apply(reminder, call({ outcome: 'not_reachable' }))
    expect(once.next_call).toBe('2026-04-06')
    const twice = apply(
      once,
      call({ at: Date.UTC(2026, 3, 6, 5), on: '2026-04-06', outcome: 'not_reachable' }),
    )
    expect(twice.attempts).toHaveLength(2)
    expect(twice.next_call).toBe('2026-04-07')
  })

  it('ends the cycle on a refusal, a wrong number, service elsewhere, a sale or a move', () => {
    for (const outcome of [
      'not_interested',
      'wrong_number',
      'serviced_elsewhere',
      'vehicle_sold',
      'shifted',
    ] as const) {
      const r = apply({ ...reminder, next_call: '2026-04-05' }, call({ outcome }))
      expect(r.status).toBe('skipped')
      expect(r.next_call).toBeUndefined()
    }
  })

  it('refuses a call on a closed reminder, an unknown outcome and a next date before the call', () => {
    expect(applyCall({ ...reminder, status: 'done' }, call({}))).toEqual({ ok: false, reason: 'closed' })
    expect(applyCall(reminder, call({ outcome: 'maybe' as CallAttempt['outcome'] }))).toEqual({
      ok: false,
      reason: 'outcome',
    })
    expect(applyCall(reminder, call({ next_at: '2026-04-01' }))).toEqual({
      ok: false,
      reason: 'next_before_call',
    })
  })

  it('leaves the reminder it was given unchanged', () => {
    apply(reminder, call({}))
    expect(reminder.attempts).toEqual([])
    expect(reminder.status).toBe('open')
  })
})
