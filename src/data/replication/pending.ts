// Which local changes the server has not confirmed yet, kept in the user's database so "changes waiting"
// survives a reload and a sign-out. A change is marked when it is written (and again whenever a push carries
// it), and settled when a push of that revision or a later one succeeds.
import type { AppDatabase } from '../database'

const KEY = 'sync_pending'
/** `by` is the tracker (tab) that wrote it: a tab ignores the echo of its own writes, which may be older than
 * its memory by then, and takes only other tabs' changes. */
type Stored = { items: Record<string, number>; by?: string }

const key = (collection: string, id: string) => `${collection}:${id}`

/** While changes keep coming, the map is written at most this often (ms). */
export const WRITE_GAP_MS = 100

export type PendingRef = { id: string; rev: number }

export class PendingTracker {
  private items = new Map<string, number>()
  private readonly id = Math.random().toString(36).slice(2)
  private readonly listeners = new Set<() => void>()
  private saving: Promise<unknown> = Promise.resolve()
  private stopWatch: (() => void) | null = null

  constructor(private readonly db: AppDatabase) {}

  async load(): Promise<void> {
    const doc = await this.db.getLocal<Stored>(KEY)
    this.replace(doc?.get('items') ?? {})
    // Another tab of the same user may mark or settle changes too.
    const sub = this.db.getLocal$<Stored>(KEY).subscribe((d) => {
      if (d && d.get('by') !== this.id) this.replace(d.get('items') ?? {})
    })
    this.stopWatch = () => sub.unsubscribe()
  }

  /** Stores what is still marked only in memory (writes wait for a gap), then stops watching other tabs. */
  async close(): Promise<void> {
    await this.flush()
    this.stopWatch?.()
  }

  private replace(items: Record<string, number>): void {
    const next = new Map(Object.entries(items))
    if (next.size === this.items.size && [...next].every(([k, v]) => this.items.get(k) === v)) return
    this.items = next
    this.emit()
  }

  private emit(): void {
    this.listeners.forEach((l) => l())
  }

  private dirty = false
  private writing: Promise<unknown> | null = null
  private lastWrite = -Infinity
  /** flush() was called: write now, without the gap. */
  private urgent = false
  private hurry: (() => void) | null = null

  // Writes are coalesced: while one is in flight or waiting, later changes go in the same single write of the
  // whole map, and while changes keep coming (a burst of edits, an import) the map is written at most once per
  // WRITE_GAP_MS (a write per change made 1,000 quick edits take a minute, then quadratic CPU). The returned
  // promise resolves once the state at the time of the call is stored. records.ts does not wait for it (the
  // mark in memory is what a push needs), so a local edit costs one transaction, not two; flush() stores now.
  private persist(): Promise<unknown> {
    this.emit()
    this.dirty = true
    this.writing ??= (async () => {
      while (this.dirty) {
        // Never before the writes that marked (theirs are the transactions an edit waits for, this one nobody
        // does), and not sooner than the gap after the last write.
        const wait = this.urgent ? 0 : Math.max(0, this.lastWrite + WRITE_GAP_MS - performance.now())
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait)
          this.hurry = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        this.hurry = null
        this.dirty = false
        const snapshot: Stored = { items: Object.fromEntries(this.items), by: this.id }
        await this.db.upsertLocal<Stored>(KEY, snapshot).catch(() => undefined)
        this.lastWrite = performance.now()
      }
      this.writing = null
      this.urgent = false
    })()
    this.saving = this.writing
    return this.writing
  }

  mark(collection: string, refs: readonly PendingRef[]): Promise<unknown> {
    let changed = false
    for (const r of refs) {
      const k = key(collection, r.id)
      if ((this.items.get(k) ?? -1) < r.rev) {
        this.items.set(k, r.rev)
        changed = true
      }
    }
    return changed ? this.persist() : this.saving
  }

  settle(collection: string, refs: readonly PendingRef[]): Promise<unknown> {
    let changed = false
    for (const r of refs) {
      const k = key(collection, r.id)
      const waiting = this.items.get(k)
      if (waiting !== undefined && waiting <= r.rev) {
        this.items.delete(k)
        changed = true
      }
    }
    return changed ? this.persist() : this.saving
  }

  has(collection: string, id: string): boolean {
    return this.items.has(key(collection, id))
  }

  count(collection?: string): number {
    if (!collection) return this.items.size
    let n = 0
    for (const k of this.items.keys()) if (k.startsWith(`${collection}:`)) n++
    return n
  }

  /** Stores what is marked now (without waiting for the gap); resolves when everything marked so far is stored. */
  flush(): Promise<unknown> {
    if (this.writing) {
      this.urgent = true
      this.hurry?.()
    }
    return this.saving
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
