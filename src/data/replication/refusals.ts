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

export class BackendError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'BackendError'
  }
}

export const WRITE_REFUSED = 'write_refused'

/** Thrown by a push whose rows the server refused (after the rest of the batch was written). */
export class WriteRefusedError extends BackendError {
  constructor(
    readonly reason: RefusalReason,
    readonly ids: string[],
  ) {
    super(`The server refused ${ids.length} change(s): ${reason}`, WRITE_REFUSED)
    this.name = 'WriteRefusedError'
  }
}

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
export function mainReason(refused: readonly Refusal[]): RefusalReason | null {
  for (const reason of REASONS) if (refused.some((r) => r.reason === reason)) return reason
  return null
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
