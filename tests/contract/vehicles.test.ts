// The catalogue and vehicle units on the server (0029): a write needs the access map's stock feature; a chassis
// number is held once per company, and an engine number once when given, so a unit pushed under another key
// with a number already held comes back per row as a clash and the rest of the batch is written; another
// dealer's units never stand in the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogDoc, vehicleDoc } from './documents.ts'
import { boot, serviceClient, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let dealer: SignedIn
beforeAll(async () => {
  s = await boot()
  dealer = await signedInUser(s, 'vehicles')
}, 90_000)
afterAll(async () => {
  await s.stop()
})

type Answer = {
  conflicts: Record<string, unknown>[]
  refused: { id: string; reason: string }[]
  clashes: { id: string; columns: string[] }[]
}
const push = async (u: SignedIn, table: string, rows: { new: Record<string, unknown>; assumed: null }[]) => {
  const r = await u.c.rpc(`push_${table}`, { rows })
  expect(r.error).toBeNull()
  return r.data as Answer
}

describe('catalogue and vehicles', () => {
  it('a variant and a unit replicate whole', async () => {
    const answer = await push(dealer, 'catalog', [{ new: catalogDoc('c-1', 1), assumed: null }])
    expect(answer).toMatchObject({ conflicts: [], refused: [], clashes: [] })
    expect((await push(dealer, 'vehicles', [{ new: vehicleDoc('v-1', 1), assumed: null }])).clashes).toEqual(
      [],
    )
    const back = await dealer.c
      .from('catalog')
      .select('tax_schedule, prices, colours')
      .eq('id', 'c-1')
      .single()
    expect(back.data).toEqual({
      tax_schedule: [{ from: '2025-09-22', gst_bp: 4000, cess_bp: 0 }],
      prices: [{ from: '2025-09-22', ex_showroom: 1_050_000_00 }],
      colours: ['Pearl White'],
    })
  })

  it('a chassis or engine number held under another key is a clash per row; the rest is written', async () => {
    const answer = await push(dealer, 'vehicles', [
      { new: vehicleDoc('v-2', 1, { engine_no: 'OTHER1' }), assumed: null },
      { new: vehicleDoc('v-3', 1, { chassis_no: 'MA3EWB22S00999999' }), assumed: null },
      { new: vehicleDoc('v-4', 1, { chassis_no: 'MA3EWB22S00777777', engine_no: 'OTHER2' }), assumed: null },
    ])
    expect(answer.clashes.map((c) => [c.id, c.columns])).toEqual([
      ['v-2', ['owner', 'chassis_no']],
      ['v-3', ['owner', 'engine_no']],
    ])
    const rows = await serviceClient(s).from('vehicles').select('id').in('id', ['v-2', 'v-3', 'v-4'])
    expect(rows.data).toEqual([{ id: 'v-4' }])
  })

  it('units without an engine number do not clash on it', async () => {
    const answer = await push(dealer, 'vehicles', [
      { new: vehicleDoc('v-5', 1, { chassis_no: 'CHASSIS5', engine_no: '' }), assumed: null },
      { new: vehicleDoc('v-6', 1, { chassis_no: 'CHASSIS6', engine_no: '' }), assumed: null },
    ])
    expect(answer.clashes).toEqual([])
  })

  it("another dealer's numbers are theirs alone", async () => {
    const other = await signedInUser(s, 'vehicles-other')
    const answer = await push(other, 'vehicles', [{ new: vehicleDoc('v-other-1', 1), assumed: null }])
    expect(answer).toMatchObject({ conflicts: [], refused: [], clashes: [] })
  })

  it('writing needs the stock feature', async () => {
    const clerk = await signedInUser(s, 'vehicles-clerk')
    await serviceClient(s)
      .from('users')
      .update({ access: { purchases: 'full' } })
      .eq('id', clerk.id)
    const answer = await push(clerk, 'vehicles', [
      { new: vehicleDoc('v-clerk', 1, { chassis_no: 'CLERK0001', engine_no: '' }), assumed: null },
    ])
    expect(answer.refused).toEqual([{ id: 'v-clerk', reason: 'no_write_access' }])
  })
})
