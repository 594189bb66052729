// One dealership, many staff (0023): the company is the owner's account; staff join with the owner's invite
// code, read and write the company's rows (and no other company's), within the access the owner gave, never
// above the owner's own; a deactivated member is shut out at once. Runs on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingDoc, partyDoc, PUSHED, settingsDoc } from './documents.ts'
import { anonClient, boot, serviceClient, signedInUser, uniqueEmail } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let owner: SignedIn
let rival: SignedIn
beforeAll(async () => {
  s = await boot()
  owner = await signedInUser(s, 'co-owner', { trial: true })
  rival = await signedInUser(s, 'co-rival', { trial: true })
}, 90_000)
afterAll(async () => {
  await s.stop()
})

const SOME = { customers: 'write', bookings: 'full', job_cards: 'read' }

async function invite(by: SignedIn, name: string, access: Record<string, string> = SOME, devices = 1) {
  const { data, error } = await by.c.rpc('create_invite', { name, email: null, access, max_devices: devices })
  if (error) throw error
  return data as string
}

/** A staff member who signed up with the code, signed in. */
async function join(code: string, tag: string): Promise<SignedIn> {
  const c = anonClient(s)
  const email = uniqueEmail(tag)
  const password = 'staff password 1'
  const { data, error } = await c.auth.signUp({
    email,
    password,
    options: { data: { invite: code, name: tag } },
  })
  if (error || !data.session) throw error ?? new Error('no session')
  return { c, id: data.user!.id, email, password, token: data.session.access_token }
}

describe('a company with staff', () => {
  let staff: SignedIn

  it('a new sign-up owns its company on a trial that writes; a validity the admin sets ends the trial', async () => {
    const { data: me } = await owner.c
      .from('users')
      .select('company_id, company_role')
      .eq('id', owner.id)
      .single()
    expect(me).toEqual({ company_id: owner.id, company_role: 'owner' })
    const push = await owner.c.rpc('push_parties', { rows: [{ new: partyDoc('co-p1', 1), assumed: null }] })
    expect(push.data).toEqual(PUSHED)
    const trial = async (u: SignedIn) =>
      (await serviceClient(s).from('users').select('trial').eq('id', u.id).single()).data!.trial
    expect(await trial(rival)).toBe(true)
    await serviceClient(s).from('users').update({ app_valid_till: '2099-03-31' }).eq('id', rival.id)
    expect(await trial(rival)).toBe(false)
    // Nobody but an admin changes it.
    expect((await owner.c.from('users').update({ trial: false }).eq('id', owner.id)).error?.code).toBe(
      '42501',
    )
  })

  it('the invitee sees whose company the code is for, and joins it as staff with the access given', async () => {
    const named = await owner.c.rpc('push_settings', {
      rows: [{ new: settingsDoc(owner.id, 1, { company_name: 'Owner Motors' }), assumed: null }],
    })
    expect(named.data).toEqual(PUSHED)
    const code = await invite(owner, 'Ravi Sales')
    expect(code).toMatch(/^[A-Z0-9]{12}$/)
    const info = await anonClient(s).rpc('invite_info', { code: code.toLowerCase() })
    expect(info.data).toEqual([
      { company_name: 'Owner Motors', name: 'Ravi Sales', email: null, status: 'open' },
    ])

    staff = await join(code, 'ravi')
    const { data: profile } = await staff.c
      .from('users')
      .select('company_id, company_role, access, max_devices, app_valid_till, name')
      .eq('id', staff.id)
      .single()
    const { data: ownerRow } = await owner.c
      .from('users')
      .select('app_valid_till')
      .eq('id', owner.id)
      .single()
    expect(profile).toEqual({
      company_id: owner.id,
      company_role: 'staff',
      access: SOME,
      max_devices: 1,
      app_valid_till: ownerRow!.app_valid_till,
      name: 'ravi',
    })
    // Used once.
    expect((await anonClient(s).rpc('invite_info', { code })).data[0].status).toBe('used')
    const again = await anonClient(s).auth.signUp({
      email: uniqueEmail('late'),
      password: 'staff password 1',
      options: { data: { invite: code } },
    })
    expect(again.error).not.toBeNull()
  })

  it("staff read and write the company's rows, under their own name, and see no other company's", async () => {
    const { data: seen } = await staff.c.from('parties').select('id').eq('id', 'co-p1')
    expect(seen).toEqual([{ id: 'co-p1' }])
    const push = await staff.c.rpc('push_bookings', { rows: [{ new: bookingDoc('co-b1'), assumed: null }] })
    expect(push.data).toEqual(PUSHED)
    const { data: ownerSees } = await owner.c.from('bookings').select('id, owner, created_by, updated_by')
    expect(ownerSees).toEqual([{ id: 'co-b1', owner: owner.id, created_by: staff.id, updated_by: staff.id }])
    // The owner's edit keeps who created it.
    const edit = await owner.c.rpc('push_bookings', {
      rows: [{ new: bookingDoc('co-b1', { rev: 2, model: 'Glamour' }), assumed: { rev: 1 } }],
    })
    expect(edit.data).toEqual(PUSHED)
    const { data: after } = await staff.c.from('bookings').select('created_by, updated_by').eq('id', 'co-b1')
    expect(after).toEqual([{ created_by: staff.id, updated_by: owner.id }])

    expect((await rival.c.from('bookings').select('id')).data).toEqual([])
    expect((await staff.c.from('parties').select('id').eq('owner', rival.id)).data).toEqual([])
    const names = await staff.c.rpc('company_people')
    expect(names.data).toEqual([
      { id: owner.id, name: owner.email.split('@')[0], company_role: 'owner', active: true },
      { id: staff.id, name: 'ravi', company_role: 'staff', active: true },
    ])
  })

  it('two staff editing one record on two devices converge: the later push gets the stored row back', async () => {
    const second = await join(await invite(owner, 'Meena Accounts', { customers: 'full' }), 'meena')
    const base = partyDoc('co-p1', 1)
    const one = await staff.c.rpc('push_parties', {
      rows: [{ new: partyDoc('co-p1', 2, { mobile: '9000000001' }), assumed: { rev: base.rev } }],
    })
    const two = await second.c.rpc('push_parties', {
      rows: [{ new: partyDoc('co-p1', 2, { name: 'R. Kumar' }), assumed: { rev: base.rev } }],
    })
    expect(one.data).toEqual(PUSHED)
    expect(two.data.conflicts).toHaveLength(1)
    expect(two.data.conflicts[0]).toMatchObject({ id: 'co-p1', rev: 2, mobile: '9000000001' })
    const [a, b] = await Promise.all(
      [staff, second].map(
        async (u) => (await u.c.from('parties').select('rev, mobile').eq('id', 'co-p1')).data,
      ),
    )
    expect(a).toEqual(b)
  })

  it("staff write within their access only, and not the company's settings", async () => {
    const refused = await staff.c.rpc('push_job_cards', {
      rows: [{ new: { id: 'co-j1', rev: 1 }, assumed: null }],
    })
    expect(refused.data.refused).toEqual([{ id: 'co-j1', reason: 'no_write_access' }])
    const settings = await staff.c.rpc('push_settings', {
      rows: [{ new: settingsDoc(owner.id, 2, { company_name: 'Staff Motors' }), assumed: { rev: 1 } }],
    })
    expect(settings.data.refused).toEqual([{ id: owner.id, reason: 'no_write_access' }])
    const { data: read } = await staff.c.from('settings').select('company_name')
    expect(read).toEqual([{ company_name: 'Owner Motors' }])
  })

  it('a row pushed back unchanged is no write: it needs no access and comes back as the stored row', async () => {
    // A device whose replication stopped between storing a pulled row and its server state sends the row
    // back as new. Written by nobody, it must not be held as refused.
    const { data: stored } = await staff.c.from('settings').select('*').eq('user_id', owner.id).single()
    const { owner: _o, _modified: _m, ...doc } = stored as Record<string, unknown>
    void [_o, _m]
    const back = await staff.c.rpc('push_settings', { rows: [{ new: doc, assumed: null }] })
    expect(back.error).toBeNull()
    expect(back.data.refused).toEqual([])
    expect(back.data.conflicts).toEqual([doc])
    // Changed in any field, it is a write again, and refused.
    const changed = await staff.c.rpc('push_settings', {
      rows: [{ new: { ...doc, company_name: 'Staff Motors' }, assumed: null }],
    })
    expect(changed.data.refused).toEqual([{ id: owner.id, reason: 'no_write_access' }])
    expect(changed.data.conflicts).toEqual([])
    // Another company's row, pushed unchanged, is refused as before: equality with what the caller cannot
    // read is never asked.
    const outsider = await signedInUser(s, 'outsider')
    await s.db!.query(`update public.users set access = '{}' where id = $1`, [outsider.id])
    const foreign = await outsider.c.rpc('push_settings', { rows: [{ new: doc, assumed: null }] })
    // (Refused by row-level security as a whole, since a settings row's key is its company.)
    expect(foreign.error?.code).toBe('42501')
    expect(foreign.data).toBeNull()
  })

  it('staff cannot raise their own access, invite anyone, or touch the owner', async () => {
    const raise = await staff.c
      .from('users')
      .update({ access: { customers: 'full' } })
      .eq('id', staff.id)
    expect(raise.error?.code).toBe('42501')
    const inv = await staff.c.rpc('create_invite', { name: 'X', email: null, access: {}, max_devices: 1 })
    expect(inv.error?.code).toBe('42501')
    const ownerRow = await staff.c.from('users').update({ name: 'Boss' }).eq('id', owner.id).select()
    expect(ownerRow.data).toEqual([])
    expect((await staff.c.from('company_invites').select('code')).data).toEqual([])
    // Their own name they may change.
    expect((await staff.c.from('users').update({ name: 'Ravi K' }).eq('id', staff.id)).error).toBeNull()
  })

  it('the owner cannot give more than their own access or devices, nor change their own', async () => {
    await serviceClient(s)
      .from('users')
      .update({ access: { customers: 'write', bookings: 'full' }, max_devices: 2 })
      .eq('id', owner.id)
    const above = await owner.c.rpc('create_invite', {
      name: 'Too Much',
      email: null,
      access: { customers: 'full' },
      max_devices: 1,
    })
    expect(above.error?.code).toBe('42501')
    const unknown = await owner.c.rpc('create_invite', {
      name: 'Odd',
      email: null,
      access: { customers: 'admin' },
      max_devices: 1,
    })
    expect(unknown.error?.code).toBe('42501')
    const devices = await owner.c.rpc('create_invite', {
      name: 'Many',
      email: null,
      access: {},
      max_devices: 3,
    })
    expect(devices.error?.code).toBe('22023')

    const up = await owner.c
      .from('users')
      .update({ access: { bookings: 'full', customers: 'full' } })
      .eq('id', staff.id)
    expect(up.error?.code).toBe('42501')
    const ok = await owner.c
      .from('users')
      .update({ access: { customers: 'write', bookings: 'full' }, max_devices: 2 })
      .eq('id', staff.id)
      .select('access, max_devices')
    expect(ok.data).toEqual([{ access: { customers: 'write', bookings: 'full' }, max_devices: 2 }])
    const self = await owner.c
      .from('users')
      .update({ access: { customers: 'full' } })
      .eq('id', owner.id)
    expect(self.error?.code).toBe('42501')
    // The owner lists and withdraws unused invites.
    const code = await invite(owner, 'Withdrawn', { customers: 'read' })
    expect((await owner.c.from('company_invites').delete().eq('code', code).select('code')).data).toEqual([
      { code },
    ])
  })

  it("the owner sees the staff's devices and signs one out", async () => {
    expect(
      (await staff.c.from('active_sessions').insert({ user_id: staff.id, session_id: 'ravi-phone' })).error,
    ).toBeNull()
    const { data } = await owner.c.from('active_sessions').select('session_id').eq('user_id', staff.id)
    expect(data).toEqual([{ session_id: 'ravi-phone' }])
    expect((await rival.c.from('active_sessions').select('session_id').eq('user_id', staff.id)).data).toEqual(
      [],
    )
    const out = await owner.c.from('active_sessions').delete().eq('user_id', staff.id).select('session_id')
    expect(out.data).toEqual([{ session_id: 'ravi-phone' }])
  })

  it("a deactivated member's token reaches nothing and cannot be renewed; reactivated, they sign in again", async () => {
    const { error } = await owner.c.from('users').update({ active: false }).eq('id', staff.id)
    expect(error).toBeNull()
    expect((await staff.c.from('parties').select('id')).data).toEqual([])
    const push = await staff.c.rpc('push_bookings', {
      rows: [{ new: bookingDoc('co-b2', { receipt_no: 'RV-CO/2627/0002' }), assumed: null }],
    })
    expect(push.data.refused).toEqual([{ id: 'co-b2', reason: 'no_account' }])
    expect((await staff.c.auth.refreshSession()).error).not.toBeNull()
    const signIn = await anonClient(s).auth.signInWithPassword({
      email: staff.email,
      password: staff.password,
    })
    expect(signIn.error).not.toBeNull()
    const device = await staff.c.from('active_sessions').insert({ user_id: staff.id, session_id: 'ravi-tab' })
    expect(device.error).not.toBeNull()

    expect((await owner.c.from('users').update({ active: true }).eq('id', staff.id)).error).toBeNull()
    const back = await anonClient(s).auth.signInWithPassword({ email: staff.email, password: staff.password })
    expect(back.error).toBeNull()
  })
})
