// Two devices generating one reminder offline write it under one id; when the second pushes, the conflict
// resolves against the server's copy as generated, so the stamps raise no conflict and a call logged here stays.
import { describe, expect, it } from 'vitest'
import { mergeThreeWay, type Doc } from './merge'
import { followUps, type FollowUpDoc } from '@schemas/follow-ups.schema'

const generated = (device: string, at: number): FollowUpDoc => ({
  id: 'f-0123456789abcdef0123456789abcdef',
  rev: 1,
  created_at: at,
  updated_at: at,
  created_by: device,
  updated_by: device,
  kind: 'service_due',
  cycle: 's2',
  vehicle_id: 'v-1',
  party_id: 'p-1',
  reg_no: 'MH12AB1234',
  vehicle: 'Honda Activa 6G',
  source_id: 'jc-1',
  due_date: '2026-12-10',
  due_km: 6000,
  status: 'open',
  attempts: [],
})

const merge = (master: FollowUpDoc, local: FollowUpDoc) => {
  const m = { ...master, _deleted: false } as unknown as Doc
  const l = { ...local, _deleted: false } as unknown as Doc
  const base = followUps.baseWhenNew!(master, local) as unknown as Doc
  return mergeThreeWay({ ...base, _deleted: false }, m, l)
}

describe('follow_ups conflicts', () => {
  it('one reminder made on two devices merges without a conflict; a call logged on the second stays', () => {
    const call = {
      at: 5,
      on: '2026-12-01',
      by: 'u-b',
      channel: 'call' as const,
      outcome: 'booked' as const,
      next_at: '2026-12-05',
    }
    const { merged, losers } = merge(generated('u-a', 1), {
      ...generated('u-b', 2),
      status: 'open',
      attempts: [call],
      next_call: '2026-12-06',
    })
    expect(losers).toEqual([])
    expect(merged).toMatchObject({
      created_by: 'u-a',
      created_at: 1,
      attempts: [call],
      next_call: '2026-12-06',
    })
  })

  it("a served reminder on the server stays served; calls on both sides keep the server's and log ours", () => {
    const served = { ...generated('u-a', 1), status: 'done' as const, linked_jc_id: 'jc-9' }
    expect(merge(served, generated('u-b', 2)).merged).toMatchObject({ status: 'done', linked_jc_id: 'jc-9' })
    const theirs = {
      at: 3,
      on: '2026-12-01',
      by: 'u-a',
      channel: 'call' as const,
      outcome: 'reached' as const,
    }
    const ours = { ...theirs, at: 4, by: 'u-b', outcome: 'not_reachable' as const }
    const { merged, losers } = merge(
      { ...generated('u-a', 1), attempts: [theirs] },
      { ...generated('u-b', 2), attempts: [ours] },
    )
    expect(merged.attempts).toEqual([theirs])
    expect(losers.map((l) => l.field)).toEqual(['attempts'])
  })
})
