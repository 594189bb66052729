// url-shortener table (schemas/sql/0014_short_links.sql) through supabase-js as the browser uses it, no login:
// codes are first come first served and never overwritten, only http(s) addresses, no listing, clicks counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, boot, serviceClient, signedInUser } from './harness.ts'
import type { Booted } from './harness.ts'

let s: Booted
beforeAll(async () => {
  s = await boot()
}, 90_000)
afterAll(async () => {
  await s.stop()
})

const DEVICE_A = 'device-a-0000000000000000'
const DEVICE_B = 'device-b-0000000000000000'
let seq = 0
const code = (tag: string) => `${tag}-${process.pid}-${++seq}`.toLowerCase()

describe('short links', () => {
  it('stores a link, resolves it and counts each click', async () => {
    const anon = anonClient(s)
    const c = code('sale')
    const put = await anon
      .from('short_links')
      .insert({ code: c, url: 'https://autobahi.in/tools?utm=x', device_id: DEVICE_A, clicks: 999 })
    expect(put.error).toBeNull()
    expect((await anon.rpc('resolve_short_link', { p_code: c.toUpperCase() })).data).toBe(
      'https://autobahi.in/tools?utm=x',
    )
    await anon.rpc('resolve_short_link', { p_code: c })
    const stats = await anon.rpc('short_link_stats', { p_device: DEVICE_A, p_codes: [c] })
    expect(stats.data).toEqual([{ code: c, clicks: 2 }])
    expect((await anon.rpc('resolve_short_link', { p_code: 'no-such-code' })).data).toBeNull()
  })

  it("cannot overwrite another's link: a taken code answers 409 and updates change nothing", async () => {
    const anon = anonClient(s)
    const c = code('mine')
    await anon.from('short_links').insert({ code: c, url: 'https://example.com/a', device_id: DEVICE_A })
    const taken = await anon
      .from('short_links')
      .insert({ code: c, url: 'https://evil.example/', device_id: DEVICE_B })
    expect(taken.status).toBe(409)
    const upsert = await anon
      .from('short_links')
      .upsert({ code: c, url: 'https://evil.example/', device_id: DEVICE_B }, { onConflict: 'code' })
    expect(upsert.error).not.toBeNull()
    await anon.from('short_links').update({ url: 'https://evil.example/' }).eq('code', c)
    const user = await signedInUser(s, 'links')
    await user.c.from('short_links').update({ url: 'https://evil.example/' }).eq('code', c)
    await user.c.from('short_links').delete().eq('code', c)
    expect((await anon.rpc('resolve_short_link', { p_code: c })).data).toBe('https://example.com/a')
  })

  it('nobody lists links or learns device ids; stats answer only the device that made the link', async () => {
    const anon = anonClient(s)
    const c = code('private')
    await anon.from('short_links').insert({ code: c, url: 'https://example.com/p', device_id: DEVICE_A })
    // Insert only for every API role (0021_grants): a read is refused outright.
    const anonRead = await anon.from('short_links').select('*')
    expect([anonRead.data, anonRead.error?.code, anonRead.status]).toEqual([null, '42501', 401])
    const user = await signedInUser(s, 'lister')
    const userRead = await user.c.from('short_links').select('device_id, url')
    expect([userRead.data, userRead.error?.code, userRead.status]).toEqual([null, '42501', 403])
    expect((await anon.rpc('short_link_stats', { p_device: DEVICE_B, p_codes: [c] })).data).toEqual([])
    const all = await serviceClient(s).from('short_links').select('device_id').eq('code', c)
    expect(all.data).toEqual([{ device_id: DEVICE_A }])
  })

  it('refuses other schemes, malformed and reserved codes', async () => {
    const anon = anonClient(s)
    const bad = async (row: Record<string, unknown>) =>
      (await anon.from('short_links').insert({ device_id: DEVICE_A, ...row })).error?.code
    expect(await bad({ code: code('js'), url: 'javascript:alert(1)' })).toBe('23514')
    expect(await bad({ code: code('data'), url: 'data:text/html,<script>' })).toBe('23514')
    expect(await bad({ code: code('sp'), url: 'https://a b.example/' })).toBe('23514')
    expect(await bad({ code: 'Upper-Case', url: 'https://example.com/' })).toBe('23514')
    expect(await bad({ code: '-edge', url: 'https://example.com/' })).toBe('23514')
    expect(await bad({ code: 'ab', url: 'https://example.com/' })).toBe('23514')
    expect(await bad({ code: 'admin', url: 'https://example.com/' })).toBe('23514')
    expect(await bad({ code: code('long'), url: `https://example.com/${'x'.repeat(2100)}` })).toBe('23514')
  })
})
