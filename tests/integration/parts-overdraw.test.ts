// Two counter devices, both offline, each sell the last unit of a part (issue 21 item 6): each was right by
// what it knew, so each posts; back online nothing is lost — both invoices reach the server and both devices
// with their own numbers — and the stock on both devices shows the part overdrawn, the later sale in document
// order flagged, so the shop floor sees it.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Voucher } from '../../schemas/vouchers.schema'
import { boot, serviceClient, signedInUser, type Booted, type SignedIn } from '../contract/harness'
import { insertRecord } from '../../src/data/records'
import { postVoucher } from '../../src/modules/books/data/vouchers'
import { partsDocumentOf } from '../../src/modules/inventory/data/parts-stock-store'
import { partId } from '../../src/modules/inventory/domain/part-id'
import { partStock, partsStock } from '../../src/modules/inventory/domain/parts-stock'
import { checkCounterSale } from '../../src/modules/workshop/domain/counter-sale'
import { openDevice, signedInClient, until, type Device } from './device'

let s: Booted
let owner: SignedIn
const devices: Device[] = []
const TODAY = '2026-11-20'
const COLLECTIONS = ['parts', 'vouchers', 'settings', 'profile', 'conflicts'] as const

beforeAll(async () => {
  s = await boot()
  owner = await signedInUser(s, 'overdraw')
  await serviceClient(s).from('users').update({ max_devices: 10 }).eq('id', owner.id)
}, 90_000)

afterAll(async () => {
  for (const d of devices) await d.close()
  await s.stop()
})

async function device(name: string) {
  const d = await openDevice(owner.id, name, await signedInClient(s, owner), { collections: COLLECTIONS })
  devices.push(d)
  return d
}

/** What this device knows of the part's stock: the same replay the inventory screen keeps. */
async function stockOn(d: Device, id: string) {
  const vouchers = (await d.db.vouchers.find().exec()).map((v) => partsDocumentOf(v.toJSON() as Voucher))
  const parts = (await d.db.parts.find().exec()).map((p) => p.toJSON())
  return partStock(partsStock(vouchers, parts), id)
}

/** A walk-in buys one pad for cash at the counter, checked against this device's stock as the screen does. */
async function sellOne(d: Device, id: string, name: string) {
  const onHand = (await stockOn(d, id)).qty
  const checked = checkCounterSale(
    {
      party_id: null,
      name: 'Walk-in',
      address: '',
      state_code: '27',
      lines: [{ key: 'l1', part_id: id, qty: '1', rate: '1,400', discount: '', incl_tax: false }],
      narration: '',
    },
    {
      today: TODAY,
      lockDate: null,
      dealerCode: '27',
      party: null,
      part: () => ({
        id,
        part_no: 'BP-100',
        name: 'Brake pad set',
        hsn: '87083000',
        uom: 'Set',
        gst_bp: 1800,
      }),
      onHand: () => onHand,
      allowNegative: false,
      roundToRupee: true,
    },
  )
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors))
  return postVoucher({ db: d.db, writer: d.writer }, checked.value, name, () =>
    Date.parse(`${TODAY}T10:00:00+05:30`),
  )
}

describe('two devices offline sell the last unit of a part', () => {
  it('both sales are kept, on the server and on both devices, and the overdraw is flagged on both', async () => {
    const a = await device('counter-a')
    const b = await device('counter-b')
    const id = await partId(owner.id, 'BP-100')
    await insertRecord(
      a.db.parts,
      {
        id,
        part_no: 'BP-100',
        part_key: 'BP100',
        name: 'Brake pad set',
        name_key: 'bp-100 brake pad set',
        hsn: '87083000',
        uom: 'Set',
        gst_schedule: [{ from: '2025-09-22', gst_bp: 1800 }],
        sale_rate: 1_400_00,
        sale_rate_includes_tax: false,
        active: true,
        opening: { qty: 1, value: 900_00, as_of: '2026-04-01' },
      },
      a.writer,
    )
    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    await until(async () => (await b.db.parts.findOne(id).exec()) !== null)

    // The network goes; each counter still sees one set on hand and sells it.
    await a.offline()
    await b.offline()
    expect((await stockOn(a, id)).qty).toBe(1)
    expect((await stockOn(b, id)).qty).toBe(1)
    const soldA = await sellOne(a, id, 'counter-a')
    const soldB = await sellOne(b, id, 'counter-b')
    expect(soldA.number).not.toBe(soldB.number)

    // Back online: nothing lost, both sales everywhere.
    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    await a.engine!.awaitInSync()
    const { data: server } = await serviceClient(s)
      .from('vouchers')
      .select('id, number, status')
      .eq('type', 'winv')
    expect((server ?? []).map((v) => v.id).sort()).toEqual([soldA.id, soldB.id].sort())
    for (const d of [a, b]) {
      await until(async () => (await d.db.vouchers.find({ selector: { type: 'winv' } }).exec()).length === 2)
      const stock = await stockOn(d, id)
      expect(stock.qty).toBe(-1)
      expect(stock.negative).toBe(true)
      // The later sale in document order (same day and time: by id) is the one that overdrew.
      expect(stock.overdrawn.map((o) => o.doc_id)).toEqual([[soldA.id, soldB.id].sort()[1]])
    }
  }, 60_000)
})
