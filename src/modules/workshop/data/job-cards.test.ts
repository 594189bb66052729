import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobCard } from '@schemas/index'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import type { AppDatabase } from '@/data/database'
import type { MediaQueueEntry } from '@/data/media/queue-rules'
import { removeRecord } from '@/data/records'
import { deviceSeriesCode } from '@/utils/doc-series'
import type { JobFields } from '../domain/draft'
import {
  addPhoto,
  changeStatus,
  createJobCard,
  listQuery,
  LockedError,
  MediaRefusedError,
  readMedia,
  removeMedia,
  saveJobCard,
  setSignature,
  StatusRefusedError,
  vehicleQuery,
  type Data,
} from './job-cards'

const DEVICE = 'device-one'
const CODE = deviceSeriesCode(DEVICE)
const JUNE_2026 = new Date(2026, 5, 10, 10).getTime()
let db: AppDatabase
let data: Data

const fields = (patch: Partial<JobFields> = {}): JobFields => ({
  reg_no: 'KA05DB6000',
  chassis_no: 'MA3EWB22S00123456',
  engine_no: undefined,
  make_model: 'Activa 6G',
  party_id: undefined,
  customer_name: 'Ravi Kumar',
  mobile: '9876543210',
  odometer: 12_000,
  complaints: ['Brake noise'],
  labour: [{ id: 'l1', description: 'General service', sac: '998714', qty: 1, rate: 450_00, gst_rate: 18 }],
  parts: [{ id: 'p1', name: 'Engine oil', qty: 1, uom: 'Ltr', rate: 380_00, gst_rate: 18 }],
  technician: 'Suresh',
  promised_at: undefined,
  approved_estimate: undefined,
  approved_by: undefined,
  approved_at: undefined,
  notes: undefined,
  ...patch,
})

let t: TestDatabase
beforeAll(async () => {
  t = await openTestDatabase('job-cards-store', { storage: 'indexeddb', companyId: 'user-1' })
  db = t.db
  data = { db, writer: t.writer, media: t.media }
})

afterAll(() => t.close())

const plain = (docs: { toMutableJSON: () => unknown }[]) => docs.map((d) => d.toMutableJSON() as JobCard)

describe('job cards store', () => {
  it('numbers cards per device and financial year, never reusing a deleted number', async () => {
    const a = await createJobCard(data, fields(), 1000_00, DEVICE, null, JUNE_2026)
    const b = await createJobCard(
      data,
      fields({ reg_no: 'MH12AB1234', chassis_no: '' }),
      0,
      DEVICE,
      null,
      JUNE_2026 + 1,
    )
    expect(a.job_no).toBe(`JC${CODE}/2627/0001`)
    expect(b.job_no).toBe(`JC${CODE}/2627/0002`)
    expect(a.status).toBe('open')
    expect(a.media).toEqual([])
    await removeRecord(db.job_cards, b.id, data.writer)
    const c = await createJobCard(data, fields(), 0, DEVICE, null, JUNE_2026 + 2)
    expect(c.job_no).toBe(`JC${CODE}/2627/0003`)
    const other = await createJobCard(data, fields(), 0, 'device-two', null, JUNE_2026 + 3)
    expect(other.job_no).toBe(`JC${deviceSeriesCode('device-two')}/2627/0001`)
    const nextYear = await createJobCard(data, fields(), 0, DEVICE, null, new Date(2027, 3, 2).getTime())
    expect(nextYear.job_no).toBe(`JC${CODE}/2728/0001`)
  })

  it('finds earlier cards of a vehicle by registration or chassis number', async () => {
    const byReg = plain(await vehicleQuery(db, 'KA05DB6000', '')!.exec())
    const byChassis = plain(await vehicleQuery(db, '', 'MA3EWB22S00123456')!.exec())
    expect(byReg.length).toBe(4)
    expect(byChassis.map((c) => c.job_no)).toEqual(byReg.map((c) => c.job_no))
    expect(vehicleQuery(db, '', '')).toBeNull()
  })

  it('saves edits, clears emptied fields, and lists by status newest first', async () => {
    const card = await createJobCard(
      data,
      fields({ notes: 'Keep old parts' }),
      0,
      DEVICE,
      { pos: '29', supply: 'inter' },
      JUNE_2026 + 10,
    )
    expect(card).toMatchObject({ pos: '29', supply: 'inter' })
    const saved = await saveJobCard(data, card.id, fields({ odometer: 12_500, notes: undefined }), 1005_00, {
      pos: '27',
      supply: 'intra',
    })
    // The place of supply and split are those of this save (the customer moved to our state).
    expect(saved).toMatchObject({ pos: '27', supply: 'intra' })
    expect(saved.odometer).toBe(12_500)
    expect(saved.notes).toBeUndefined()
    expect(saved.total).toBe(1005_00)
    expect(saved.rev).toBe(card.rev + 1)
    const open = plain(await listQuery(db, { status: 'open', search: '', limit: 50 }).exec())
    expect(open[0]?.id).toBe(nextOpenedFirst(open))
    const found = plain(await listQuery(db, { status: 'all', search: 'mh 12', limit: 50 }).exec())
    expect(found).toEqual([])
    const byName = plain(await listQuery(db, { status: 'all', search: 'ravi', limit: 2 }).exec())
    expect(byName).toHaveLength(2)
    const byNo = plain(
      await listQuery(db, { status: 'all', search: `jc${CODE}/2627/0003`, limit: 50 }).exec(),
    )
    expect(byNo.map((c) => c.job_no)).toEqual([`JC${CODE}/2627/0003`])
  })

  it('changes status only as the rules allow, and locks delivered cards', async () => {
    const card = await createJobCard(data, fields(), 0, DEVICE, null, JUNE_2026 + 20)
    const total = () => 1000_00
    await expect(changeStatus(data, card.id, 'ready', total)).rejects.toBeInstanceOf(StatusRefusedError)
    await changeStatus(data, card.id, 'in_progress', total)
    await changeStatus(data, card.id, 'awaiting_parts', total)
    await changeStatus(data, card.id, 'in_progress', total)
    await changeStatus(data, card.id, 'ready', total)
    const refused = await changeStatus(data, card.id, 'delivered', total).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(StatusRefusedError)
    expect((refused as StatusRefusedError).blockers).toEqual(['not-billed', 'approval-required'])
    // A warranty job has nothing to bill: it is delivered unbilled once approved.
    const warranty = fields({ approved_at: JUNE_2026, approved_by: 'Ravi', approved_estimate: 1000_00 })
    warranty.labour = warranty.labour.map((l) => ({ ...l, billable_to: 'warranty' as const }))
    warranty.parts = warranty.parts.map((l) => ({ ...l, billable_to: 'warranty' as const }))
    await saveJobCard(data, card.id, warranty, 1000_00, null)
    const delivered = await changeStatus(data, card.id, 'delivered', total, undefined, JUNE_2026 + 99)
    expect(delivered.status).toBe('delivered')
    expect(delivered.delivered_at).toBe(JUNE_2026 + 99)
    await expect(saveJobCard(data, card.id, fields(), 0, null)).rejects.toBeInstanceOf(LockedError)
    await expect(changeStatus(data, card.id, 'cancelled', total, 'x')).rejects.toBeInstanceOf(
      StatusRefusedError,
    )

    const other = await createJobCard(data, fields(), 0, DEVICE, null, JUNE_2026 + 30)
    await expect(changeStatus(data, other.id, 'cancelled', total, ' ')).rejects.toBeInstanceOf(
      StatusRefusedError,
    )
    const cancelled = await changeStatus(data, other.id, 'cancelled', total, 'Customer took the vehicle back')
    expect(cancelled.cancel_reason).toBe('Customer took the vehicle back')
  })

  it('keeps photos and one signature as attachments listed in media', async () => {
    const card = await createJobCard(data, fields(), 0, DEVICE, null, JUNE_2026 + 40)
    const photo = await addPhoto(
      data,
      card.id,
      new Blob([new Uint8Array([255, 216, 255, 1, 2])], { type: 'image/jpeg' }),
    )
    const sign1 = await setSignature(
      data,
      card.id,
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
    )
    const sign2 = await setSignature(
      data,
      card.id,
      new Blob([new Uint8Array([137, 80, 78, 71, 9])], { type: 'image/png' }),
    )
    const stored = (await db.job_cards.findOne(card.id).exec())!.toMutableJSON() as JobCard
    expect(stored.media.map((m) => m.id)).toEqual([photo.id, sign2.id])
    expect(stored.media[0]).toMatchObject({ kind: 'photo', type: 'image/jpeg', size: 5 })
    const bytes = await readMedia(db, card.id, photo.id)
    expect(new Uint8Array(await bytes!.arrayBuffer())).toEqual(new Uint8Array([255, 216, 255, 1, 2]))
    expect(await readMedia(db, card.id, sign1.id)).toBeNull()
    await removeMedia(data, card.id, photo.id)
    expect(await readMedia(db, card.id, photo.id)).toBeNull()
    const after = (await db.job_cards.findOne(card.id).exec())!.toMutableJSON() as JobCard
    expect(after.media.map((m) => m.id)).toEqual([sign2.id])
  })

  it('queues every stored picture for upload and every removed one for removal from the server', async () => {
    const card = await createJobCard(data, fields(), 0, DEVICE, null, JUNE_2026 + 50)
    // What is stored (the queue's local document), not the queue's in-memory copy.
    const queue = async () =>
      Object.values(
        ((await db.getLocal('media_queue'))?.get('entries') ?? {}) as Record<string, MediaQueueEntry>,
      )
        .filter((e) => e.card_id === card.id)
        .map((e) => `${e.op}:${e.id}`)
        .sort()
    const photo = await addPhoto(
      data,
      card.id,
      new Blob([new Uint8Array([255, 216, 1])], { type: 'image/jpeg' }),
    )
    const sign = await setSignature(
      data,
      card.id,
      new Blob([new Uint8Array([137, 80])], { type: 'image/png' }),
    )
    expect(await queue()).toEqual([`upload:${photo.id}`, `upload:${sign.id}`].sort())
    await removeMedia(data, card.id, photo.id)
    expect(await queue()).toEqual([`remove:${photo.id}`, `upload:${sign.id}`].sort())
    await until(() => data.media.list().some((e) => e.id === photo.id && e.op === 'remove'))

    // What the bucket refuses is refused here, before anything is stored.
    const gif = new Blob([new Uint8Array([71, 73, 70])], { type: 'image/gif' })
    await expect(addPhoto(data, card.id, gif)).rejects.toBeInstanceOf(MediaRefusedError)
    const huge = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/jpeg' })
    await expect(addPhoto(data, card.id, huge)).rejects.toBeInstanceOf(MediaRefusedError)
    const stored = (await db.job_cards.findOne(card.id).exec())!.toMutableJSON() as JobCard
    expect(stored.media.map((m) => m.id)).toEqual([sign.id])
  })
})

async function until(check: () => boolean, ms = 2_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

function nextOpenedFirst(cards: JobCard[]): string | undefined {
  return [...cards].sort((a, b) => b.opened_at - a.opened_at)[0]?.id
}
