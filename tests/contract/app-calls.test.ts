// The exact calls of spec §7 that the app makes, plus the device-limit trigger (spec §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boot, makeAdmin, serviceClient, signedInUser } from './harness.ts'
import type { Booted } from './harness.ts'

let s: Booted
beforeAll(async () => {
  s = await boot()
}, 90_000)
afterAll(async () => {
  await s.stop()
})

const device = (id: string) => ({
  session_id: id,
  last_active: new Date().toISOString(),
  device_info: { userAgent: `UA ${id}` },
})

describe('users', () => {
  it('selects role, access, app_valid_till and role, max_devices by id', async () => {
    const u = await signedInUser(s)
    const a = await u.c.from('users').select('role, access, app_valid_till').eq('id', u.id).single()
    expect(a.error).toBeNull()
    expect(Object.keys(a.data!).sort()).toEqual(['access', 'app_valid_till', 'role'])
    const b = await u.c.from('users').select('role, max_devices').eq('id', u.id).maybeSingle()
    expect(b.data).toEqual({ role: 'user', max_devices: 1 })
  })
})

describe('active_sessions and the device limit', () => {
  it('registers a device, re-upserts it, refuses a second one, and frees the slot on delete', async () => {
    const u = await signedInUser(s)
    const first = await u.c
      .from('active_sessions')
      .upsert({ user_id: u.id, ...device('dev-A') }, { onConflict: 'user_id,session_id' })
    expect(first.error).toBeNull()
    const again = await u.c
      .from('active_sessions')
      .upsert({ user_id: u.id, ...device('dev-A') }, { onConflict: 'user_id,session_id' })
      .select()
    expect(again.error).toBeNull()
    expect(again.data).toHaveLength(1)
    const list = await u.c.from('active_sessions').select('*').eq('user_id', u.id)
    expect(list.data).toHaveLength(1)
    expect(list.data![0].device_info).toEqual({ userAgent: 'UA dev-A' })

    const second = await u.c
      .from('active_sessions')
      .upsert({ user_id: u.id, ...device('dev-B') }, { onConflict: 'user_id,session_id' })
    expect(second.error?.code).toBe('AB001')
    expect(second.error?.message).toBe('device_limit_reached')
    expect(second.error?.details).toBe(
      'You have reached your maximum device limit of 1. Please log out from another device.',
    )
    expect(second.status).toBe(400)

    const del = await u.c.from('active_sessions').delete().eq('user_id', u.id).eq('session_id', 'dev-A')
    expect(del.error).toBeNull()
    const third = await u.c
      .from('active_sessions')
      .upsert({ user_id: u.id, ...device('dev-B') }, { onConflict: 'user_id,session_id' })
    expect(third.error).toBeNull()
  })

  it('lets an admin register more devices than max_devices', async () => {
    const u = await signedInUser(s, 'admin')
    await makeAdmin(s, u)
    for (const d of ['a1', 'a2', 'a3']) {
      const r = await u.c
        .from('active_sessions')
        .upsert({ user_id: u.id, ...device(d) }, { onConflict: 'user_id,session_id' })
      expect(r.error).toBeNull()
    }
  })

  it('honours a raised max_devices', async () => {
    const u = await signedInUser(s)
    await serviceClient(s).from('users').update({ max_devices: 2 }).eq('id', u.id)
    expect((await u.c.from('active_sessions').insert({ user_id: u.id, ...device('x1') })).error).toBeNull()
    expect((await u.c.from('active_sessions').insert({ user_id: u.id, ...device('x2') })).error).toBeNull()
    expect((await u.c.from('active_sessions').insert({ user_id: u.id, ...device('x3') })).error?.code).toBe(
      'AB001',
    )
  })
})

describe('settings', () => {
  it('first read finds nothing, insert gives the spec defaults, upsert on user_id updates', async () => {
    const u = await signedInUser(s)
    const none = await u.c.from('settings').select('*').eq('user_id', u.id).maybeSingle()
    expect(none.error).toBeNull()
    expect(none.data).toBeNull()
    const ins = await u.c.from('settings').insert({ user_id: u.id }).select().single()
    expect(ins.error).toBeNull()
    const row = ins.data!
    expect(row.company_name).toBe('AutoBahi Pro')
    expect(row.registered_invoice_prefix).toBe('RINV-')
    expect(row.non_registered_invoice_prefix).toBe('NRINV-')
    expect(row.fy_counters).toEqual({})
    expect(row.non_reg_fields.adharNo).toEqual({ enabled: false, mandatory: false })
    expect(Object.keys(row.non_reg_fields).sort()).toEqual([
      'adharNo',
      'emailId',
      'hypothecation',
      'nomineeName',
      'rto',
      'salesPerson',
    ])
    const ws = row.workshop_settings
    expect(ws).toMatchObject({
      show_vehicle_details: true,
      show_labour_items: true,
      show_job_details: true,
      enable_uom: false,
      uom_mandatory: false,
      show_service_labour_invoice_title: true,
    })
    expect(ws.uom_list).toHaveLength(57)
    expect(ws.uom_list).toEqual(
      expect.arrayContaining([
        'Nos',
        'Pcs',
        'Doz',
        'Pkt',
        'Set',
        'Pair',
        'Kg',
        'Gm',
        'Qtl',
        'MT',
        'Ltr',
        'Ml',
        'Mtr',
        'Cm',
        'Sqm',
        'Box',
        'Bag',
        'Tin',
        'Can',
        'Drum',
        'Carton',
        'Bundle',
        'Sheet',
        'Coil',
      ]),
    )
    expect(ws.workshop_purchase_columns.map((c: { id: string }) => c.id)).toEqual([
      'partNo',
      'partName',
      'hsn',
      'purchaseRate',
      'qty',
      'uom',
      'saleRate',
      'gst',
      'total',
      'category',
    ])
    expect(ws.workshop_purchase_columns.find((c: { id: string }) => c.id === 'total')).toMatchObject({
      deletable: false,
      editable: false,
    })
    expect(row.booking_settings).toEqual({ customFields: [] })

    const dup = await u.c.from('settings').insert({ user_id: u.id })
    expect(dup.error?.code).toBe('23505')
    expect(dup.status).toBe(409)

    const up = await u.c
      .from('settings')
      .upsert(
        {
          user_id: u.id,
          company_name: 'Om Motors',
          bank_details: { bank_name: 'SBI' },
          fy_counters: { '2026-27': { RINV: 3 } },
        },
        { onConflict: 'user_id' },
      )
      .select('company_name, bank_details, fy_counters, updated_at')
      .single()
    expect(up.error).toBeNull()
    expect(up.data).toMatchObject({
      company_name: 'Om Motors',
      bank_details: { bank_name: 'SBI' },
      fy_counters: { '2026-27': { RINV: 3 } },
    })
    // updated_at is a document field of the replicated settings (epoch ms chosen by the device): the server
    // leaves it alone, and a REST write that does not set it keeps the stored value.
    expect(up.data!.updated_at).toBe(row.updated_at)
    expect(Number.isInteger(row.updated_at)).toBe(true)
    const read = await u.c.from('settings').select('company_name').eq('user_id', u.id).single()
    expect(read.data).toEqual({ company_name: 'Om Motors' })
  })
})

describe('PostgREST grammar', () => {
  it('filters, or/and trees, ordering, ranges and exact counts', async () => {
    const u = await signedInUser(s)
    await serviceClient(s).from('users').update({ max_devices: 10 }).eq('id', u.id)
    const rows = Array.from({ length: 6 }, (_, i) => ({
      user_id: u.id,
      session_id: `s${i}`,
      device_info: { n: i, os: i % 2 ? 'android' : 'ios' },
    }))
    const bulk = await u.c.from('active_sessions').insert(rows).select('session_id')
    expect(bulk.error).toBeNull()
    expect(bulk.data).toHaveLength(6)
    const q = u.c.from('active_sessions')
    expect(
      (await q.select('session_id').in('session_id', ['s1', 's3', 'zz']).order('session_id')).data,
    ).toEqual([{ session_id: 's1' }, { session_id: 's3' }])
    expect(
      (
        await q
          .select('session_id')
          .neq('session_id', 's0')
          .order('session_id', { ascending: false })
          .limit(2)
      ).data,
    ).toEqual([{ session_id: 's5' }, { session_id: 's4' }])
    expect((await q.select('session_id').like('session_id', 's%').gte('session_id', 's4')).data).toHaveLength(
      2,
    )
    expect((await q.select('session_id').ilike('session_id', 'S1')).data).toEqual([{ session_id: 's1' }])
    expect(
      (
        await q
          .select('session_id')
          .or('session_id.eq.s0,and(session_id.gt.s3,session_id.lt.s5)')
          .order('session_id')
      ).data,
    ).toEqual([{ session_id: 's0' }, { session_id: 's4' }])
    expect((await q.select('session_id').not('session_id', 'in', '(s0,s1,s2)')).data).toHaveLength(3)
    expect((await q.select('session_id').contains('device_info', { os: 'android' })).data).toHaveLength(3)
    expect((await q.select('sid:session_id').eq('session_id', 's2')).data).toEqual([{ sid: 's2' }])
    const page = await q.select('session_id', { count: 'exact' }).order('session_id').range(2, 3)
    expect(page.data).toEqual([{ session_id: 's2' }, { session_id: 's3' }])
    expect(page.count).toBe(6)
    const head = await q.select('*', { count: 'exact', head: true }).eq('user_id', u.id)
    expect(head.count).toBe(6)
    expect((await q.select('session_id').is('last_active', null)).data).toEqual([])
    const none = await q.select('*').eq('session_id', 'missing').single()
    expect(none.error?.code).toBe('PGRST116')
    expect(none.status).toBe(406)
    const many = await q.select('*').eq('user_id', u.id).single()
    expect(many.error?.code).toBe('PGRST116')
  })

  it('update and delete with filters, with and without representation', async () => {
    const u = await signedInUser(s)
    await serviceClient(s).from('users').update({ max_devices: 10 }).eq('id', u.id)
    await u.c.from('active_sessions').insert([
      { user_id: u.id, session_id: 'k1' },
      { user_id: u.id, session_id: 'k2' },
    ])
    const upd = await u.c
      .from('active_sessions')
      .update({ device_info: { userAgent: 'new' } })
      .eq('session_id', 'k1')
      .select('session_id, device_info')
    expect(upd.data).toEqual([{ session_id: 'k1', device_info: { userAgent: 'new' } }])
    const minimal = await u.c.from('active_sessions').update({ device_info: {} }).eq('session_id', 'k2')
    expect(minimal.error).toBeNull()
    expect(minimal.status).toBe(204)
    const del = await u.c.from('active_sessions').delete().eq('user_id', u.id).select('session_id')
    expect(del.data).toHaveLength(2)
  })

  it('rpc: admin_list_users for admins only', async () => {
    const u = await signedInUser(s)
    const denied = await u.c.rpc('admin_list_users')
    expect(denied.error?.code).toBe('42501')
    expect(denied.status).toBe(403)
    const a = await signedInUser(s, 'admin')
    await makeAdmin(s, a)
    const ok = await a.c.rpc('admin_list_users')
    expect(ok.error).toBeNull()
    expect(ok.data.map((r: { email: string }) => r.email)).toEqual(expect.arrayContaining([u.email, a.email]))
    const missing = await a.c.rpc('no_such_function', { x: 1 })
    expect(missing.error?.code).toBe('PGRST202')
    expect(missing.status).toBe(404)
  })
})
