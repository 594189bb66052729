// The parts master on the server (0033): a write needs the access map's workshop_inventory feature; a part
// number (normalised) is held once per company, so a part pushed under another key with a number already held
// comes back per row as a clash and the rest of the batch is written; another dealer's parts never stand in the
// way; fractional quantities and dated rates come back as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partDoc } from './documents.ts'
import { boot, serviceClient, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let dealer: SignedIn
beforeAll(async () => {
  s = await boot()
  dealer = await signedInUser(s, 'parts')
}, 90_000)
afterAll(async () => {
  await s.stop()
})

type Answer = {
  conflicts: Record<string, unknown>[]
  refused: { id: string; reason: string }[]
  clashes: { id: string; columns: string[] }[]
}
const push = async (u: SignedIn, rows: { new: Record<string, unknown>; assumed: null }[]) => {
  const r = await u.c.rpc('push_parts', { rows })
  expect(r.error).toBeNull()
  return r.data as Answer
}

describe('parts', () => {
  it('a part replicates whole, fractions and dated rates as written', async () => {
    expect(await push(dealer, [{ new: partDoc('p-1', 1), assumed: null }])).toMatchObject({
      conflicts: [],
      refused: [],
      clashes: [],
    })
    const back = await dealer.c
      .from('parts')
      .select('gst_schedule, reorder_level, opening, mrp')
      .eq('id', 'p-1')
      .single()
    expect(back.data).toEqual({
      gst_schedule: [{ from: '2025-09-22', gst_bp: 1800 }],
      reorder_level: 2.5,
      opening: { qty: 12, value: 3_600_00, as_of: '2026-04-01' },
      mrp: 520_00,
    })
  })

  it('a part number held under another key is a clash per row; the rest is written', async () => {
    const answer = await push(dealer, [
      { new: partDoc('p-2', 1, { part_no: '15400 RTA 003' }), assumed: null },
      { new: partDoc('p-3', 1, { part_no: '08798-9036', part_key: '087989036' }), assumed: null },
    ])
    expect(answer.clashes.map((c) => [c.id, c.columns])).toEqual([['p-2', ['owner', 'part_key']]])
    const rows = await serviceClient(s).from('parts').select('id').in('id', ['p-2', 'p-3'])
    expect(rows.data).toEqual([{ id: 'p-3' }])
  })

  it("another dealer's part numbers are theirs alone", async () => {
    const other = await signedInUser(s, 'parts-other')
    expect(await push(other, [{ new: partDoc('p-other-1', 1), assumed: null }])).toMatchObject({
      conflicts: [],
      refused: [],
      clashes: [],
    })
  })

  it('writing needs the workshop inventory feature; a negative rate is refused', async () => {
    const clerk = await signedInUser(s, 'parts-clerk')
    await serviceClient(s)
      .from('users')
      .update({ access: { job_cards: 'full' } })
      .eq('id', clerk.id)
    const answer = await push(clerk, [{ new: partDoc('p-clerk', 1, { part_key: 'CLERK1' }), assumed: null }])
    expect(answer.refused).toEqual([{ id: 'p-clerk', reason: 'no_write_access' }])
    const bad = await dealer.c.rpc('push_parts', {
      rows: [{ new: partDoc('p-bad', 1, { part_key: 'BAD1', sale_rate: -1 }), assumed: null }],
    })
    expect(bad.error).not.toBeNull()
  })
})
