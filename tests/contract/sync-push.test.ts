// The replication contract of DESIGN.md §3: push_<table> applies a row only when the stored rev equals the
// assumed one, returns the current row as a conflict otherwise, and never touches a document field; pull is a
// (_modified, id) checkpoint query; row-level security keeps every dealer to their own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingDoc, partyDoc, PUSHED } from './documents.ts'
import { boot, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let a: SignedIn
let b: SignedIn
beforeAll(async () => {
  s = await boot()
  a = await signedInUser(s, 'push-a')
  b = await signedInUser(s, 'push-b')
}, 90_000)
afterAll(async () => {
  await s.stop()
})

/** The document part of a row: without the server's own columns and who wrote it (checked on its own). */
const strip = (row: Record<string, unknown>) => {
  const { owner: _owner, _modified, created_by: _c, updated_by: _u, ...rest } = row
  void [_owner, _modified, _c, _u]
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null))
}

describe('push_parties', () => {
  it('inserts new rows, then updates only when the assumed rev matches', async () => {
    const p1 = partyDoc('p-1', 1)
    const first = await a.c.rpc('push_parties', { rows: [{ new: p1, assumed: null }] })
    expect(first.error).toBeNull()
    expect(first.data).toEqual(PUSHED)

    const { data: rows } = await a.c.from('parties').select('*').eq('id', 'p-1')
    expect(rows).toHaveLength(1)
    expect(strip(rows![0])).toEqual(p1)
    expect(rows![0].owner).toBe(a.id)
    // Who wrote it comes from the token, whatever the device claims.
    expect(rows![0]).toMatchObject({ created_by: a.id, updated_by: a.id })

    const p2 = partyDoc('p-1', 2, { mobile: '9123456780' })
    const ok = await a.c.rpc('push_parties', { rows: [{ new: p2, assumed: p1 }] })
    expect(ok.data).toEqual(PUSHED)

    // A second device still assumes rev 1: its write is refused and it gets the current row back.
    const stale = partyDoc('p-1', 2, { name: 'R. Kumar' })
    const clash = await a.c.rpc('push_parties', { rows: [{ new: stale, assumed: p1 }] })
    expect(clash.data.refused).toEqual([])
    expect(clash.data.conflicts.map(strip)).toEqual([p2])

    // A repeated insert (the response was lost) is a conflict carrying the stored row, never a duplicate.
    const again = await a.c.rpc('push_parties', { rows: [{ new: p2, assumed: null }] })
    expect(again.data.conflicts.map(strip)).toEqual([p2])
  })

  it('keeps each dealer to their own rows', async () => {
    await a.c.rpc('push_parties', { rows: [{ new: partyDoc('p-own', 1), assumed: null }] })
    const { data } = await b.c.from('parties').select('id')
    expect(data).toEqual([])
    const hijack = await b.c.rpc('push_parties', {
      rows: [{ new: partyDoc('p-own', 2), assumed: partyDoc('p-own', 1) }],
    })
    // Invisible to b: treated as new, and the primary key refuses it: a clash without a's row.
    expect(hijack.error).toBeNull()
    expect(hijack.data.clashes).toEqual([
      { id: 'p-own', constraint: 'parties_pkey', columns: ['id'], row: null },
    ])
    const { data: still } = await a.c.from('parties').select('rev').eq('id', 'p-own')
    expect(still).toEqual([{ rev: 1 }])
  })

  it('refuses malformed batches with a clear code', async () => {
    const bad = await a.c.rpc('push_parties', { rows: { id: 'x' } })
    expect(bad.error?.code).toBe('22023')
    const noId = await a.c.rpc('push_parties', { rows: [{ new: { rev: 1 }, assumed: null }] })
    expect(noId.error?.code).toBe('22023')
  })

  it('pulls by the (_modified, id) checkpoint', async () => {
    const ids = ['q-1', 'q-2', 'q-3']
    await a.c.rpc('push_parties', { rows: ids.map((id) => ({ new: partyDoc(id, 1), assumed: null })) })
    const { data: all } = await a.c.from('parties').select('*').order('_modified').order('id')
    const cp = all![0]
    const { data: after, error } = await a.c
      .from('parties')
      .select('*')
      .or(`_modified.gt.${cp._modified},and(_modified.eq.${cp._modified},id.gt.${cp.id})`)
      .order('_modified')
      .order('id')
      .limit(500)
    expect(error).toBeNull()
    expect(after!.map((r) => r.id)).toEqual(all!.slice(1).map((r) => r.id))
  })
})

describe('push_bookings and push_job_cards', () => {
  it('store nested lines and custom fields unchanged', async () => {
    const booking = bookingDoc('b-1', { custom: { finance: 'HDFC', exchange: 'yes' } })
    expect((await a.c.rpc('push_bookings', { rows: [{ new: booking, assumed: null }] })).data).toEqual(PUSHED)
    const { data: b1 } = await a.c.from('bookings').select('*').eq('id', 'b-1').single()
    expect(strip(b1)).toEqual(booking)

    const job = {
      id: 'j-1',
      rev: 1,
      created_at: 1,
      updated_at: 1,
      job_no: 'JC-K3Q/2627/1',
      opened_at: 1_763_700_000_000,
      list_key: 9_999_999_999_999 - 1_763_700_000_000,
      reg_no: 'UP32AB1234',
      chassis_no: 'MBLHA10AMDHA12345',
      customer_name: 'Ramesh Kumar',
      odometer: 12_345,
      complaints: ['Brake noise', 'ब्रेक से आवाज़'],
      labour: [{ id: 'l1', description: 'General service', qty: 1, rate: 45_000, gst_rate: 18 }],
      parts: [{ id: 'x1', name: 'Engine oil', qty: 1.2, uom: 'Ltr', rate: 38_000, gst_rate: 18 }],
      status: 'open',
      total: 98_920,
      media: [],
      _deleted: false,
    }
    expect((await a.c.rpc('push_job_cards', { rows: [{ new: job, assumed: null }] })).data).toEqual(PUSHED)
    const { data: j1 } = await a.c.from('job_cards').select('*').eq('id', 'j-1').single()
    expect(strip(j1)).toEqual(job)
  })

  it('purges only old tombstones of the caller', async () => {
    await a.c.rpc('push_parties', {
      rows: [{ new: partyDoc('p-del', 1, { _deleted: true }), assumed: null }],
    })
    const { data, error } = await a.c.rpc('sync_purge_deleted', { days: 90 })
    expect(error).toBeNull()
    expect(data).toBe(0)
    const tooShort = await a.c.rpc('sync_purge_deleted', { days: 1 })
    expect(tooShort.error?.code).toBe('22023')
  })
})

// A unique business key (a receipt number here; job, invoice and chassis numbers the same way) that a row of
// the batch shares with a stored row: that row alone comes back, the rest of the batch is written (0022).
describe('a business key that clashes', () => {
  const rv = (n: number) => `RV-CLS/2627/${String(n).padStart(4, '0')}`

  it('answers the clashing row with the stored one and writes the others', async () => {
    const held = bookingDoc('cl-1', { receipt_no: rv(1) })
    expect((await a.c.rpc('push_bookings', { rows: [{ new: held, assumed: null }] })).data).toEqual(PUSHED)

    const batch = [
      bookingDoc('cl-2', { receipt_no: rv(2) }),
      bookingDoc('cl-3', { receipt_no: rv(1) }), // another device numbered in the same series
      bookingDoc('cl-4', { receipt_no: rv(4) }),
    ]
    const { data, error } = await a.c.rpc('push_bookings', {
      rows: batch.map((doc) => ({ new: doc, assumed: null })),
    })
    expect(error).toBeNull()
    expect(data.conflicts).toEqual([])
    expect(data.refused).toEqual([])
    expect(data.clashes).toHaveLength(1)
    expect(data.clashes[0]).toMatchObject({
      id: 'cl-3',
      constraint: 'bookings_owner_receipt_no_key',
      columns: ['owner', 'receipt_no'],
    })
    expect(strip(data.clashes[0].row)).toEqual(held)

    const { data: stored } = await a.c.from('bookings').select('id').like('id', 'cl-%').order('id')
    expect(stored!.map((r) => r.id)).toEqual(['cl-1', 'cl-2', 'cl-4'])

    // Renumbered, the held row goes through.
    const fixed = { ...batch[1]!, receipt_no: rv(3) }
    expect((await a.c.rpc('push_bookings', { rows: [{ new: fixed, assumed: null }] })).data).toEqual(PUSHED)
  })

  it('within one batch, and on an update, the first row keeps the number', async () => {
    const { data } = await a.c.rpc('push_bookings', {
      rows: [
        { new: bookingDoc('cl-5', { receipt_no: rv(5) }), assumed: null },
        { new: bookingDoc('cl-6', { receipt_no: rv(5) }), assumed: null },
      ],
    })
    expect(data.clashes.map((c: { id: string }) => c.id)).toEqual(['cl-6'])

    // Changing cl-2's number to one cl-4 holds is refused for cl-2 only; cl-4's own edit is written.
    const upd = await a.c.rpc('push_bookings', {
      rows: [
        { new: bookingDoc('cl-2', { rev: 2, receipt_no: rv(4) }), assumed: { rev: 1 } },
        { new: bookingDoc('cl-4', { rev: 2, receipt_no: rv(4), model: 'Glamour' }), assumed: { rev: 1 } },
      ],
    })
    expect(upd.data.clashes).toMatchObject([{ id: 'cl-2', row: { id: 'cl-4' } }])
    const { data: after } = await a.c.from('bookings').select('id, rev, model').in('id', ['cl-2', 'cl-4'])
    expect(after!.sort((x, y) => x.id.localeCompare(y.id))).toEqual([
      { id: 'cl-2', rev: 1, model: 'Splendor Plus' },
      { id: 'cl-4', rev: 2, model: 'Glamour' },
    ])
  })

  it("another dealer's same number is no clash; their key is, without their row", async () => {
    const mine = await b.c.rpc('push_bookings', {
      rows: [{ new: bookingDoc('cl-b1', { receipt_no: rv(1) }), assumed: null }],
    })
    expect(mine.data).toEqual(PUSHED)
    // b reuses the id of a's booking: a primary-key clash with a row b may not see.
    const hidden = await b.c.rpc('push_bookings', {
      rows: [
        { new: bookingDoc('cl-1', { receipt_no: rv(9) }), assumed: null },
        { new: bookingDoc('cl-b2', { receipt_no: rv(2) }), assumed: null },
      ],
    })
    expect(hidden.error).toBeNull()
    expect(hidden.data.clashes).toEqual([
      { id: 'cl-1', constraint: 'bookings_pkey', columns: ['id'], row: null },
    ])
    const { data: bRows } = await b.c.from('bookings').select('id').like('id', 'cl-%').order('id')
    expect(bRows!.map((r) => r.id)).toEqual(['cl-b1', 'cl-b2'])
  })
})
