// What the generated reminders change among the stored ones: new cycles to write, stored open reminders that a
// visit has since served (closed, linked to the job card), and the facts of open ones brought up to date (a
// new odometer reading moves a due date), and open service cycles the facts no longer call for, skipped. The calls logged on a stored reminder are never touched, and a
// reminder whose window already passed, or a cycle already served, is not written new: a first run over years
// of job cards writes today's calls, not history.
import type { CallOutcome, FollowUpKind, IsoDate, Reminder } from './types'

/** Kinds with one open cycle per vehicle. */
const SERVICE_KINDS: readonly FollowUpKind[] = ['service_due', 'free_service_expiring']

export type ReconcileResult = { create: Reminder[]; update: Reminder[] }

/** Fields the facts decide; the rest (status once called, calls, next call) belong to the call log. */
const FACT_FIELDS = [
  'party_id',
  'reg_no',
  'vehicle',
  'source_id',
  'due_date',
  'due_km',
  'window_to',
  'label',
] as const

function sameFacts(a: Reminder, b: Reminder): boolean {
  return FACT_FIELDS.every((f) => a[f] === b[f])
}

function withFacts(stored: Reminder, generated: Reminder): Reminder {
  const next: Reminder = { ...stored }
  for (const f of FACT_FIELDS) {
    if (generated[f] === undefined) delete next[f]
    else (next as Record<string, unknown>)[f] = generated[f]
  }
  return next
}

export function reconcile(
  stored: readonly Reminder[],
  generated: readonly Reminder[],
  today: IsoDate,
): ReconcileResult {
  const byId = new Map(stored.map((r) => [r.id, r]))
  const create: Reminder[] = []
  const update: Reminder[] = []
  for (const g of generated) {
    const s = byId.get(g.id)
    if (!s) {
      const lapsed = g.window_to !== undefined && g.window_to < today
      if (g.status === 'open' && !lapsed) create.push(g)
      continue
    }
    if (s.status !== 'open') continue
    if (g.status === 'done') {
      update.push({
        ...withFacts(s, g),
        status: 'done',
        ...(g.linked_jc_id ? { linked_jc_id: g.linked_jc_id } : {}),
      })
    } else if (!sameFacts(s, g)) update.push(withFacts(s, g))
  }
  // An open service cycle of a vehicle the facts no longer call for (a job card undelivered or cancelled
  // renumbered the cycles) is overtaken by the one they do: one open service reminder per vehicle.
  const generatedIds = new Set(generated.map((g) => g.id))
  const vehicles = new Set(generated.map((g) => g.vehicle_id))
  for (const s of stored) {
    if (s.status !== 'open' || !SERVICE_KINDS.includes(s.kind) || !vehicles.has(s.vehicle_id)) continue
    if (!generatedIds.has(s.id)) update.push({ ...s, status: 'skipped' })
  }
  return { create, update }
}

/** Outcomes that end service and renewal calls to that customer for the vehicle. */
export const ENDING_OUTCOMES: readonly CallOutcome[] = ['vehicle_sold', 'shifted']

/** Customers who told a caller they sold the vehicle or moved away, from its stored reminders. */
export function endedParties(stored: readonly Reminder[], vehicleId: string): string[] {
  const parties = new Set<string>()
  for (const r of stored) {
    if (r.vehicle_id !== vehicleId) continue
    if (r.attempts.some((a) => ENDING_OUTCOMES.includes(a.outcome))) parties.add(r.party_id)
  }
  return [...parties].sort()
}
