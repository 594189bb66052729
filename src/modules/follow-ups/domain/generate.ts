// Which follow-ups a vehicle's facts call for (research/modules.md §3.11, research/dms.md b.16). Pure and
// deterministic: the same facts give the same reminders, with the same ids, on every device and in whatever
// order the facts arrived, so two devices offline propose one document per vehicle, kind and cycle.
//
// Service: a sale (a delivered vehicle invoice) and every later visit (a delivered job card) each open the
// next service cycle; the next visit serves it (status done, linked to that job card) and opens the one after.
// The cycle's service is the catalogue schedule's next entry not yet passed (its days from the sale, its km on
// the odometer), or, past the schedule or with none, a repeat interval from the visit. It falls due on
// whichever comes first: the date, or the day the vehicle reaches the kilometres at its own average running.
// A free service of the schedule also gets a reminder ahead of the day it lapses. Every visit gets a feedback
// call a few days after delivery; every known insurance expiry a renewal call ahead of it.
import { derivedId } from '@/utils/derived-id'
import { earlier, plusDays } from './dates'
import { averageKmPerDay, daysToKm, sortReadings, type OdometerReading } from './running'
import type { FollowUpKind, IsoDate, Reminder } from './types'

/** One service of a variant's schedule (the catalogue's `service_schedule`): days from the sale, odometer km. */
export type ScheduleEntry = { label: string; days?: number; km?: number }

/** A delivered job card of the vehicle. */
export type Visit = { id: string; on: IsoDate; km: number; party_id?: string }

/** Everything known about one vehicle that follow-ups read. */
export type VehicleFacts = {
  company: string
  vehicle_id: string
  /** The owner now (the latest visit's customer, else the buyer). */
  party_id: string
  reg_no: string
  vehicle: string
  /** The delivered sale: the vehicle invoice, the delivery's day and odometer (a new vehicle: 0 when unknown). */
  sale?: { id: string; on: IsoDate; km?: number }
  schedule: readonly ScheduleEntry[]
  visits: readonly Visit[]
  /** Every policy expiry known for the vehicle. */
  insurance_expiries?: readonly IsoDate[]
  /** Customers who said they sold the vehicle or moved away: no more service or renewal calls to them. */
  ended_parties?: readonly string[]
}

export type GenerationOptions = {
  /** Running assumed when the readings cannot tell (default 30 km a day). */
  defaultKmPerDay?: number
  /** Readings closer than this many days give no running (default 7). */
  minSpanDays?: number
  /** The service interval past the schedule or without one (default 180 days or 5,000 km). */
  repeatDays?: number
  repeatKm?: number
  /** Days a free service may still be taken after the schedule's day (default 0: the schedule's day is the limit). */
  freeGraceDays?: number
  /** Days before a free service lapses that its reminder falls due (default 10, the first call at N−10). */
  freeLeadDays?: number
  /** Which schedule entries are free services (default: every entry whose label does not say "paid"). */
  isFree?: (entry: ScheduleEntry) => boolean
  /** Days after a job card's delivery the feedback call is due (default 3) and lapses (default 15). */
  psfAfterDays?: number
  psfExpireDays?: number
  /** Days before a policy's expiry the renewal call is due (default 30). */
  insuranceLeadDays?: number
}

export const FOLLOW_UP_DEFAULTS = {
  repeatDays: 180,
  repeatKm: 5_000,
  freeGraceDays: 0,
  freeLeadDays: 10,
  psfAfterDays: 3,
  psfExpireDays: 15,
  insuranceLeadDays: 30,
} as const

const isPaidLabel = (entry: ScheduleEntry) => /\bpaid\b|सशुल्क/i.test(entry.label)

/** A reminder before its id is derived. */
export type PlannedReminder = Omit<Reminder, 'id'>

/** The text the id is derived from: company, vehicle, kind and cycle. */
export function reminderKey(r: Pick<Reminder, 'company' | 'vehicle_id' | 'kind' | 'cycle'>): string {
  return [r.company, r.vehicle_id, r.kind, r.cycle].join('|')
}

/** `f-` + 32 hex of SHA-256 of the key (≤ 40 characters). */
export function reminderId(r: Pick<Reminder, 'company' | 'vehicle_id' | 'kind' | 'cycle'>): Promise<string> {
  return derivedId('f', reminderKey(r))
}

type Base = { id: string; on: IsoDate; km: number; visit: boolean; party_id?: string }

/** Visits oldest first, the same order on every device; visits before the sale (a PDI) are not services. */
function sortedVisits(facts: VehicleFacts): Visit[] {
  const from = facts.sale?.on
  return [...facts.visits]
    .filter((v) => !from || v.on >= from)
    .sort((a, b) =>
      a.on !== b.on ? (a.on < b.on ? -1 : 1) : a.km !== b.km ? a.km - b.km : a.id < b.id ? -1 : 1,
    )
}

/** The reminders the facts of one vehicle call for, without ids, in a fixed order. */
export function planReminders(facts: VehicleFacts, options: GenerationOptions = {}): PlannedReminder[] {
  const o = { ...FOLLOW_UP_DEFAULTS, ...options }
  const isFree = options.isFree ?? ((e: ScheduleEntry) => !isPaidLabel(e))
  const ended = new Set(facts.ended_parties ?? [])
  const visits = sortedVisits(facts)
  const sale = facts.sale
  const bases: Base[] = [
    ...(sale ? [{ id: sale.id, on: sale.on, km: sale.km ?? 0, visit: false }] : []),
    ...visits.map((v) => ({ ...v, visit: true })),
  ]
  const common = {
    company: facts.company,
    vehicle_id: facts.vehicle_id,
    reg_no: facts.reg_no,
    vehicle: facts.vehicle,
    attempts: [],
  }
  const out: PlannedReminder[] = []
  const push = (kind: FollowUpKind, cycle: string, fields: Partial<PlannedReminder>) =>
    out.push({
      ...common,
      kind,
      cycle,
      party_id: facts.party_id,
      source_id: '',
      due_date: '',
      status: 'open',
      ...fields,
    })

  // Service cycles: each base opens the next one, the following visit serves it.
  let index = -1
  bases.forEach((base, k) => {
    const next = bases[k + 1]
    if (!next && ended.has(facts.party_id)) return
    const readings: OdometerReading[] = sortReadings(
      bases.slice(0, k + 1).map((b) => ({ on: b.on, km: b.km })),
    )
    const kmPerDay = averageKmPerDay(readings, options)
    index += 1
    // The schedule counts from the sale; skip its services already passed by time or by km at this base.
    const saleOn = sale?.on
    const schedule = saleOn ? facts.schedule : []
    const fromSale = (days: number) => (saleOn ? plusDays(saleOn, days) : plusDays(base.on, days))
    const passed = (e: ScheduleEntry) =>
      (e.days !== undefined && fromSale(e.days) <= base.on) || (e.km !== undefined && e.km <= base.km)
    let entry = schedule[index]
    while (entry && passed(entry)) entry = schedule[++index]
    const plan = entry && (entry.days !== undefined || entry.km !== undefined) ? entry : undefined
    const byTime = plan
      ? plan.days !== undefined
        ? fromSale(plan.days)
        : undefined
      : plusDays(base.on, o.repeatDays)
    const dueKm = plan ? plan.km : base.km + o.repeatKm
    const byKm = dueKm !== undefined ? plusDays(base.on, daysToKm(base.km, dueKm, kmPerDay)) : undefined
    const due = byTime && byKm ? earlier(byTime, byKm) : (byTime ?? byKm)!
    const status = next ? 'done' : 'open'
    const closing = next?.visit ? { linked_jc_id: next.id } : {}
    const cycle = `s${index + 1}`
    const shared = {
      source_id: base.id,
      ...(dueKm !== undefined ? { due_km: dueKm } : {}),
      ...(entry ? { label: entry.label } : {}),
      status,
      ...closing,
    } as const
    push('service_due', cycle, { ...shared, due_date: due })
    if (plan && isFree(plan)) {
      const lapseByTime = plan.days !== undefined ? fromSale(plan.days + o.freeGraceDays) : undefined
      const lapse = lapseByTime && byKm ? earlier(lapseByTime, byKm) : (lapseByTime ?? byKm)!
      const dueDate = plusDays(lapse, -o.freeLeadDays)
      push('free_service_expiring', cycle, {
        ...shared,
        due_date: dueDate < base.on ? base.on : dueDate,
        window_to: lapse,
      })
    }
  })

  // Feedback after every visit.
  for (const v of visits) {
    push('psf', `jc:${v.id}`, {
      party_id: v.party_id || facts.party_id,
      source_id: v.id,
      due_date: plusDays(v.on, o.psfAfterDays),
      window_to: plusDays(v.on, o.psfExpireDays),
    })
  }

  // Insurance: each known expiry; a later one means the earlier policy was renewed.
  const expiries = [...new Set(facts.insurance_expiries ?? [])].sort()
  expiries.forEach((expiry, k) => {
    const renewed = k < expiries.length - 1
    if (!renewed && ended.has(facts.party_id)) return
    push('insurance_renewal', `ins:${expiry}`, {
      source_id: facts.vehicle_id,
      due_date: plusDays(expiry, -o.insuranceLeadDays),
      window_to: expiry,
      status: renewed ? 'done' : 'open',
    })
  })
  return out
}

/** Orders reminders by id: one order whatever order the facts came in. */
const byId = (a: Reminder, b: Reminder) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** The reminders of many vehicles, each with its derived id, ordered by id. */
export async function generateReminders(
  facts: readonly VehicleFacts[],
  options: GenerationOptions = {},
): Promise<Reminder[]> {
  const planned = facts.flatMap((f) => planReminders(f, options))
  const withIds = await Promise.all(planned.map(async (p) => ({ id: await reminderId(p), ...p })))
  return withIds.sort(byId)
}
