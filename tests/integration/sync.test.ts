// Two devices of one dealer editing offline, then syncing through the local backend in-process
// (issue: offline-first data and sync). Both must end equal to the server, with every losing value logged.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boot, serviceClient, signedInUser, type Booted, type SignedIn } from '../contract/harness'
import { insertRecord, removeRecord, updateRecord } from '../../src/data/records'
import type { Party } from '../../schemas/parties.schema'
import { openDevice, signedInClient, until, type Device } from './device'
import { rowToDoc } from '../../src/data/replication/replicate-table'

let s: Booted
let user: SignedIn
const devices: Device[] = []

async function device(name: string) {
  const d = await openDevice(user.id, name, await signedInClient(s, user))
  devices.push(d)
  return d
}

const customer = (name: string) => ({
  kind: 'customer' as const,
  name,
  name_key: name.toLowerCase(),
  mobile: '9876543210',
  opening_balance: 0,
})

async function serverRow(id: string) {
  const { data } = await serviceClient(s).from('parties').select('*').eq('id', id).single()
  return data as Record<string, unknown>
}

beforeAll(async () => {
  s = await boot()
  user = await signedInUser(s, 'sync')
  await serviceClient(s).from('users').update({ max_devices: 10 }).eq('id', user.id)
}, 90_000)

afterAll(async () => {
  for (const d of devices) await d.close()
  await s.stop()
})

describe('two devices, one dealer', () => {
  let a: Device
  let b: Device
  let id: string

  it('a record made on one device reaches the other live', async () => {
    a = await device('a')
    b = await device('b')
    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    const p = await insertRecord<Party>(a.db.parties, customer('Ramesh Kumar'), a.writer)
    id = p.id
    await until(async () => (await b.db.parties.findOne(id).exec()) !== null)
    expect((await serverRow(id)).name).toBe('Ramesh Kumar')
    expect(a.pending.count()).toBe(0)
    // Both have taken in the server's state (RxDB's record of it included) before they go offline.
    await Promise.all([a.engine!.awaitInSync(), b.engine!.awaitInSync()])
  }, 20_000)

  it('offline edits of different fields both survive, with no conflict logged', async () => {
    await a.offline()
    await b.offline()
    await updateRecord<Party>(a.db.parties, id, () => ({ mobile: '9000000001' }), a.writer)
    await updateRecord<Party>(b.db.parties, id, () => ({ address: 'Civil Lines, Prayagraj' }), b.writer)
    expect(a.pending.count()).toBe(1)
    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    await a.engine!.awaitInSync()
    await until(async () => (await a.db.parties.findOne(id).exec())?.address === 'Civil Lines, Prayagraj')
    const server = await serverRow(id)
    expect(server.mobile).toBe('9000000001')
    expect(server.address).toBe('Civil Lines, Prayagraj')
    for (const d of [a, b]) {
      const doc = (await d.db.parties.findOne(id).exec())!.toJSON()
      expect(doc.rev).toBe(server.rev)
      expect(doc.mobile).toBe('9000000001')
      expect((await d.db.conflicts.find().exec()).map((c) => c.toJSON())).toEqual([])
      expect(d.pending.count()).toBe(0)
    }
  }, 20_000)

  it('offline edits of the same field: the server wins and the loser is logged', async () => {
    await a.offline()
    await b.offline()
    await updateRecord<Party>(a.db.parties, id, () => ({ name: 'Ramesh K.' }), a.writer)
    await updateRecord<Party>(b.db.parties, id, () => ({ name: 'R. Kumar', mobile: '9000000002' }), b.writer)
    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    await until(async () => (await a.db.parties.findOne(id).exec())?.mobile === '9000000002')
    const server = await serverRow(id)
    expect(server.name).toBe('Ramesh K.')
    expect(server.mobile).toBe('9000000002')
    const logged = await b.db.conflicts.find().exec()
    expect(logged.map((c) => [c.field, JSON.parse(c.lost_value), JSON.parse(c.kept_value)])).toEqual([
      ['name', 'R. Kumar', 'Ramesh K.'],
    ])
    expect(logged[0]?.label).toBe('R. Kumar')
    expect(await a.db.conflicts.count().exec()).toBe(0)
    for (const d of [a, b]) {
      const doc = (await d.db.parties.findOne(id).exec())!.toJSON()
      expect([doc.name, doc.mobile, doc.rev]).toEqual([server.name, server.mobile, server.rev])
    }
  }, 20_000)

  it('changes made offline survive closing the app and push on the next start', async () => {
    await b.offline()
    const made = await insertRecord<Party>(b.db.parties, customer('Offline Motors'), b.writer)
    await b.close()
    devices.splice(devices.indexOf(b), 1)
    const b2 = await device('b')
    expect(b2.pending.count()).toBe(1)
    await (await b2.online()).awaitInSync()
    await until(() => b2.pending.count() === 0)
    expect((await serverRow(made.id)).name).toBe('Offline Motors')
    b = b2
  }, 20_000)

  it('a device offline past the retention window removes records purged on the server', async () => {
    await b.offline()
    const kept = await insertRecord<Party>(b.db.parties, customer('Unsent Work'), b.writer)
    await removeRecord<Party>(a.db.parties, id, a.writer)
    await a.engine!.awaitInSync()
    await until(async () => (await serverRow(id))._deleted === true)
    // The purge (run by the server long after): the tombstone is gone, so b can never pull the deletion.
    await serviceClient(s).from('parties').delete().eq('id', id)
    const longAgo = Date.now() - 100 * 24 * 60 * 60 * 1000
    await b.db.upsertLocal('sync_meta', { lastPulledAt: longAgo })
    expect(await b.db.parties.findOne(id).exec()).not.toBeNull()
    await (await b.online()).awaitInSync()
    await until(async () => (await b.db.parties.findOne(id).exec()) === null)
    expect((await serverRow(kept.id)).name).toBe('Unsent Work')
  }, 20_000)
})

describe('a push batch larger than one request body', () => {
  it('goes out in several calls: every record arrives, a clash in the middle is logged, nothing stays waiting', async () => {
    // RxDB's open core opens at most 13 collections at a time: the devices above make room.
    for (const old of devices.splice(0)) await old.close()
    const bodies: number[] = []
    const watching: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.includes('/rpc/push_parties')) bodies.push(String(init?.body ?? '').length)
      return fetch(input, init)
    }
    const c = await openDevice(user.id, 'c', await signedInClient(s, user, { fetch: watching }))
    devices.push(c)
    const d = await device('d')
    await (await c.online()).awaitInSync()
    await (await d.online()).awaitInSync()
    const shared = await insertRecord<Party>(c.db.parties, customer('Shared Motors'), c.writer)
    await until(async () => (await d.db.parties.findOne(shared.id).exec()) !== null)
    await c.offline()
    await updateRecord<Party>(d.db.parties, shared.id, () => ({ name: 'Shared Motors Pvt Ltd' }), d.writer)
    await until(() => d.pending.count() === 0)

    const made: string[] = []
    const add = async (i: number) =>
      made.push((await insertRecord<Party>(c.db.parties, customer(`Batch Customer ${i}`), c.writer)).id)
    for (let i = 0; i < 10; i++) await add(i)
    await updateRecord<Party>(c.db.parties, shared.id, () => ({ name: 'Shared & Sons' }), c.writer)
    for (let i = 10; i < 20; i++) await add(i)
    expect(c.pending.count()).toBe(21)
    bodies.length = 0
    await (await c.online({ pushBodyBytes: 2_000 })).awaitInSync()
    await until(() => c.pending.count() === 0)

    // One RxDB batch of 21, sent as several bodies of at most the budget (plus the array's brackets and commas).
    expect(bodies.length).toBeGreaterThan(2)
    for (const n of bodies) expect(n).toBeLessThan(2_100)
    const { data } = await serviceClient(s).from('parties').select('id, rev').in('id', made)
    expect((data ?? []).length).toBe(20)
    expect((await serverRow(shared.id)).name).toBe('Shared Motors Pvt Ltd')
    const logged = await c.db.conflicts.find().exec()
    expect(logged.map((x) => [x.field, JSON.parse(x.lost_value)])).toEqual([['name', 'Shared & Sons']])
    await until(async () => (await c.db.parties.findOne(shared.id).exec())?.name === 'Shared Motors Pvt Ltd')
  }, 30_000)
})

describe('a copy of the server state that this device does not know it has', () => {
  it('is pushed once, comes back as a conflict equal to it, and settles: no second push, nothing logged, nothing waiting', async () => {
    for (const old of devices.splice(0)) await old.close()
    const x = await device('x')
    await (await x.online()).awaitInSync()
    const made = await insertRecord<Party>(x.db.parties, customer('Copy Motors'), x.writer)
    await until(async () => (await serverRow(made.id))?.name === 'Copy Motors')
    await until(() => x.pending.count() === 0)
    await x.close()
    devices.splice(0)
    const before = await serverRow(made.id)

    // A device that stored the record as pulled but not RxDB's record of the server's state (sync stopped in
    // between): to RxDB it is a change made here, and it goes to the server as new.
    const pushes: string[] = []
    const watching: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.includes('/rpc/push_parties')) pushes.push(String(init?.body ?? ''))
      return fetch(input, init)
    }
    const y = await openDevice(user.id, 'y', await signedInClient(s, user, { fetch: watching }))
    devices.push(y)
    // Stored as a pull stores it (the app's own row-to-document mapping), without the server state beside it.
    await y.db.parties.insert(rowToDoc<Party>(before))
    await y.pending.mark('parties', [{ id: made.id, rev: Number(before.rev) }])
    await (await y.online()).awaitInSync()
    await until(() => y.pending.count() === 0)
    await y.engine!.awaitInSync()

    expect(pushes.filter((b) => b.includes(made.id))).toHaveLength(1)
    const after = await serverRow(made.id)
    expect([after.rev, after._modified]).toEqual([before.rev, before._modified])
    expect((await y.db.parties.findOne(made.id).exec())?.rev).toBe(before.rev)
    expect(await y.db.conflicts.count().exec()).toBe(0)
  }, 30_000)
})
