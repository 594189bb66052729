// A view that reads a lot (the day board's whole books) and must follow changes without piling reads on a
// sync: a pull lands thousands of documents in batches a few hundred milliseconds apart, and a read of three
// years of books takes longer than that. One read at a time; changes while it runs make one more after it.

export type CoalescedRead = {
  /** A change happened: read again once changes pause for `settleMs` (at most `maxWaitMs` after the first). */
  changed: () => void
  /** No more reads; a read under way is not delivered. */
  stop: () => void
}

/**
 * Reads now, and again after changes: once they pause for `settleMs`, or `maxWaitMs` after the first unread
 * change while they keep coming (so figures move during a long sync). Never two reads at once; a change during
 * a read is read right after it, a failed read waits for the next change. `deliver` gets each read's result.
 */
export function coalescedRead<T>(
  read: () => Promise<T>,
  deliver: (value: T) => void,
  { settleMs, maxWaitMs }: { settleMs: number; maxWaitMs: number },
): CoalescedRead {
  let alive = true
  let reading = false
  let dirty = false
  let firstUnread = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const run = () => {
    timer = undefined
    if (!alive || reading) return
    reading = true
    dirty = false
    read().then(
      (value) => {
        reading = false
        if (alive) deliver(value)
        if (dirty) schedule()
      },
      () => {
        reading = false
        if (dirty) schedule()
      },
    )
  }
  const schedule = () => {
    if (!alive || reading) return
    clearTimeout(timer)
    const waited = Date.now() - firstUnread
    timer = setTimeout(run, Math.max(0, Math.min(settleMs, maxWaitMs - waited)))
  }

  run()
  return {
    changed() {
      if (!alive) return
      if (!dirty) firstUnread = Date.now()
      dirty = true
      schedule()
    },
    stop() {
      alive = false
      clearTimeout(timer)
    },
  }
}
