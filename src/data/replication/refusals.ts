// Writes the server refuses (schemas/sql/0019: the access map and the end of validity hold there too; 0022: a
// business number another record already has). A push answers each refused row with its reason; such rows
// stay on this device as changes waiting, and the push of their collection waits, instead of sending them
// again every few seconds, until something that could change the answer happens: the profile changes (an
// admin restores access or extends validity), a record of the collection is edited here (a clashing number
// renumbered), the user presses "Try again now", or sync stops.

/** Why the server refused a write: validity ended, no write (or no full, for a delete) on the module, a
 * voucher posted or cancelled in the period the books are locked for, or posted dated after today (0027), or
 * a number (receipt, job card, later invoice or chassis) that another stored record already has. */
export type RefusalReason =
  | 'read_only'
  | 'no_write_access'
  | 'no_delete_access'
  | 'no_account'
  | 'period_locked'
  | 'future_date'
  | 'duplicate'

export type Refusal = { id: string; reason: RefusalReason }

/** A row left out because a unique key it sets is already stored: the constraint, its columns and the stored
 * row holding the value (null when it is not this dealer's). */
export type Clash = { id: string; constraint: string; columns: string[]; row: Record<string, unknown> | null }

/** `refused` also lists every clash, as reason `duplicate`: both keep the row waiting on this device. */
export type PushAnswer = { conflicts: Record<string, unknown>[]; refused: Refusal[]; clashes: Clash[] }

// In the order mainReason prefers: an ended validity explains every other refusal.
const REASONS: readonly RefusalReason[] = [
  'read_only',
  'no_write_access',
  'no_delete_access',
  'no_account',
  'period_locked',
  'future_date',
  'duplicate',
]

/** The code of the error a push throws after the server refused some of its rows (the sync engine shows the
 * refusal itself, from onRefused, not this error). */
export const WRITE_REFUSED = 'write_refused'

/** The answer of a push_<table> call; an older server answered with the bare list of conflicts. */
export function readPushAnswer(data: unknown): PushAnswer {
  if (Array.isArray(data)) return { conflicts: data as Record<string, unknown>[], refused: [], clashes: [] }
  const d = (data ?? {}) as { conflicts?: unknown; refused?: unknown; clashes?: unknown }
  const conflicts = Array.isArray(d.conflicts) ? (d.conflicts as Record<string, unknown>[]) : []
  const refused: Refusal[] = Array.isArray(d.refused)
    ? (d.refused as { id?: unknown; reason?: unknown }[]).map((r) => ({
        id: String(r.id),
        reason: REASONS.includes(r.reason as RefusalReason) ? (r.reason as RefusalReason) : 'no_account',
      }))
    : []
  const clashes: Clash[] = Array.isArray(d.clashes)
    ? (d.clashes as Partial<Record<keyof Clash, unknown>>[]).map((c) => ({
        id: String(c.id),
        constraint: typeof c.constraint === 'string' ? c.constraint : '',
        columns: Array.isArray(c.columns) ? c.columns.map(String) : [],
        row: c.row && typeof c.row === 'object' ? (c.row as Record<string, unknown>) : null,
      }))
    : []
  return {
    conflicts,
    refused: [...refused, ...clashes.map((c) => ({ id: c.id, reason: 'duplicate' as const }))],
    clashes,
  }
}

/** The reason to show for a set of refusals: the one that explains most (an ended validity explains all). */
export function mainReason(reasons: readonly RefusalReason[]): RefusalReason | null {
  return REASONS.find((reason) => reasons.includes(reason)) ?? null
}

/** Holds a collection's pushes after a refusal until it is opened again. */
export class RefusalGate {
  private waiters: (() => void)[] = []
  private closed = false
  /** Set when sync stops: a held push then gives up instead of sending. */
  disposed = false

  get isClosed(): boolean {
    return this.closed
  }

  close(): void {
    this.closed = true
  }

  open(): void {
    this.closed = false
    const waiting = this.waiters
    this.waiters = []
    waiting.forEach((w) => w())
  }

  dispose(): void {
    this.disposed = true
    this.open()
  }

  /** Resolves at once while open; otherwise when the gate opens or is disposed. */
  wait(): Promise<void> {
    if (!this.closed) return Promise.resolve()
    return new Promise((resolve) => this.waiters.push(resolve))
  }
}
