// The settings and profile collections' contract (0018): push_settings applies the same rev rule as every
// replicated table with user_id as the key, a user pushes only their own row, and the users row is pulled by a
// (_modified, id) checkpoint that sees only the own row and moves when an admin changes access or validity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUSHED, settingsDoc } from './documents.ts'
import { boot, makeAdmin, serviceClient, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let a: SignedIn
let b: SignedIn
let admin: SignedIn
beforeAll(async () => {
  s = await boot()
  a = await signedInUser(s, 'settings-a')
  b = await signedInUser(s, 'settings-b')
  admin = await signedInUser(s, 'settings-admin')
  await makeAdmin(s, admin)
}, 90_000)
afterAll(async () => {
  await s.stop()
})

const strip = (row: Record<string, unknown>) => {
  const { _modified, ...rest } = row
  void _modified
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null))
}

describe('push_settings', () => {
  it('inserts the row, then updates only when the assumed rev matches, never changing a field', async () => {
    const first = settingsDoc(a.id, 1)
    const ins = await a.c.rpc('push_settings', { rows: [{ new: first, assumed: null }] })
    expect(ins.error).toBeNull()
    expect(ins.data).toEqual(PUSHED)
    const { data: stored } = await a.c.from('settings').select('*').eq('user_id', a.id).single()
    expect(strip(stored)).toEqual(first)

    const second = settingsDoc(a.id, 2, { company_name: 'Shree Balaji Autos', gst_no: '27AAPFU0939F1ZV' })
    expect((await a.c.rpc('push_settings', { rows: [{ new: second, assumed: { rev: 1 } }] })).data).toEqual(
      PUSHED,
    )

    // Another device still assumes rev 1: refused, with the stored row back to merge.
    const stale = settingsDoc(a.id, 2, { company_name: 'Stale Motors' })
    const clash = await a.c.rpc('push_settings', { rows: [{ new: stale, assumed: { rev: 1 } }] })
    expect(clash.error).toBeNull()
    expect(clash.data.conflicts.map(strip)).toEqual([second])

    // A second device's first push of the defaults (it never saw the row) is a conflict too, not a reset.
    const again = await a.c.rpc('push_settings', { rows: [{ new: settingsDoc(a.id, 1), assumed: null }] })
    expect(again.data.conflicts.map(strip)).toEqual([second])
    const { data: after } = await a.c
      .from('settings')
      .select('company_name, rev')
      .eq('user_id', a.id)
      .single()
    expect(after).toEqual({ company_name: 'Shree Balaji Autos', rev: 2 })
  })

  it('keeps a user to their own settings row', async () => {
    expect(
      (await b.c.rpc('push_settings', { rows: [{ new: settingsDoc(b.id, 1), assumed: null }] })).error,
    ).toBeNull()
    // b forging a's row: a new row for b's eyes, which row-level security refuses.
    const forged = await b.c.rpc('push_settings', {
      rows: [{ new: settingsDoc(a.id, 3, { company_name: 'Forged' }), assumed: { rev: 2 } }],
    })
    expect(forged.error?.code).toBe('42501')
    const mine = await a.c.from('settings').select('company_name, rev').eq('user_id', a.id).single()
    expect(mine.data).toEqual({ company_name: 'Shree Balaji Autos', rev: 2 })
    // A batch mixing the own row with another's is refused whole.
    const mixed = await b.c.rpc('push_settings', {
      rows: [
        { new: settingsDoc(b.id, 2, { company_name: 'B Motors' }), assumed: { rev: 1 } },
        { new: settingsDoc(a.id, 9), assumed: null },
      ],
    })
    expect(mixed.error?.code).toBe('42501')
    const own = await b.c.from('settings').select('company_name').eq('user_id', b.id).single()
    expect(own.data).toEqual({ company_name: 'AutoBahi Pro' })
  })

  it('refuses a document without its key', async () => {
    const noKey = await a.c.rpc('push_settings', { rows: [{ new: { rev: 1 }, assumed: null }] })
    expect(noKey.error?.code).toBe('22023')
  })

  it('moves the pull checkpoint on every write', async () => {
    const { data: before } = await a.c.from('settings').select('_modified, rev').eq('user_id', a.id).single()
    await a.c.rpc('push_settings', {
      rows: [{ new: settingsDoc(a.id, 3, { company_name: 'Om Motors' }), assumed: { rev: 2 } }],
    })
    const { data: pulled, error } = await a.c
      .from('settings')
      .select('*')
      .or(`_modified.gt.${before!._modified},and(_modified.eq.${before!._modified},user_id.gt.${a.id})`)
      .order('_modified')
      .order('user_id')
    expect(error).toBeNull()
    expect(pulled!.map((r) => [r.user_id, r.company_name, r.rev])).toEqual([[a.id, 'Om Motors', 3]])
  })

  it("an older build's push without the tax choices keeps the stored ones", async () => {
    const { data: now } = await a.c.from('settings').select('rev, tax_settings').eq('user_id', a.id).single()
    const { tax_settings: _dropped, ...older } = settingsDoc(a.id, now!.rev + 1, {
      company_name: 'Older Build',
    })
    void _dropped
    const r = await a.c.rpc('push_settings', { rows: [{ new: older, assumed: { rev: now!.rev } }] })
    expect(r.data).toEqual(PUSHED)
    const { data: after } = await a.c
      .from('settings')
      .select('company_name, tax_settings')
      .eq('user_id', a.id)
      .single()
    expect(after).toEqual({ company_name: 'Older Build', tax_settings: now!.tax_settings })
  })
})

describe('profile pull', () => {
  // The app's pull of the profile collection: the own row, after the checkpoint.
  const pull = (u: SignedIn, after?: { id: string; modified: string }) => {
    let q = u.c
      .from('users')
      .select('id, role, access, app_valid_till, max_devices, _modified')
      .eq('id', u.id)
    if (after) {
      q = q.or(`_modified.gt.${after.modified},and(_modified.eq.${after.modified},id.gt.${after.id})`)
    }
    return q.order('_modified').order('id').limit(100)
  }

  it('sees only the own row, for an admin too', async () => {
    const mine = await pull(a)
    expect(mine.error).toBeNull()
    expect(mine.data!.map((r) => r.id)).toEqual([a.id])
    const adminRows = await pull(admin)
    expect(adminRows.data!.map((r) => r.id)).toEqual([admin.id])
    // Without the filter the user still reads nothing of anyone else (row-level security).
    const { data } = await b.c.from('users').select('id')
    expect(data).toEqual([{ id: b.id }])
  })

  it("an admin's change of access or validity reaches the user's next pull, and nothing else does", async () => {
    const first = await pull(b)
    const row = first.data![0]!
    const cp = { id: row.id as string, modified: row._modified as string }
    expect((await pull(b, cp)).data).toEqual([])

    const update = await admin.c
      .from('users')
      .update({ access: { customers: 'full' }, app_valid_till: '2030-03-31' })
      .eq('id', b.id)
    expect(update.error).toBeNull()
    const next = await pull(b, cp)
    expect(next.data!.map((r) => [r.id, r.access, r.app_valid_till])).toEqual([
      [b.id, { customers: 'full' }, '2030-03-31'],
    ])
    expect(Date.parse(next.data![0]!._modified)).toBeGreaterThan(Date.parse(cp.modified))

    // Another user's change moves nothing of b's.
    const cp2 = { id: b.id, modified: next.data![0]!._modified as string }
    await serviceClient(s).from('users').update({ max_devices: 3 }).eq('id', a.id)
    expect((await pull(b, cp2)).data).toEqual([])
  })
})
