// Two devices of one dealer, offline at once, each invoice the same chassis (issue 20: "two devices offline
// invoicing the same chassis"). Each device let it through (the unit was in stock on each), the numbers differ
// (each device numbers in its own slot), and once both sync both hold both invoices, nothing lost or merged
// away, and the unit is flagged: no third invoice of it is accepted until the dealer cancels one of the two.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Vehicle } from '../../schemas/vehicles.schema'
import type { Voucher } from '../../schemas/vouchers.schema'
import { boot, serviceClient, signedInUser, type Booted, type SignedIn } from '../contract/harness'
import { insertRecord } from '../../src/data/records'
import { vehicleState } from '../../src/modules/stock/domain/vehicle-state'
import { postVehicleInvoice } from '../../src/modules/vehicle-invoices/data/invoices'
import { G1_CONTEXT, G1_DRAFT } from '../../src/modules/vehicle-invoices/domain/fixtures.test-data'
import { checkInvoice } from '../../src/modules/vehicle-invoices/domain/invoice-draft'
import { openDevice, signedInClient, until, type Device } from './device'

let s: Booted
let user: SignedIn
const devices: Device[] = []

async function device(name: string) {
  const d = await openDevice(user.id, name, await signedInClient(s, user), {
    collections: ['vouchers', 'vehicles', 'bookings', 'settings', 'profile', 'conflicts'],
  })
  devices.push(d)
  return d
}

beforeAll(async () => {
  s = await boot()
  user = await signedInUser(s, 'invoices-devices')
  await serviceClient(s).from('users').update({ max_devices: 10 }).eq('id', user.id)
}, 90_000)

afterAll(async () => {
  for (const d of devices) await d.close()
  await s.stop()
})

/** The unit's state as the device derives it from what it holds. */
async function stateOn(d: Device, vehicle: Vehicle) {
  const vouchers = (await d.db.vouchers.find().exec()).map((v) => v.toJSON() as Voucher)
  return vehicleState(vehicle, vouchers, [])
}

async function invoiceOn(d: Device, vehicle: Vehicle, slot: string): Promise<Voucher> {
  const facts = await stateOn(d, vehicle)
  const r = checkInvoice(
    { ...G1_DRAFT, vehicle_id: vehicle.id },
    {
      ...G1_CONTEXT,
      vehicle: { ...G1_CONTEXT.vehicle!, id: vehicle.id, state: facts.state, flags: facts.flags },
    },
  )
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return postVehicleInvoice({ db: d.db, writer: d.writer }, r.value.voucher, slot)
}

describe('vehicle invoices on two devices offline', () => {
  it('both invoice one chassis; both invoices are kept with their own numbers; the chassis is flagged', async () => {
    const a = await device('a')
    const b = await device('b')
    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    const unit = await insertRecord<Vehicle>(
      a.db.vehicles,
      {
        id: 'v-two-devices',
        chassis_no: 'MA1TA2WE5R2A12345',
        engine_no: 'WEK4A12345',
        catalog_id: 'c-xuv',
        description: 'Mahindra XUV700 AX7 Diesel',
        colour: 'Everest White',
        source: 'opening',
        opening: { cost: 13_90_000_00, as_of: '2025-10-28' },
      },
      a.writer,
    )
    await until(async () => (await b.db.vehicles.findOne(unit.id).exec()) !== null && a.pending.count() === 0)

    await a.offline()
    await b.offline()
    const onA = await invoiceOn(a, unit, 'A')
    const onB = await invoiceOn(b, unit, 'B')
    expect([onA.number, onB.number]).toEqual(['NRINV-2526/A0001', 'NRINV-2526/B0001'])

    await (await a.online()).awaitInSync()
    await (await b.online()).awaitInSync()
    await until(() => a.pending.count() === 0 && b.pending.count() === 0, 10_000)
    await (await a.online()).awaitInSync()
    for (const d of [a, b]) {
      await until(
        async () => (await d.db.vouchers.find({ selector: { type: 'vinv' } }).exec()).length === 2,
        10_000,
      )
      expect(await stateOn(d, unit)).toMatchObject({ state: 'sold', flags: ['double_invoice'] })
      // A third invoice of the chassis is refused while the two stand.
      const facts = await stateOn(d, unit)
      const third = checkInvoice(
        { ...G1_DRAFT, vehicle_id: unit.id },
        {
          ...G1_CONTEXT,
          vehicle: { ...G1_CONTEXT.vehicle!, id: unit.id, state: facts.state, flags: facts.flags },
        },
      )
      expect(third.ok).toBe(false)
      expect(!third.ok && third.errors.vehicle_id?.code).toBe('chassis_flagged')
    }
    const { data } = await serviceClient(s).from('vouchers').select('number').eq('type', 'vinv')
    expect((data ?? []).map((r) => r.number).sort()).toEqual([onA.number, onB.number])
  })
})
