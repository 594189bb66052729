// The uploads and removals of job-card media this device still owes the server, kept in the user's database
// (one RxDB local document, like the changes waiting in replication/pending.ts), so they survive a reload, a
// crash and a sign-out and run at the next sign-in of the same user. Every change is an incremental write of
// that document: when another tab wrote it first, RxDB re-applies the change to the stored state, so tabs
// adding photos while the leading tab uploads never overwrite each other. Not a collection of its own: RxDB's
// open core opens at most 13 collections, and DESIGN.md §3 has a use for all 12 it allows. The entries count
// as changes waiting in the sync state, like unsynced records.
import type { Subscription } from 'rxjs'
import type { RxLocalDocument } from 'rxdb'
import type { AppDatabase } from '../database'
import { newId } from '../records'
import { failed, queued, type MediaOp, type MediaQueueEntry } from './queue-rules'

const KEY = 'media_queue'
type Stored = { entries: Record<string, MediaQueueEntry> }

export type MediaRef = { id: string; card_id: string; type: string }

export class MediaQueue {
  private entries: MediaQueueEntry[] = []
  private readonly listeners = new Set<() => void>()
  private sub: Subscription | null = null

  constructor(
    private readonly db: AppDatabase,
    /** The user's company: the folder of every object (its owner's id; schemas/sql/0023). */
    readonly companyId: string,
  ) {}

  /** Resolves once the stored entries are known; keeps following them (other tabs' enqueues included). */
  load(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.sub = this.db.getLocal$<Stored>(KEY).subscribe({
        next: (doc) => {
          this.entries = Object.values(doc?.get('entries') ?? {})
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
    const entry = queued(media, op, newId(), now)
    await this.modify((entries) => ({ ...entries, [entry.id]: entry }))
  }

  /** The attempt of `entry` succeeded: the entry goes, unless it was queued again meanwhile. */
  settle(entry: MediaQueueEntry): Promise<void> {
    return this.change(entry, () => null)
  }

  /** The attempt failed: counted and delayed (never dropped), unless it was queued again meanwhile. */
  fail(entry: MediaQueueEntry, reason: string, now: number, rand: number = Math.random()): Promise<void> {
    return this.change(entry, (current) => failed(current, reason, now, rand))
  }

  private change(
    entry: MediaQueueEntry,
    next: (current: MediaQueueEntry) => MediaQueueEntry | null,
  ): Promise<void> {
    return this.modify((entries) => {
      const current = entries[entry.id]
      if (!current || current.ticket !== entry.ticket) return entries
      const { [entry.id]: _settled, ...rest } = entries
      void _settled
      const updated = next(current)
      return updated ? { ...rest, [entry.id]: updated } : rest
    })
  }

  private async modify(
    change: (entries: Record<string, MediaQueueEntry>) => Record<string, MediaQueueEntry>,
  ): Promise<void> {
    const doc = await this.stored()
    await doc.incrementalModify((data) => ({ entries: change(data.entries ?? {}) }))
  }

  /** The queue's document, created empty on first use (by whichever tab gets there first). */
  private async stored(): Promise<RxLocalDocument<AppDatabase, Stored>> {
    const found = await this.db.getLocal<Stored>(KEY)
    if (found) return found
    try {
      return await this.db.insertLocal<Stored>(KEY, { entries: {} })
    } catch {
      const raced = await this.db.getLocal<Stored>(KEY)
      if (!raced) throw new Error('The media queue could not be stored')
      return raced
    }
  }
}
