// Follow-ups on the server (0034): a write needs the access map's workshop_follow_up feature; the same reminder
// proposed by two devices is one id, so the second push is a revision conflict to merge, never a second row;
// the calls logged come back as written; an unknown kind or status is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { followUpDoc } from './documents.ts'
import { boot, serviceClient, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let dealer: SignedIn
beforeAll(async () => {
  s = await boot()
  dealer = await signedInUser(s, 'follow-ups')
}, 90_000)
afterAll(async () => {
  await s.stop()
})

type Answer = {
  conflicts: Record<string, unknown>[]
  refused: { id: string; reason: string }[]
  clashes: { id: string }[]
}
const push = async (
  u: SignedIn,
  rows: { new: Record<string, unknown>; assumed: { rev: number } | null }[],
) => {
  const r = await u.c.rpc('push_follow_ups', { rows })
  expect(r.error).toBeNull()
  return r.data as Answer
}

describe('follow-ups', () => {
  it('a reminder replicates whole with its calls; the same reminder from a second device is a conflict', async () => {
    expect(await push(dealer, [{ new: followUpDoc('f-1', 1), assumed: null }])).toMatchObject({
      conflicts: [],
      refused: [],
      clashes: [],
    })
    const back = await dealer.c.from('follow_ups').select('due_date, attempts').eq('id', 'f-1').single()
    expect(back.data).toEqual({
      due_date: '2026-12-15',
      attempts: [
        { at: 1_763_700_000_000, on: '2026-11-27', by: 'u-1', channel: 'call', outcome: 'not_reachable' },
      ],
    })
    const again = await push(dealer, [{ new: followUpDoc('f-1', 1, { cycle: 's2' }), assumed: null }])
    expect(again.conflicts.map((c) => c.id)).toEqual(['f-1'])
    const rows = await serviceClient(s).from('follow_ups').select('id').eq('id', 'f-1')
    expect(rows.data).toHaveLength(1)
  })

  it('writing needs the follow-up feature; an unknown status is refused', async () => {
    const clerk = await signedInUser(s, 'follow-ups-clerk')
    await serviceClient(s)
      .from('users')
      .update({ access: { job_cards: 'full' } })
      .eq('id', clerk.id)
    expect((await push(clerk, [{ new: followUpDoc('f-clerk', 1), assumed: null }])).refused).toEqual([
      { id: 'f-clerk', reason: 'no_write_access' },
    ])
    const bad = await dealer.c.rpc('push_follow_ups', {
      rows: [{ new: followUpDoc('f-bad', 1, { status: 'maybe' }), assumed: null }],
    })
    expect(bad.error).not.toBeNull()
  })
})
