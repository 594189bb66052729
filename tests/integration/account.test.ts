// The settings and profile collections across two devices of one dealer, against the local backend
// in-process: a brand-new account gets its default settings once, settings edited offline on one device reach
// the other, and an admin's change of access or validity reaches the user's device live.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boot, makeAdmin, serviceClient, signedInUser, type Booted, type SignedIn } from '../contract/harness'
import { saveSettings } from '../../src/data/account/settings-doc'
import { openDevice, signedInClient, until, type Device } from './device'

let s: Booted
let user: SignedIn
let admin: SignedIn
const devices: Device[] = []

async function device(name: string) {
  const d = await openDevice(user.id, name, await signedInClient(s, user))
  devices.push(d)
  return d
}

async function serverSettings() {
  const { data } = await serviceClient(s).from('settings').select('*').eq('user_id', user.id)
  return (data ?? []) as Record<string, unknown>[]
}

beforeAll(async () => {
  s = await boot()
  user = await signedInUser(s, 'account')
  admin = await signedInUser(s, 'account-admin')
  await makeAdmin(s, admin)
  await serviceClient(s).from('users').update({ max_devices: 10 }).eq('id', user.id)
}, 90_000)

afterAll(async () => {
  for (const d of devices) await d.close()
  await s.stop()
})

describe('settings and profile on two devices', () => {
  let a: Device
  let b: Device

  it('a new account gets the default settings once, though both devices start at the same time', async () => {
    a = await device('a')
    b = await device('b')
    const [ea, eb] = await Promise.all([a.online(), b.online()])
    await Promise.all([ea.awaitInSync(), eb.awaitInSync()])
    await until(
      async () => (await serverSettings()).length === 1 && a.pending.count() + b.pending.count() === 0,
    )
    await ea.awaitInSync()
    await eb.awaitInSync()
    const [row] = await serverSettings()
    expect(row).toMatchObject({
      user_id: user.id,
      company_name: 'AutoBahi Pro',
      registered_invoice_prefix: 'RINV-',
    })
    for (const d of [a, b]) {
      await until(async () => (await d.db.settings.findOne(user.id).exec())?.rev === row!.rev)
      expect(await d.db.conflicts.count().exec()).toBe(0)
    }
  }, 30_000)

  it('settings edited offline on one device reach the other when it is back online', async () => {
    await a.offline()
    await saveSettings(
      a.db.settings,
      user.id,
      { company_name: 'Shree Balaji Autos', pan: 'AAPFU0939F' },
      a.writer,
    )
    expect(a.pending.has('settings', user.id)).toBe(true)
    expect((await serverSettings())[0]!.company_name).toBe('AutoBahi Pro')
    await (await a.online()).awaitInSync()
    await until(
      async () => (await b.db.settings.findOne(user.id).exec())?.company_name === 'Shree Balaji Autos',
    )
    expect((await b.db.settings.findOne(user.id).exec())!.pan).toBe('AAPFU0939F')
    const [row] = await serverSettings()
    expect(row).toMatchObject({ company_name: 'Shree Balaji Autos', pan: 'AAPFU0939F' })
    expect(a.pending.count()).toBe(0)
  }, 20_000)

  it('two devices editing settings offline: different fields both kept, the same field logged', async () => {
    await a.offline()
    await b.offline()
    await saveSettings(
      a.db.settings,
      user.id,
      { mobile: '9876543210', company_name: 'Balaji Autos' },
      a.writer,
    )
    await saveSettings(b.db.settings, user.id, { district: 'Pune', company_name: 'B. Autos' }, b.writer)
    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    await until(async () => (await a.db.settings.findOne(user.id).exec())?.district === 'Pune')
    const [row] = await serverSettings()
    expect(row).toMatchObject({ mobile: '9876543210', district: 'Pune', company_name: 'Balaji Autos' })
    const logged = await b.db.conflicts.find().exec()
    expect(logged.map((c) => [c.source, c.field, JSON.parse(c.lost_value)])).toEqual([
      ['settings', 'company_name', 'B. Autos'],
    ])
  }, 20_000)

  it("the user's own profile arrives, and an admin's change of access and validity reaches it live", async () => {
    await until(async () => (await a.db.profile.findOne(user.id).exec()) !== null)
    expect(await a.db.profile.count().exec()).toBe(1)
    const before = (await a.db.profile.findOne(user.id).exec())!.toJSON()
    expect(before.role).toBe('user')
    const adminClient = await signedInClient(s, admin)
    const { error } = await adminClient
      .from('users')
      .update({ access: { customers: 'full', bookings: 'write' }, app_valid_till: '2030-03-31' })
      .eq('id', user.id)
    expect(error).toBeNull()
    await until(async () => (await a.db.profile.findOne(user.id).exec())?.app_valid_till === '2030-03-31')
    const after = (await a.db.profile.findOne(user.id).exec())!.toJSON()
    expect(after.access).toEqual({ customers: 'full', bookings: 'write' })
    expect(Date.parse(after.modified)).toBeGreaterThan(Date.parse(before.modified))
    // The profile is never pushed: nothing waits for it.
    expect(a.pending.count()).toBe(0)
  }, 20_000)
})

describe('a device that does not know yet whose company it is in', () => {
  it('learns it from the pulled profile: the owner makes the settings row, a staff member never does', async () => {
    // RxDB's open core holds at most 13 open collections per process: the two devices above make way.
    for (const open of devices.splice(0)) await open.close()
    const owner = await signedInUser(s, 'account-unknown')
    const d = await openDevice(owner.id, 'unknown', await signedInClient(s, owner))
    devices.push(d)
    await (await d.online({ isOwner: undefined })).awaitInSync()
    // The engine counts as busy until the row is made: never "nothing to do" with the row still to come.
    await until(async () => !d.engine!.snapshot().busy)
    expect(await d.db.settings.findOne(owner.id).exec()).not.toBeNull()
    await until(async () => d.pending.count() === 0)
    const { data } = await serviceClient(s).from('settings').select('user_id').eq('user_id', owner.id)
    expect(data).toEqual([{ user_id: owner.id }])
    await d.close()
    devices.splice(0)

    // A member of that company whose device opened before it knew so (keyed by the member's own id).
    const member = await signedInUser(s, 'account-member')
    await serviceClient(s)
      .from('users')
      .update({ company_id: owner.id, company_role: 'staff' })
      .eq('id', member.id)
    const m = await openDevice(member.id, 'member', await signedInClient(s, member))
    devices.push(m)
    await (await m.online({ isOwner: undefined })).awaitInSync()
    await until(async () => (await m.db.profile.findOne(member.id).exec())?.company_role === 'staff')
    await new Promise((r) => setTimeout(r, 300))
    expect(await m.db.settings.findOne(member.id).exec()).toBeNull()
    expect(m.pending.count()).toBe(0)
    await m.close()
    devices.splice(0)

    // One whose app believes it is an owner (a stale copy of the profile): the server's copy decides.
    const joined = await signedInUser(s, 'account-joined')
    await serviceClient(s)
      .from('users')
      .update({ company_id: owner.id, company_role: 'staff' })
      .eq('id', joined.id)
    const j = await openDevice(joined.id, 'joined', await signedInClient(s, joined))
    devices.push(j)
    await (await j.online({ isOwner: true })).awaitInSync()
    await until(async () => (await j.db.profile.findOne(joined.id).exec())?.company_role === 'staff')
    await new Promise((r) => setTimeout(r, 300))
    expect(await j.db.settings.findOne(joined.id).exec()).toBeNull()
    expect(j.pending.count()).toBe(0)
    expect(j.engine?.snapshot().refused ?? null).toBeNull()
  }, 40_000)
})
