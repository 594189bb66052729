// What the generated reminders change among the stored ones: new cycles to write, stored open reminders that a
// visit has since served (closed, linked to the job card), and the facts of open ones brought up to date (a
// new odometer reading moves a due date). The calls logged on a stored reminder are never touched, and a
// reminder whose window already passed, or a cycle already served, is not written new: a first run over years
// of job cards writes today's calls, not history.
import type { CallOutcome, IsoDate, Reminder } from './types'

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
