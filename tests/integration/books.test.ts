// The books across two devices of one dealer: a voucher posted on one device is a legal document, and a stale
// device's edit of it (made offline, before it learnt of the posting) comes back as a conflict: the posted
// copy wins whole on both devices, the lost values are listed for the user, and nothing waits for ever.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boot, serviceClient, signedInUser, type Booted, type SignedIn } from '../contract/harness'
import { insertRecord, updateRecord } from '../../src/data/records'
import type { Voucher } from '../../schemas/vouchers.schema'
import { voucherDoc } from '../contract/documents'
import { openDevice, signedInClient, until, type Device } from './device'

let s: Booted
let user: SignedIn
const devices: Device[] = []

async function device(name: string) {
  const d = await openDevice(user.id, name, await signedInClient(s, user), {
    collections: ['vouchers', 'settings', 'profile', 'conflicts'],
  })
  devices.push(d)
  return d
}

beforeAll(async () => {
  s = await boot()
  user = await signedInUser(s, 'books-devices')
  await serviceClient(s).from('users').update({ max_devices: 10 }).eq('id', user.id)
}, 90_000)

afterAll(async () => {
  for (const d of devices) await d.close()
  await s.stop()
})

describe('vouchers on two devices', () => {
  it("a stale device's edit of a posted voucher comes back as a conflict, and the posted copy stays", async () => {
    const a = await device('a')
    const b = await device('b')
    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    const {
      id: _i,
      rev: _r,
      created_at: _c,
      updated_at: _u,
      list_key: _l,
      _deleted,
      ...fields
    } = voucherDoc('x', 1)
    void [_i, _r, _c, _u, _l, _deleted]
    const draft = await insertRecord<Voucher>(a.db.vouchers, fields as never, a.writer)
    await until(
      async () => (await b.db.vouchers.findOne(draft.id).exec()) !== null && a.pending.count() === 0,
    )

    // B goes offline and edits the draft's narration; meanwhile A posts it.
    await b.offline()
    await updateRecord<Voucher>(b.db.vouchers, draft.id, () => ({ narration: 'Edited on B' }), b.writer)
    await updateRecord<Voucher>(
      a.db.vouchers,
      draft.id,
      () => ({ status: 'posted', number: 'RVD86/2526/0001', posted_at: 5 }),
      a.writer,
    )
    await until(() => a.pending.count() === 0)

    await (await b.online()).awaitInSync()
    await until(() => b.pending.count() === 0, 10_000)
    const onB = (await b.db.vouchers.findOne(draft.id).exec())!.toJSON()
    expect(onB).toMatchObject({ status: 'posted', number: 'RVD86/2526/0001' })
    expect(onB.narration).toBeUndefined()
    // The posted copy won whole on B; B's narration is listed as lost, and the server kept the voucher as A
    // posted it.
    const { data } = await serviceClient(s)
      .from('vouchers')
      .select('status, number, narration')
      .eq('id', draft.id)
    expect(data).toEqual([{ status: 'posted', number: 'RVD86/2526/0001', narration: null }])
    const lost = (await b.db.conflicts.find().exec()).map((c) => [c.field, JSON.parse(c.lost_value)])
    expect(lost).toContainEqual(['narration', 'Edited on B'])
  }, 40_000)
})
