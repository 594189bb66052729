// The uploads and removals of job-card media this device still owes the server, kept in the user's database
// (the local `media_queue` collection), so they survive a reload, a crash and a sign-out and run at the next
// sign-in of the same user. One document per media id: a write touches only its own entry, so tabs adding
// photos while the leading tab uploads never overwrite each other (one shared document would). The entries
// count as changes waiting in the sync state, like unsynced records.
import type { Subscription } from 'rxjs'
import type { MediaOp, MediaQueueEntry } from '@schemas/index'
import type { AppDatabase } from '../database'
import { newId } from '../records'
import { failed, queued } from './queue-rules'

export type MediaRef = { id: string; card_id: string; type: string }

export class MediaQueue {
  private entries: MediaQueueEntry[] = []
  private readonly listeners = new Set<() => void>()
  private sub: Subscription | null = null

  constructor(
    private readonly db: AppDatabase,
    /** The signed-in user: the owner folder of every object. */
    readonly userId: string,
  ) {}

  /** Resolves once the stored entries are known; keeps following them (other tabs' enqueues included). */
  load(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.sub = this.db.media_queue.find().$.subscribe({
        next: (docs) => {
          this.entries = docs.map((d) => d.toJSON() as MediaQueueEntry)
          this.listeners.forEach((l) => l())
          resolve()
        },
        error: reject,
      })
    })
  }

  close(): void {
    this.sub?.unsubscribe()
    this.sub = null
  }

  list(): readonly MediaQueueEntry[] {
    return this.entries
  }

  count(): number {
    return this.entries.length
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Queues an upload or removal, replacing whatever was queued for that media. Resolves once stored. */
  async enqueue(media: MediaRef, op: MediaOp, now: number = Date.now()): Promise<void> {
    await this.db.media_queue.incrementalUpsert(queued(media, op, newId(), now))
  }

  /** The attempt of `entry` succeeded: the entry goes, unless it was queued again meanwhile. */
  settle(entry: MediaQueueEntry): Promise<void> {
    return this.change(entry, () => null)
  }

  /** The attempt failed: counted and delayed (never dropped), unless it was queued again meanwhile. */
  fail(entry: MediaQueueEntry, reason: string, now: number, rand: number = Math.random()): Promise<void> {
    return this.change(entry, (current) => failed(current, reason, now, rand))
  }

  private async change(
    entry: MediaQueueEntry,
    next: (current: MediaQueueEntry) => MediaQueueEntry | null,
  ): Promise<void> {
    const doc = await this.db.media_queue.findOne(entry.id).exec()
    if (!doc) return
    await doc.incrementalModify((current) => {
      if (current.ticket !== entry.ticket) return current
      const updated = next(current as MediaQueueEntry)
      if (updated) return updated
      const gone = { ...current }
      ;(gone as { _deleted?: boolean })._deleted = true
      return gone
    })
  }
}
