// Three-way merge of a replication conflict, field by field (DESIGN.md §3). Pure: no RxDB, no clock.
//
// For each field: changed only here → ours; changed only on the server → theirs; changed on both to different
// values → the server wins and our value is reported as a loser, so the caller can log it. Nothing is lost
// silently. The merged document's rev is above both sides, so the next push is accepted.

export type Doc = Record<string, unknown> & { rev: number; _deleted: boolean }

export type LostValue = { field: string; lost: unknown; kept: unknown }

export type MergeResult<T extends Doc> = { merged: T; losers: LostValue[] }

/** Deep equality for JSON values; object key order does not matter (Postgres jsonb reorders keys). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // Absent and null mean the same to the server (a NULL column).
    return (a ?? null) === (b ?? null)
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const bb = b as unknown[]
    return a.length === bb.length && a.every((v, i) => jsonEqual(v, bb[i]))
  }
  const ao = a as Record<string, unknown>
  const bo = b as Record<string, unknown>
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)])
  for (const k of keys) if (!jsonEqual(ao[k], bo[k])) return false
  return true
}

const BOOKKEEPING = new Set(['rev', '_deleted', '_meta', '_rev', '_attachments', 'updated_at'])

/**
 * Whether two states of a document hold the same record: every field but the bookkeeping equal, and both
 * deleted or neither. A push the server answers with such a state changed nothing there: this device held the
 * server's state without knowing it (a pulled page stored without its server states, when sync stopped in
 * between), so there is nothing to merge and nothing to push again.
 */
export function sameRecord(a: Doc, b: Doc): boolean {
  if (Boolean(a._deleted) !== Boolean(b._deleted)) return false
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!BOOKKEEPING.has(field) && !jsonEqual(a[field], b[field])) return false
  }
  return true
}

export function mergeThreeWay<T extends Doc>(assumed: T | undefined, master: T, local: T): MergeResult<T> {
  const base: Record<string, unknown> = assumed ?? {}
  const merged: Record<string, unknown> = {}
  const losers: LostValue[] = []
  const fields = new Set([...Object.keys(master), ...Object.keys(local), ...Object.keys(base)])
  for (const field of fields) {
    if (BOOKKEEPING.has(field)) continue
    const ours = local[field]
    const theirs = master[field]
    const weChanged = !jsonEqual(ours, base[field])
    const theyChanged = !jsonEqual(theirs, base[field])
    let value: unknown
    if (weChanged && !theyChanged) value = ours
    else {
      value = theirs
      if (weChanged && !jsonEqual(ours, theirs)) losers.push({ field, lost: ours, kept: theirs })
    }
    if (value !== undefined && value !== null) merged[field] = value
  }
  // A deletion on either side wins: a record deleted elsewhere stays deleted, and our edits to it are logged.
  const deleted = master._deleted || (local._deleted && !(assumed?._deleted ?? false))
  if (master._deleted && !local._deleted) {
    for (const field of fields) {
      if (BOOKKEEPING.has(field) || losers.some((l) => l.field === field)) continue
      if (!jsonEqual(local[field], base[field])) {
        losers.push({ field, lost: local[field], kept: master[field] })
      }
    }
  }
  // "Last changed" is the later of the two, never a conflict of its own.
  const times = [master.updated_at, local.updated_at].filter((t): t is number => typeof t === 'number')
  if (times.length > 0) merged.updated_at = Math.max(...times)
  // Attachments live on the device that made them: ours are kept.
  const attachments = local._attachments ?? master._attachments
  if (attachments !== undefined) merged._attachments = attachments
  // Above both sides: the server accepts any rev once the assumed one matches, and a rev never goes back, so
  // "changes waiting" (settled by rev) clears even when this device had made more edits than the server.
  merged.rev = Math.max(master.rev, local.rev) + 1
  merged._deleted = deleted
  return { merged: merged as T, losers }
}

/**
 * The server's copy wins whole (a document it lets change no more, such as a posted voucher): every field is
 * the server's, and every local value that differs is reported as a loser. Rev, "last changed" and deletion
 * follow mergeThreeWay's rules, so the next push is accepted and a deletion never wins over the server.
 */
export function masterWins<T extends Doc>(master: T, local: T): MergeResult<T> {
  const { merged } = mergeThreeWay(local, master, local)
  const losers: LostValue[] = []
  for (const field of new Set([...Object.keys(master), ...Object.keys(local)])) {
    const ours = local[field] ?? null
    // A field this device never set lost nothing.
    if (BOOKKEEPING.has(field) || ours === null || jsonEqual(ours, master[field])) continue
    losers.push({ field, lost: ours, kept: master[field] })
  }
  return { merged, losers }
}
