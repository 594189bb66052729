// A device whose writes the server refuses (0019: validity ended, or access taken away while it was offline):
// the changes stay waiting on the device with the reason in the sync state, the push is not sent again and
// again, and once an admin restores access the held changes reach the server without any user action.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  boot,
  FULL_ACCESS,
  serviceClient,
  signedInUser,
  type Booted,
  type SignedIn,
} from '../contract/harness'
import { insertRecord, insertRecords, removeRecord } from '../../src/data/records'
import { bookingDoc } from '../contract/documents'
import type { Party } from '../../schemas/parties.schema'
import { openDevice, signedInClient, until, type Device } from './device'

let s: Booted
let user: SignedIn
let device: Device
let pushCalls = 0
/** When set, every push of parties fails whole with this PostgREST error. */
let failPushes: Record<string, unknown> | null = null

const customer = (name: string) => ({
  kind: 'customer' as const,
  name,
  name_key: name.toLowerCase(),
  opening_balance: 0,
})

const yesterdayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - 86_400_000))

async function setUser(patch: Record<string, unknown>) {
  const { error } = await serviceClient(s).from('users').update(patch).eq('id', user.id)
  if (error) throw error
}

async function onServer(id: string) {
  const { data } = await serviceClient(s).from('parties').select('id, name, _deleted').eq('id', id)
  return data?.[0] ?? null
}

beforeAll(async () => {
  s = await boot()
  user = await signedInUser(s, 'refused')
  const counting: typeof fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('/rpc/push_parties')) {
      pushCalls += 1
      if (failPushes) return Promise.resolve(Response.json(failPushes, { status: 400 }))
    }
    return fetch(input, init)
  }
  device = await openDevice(user.id, 'a', await signedInClient(s, user, { fetch: counting }))
}, 90_000)

afterAll(async () => {
  await device.close()
  await s.stop()
})

describe('writes the server refuses', () => {
  it('wait on the device with the reason, are not resent in a loop, and go once validity is extended', async () => {
    await (await device.online()).awaitInSync()
    await device.offline()
    await setUser({ app_valid_till: yesterdayInIndia() })
    const p = await insertRecord<Party>(device.db.parties, customer('Written Offline'), device.writer)

    const engine = await device.online()
    await until(() => engine.snapshot().refused !== null, 10_000)
    expect(engine.snapshot().refused).toEqual({ reason: 'read_only', count: 1 })
    expect(engine.snapshot().pending).toBe(1)
    expect(await onServer(p.id)).toBeNull()
    // RxDB retries a failed push every 200 ms here; a held push is not among them. (The new profile arriving
    // opens the gate once more, so count from after it is on the device.)
    await until(
      async () => (await device.db.profile.findOne(user.id).exec())?.toJSON().app_valid_till != null,
      10_000,
    )
    await until(() => engine.snapshot().refused !== null, 10_000)
    await new Promise((r) => setTimeout(r, 300))
    const calls = pushCalls
    await new Promise((r) => setTimeout(r, 1_500))
    expect(pushCalls).toBe(calls)

    // The admin extends validity: the profile arrives, and the held change goes without a retry by the user.
    await setUser({ app_valid_till: null })
    await until(async () => (await onServer(p.id)) !== null, 10_000)
    await until(() => engine.snapshot().pending === 0 && engine.snapshot().refused === null, 10_000)
    expect((await device.db.parties.findOne(p.id).exec())?.name).toBe('Written Offline')
  }, 40_000)

  it('a delete needs full: refused with its own reason while other edits still go, kept until access returns', async () => {
    const engine = device.engine!
    const keep = await insertRecord<Party>(device.db.parties, customer('Stays'), device.writer)
    await until(async () => (await onServer(keep.id)) !== null, 10_000)
    await engine.awaitInSync()
    await setUser({ access: { ...FULL_ACCESS, customers: 'write' } })
    await until(
      async () => (await device.db.profile.findOne(user.id).exec())?.toJSON().access.customers === 'write',
      10_000,
    )
    await removeRecord(device.db.parties, keep.id, device.writer)
    await until(() => engine.snapshot().refused !== null, 10_000)
    expect(engine.snapshot().refused).toEqual({ reason: 'no_delete_access', count: 1 })
    expect(await onServer(keep.id)).toMatchObject({ _deleted: false })

    // "Try again now" asks the server again: still refused, still waiting, nothing lost.
    engine.retry()
    await until(() => engine.snapshot().refused !== null, 10_000)
    expect(engine.snapshot().pending).toBe(1)

    await setUser({ access: FULL_ACCESS })
    await until(async () => (await onServer(keep.id))?._deleted === true, 10_000)
    await until(() => engine.snapshot().pending === 0 && engine.snapshot().refused === null, 10_000)
  }, 40_000)

  it('a number another device already issued: that record alone takes the next number and goes, and the change is listed', async () => {
    const booking = (id: string, receiptNo: string) => bookingDoc(id, { receipt_no: receiptNo })
    // Another device of this dealer, with the same series code, numbered while this one was offline.
    await device.offline()
    const theirs = await user.c.rpc('push_bookings', {
      rows: [
        {
          new: {
            ...booking('their-b', 'RVDUP/2627/0001'),
            rev: 1,
            created_at: 1,
            updated_at: 1,
            _deleted: false,
          },
          assumed: null,
        },
      ],
    })
    expect(theirs.error).toBeNull()
    await insertRecords(
      device.db.bookings,
      [booking('mine-1', 'RVDUP/2627/0001'), booking('mine-2', 'RVDUP/2627/0002')] as never,
      device.writer,
    )

    const engine = await device.online()
    const onServerB = async (id: string) =>
      (await serviceClient(s).from('bookings').select('id, receipt_no').eq('id', id)).data?.[0] ?? null
    await until(async () => (await onServerB('mine-1')) !== null, 10_000)
    expect(await onServerB('mine-1')).toMatchObject({ receipt_no: 'RVDUP/2627/0003' })
    expect(await onServerB('mine-2')).toMatchObject({ receipt_no: 'RVDUP/2627/0002' })
    expect(await onServerB('their-b')).toMatchObject({ receipt_no: 'RVDUP/2627/0001' })
    await until(() => engine.snapshot().pending === 0 && engine.snapshot().refused === null, 10_000)
    const listed = (await device.db.conflicts.find().exec()).map((c) => c.toJSON())
    expect(listed).toContainEqual(
      expect.objectContaining({
        source: 'bookings',
        doc_id: 'mine-1',
        field: 'receipt_no',
        lost_value: '"RVDUP/2627/0001"',
        kept_value: '"RVDUP/2627/0003"',
      }),
    )
  }, 30_000)

  it("a push the server fails whole shows the server's error code in the sync state", async () => {
    const engine = device.engine!
    // A batch the server fails whole (a check it makes that the device does not): its code reaches the state.
    failPushes = { code: '23514', message: 'new row violates check constraint', details: null, hint: null }
    await insertRecord<Party>(device.db.parties, customer('Checked'), device.writer)
    await until(() => engine.snapshot().error !== null, 10_000)
    expect(engine.snapshot().error?.code).toBe('23514')
    failPushes = null
  }, 20_000)
})
