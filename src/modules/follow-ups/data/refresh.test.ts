// The follow-ups of a delivered sale written on this device, once: a second run writes nothing, a second device
// derives the very same documents, a call logged is kept through later runs, and a refused call changes nothing.
import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import type { AppDatabase } from '@/data/database'
import { CallRefusedError, logCall } from './log-call'
import { refreshFollowUps } from './refresh'

const opened: TestDatabase[] = []
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close()
})

const COMPANY = 'co-1'
const DELIVERED = Date.parse('2026-06-15T11:00:00+05:30')
const stamps = { rev: 1, created_at: 1, updated_at: 1 }

async function showroom(name: string): Promise<TestDatabase> {
  const t = await openTestDatabase(name, {
    collections: ['vehicles', 'catalog', 'vouchers', 'job_cards', 'follow_ups'],
    userId: 'u-1',
  })
  opened.push(t)
  const db: AppDatabase = t.db
  await db.catalog.insert({
    ...stamps,
    id: 'cat-1',
    make: 'Honda',
    model: 'Activa',
    variant: '6G',
    name_key: 'honda activa 6g',
    body: 'motorcycle',
    fuel: 'petrol',
    hsn: '87112019',
    colours: ['Black'],
    tax_schedule: [{ from: '2025-09-22', gst_bp: 1800, cess_bp: 0 }],
    prices: [{ from: '2025-09-22', ex_showroom: 80_000_00 }],
    service_schedule: [
      { label: '1st free service', days: 30, km: 1_000 },
      { label: '2nd free service', days: 180, km: 6_000 },
    ],
    active: true,
  } as never)
  await db.vehicles.insert({
    ...stamps,
    id: 'v-1',
    chassis_no: 'ME4JF50AKN8000001',
    engine_no: 'JF50E8000001',
    catalog_id: 'cat-1',
    description: 'Honda Activa 6G',
    colour: 'Black',
    source: 'purchase',
    registration_no: 'MH12AB1234',
  })
  await db.vouchers.insert({
    ...stamps,
    id: 'vinv-1',
    type: 'vinv',
    status: 'posted',
    number: 'NRINV-2627/A0001',
    series: 'NRINV',
    fy: '2627',
    doc_date: '2026-06-15',
    list_key: '7973-93-84',
    party_id: 'p-asha',
    party: { name: 'Asha Rao' },
    lines: [],
    totals: { grand_total: 94_400_00 },
    postings: [],
    stock_moves: [{ kind: 'vehicle', item_id: 'v-1', qty: -1, value: 70_000_00 }],
    delivery: { at: DELIVERED, odometer: 3 },
  } as never)
  return t
}

const TODAY = '2026-07-01'
const open = async (db: AppDatabase) =>
  (await db.follow_ups.find({ sort: [{ id: 'asc' }] }).exec()).map((d) => d.toMutableJSON())

describe('refreshFollowUps', () => {
  it('writes the reminders a delivered sale calls for, once, and the same ones on another device', async () => {
    const a = await showroom('fu-a')
    expect(await refreshFollowUps(a.db, COMPANY, a.writer, TODAY)).toEqual({ created: 3, updated: 0 })
    const written = await open(a.db)
    expect(written.map((r) => [r.kind, r.cycle, r.due_date, r.window_to ?? null, r.status])).toEqual(
      expect.arrayContaining([
        ['service_due', 's1', '2026-07-15', null, 'open'],
        ['free_service_expiring', 's1', '2026-07-05', '2026-07-15', 'open'],
        ['insurance_renewal', 'ins:2027-06-14', '2027-05-15', '2027-06-14', 'open'],
      ]),
    )
    expect(written.every((r) => a.pending.has('follow_ups', r.id))).toBe(true)
    // Nothing changed: nothing written.
    expect(await refreshFollowUps(a.db, COMPANY, a.writer, TODAY)).toEqual({ created: 0, updated: 0 })

    const b = await showroom('fu-b')
    await refreshFollowUps(b.db, COMPANY, b.writer, TODAY)
    expect((await open(b.db)).map((r) => r.id)).toEqual(written.map((r) => r.id))
  })

  it('keeps a logged call through later runs; a refused call writes nothing', async () => {
    const t = await showroom('fu-call')
    await refreshFollowUps(t.db, COMPANY, t.writer, TODAY)
    const service = (await open(t.db)).find((r) => r.kind === 'service_due')!
    await logCall(
      t.db,
      service.id,
      { at: 1, on: TODAY, by: 'u-1', channel: 'call', outcome: 'booked', next_at: '2026-07-10' },
      t.writer,
    )
    await expect(
      logCall(
        t.db,
        service.id,
        { at: 2, on: TODAY, by: 'u-1', channel: 'call', outcome: 'booked' },
        t.writer,
      ),
    ).rejects.toBeInstanceOf(CallRefusedError)
    await refreshFollowUps(t.db, COMPANY, t.writer, TODAY)
    const after = (await t.db.follow_ups.findOne(service.id).exec())!.toMutableJSON()
    expect(after).toMatchObject({ status: 'open', next_call: '2026-07-11', rev: 2 })
    expect(after.attempts).toHaveLength(1)
  })
})
