// The cash limit broken jointly (s.269ST, issue 19 "How it is checked"): two devices of one dealer, both
// offline, each take cash from the same customer on the same day — ₹1,50,000 on one, ₹1,00,000 on the other.
// Each is allowed alone (neither device knows of the other's), so neither could refuse; once both sync, each
// device holds both receipts and the breach is named on either.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boot, serviceClient, signedInUser, type Booted, type SignedIn } from '../contract/harness'
import type { Voucher } from '../../schemas/vouchers.schema'
import { postVoucher } from '../../src/modules/books/data/vouchers'
import { cashBreaches } from '../../src/modules/books/domain/cash-breaches'
import { cashReceipts, checkCash } from '../../src/modules/books/domain/cash-guard'
import { moneyPostings } from '../../src/modules/books/domain/money'
import { openDevice, signedInClient, until, type Device } from './device'

let s: Booted
let user: SignedIn
const devices: Device[] = []

async function device(name: string) {
  const d = await openDevice(user.id, name, await signedInClient(s, user), {
    // Bookings too: a receipt's number follows the advances the bookings printed in the same series.
    collections: ['vouchers', 'bookings', 'settings', 'profile', 'conflicts'],
  })
  devices.push(d)
  return d
}

const DAY = '2026-11-20'
const PARTY = 'party-ramesh'

/** A cash receipt from the party, checked against the cash this device knows of, then posted here. */
async function takeCash(d: Device, deviceId: string, amount: number): Promise<Voucher> {
  const known = (await d.db.vouchers.find().exec()).map((v) => v.toMutableJSON() as Voucher)
  const check = checkCash(
    { kind: 'rcpt', mode: 'cash', amount, party_id: PARTY, doc_date: DAY, chains: [] },
    cashReceipts(known, new Map()),
  )
  expect(check).toEqual({ ok: true })
  return postVoucher(
    { db: d.db, writer: d.writer },
    {
      type: 'rcpt',
      status: 'posted',
      series: 'RV',
      fy: '2627',
      doc_date: DAY,
      party_id: PARTY,
      party: { name: 'Ramesh Kumar' },
      lines: [],
      totals: { grand_total: amount },
      payment: { amount, mode: 'cash', account_id: 'sys:cash', allocations: [], on_account: amount },
      postings: moneyPostings({
        kind: 'rcpt',
        party_id: PARTY,
        amount,
        mode: 'cash',
        account_id: 'sys:cash',
      }),
      stock_moves: [],
      print_count: 0,
    },
    deviceId,
  )
}

beforeAll(async () => {
  s = await boot()
  user = await signedInUser(s, 'cash-breaches')
  await serviceClient(s).from('users').update({ max_devices: 10 }).eq('id', user.id)
}, 90_000)

afterAll(async () => {
  for (const d of devices) await d.close()
  await s.stop()
})

describe('cash received on two devices offline', () => {
  it('is allowed on each, and after sync either device names the party-day breach', async () => {
    const a = await device('a')
    const b = await device('b')
    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    await a.offline()
    await b.offline()

    const onA = await takeCash(a, 'device-a', 1_50_000_00)
    const onB = await takeCash(b, 'device-b', 1_00_000_00)
    // Each device numbers in its own series, so the two never clash on the server.
    expect(onA.number).not.toBe(onB.number)
    expect(cashBreaches([onA], new Map())).toEqual([])
    expect(cashBreaches([onB], new Map())).toEqual([])

    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    await until(async () => {
      const [na, nb] = await Promise.all([a.db.vouchers.count().exec(), b.db.vouchers.count().exec()])
      return na === 2 && nb === 2 && a.pending.count() === 0 && b.pending.count() === 0
    }, 20_000)

    for (const d of [a, b]) {
      const held = (await d.db.vouchers.find().exec()).map((v) => v.toMutableJSON() as Voucher)
      const breaches = cashBreaches(held, new Map())
      expect(breaches).toHaveLength(1)
      expect(breaches[0]).toMatchObject({
        limb: 'party_day',
        party_id: PARTY,
        party: 'Ramesh Kumar',
        date: DAY,
        total: 2_50_000_00,
      })
      expect(breaches[0]!.receipts.map((r) => r.number).sort()).toEqual([onA.number, onB.number].sort())
    }
  }, 60_000)
})
