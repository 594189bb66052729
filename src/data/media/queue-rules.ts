// Pure rules of the media queue: which entry goes next, how long a failed one waits, and what an enqueue or a
// finished attempt makes of the stored entry. The queue itself (src/data/media/media-queue.ts) applies them.

export type MediaOp = 'upload' | 'remove'

/** A photo or signature this device must upload (its bytes are the job card's attachment) or remove. */
export type MediaQueueEntry = {
  /** The media id (`photo-…` / `signature-…`), also the object's file name. */
  id: string
  card_id: string
  op: MediaOp
  type: string
  /** New for every enqueue: a finished attempt settles the entry only if nobody queued it again meanwhile. */
  ticket: string
  attempts: number
  next_at: number
  /** The last failure, for the sync details. */
  error?: string
}

export const FIRST_RETRY_MS = 2_000
export const MAX_RETRY_MS = 5 * 60_000

/**
 * Wait before attempt `attempts + 1` after `attempts` failures: doubling from 2 s to at most 5 min, spread by
 * ±20 % (`rand` in [0, 1)) so the devices of a shop that come back online together do not retry in step.
 */
export function backoffMs(attempts: number, rand: number): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(base * (0.8 + 0.4 * rand))
}

/** A fresh entry: due now, no failures. An earlier upload of the same media is replaced by a removal
 * (removing an object that was never uploaded is harmless), and a removal by a new upload. */
export function queued(
  media: { id: string; card_id: string; type: string },
  op: MediaOp,
  ticket: string,
  now: number,
): MediaQueueEntry {
  return { id: media.id, card_id: media.card_id, type: media.type, op, ticket, attempts: 0, next_at: now }
}

/** After a failed attempt: one more failure, the next try after the backoff, the reason kept. */
export function failed(entry: MediaQueueEntry, reason: string, now: number, rand: number): MediaQueueEntry {
  const attempts = entry.attempts + 1
  return { ...entry, attempts, next_at: now + backoffMs(attempts, rand), error: reason.slice(0, 300) }
}

/**
 * The entry to run next: the earliest due one. Entries whose ticket is in `nowToo` run even if their backoff
 * has not passed (the user pressed retry, or sync has just started); the caller takes a ticket out once tried.
 */
export function nextDue(
  entries: readonly MediaQueueEntry[],
  now: number,
  nowToo: ReadonlySet<string>,
): MediaQueueEntry | null {
  let best: MediaQueueEntry | null = null
  for (const e of entries) {
    if (e.next_at > now && !nowToo.has(e.ticket)) continue
    if (!best || e.next_at < best.next_at || (e.next_at === best.next_at && e.id < best.id)) best = e
  }
  return best
}

/** How long to sleep when nothing is due: until the earliest entry, or null when the queue is empty. */
export function sleepMs(entries: readonly MediaQueueEntry[], now: number): number | null {
  if (entries.length === 0) return null
  return Math.max(0, Math.min(...entries.map((e) => e.next_at)) - now)
}
