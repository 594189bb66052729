// Writes the server refuses (schemas/sql/0019: the access map and the end of validity hold there too). A push
// answers each refused row with its reason; such rows stay on this device as changes waiting, and the push
// of their collection waits, instead of sending them again every few seconds, until something that could
// change the answer happens: the profile changes (an admin restores access or extends validity), the user
// presses "Try again now", or sync stops.

/** Why the server refused a write: validity ended, no write (or no full, for a delete) on the module. */
export type RefusalReason = 'read_only' | 'no_write_access' | 'no_delete_access' | 'no_account'

export type Refusal = { id: string; reason: RefusalReason }

export type PushAnswer = { conflicts: Record<string, unknown>[]; refused: Refusal[] }

const REASONS: readonly RefusalReason[] = ['read_only', 'no_write_access', 'no_delete_access', 'no_account']

/** The code of the error a push throws after the server refused some of its rows (the sync engine shows the
 * refusal itself, from onRefused, not this error). */
export const WRITE_REFUSED = 'write_refused'

/** The answer of a push_<table> call; an older server answered with the bare list of conflicts. */
export function readPushAnswer(data: unknown): PushAnswer {
  if (Array.isArray(data)) return { conflicts: data as Record<string, unknown>[], refused: [] }
  const d = (data ?? {}) as { conflicts?: unknown; refused?: unknown }
  const conflicts = Array.isArray(d.conflicts) ? (d.conflicts as Record<string, unknown>[]) : []
  const refused = Array.isArray(d.refused)
    ? (d.refused as { id?: unknown; reason?: unknown }[]).map((r) => ({
        id: String(r.id),
        reason: REASONS.includes(r.reason as RefusalReason) ? (r.reason as RefusalReason) : 'no_account',
      }))
    : []
  return { conflicts, refused }
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
