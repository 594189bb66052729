// Keeps the stored follow-ups in step with the documents they follow from: reads the deliveries, job cards,
// vehicles and schedules on this device, generates the reminders (domain/generate.ts) and writes what
// reconcile says — new cycles, served ones closed, facts brought up to date. Any device may run it at any time:
// the ids are derived, so two devices (or two tabs) write the same documents, and a reminder another writer
// made a moment earlier is simply there already.
import type { AppDatabase } from '@/data/database'
import { insertRecord, updateRecords, type Writer } from '@/data/records'
import { vehicleFacts } from '../domain/facts'
import { generateReminders, type GenerationOptions } from '../domain/generate'
import { reconcile } from '../domain/reconcile'
import type { IsoDate, Reminder } from '../domain/types'
import { toFields, toReminder } from './reminder-docs'

export type RefreshResult = { created: number; updated: number }

/** The documents follow-ups read, as plain objects. */
async function readFacts(db: AppDatabase) {
  const [vehicles, catalog, vouchers, cards, stored] = await Promise.all([
    db.vehicles.find().exec(),
    db.catalog.find().exec(),
    db.vouchers.find({ selector: { type: { $in: ['vinv', 'vcn'] }, status: 'posted' } }).exec(),
    db.job_cards.find({ selector: { status: 'delivered' } }).exec(),
    db.follow_ups.find().exec(),
  ])
  return {
    vehicles: vehicles.map((d) => d.toMutableJSON()),
    catalog: catalog.map((d) => d.toMutableJSON()),
    vouchers: vouchers.map((d) => d.toMutableJSON()),
    jobCards: cards.map((d) => d.toMutableJSON()),
    stored: stored.map((d) => d.toMutableJSON()),
  }
}

export async function refreshFollowUps(
  db: AppDatabase,
  company: string,
  w: Writer,
  today: IsoDate,
  options: GenerationOptions = {},
): Promise<RefreshResult> {
  const read = await readFacts(db)
  const reminders: Reminder[] = read.stored.map((d) => toReminder(d, company))
  const facts = await vehicleFacts({ company, ...read, reminders })
  const { create, update } = reconcile(reminders, await generateReminders(facts, options), today)
  let created = 0
  for (const r of create) {
    // One at a time: a reminder another tab or a pull wrote meanwhile is refused alone, not with the batch.
    const written = await insertRecord(db.follow_ups, toFields(r), w).then(
      () => true,
      () => false,
    )
    if (written) created += 1
  }
  const next = new Map(update.map((r) => [r.id, toFields(r)]))
  const { updated } = await updateRecords(
    db.follow_ups,
    [...next.keys()],
    (current) => {
      const fields = next.get(current.id)!
      // What reconcile left out is cleared (a due km the new facts no longer have).
      const cleared = Object.fromEntries(
        Object.keys(current)
          .filter((k) => !(k in fields) && ['due_km', 'window_to', 'label', 'linked_jc_id'].includes(k))
          .map((k) => [k, undefined]),
      )
      return { ...cleared, ...fields }
    },
    w,
  )
  return { created, updated: updated.length }
}
