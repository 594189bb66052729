// The access map and the end of validity hold on the server (0019): a write to a module's table needs write
// on that module, a delete (hard, or soft through _deleted) needs full, and nothing is written after
// app_valid_till. A push answers each refused row with its reason and still writes the others; REST writes
// and Storage writes are refused by the same function in the policies. users.email follows the sign-in only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingDoc, partyDoc } from './documents.ts'
import { boot, FULL_ACCESS, makeAdmin, serviceClient, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
beforeAll(async () => {
  s = await boot()
}, 90_000)
afterAll(async () => {
  await s.stop()
})

const indiaDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  )

async function setUser(u: SignedIn, patch: Record<string, unknown>) {
  const { error } = await serviceClient(s).from('users').update(patch).eq('id', u.id)
  if (error) throw error
}

const party = (id: string, rev: number, patch: Record<string, unknown> = {}) =>
  partyDoc(id, rev, { name: 'Suresh Yadav', name_key: 'suresh yadav', ...patch })

async function storedParties(u: SignedIn) {
  return (await serviceClient(s).from('parties').select('id, rev, _deleted').eq('owner', u.id).order('id'))
    .data
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

describe('the access map on the server', () => {
  it('read access pushes nothing: each row comes back refused with its reason', async () => {
    const u = await signedInUser(s, 'wa-read')
    await setUser(u, { access: { customers: 'read' } })
    const push = await u.c.rpc('push_parties', {
      rows: [
        { new: party('t-1', 1), assumed: null },
        { new: party('t-2', 1), assumed: null },
      ],
    })
    expect(push.error).toBeNull()
    expect(push.data).toEqual({
      conflicts: [],
      clashes: [],
      refused: [
        { id: 't-1', reason: 'no_write_access' },
        { id: 't-2', reason: 'no_write_access' },
      ],
    })
    expect(await storedParties(u)).toEqual([])
    // The same through REST: row-level security asks the same function.
    const rest = await u.c.from('parties').insert(party('t-3', 1))
    expect(rest.error?.code).toBe('42501')
    expect(await storedParties(u)).toEqual([])
  })

  it('write may add and change but not delete; full may delete', async () => {
    const u = await signedInUser(s, 'wa-write')
    await setUser(u, { access: { customers: 'write' } })
    const first = await u.c.rpc('push_parties', {
      rows: [
        { new: party('w-1', 1), assumed: null },
        { new: party('w-2', 1), assumed: null },
      ],
    })
    expect(first.data).toEqual({ conflicts: [], clashes: [], refused: [] })
    // One batch: an edit goes through, a soft delete is refused (and the rest of the batch still written).
    const mixed = await u.c.rpc('push_parties', {
      rows: [
        { new: party('w-1', 2, { name: 'Suresh Y.' }), assumed: { rev: 1 } },
        { new: party('w-2', 2, { _deleted: true }), assumed: { rev: 1 } },
      ],
    })
    expect(mixed.data).toEqual({
      conflicts: [],
      clashes: [],
      refused: [{ id: 'w-2', reason: 'no_delete_access' }],
    })
    expect(await storedParties(u)).toEqual([
      { id: 'w-1', rev: 2, _deleted: false },
      { id: 'w-2', rev: 1, _deleted: false },
    ])
    // A soft delete by REST update and a hard delete are refused too.
    const soft = await u.c.from('parties').update({ _deleted: true, rev: 3 }).eq('id', 'w-2')
    expect(soft.error?.code).toBe('42501')
    await u.c.from('parties').delete().eq('id', 'w-2')
    expect((await storedParties(u))?.map((r) => r.id)).toEqual(['w-1', 'w-2'])

    await setUser(u, { access: { customers: 'full' } })
    const del = await u.c.rpc('push_parties', {
      rows: [{ new: party('w-2', 2, { _deleted: true }), assumed: { rev: 1 } }],
    })
    expect(del.data).toEqual({ conflicts: [], clashes: [], refused: [] })
    expect((await u.c.from('parties').delete().eq('id', 'w-1')).error).toBeNull()
    expect(await storedParties(u)).toEqual([{ id: 'w-2', rev: 2, _deleted: true }])
  })

  it('each table asks its own module', async () => {
    const u = await signedInUser(s, 'wa-module')
    await setUser(u, { access: { customers: 'full' } })
    const booking = bookingDoc('mb-1', { receipt_no: 'RV-A/2627/0001', customer_name: 'Suresh Yadav' })
    const refused = await u.c.rpc('push_bookings', { rows: [{ new: booking, assumed: null }] })
    expect(refused.data).toEqual({
      conflicts: [],
      clashes: [],
      refused: [{ id: 'mb-1', reason: 'no_write_access' }],
    })
    await setUser(u, { access: { customers: 'full', bookings: 'write' } })
    const ok = await u.c.rpc('push_bookings', { rows: [{ new: booking, assumed: null }] })
    expect(ok.data).toEqual({ conflicts: [], clashes: [], refused: [] })
  })

  it('after app_valid_till nothing is written, settings and files included; the last day still writes', async () => {
    const u = await signedInUser(s, 'wa-expired')
    await setUser(u, { app_valid_till: indiaDate(0) })
    expect((await u.c.rpc('push_parties', { rows: [{ new: party('e-1', 1), assumed: null }] })).data).toEqual(
      {
        conflicts: [],
        clashes: [],
        refused: [],
      },
    )
    expect(
      (await u.c.from('settings').insert({ user_id: u.id, company_name: 'Valid Motors' })).error,
    ).toBeNull()

    await setUser(u, { app_valid_till: indiaDate(-1) })
    const push = await u.c.rpc('push_parties', {
      rows: [
        { new: party('e-1', 2, { name: 'Late' }), assumed: { rev: 1 } },
        { new: party('e-2', 1), assumed: null },
      ],
    })
    expect(push.data).toEqual({
      conflicts: [],
      clashes: [],
      refused: [
        { id: 'e-1', reason: 'read_only' },
        { id: 'e-2', reason: 'read_only' },
      ],
    })
    const settings = await u.c.rpc('push_settings', {
      rows: [{ new: { user_id: u.id, rev: 9, company_name: 'Late Motors' }, assumed: { rev: 1 } }],
    })
    expect(settings.data.refused).toEqual([{ id: u.id, reason: 'read_only' }])
    const patch = await u.c.from('settings').update({ company_name: 'Late Motors' }).eq('user_id', u.id)
    expect(patch.error?.code).toBe('42501')
    const upload = await u.c.storage
      .from('company-assets')
      .upload(`${u.id}/logo.png`, png, { contentType: 'image/png' })
    expect(upload.error).not.toBeNull()
    const photo = await u.c.storage
      .from('job-card-media')
      .upload(`${u.id}/card-1/photo-1`, png, { contentType: 'image/png' })
    expect(photo.error).not.toBeNull()
    // Reading stays open: the data is visible and exportable.
    expect((await u.c.from('parties').select('id, name')).data).toEqual([{ id: 'e-1', name: 'Suresh Yadav' }])
    expect((await u.c.from('settings').select('company_name').single()).data).toEqual({
      company_name: 'Valid Motors',
    })
  })

  it('an admin is not held by the access map or validity', async () => {
    const u = await signedInUser(s, 'wa-admin', { trial: true })
    await makeAdmin(s, u)
    await setUser(u, { app_valid_till: indiaDate(-30) })
    const push = await u.c.rpc('push_parties', { rows: [{ new: party('adm-1', 1), assumed: null }] })
    expect(push.data).toEqual({ conflicts: [], clashes: [], refused: [] })
  })

  it('job-card photos need write on job cards', async () => {
    const u = await signedInUser(s, 'wa-media')
    await setUser(u, { access: { ...FULL_ACCESS, job_cards: 'read' } })
    const refused = await u.c.storage
      .from('job-card-media')
      .upload(`${u.id}/card-1/photo-1`, png, { contentType: 'image/png' })
    expect(refused.error).not.toBeNull()
    await setUser(u, { access: { ...FULL_ACCESS, job_cards: 'write' } })
    const ok = await u.c.storage
      .from('job-card-media')
      .upload(`${u.id}/card-1/photo-1`, png, { contentType: 'image/png' })
    expect(ok.error).toBeNull()
  })

  it('an SVG logo is refused', async () => {
    const u = await signedInUser(s, 'wa-svg')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const up = await u.c.storage
      .from('company-assets')
      .upload(`${u.id}/logo.svg`, svg, { contentType: 'image/svg+xml' })
    expect(up.error?.message).toMatch(/mime type/)
  })
})

describe('users.email', () => {
  it('cannot be written directly, by the user or an admin; the sign-in e-mail still carries it', async () => {
    const u = await signedInUser(s, 'wa-email')
    const own = await u.c.from('users').update({ email: 'owner@bank.example' }).eq('id', u.id)
    expect(own.error?.code).toBe('42501')
    const admin = await signedInUser(s, 'wa-email-admin')
    await makeAdmin(s, admin)
    const byAdmin = await admin.c.from('users').update({ email: 'someone@else.example' }).eq('id', u.id)
    expect(byAdmin.error?.code).toBe('42501')
    const stored = await serviceClient(s).from('users').select('email').eq('id', u.id).single()
    expect(stored.data?.email).toBe(u.email)

    const moved = `moved.${u.email}`
    const changed = await u.c.auth.updateUser({ email: moved })
    expect(changed.error).toBeNull()
    const after = await serviceClient(s).from('users').select('email').eq('id', u.id).single()
    expect(after.data?.email).toBe(moved)
  })
})
