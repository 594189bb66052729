// Works through the media queue against the private Storage bucket: uploads (upsert, so a retry after a lost
// answer is harmless) and removals, one at a time, earliest due first. A failure keeps the entry and retries
// with backoff; the bytes stay the job card's attachment whatever happens. Runs in the tab that replicates
// (leadership, as replication does) and is started and stopped by the sync engine.
import type { SupabaseClient } from '@/lib/supabase'
import type { AppDatabase } from '../database'
import type { MediaQueue } from './media-queue'
import { MEDIA_BUCKET, mediaPath } from './media-rules'
import { nextDue, sleepMs } from './queue-rules'
import type { MediaQueueEntry } from './queue-rules'

export type MediaSync = {
  /** Runs every queued entry now, whatever its backoff (the retry button, the browser coming online). */
  kick: () => void
  /** Resolves when nothing is queued and no attempt is running. */
  awaitIdle: () => Promise<void>
  stop: () => Promise<void>
}

export type MediaSyncOptions = {
  db: AppDatabase
  client: SupabaseClient
  queue: MediaQueue
  waitForLeadership: boolean
  /** The latest failure's reason, or null after a success. */
  onError: (reason: string | null) => void
  now?: () => number
}

const STOP_WAIT_MS = 3_000

const isOffline = () => globalThis.navigator?.onLine === false

export function startMediaSync(o: MediaSyncOptions): MediaSync {
  const now = o.now ?? Date.now
  let stopped = false
  let busy = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let wake: (() => void) | null = null
  let stopSignal: () => void = () => undefined
  const stopping = new Promise<void>((r) => (stopSignal = r))
  // Tickets that may run before their backoff has passed (see nextDue).
  const nowToo = new Set<string>()
  // The entry states already attempted (ticket → attempts): the queue's list catches up with a settle or a
  // failure a moment later, and must not run the same state twice meanwhile.
  const handled = new Map<string, number>()

  const rouse = () => {
    const w = wake
    wake = null
    clearTimeout(timer)
    w?.()
  }
  const sleep = (ms: number | null) =>
    new Promise<void>((resolve) => {
      wake = resolve
      if (ms !== null) timer = setTimeout(rouse, ms)
    })
  const kick = () => {
    for (const e of o.queue.list()) nowToo.add(e.ticket)
    rouse()
  }
  const unsubscribe = o.queue.subscribe(rouse)
  const onOnline = () => kick()
  globalThis.addEventListener?.('online', onOnline)

  const attempt = async (e: MediaQueueEntry): Promise<void> => {
    const path = mediaPath(o.queue.companyId, e.card_id, e.id)
    const bucket = o.client.storage.from(MEDIA_BUCKET)
    try {
      if (e.op === 'upload') {
        // Uploaded whether or not the card still lists it (a conflict may have moved the listing to the
        // conflicts log, from where it can be put back): only a removal, which replaces this entry, drops it.
        const card = await o.db.job_cards.findOne(e.card_id).exec()
        const attachment = card?.getLatest().getAttachment(e.id)
        if (!attachment) return await o.queue.settle(e)
        const { error } = await bucket.upload(path, await attachment.getData(), {
          upsert: true,
          contentType: e.type,
        })
        if (error) throw error
      } else {
        const { error } = await bucket.remove([path])
        if (error) throw error
      }
      await o.queue.settle(e)
      o.onError(null)
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      await o.queue.fail(e, reason, now())
      o.onError(reason)
    }
  }

  const run = async () => {
    if (o.waitForLeadership) await Promise.race([o.db.waitForLeadership(), stopping])
    if (stopped) return
    kick()
    while (!stopped) {
      const listed = o.queue.list()
      for (const ticket of handled.keys()) {
        if (!listed.some((e) => e.ticket === ticket)) handled.delete(ticket)
      }
      const entries = listed.filter((e) => handled.get(e.ticket) !== e.attempts)
      const next = isOffline() ? null : nextDue(entries, now(), nowToo)
      if (!next) {
        // Offline: the "online" event kicks the queue; otherwise sleep until the earliest backoff ends.
        await sleep(isOffline() ? null : sleepMs(entries, now()))
        continue
      }
      nowToo.delete(next.ticket)
      handled.set(next.ticket, next.attempts)
      busy = true
      try {
        await attempt(next)
      } finally {
        busy = false
      }
    }
  }
  const running = run().catch((e: unknown) => console.error('Media sync stopped', e))

  return {
    kick,
    async awaitIdle() {
      while (o.queue.count() > 0 || busy) await new Promise((r) => setTimeout(r, 50))
    },
    async stop() {
      stopped = true
      stopSignal()
      unsubscribe()
      globalThis.removeEventListener?.('online', onOnline)
      rouse()
      // An upload in flight on a stalled network must not hold up sign-out: after a moment it is left to
      // finish or fail on its own (its entry stays queued unless it settles).
      let timeout: ReturnType<typeof setTimeout> | undefined
      await Promise.race([running, new Promise((r) => (timeout = setTimeout(r, STOP_WAIT_MS)))])
      clearTimeout(timeout)
    },
  }
}
