// Two devices of one dealer, offline at once, each receive the balance of the same invoice: each device let
// it through (the invoice was open on each), the numbers differ (each device numbers in its own series), and
// once both sync, both hold both receipts and both see the invoice settled twice over — the excess is the
// customer's advance, shown for the user to re-allocate or refund, never lost or merged away.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Voucher } from '../../schemas/vouchers.schema'
import { boot, serviceClient, signedInUser, type Booted, type SignedIn } from '../contract/harness'
import { insertRecord } from '../../src/data/records'
import { postVoucher } from '../../src/modules/books/data/vouchers'
import { openItems, overSettled } from '../../src/modules/books/domain/ledger'
import { checkReceipt, emptyReceipt, type ReceiptContext } from '../../src/modules/books/domain/receipt'
import { openDevice, signedInClient, until, type Device } from './device'

let s: Booted
let user: SignedIn
const devices: Device[] = []

async function device(name: string) {
  const d = await openDevice(user.id, name, await signedInClient(s, user), {
    collections: ['vouchers', 'bookings', 'settings', 'profile', 'conflicts'],
  })
  devices.push(d)
  return d
}

beforeAll(async () => {
  s = await boot()
  user = await signedInUser(s, 'receipts-devices')
  await serviceClient(s).from('users').update({ max_devices: 10 }).eq('id', user.id)
}, 90_000)

afterAll(async () => {
  for (const d of devices) await d.close()
  await s.stop()
})

const invoice = {
  type: 'winv',
  status: 'posted',
  number: 'WIAAA/2627/0001',
  series: 'WI',
  fy: '2627',
  doc_date: '2026-11-20',
  posted_at: 1,
  party_id: 'p-1',
  party: { name: 'Ramesh' },
  lines: [],
  totals: { grand_total: 40_000_00 },
  postings: [
    { account_id: 'sys:debtors', party_id: 'p-1', dr: 40_000_00, cr: 0 },
    { account_id: 'sys:sales-parts', dr: 0, cr: 40_000_00 },
  ],
  stock_moves: [],
} as const

async function receiveBalance(d: Device, deviceId: string): Promise<Voucher> {
  const vouchers = (await d.db.vouchers.find().exec()).map((v) => v.toJSON() as Voucher)
  const open = openItems('p-1', vouchers, '2026-11-26').map((i) => ({
    doc_id: i.voucher_id,
    doc_no: i.number,
    doc_date: i.doc_date,
    pending: i.pending,
    party_id: 'p-1',
  }))
  const ctx: ReceiptContext = {
    period: { lockDate: null, today: '2026-11-26', validTill: null },
    accounts: new Map(),
    party: { id: 'p-1', name: 'Ramesh' },
    open,
    bookings: [],
    priorCash: [],
    refundable: [],
  }
  const r = checkReceipt(
    {
      ...emptyReceipt('rcpt', '2026-11-26'),
      party_id: 'p-1',
      amount: '40000',
      mode: 'neft',
      account_id: 'sys:bank',
      ref: `UTR-${deviceId}`,
      ref_date: '2026-11-26',
    },
    ctx,
  )
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return postVoucher({ db: d.db, writer: d.writer }, r.value, deviceId)
}

describe('receipts on two devices offline', () => {
  it('both settle the same invoice; numbers differ; after sync both see it settled twice over', async () => {
    const a = await device('a')
    const b = await device('b')
    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    const bill = await insertRecord<Voucher>(a.db.vouchers, { id: 'inv-1', ...invoice } as never, a.writer)
    await until(async () => (await b.db.vouchers.findOne(bill.id).exec()) !== null && a.pending.count() === 0)

    await a.offline()
    await b.offline()
    const onA = await receiveBalance(a, 'device-a')
    const onB = await receiveBalance(b, 'device-b')
    expect(onA.payment?.allocations).toEqual([
      expect.objectContaining({ doc_id: 'inv-1', amount: 40_000_00 }),
    ])
    expect(onB.payment?.allocations).toEqual([
      expect.objectContaining({ doc_id: 'inv-1', amount: 40_000_00 }),
    ])
    expect(onA.number).not.toBe(onB.number)

    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    await until(() => a.pending.count() === 0 && b.pending.count() === 0, 10_000)
    await (await a.online()).awaitInSync()
    for (const d of [a, b]) {
      await until(
        async () => (await d.db.vouchers.find({ selector: { type: 'rcpt' } }).exec()).length === 2,
        10_000,
      )
      const all = (await d.db.vouchers.find().exec()).map((v) => v.toJSON() as Voucher)
      expect(openItems('p-1', all, '2026-11-26')).toEqual([])
      expect(overSettled('p-1', all, '2026-11-26')).toEqual([
        {
          voucher_id: 'inv-1',
          number: 'WIAAA/2627/0001',
          amount: 40_000_00,
          settled: 80_000_00,
          side: 'customer',
          receipts: expect.arrayContaining([
            { id: onA.id, number: onA.number, type: 'rcpt' },
            { id: onB.id, number: onB.number, type: 'rcpt' },
          ]),
        },
      ])
    }
    const { data } = await serviceClient(s).from('vouchers').select('number').eq('type', 'rcpt')
    expect((data ?? []).map((r) => r.number).sort()).toEqual([onA.number, onB.number].sort())
  })
})
