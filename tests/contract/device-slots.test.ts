// The device slot of vehicle invoice numbers (0027, research/modules.md §1.3): the server gives each device of
// a company one character A–Z, 0–9 when it registers, unique in the company (staff included) for the financial
// year, kept by the device when it signs in again, never given to another device within the year even after
// the device is removed, never chosen by the device; a 37th device in a year is refused with AB003. Runs on
// both backends; the cases that prepare a year's records or last year's slot need the database as owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, boot, hosted, serviceClient, signedInUser, uniqueEmail } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let owner: SignedIn
beforeAll(async () => {
  s = await boot()
  owner = await signedInUser(s, 'slots-owner')
  await manyDevices(owner)
}, 90_000)
afterAll(async () => {
  await s.stop()
})

/** The operator lifts the device limit, so only the slots limit a company's devices. */
async function manyDevices(u: SignedIn) {
  const { error } = await serviceClient(s).from('users').update({ max_devices: 50 }).eq('id', u.id)
  if (error) throw error
}

/** India's financial year today, as the server counts it ('2627' from 1 April 2026). */
function currentFy(now = new Date()): string {
  const india = new Date(now.getTime() + 330 * 60_000)
  const y = india.getUTCFullYear() - (india.getUTCMonth() < 3 ? 1 : 0)
  return `${String(y % 100).padStart(2, '0')}${String((y + 1) % 100).padStart(2, '0')}`
}

/** What src/auth/device-session.ts registerDevice sends, and what it reads back. */
async function register(u: SignedIn, sessionId: string, extra: Record<string, unknown> = {}) {
  const r = await u.c
    .from('active_sessions')
    .upsert(
      {
        user_id: u.id,
        session_id: sessionId,
        last_active: new Date().toISOString(),
        device_info: {},
        ...extra,
      },
      { onConflict: 'user_id,session_id' },
    )
    .select('slot, slot_fy')
  return {
    row: (r.data as { slot: string | null; slot_fy: string | null }[] | null)?.[0] ?? null,
    error: r.error,
  }
}

async function joinAsStaff(by: SignedIn, tag: string): Promise<SignedIn> {
  const { data: code, error } = await by.c.rpc('create_invite', {
    name: tag,
    email: null,
    access: { customers: 'read' },
    max_devices: 1,
  })
  if (error) throw error
  const c = anonClient(s)
  const email = uniqueEmail(tag)
  const password = 'staff password 1'
  const up = await c.auth.signUp({ email, password, options: { data: { invite: code, name: tag } } })
  if (up.error || !up.data.session) throw up.error ?? new Error('no session')
  return { c, id: up.data.user!.id, email, password, token: up.data.session.access_token }
}

describe('device slots', () => {
  it('are given in order per company, staff included, and kept by a device that registers again', async () => {
    const fy = currentFy()
    expect(await register(owner, 'owner-phone')).toEqual({ row: { slot: 'A', slot_fy: fy }, error: null })
    expect((await register(owner, 'owner-laptop')).row).toEqual({ slot: 'B', slot_fy: fy })
    // The heartbeat's update and a second registration of the same device change nothing.
    expect((await register(owner, 'owner-phone')).row).toEqual({ slot: 'A', slot_fy: fy })
    const staff = await joinAsStaff(owner, 'slots-staff')
    expect((await register(staff, 'staff-phone')).row).toEqual({ slot: 'C', slot_fy: fy })
    // Another company has series of its own.
    const other = await signedInUser(s, 'slots-other')
    expect((await register(other, 'owner-phone')).row).toEqual({ slot: 'A', slot_fy: fy })
  })

  it('are never chosen by the device, on registration or later', async () => {
    const { row } = await register(owner, 'owner-tablet', { slot: 'Z', slot_fy: '2021' })
    expect(row).toEqual({ slot: 'D', slot_fy: currentFy() })
    const moved = await owner.c
      .from('active_sessions')
      .update({ slot: 'A' })
      .eq('user_id', owner.id)
      .eq('session_id', 'owner-tablet')
      .select('slot')
    expect(moved.data).toEqual([{ slot: 'D' }])
  })

  it('stay distinct when devices of one company register at the same moment', async () => {
    const co = await signedInUser(s, 'slots-race')
    await manyDevices(co)
    const rows = await Promise.all(Array.from({ length: 8 }, (_, i) => register(co, `race-${i}`)))
    expect(rows.map((r) => r.error)).toEqual(Array(8).fill(null))
    expect(new Set(rows.map((r) => r.row?.slot)).size).toBe(8)
  })

  it('are not given again within the year after the device is removed; the same device gets its own back', async () => {
    await owner.c.from('active_sessions').delete().eq('user_id', owner.id).eq('session_id', 'owner-laptop')
    expect((await register(owner, 'owner-desk')).row?.slot).toBe('E')
    expect((await register(owner, 'owner-laptop')).row?.slot).toBe('B')
  })
})

describe.skipIf(hosted)('device slots over a year', () => {
  it('are recorded where no API role reaches', async () => {
    const r = await s.db!.query<{ role: string; usage: boolean; reads: boolean }>(
      `select rolname as role, has_schema_privilege(oid, 'private', 'usage') as usage,
              has_table_privilege(oid, 'private.device_slots', 'select') as reads
         from pg_roles where rolname in ('anon', 'authenticated') order by rolname`,
    )
    expect(r.rows).toEqual([
      { role: 'anon', usage: false, reads: false },
      { role: 'authenticated', usage: false, reads: false },
    ])
  })

  it('a 37th device in one year is refused with AB003; the registered ones still sign in', async () => {
    const full = await signedInUser(s, 'slots-full')
    await manyDevices(full)
    expect((await register(full, 'first')).row?.slot).toBe('A')
    // 35 more devices came and went this year.
    await s.db!.query(
      `insert into private.device_slots (company_id, fy, slot, user_id, session_id)
       select $1, $2, substr('BCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', i, 1), $1, 'gone-' || i
         from generate_series(1, 35) i`,
      [full.id, currentFy()],
    )
    const refused = await register(full, 'thirty-seventh')
    expect(refused.row).toBeNull()
    expect(refused.error).toMatchObject({ code: 'AB003', message: 'device_slots_exhausted' })
    expect(refused.error?.hint).toBe(`fy=${currentFy()}`)
    expect((await register(full, 'first')).row?.slot).toBe('A')
  })

  it('a new year gives a device a slot of that year, its old letter when free', async () => {
    const u = await signedInUser(s, 'slots-year')
    await manyDevices(u)
    await register(u, 'old-phone')
    await register(u, 'old-tab')
    // As if both had registered last year: their records are of last year, so this year's letters are free.
    await s.db!.query('delete from private.device_slots where company_id = $1', [u.id])
    await s.db!.query('alter table public.active_sessions disable trigger active_sessions_slot')
    try {
      await s.db!.query(
        `update public.active_sessions set slot_fy = '1920', slot = case session_id when 'old-phone' then 'B' else 'A' end
          where user_id = $1`,
        [u.id],
      )
    } finally {
      await s.db!.query('alter table public.active_sessions enable trigger active_sessions_slot')
    }
    // The heartbeat of last year's 'B' takes 'B' again for this year; a new device then gets 'A'.
    const beat = await u.c
      .from('active_sessions')
      .update({ last_active: new Date().toISOString() })
      .eq('user_id', u.id)
      .eq('session_id', 'old-phone')
      .select('slot, slot_fy')
    expect(beat.data).toEqual([{ slot: 'B', slot_fy: currentFy() }])
    expect((await register(u, 'new-phone')).row?.slot).toBe('A')
    // Last year's 'A' is taken this year, so that device gets the next free letter.
    expect((await register(u, 'old-tab')).row?.slot).toBe('C')
  })
})
