// A billed job card on the server (0035): its lines name parts, payers and an insurer's share and come back as
// written; once billed, a change of its lines, customer, insurer or billing, its cancellation or deletion (a
// stale device's edit) comes back per row as a conflict with the stored row while the rest of the batch is
// written; its status still moves on (delivered); it is unbilled only once none of its invoices is posted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { voucherDoc } from './documents.ts'
import { boot, serviceClient, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let dealer: SignedIn
beforeAll(async () => {
  s = await boot()
  dealer = await signedInUser(s, 'job-billing')
}, 90_000)
afterAll(async () => {
  await s.stop()
})

type Answer = { conflicts: Record<string, unknown>[]; refused: unknown[]; clashes: unknown[] }
const push = async (
  table: string,
  rows: { new: Record<string, unknown>; assumed: { rev: number } | null }[],
) => {
  const r = await dealer.c.rpc(`push_${table}`, { rows })
  expect(r.error).toBeNull()
  return r.data as Answer
}
const stored = async (id: string) =>
  (await serviceClient(s).from('job_cards').select('*').eq('id', id).single()).data as Record<string, unknown>

const card = (id: string, rev: number, patch: Record<string, unknown> = {}) => ({
  id,
  rev,
  created_at: 1,
  updated_at: rev,
  job_no: `JCK3Q/2627/${id.slice(-4)}`,
  opened_at: 1_763_700_000_000,
  list_key: 9_999_999_999_999 - 1_763_700_000_000,
  reg_no: 'GJ01AB1234',
  chassis_no: '',
  party_id: 'p-gj',
  customer_name: 'Shah Transport',
  odometer: 12_345,
  complaints: ['Brake noise'],
  labour: [
    { id: 'l1', description: 'Brake service', qty: 1, rate: 45_000, gst_rate: 18, billable_to: 'customer' },
  ],
  parts: [
    {
      id: 'x1',
      part_id: 'p-bp100',
      part_no: 'BP-100',
      name: 'Brake pad set',
      hsn: '870830',
      qty: 1,
      rate: 2_118_64,
      gst_rate: 18,
      discount: 0,
      billable_to: 'insurance',
      insurer_share_bp: 7000,
    },
  ],
  insurer_id: 'p-ins',
  status: 'ready',
  total: 3_031_00,
  media: [],
  _deleted: false,
  ...patch,
})

const invoice = (id: string, rev: number, patch: Record<string, unknown> = {}) =>
  voucherDoc(id, rev, {
    type: 'winv',
    series: 'WI',
    status: 'posted',
    number: `WIK3Q/2627/${id.slice(-4)}`,
    posted_at: 5,
    payment: null,
    job_card_id: 'j-0001',
    ...patch,
  })

describe('job cards billed', () => {
  it('v2 lines, the insurer and the billing come back as written', async () => {
    const billed = card('j-0001', 1, { billing: { invoice_ids: ['w-0001'], at: 9 } })
    expect((await push('job_cards', [{ new: billed, assumed: null }])).conflicts).toEqual([])
    expect(await stored('j-0001')).toMatchObject({
      parts: billed.parts,
      insurer_id: 'p-ins',
      billing: { invoice_ids: ['w-0001'], at: 9 },
    })
  })

  it("a billed card's lines, customer, insurer, cancellation or deletion come back as conflicts", async () => {
    const edits: Record<string, unknown>[] = [
      { parts: [] },
      { labour: [] },
      { party_id: 'p-other' },
      { insurer_id: 'p-other-ins' },
      { status: 'cancelled', cancel_reason: 'Customer left' },
      { _deleted: true },
      { billing: { invoice_ids: ['w-0009'], at: 10 } },
    ]
    for (const [i, patch] of edits.entries()) {
      const other = `j-x00${i}`
      const answer = await push('job_cards', [
        {
          new: card('j-0001', 2, { billing: { invoice_ids: ['w-0001'], at: 9 }, ...patch }),
          assumed: { rev: 1 },
        },
        { new: card(other, 1), assumed: null },
      ])
      expect(answer.conflicts, JSON.stringify(patch)).toMatchObject([{ id: 'j-0001', rev: 1 }])
      expect(await stored(other)).toMatchObject({ status: 'ready' })
    }
    expect(await stored('j-0001')).toMatchObject({ rev: 1, status: 'ready', _deleted: false })
  })

  it('a billed card is still delivered', async () => {
    const answer = await push('job_cards', [
      {
        new: card('j-0001', 2, {
          billing: { invoice_ids: ['w-0001'], at: 9 },
          status: 'delivered',
          delivered_at: 11,
        }),
        assumed: { rev: 1 },
      },
    ])
    expect(answer.conflicts).toEqual([])
    expect(await stored('j-0001')).toMatchObject({ rev: 2, status: 'delivered' })
  })

  it('the billing is cleared only once none of its invoices is posted', async () => {
    const billed = { billing: { invoice_ids: ['w-0002'], at: 9 } }
    await push('job_cards', [{ new: card('j-0002', 1, billed), assumed: null }])
    expect((await push('vouchers', [{ new: invoice('w-0002', 1), assumed: null }])).conflicts).toEqual([])
    const early = await push('job_cards', [{ new: card('j-0002', 2), assumed: { rev: 1 } }])
    expect(early.conflicts).toMatchObject([{ id: 'j-0002', billing: billed.billing }])
    const cancelled = invoice('w-0002', 2, {
      status: 'cancelled',
      cancel: { at: 12, reason: 'Wrong customer' },
    })
    expect((await push('vouchers', [{ new: cancelled, assumed: { rev: 1 } }])).conflicts).toEqual([])
    expect((await push('job_cards', [{ new: card('j-0002', 2), assumed: { rev: 1 } }])).conflicts).toEqual([])
    const after = await stored('j-0002')
    expect(after.billing).toBeNull()
    // Unbilled, the card is edited again.
    expect(
      (await push('job_cards', [{ new: card('j-0002', 3, { parts: [] }), assumed: { rev: 2 } }])).conflicts,
    ).toEqual([])
  })
})
