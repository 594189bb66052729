// The vouchers of the parties whose ledgers are open, held in memory and kept current (issue 19: a ledger of
// 5,000 vouchers opens in under 150 ms). Reading that many documents from IndexedDB costs 150–250 ms on
// this class of machine however it is read (bench/books: raw Dexie alone is most of it), so a ledger pays it
// once: changing the period, going to a voucher and back, the statement and the bills view then cost only
// the rules. Nothing here is stored: it is derived from the vouchers, updated from the collection's change
// stream (this tab's writes, other tabs', the replication's), and forgotten least recently used first.
import type { Voucher } from '@schemas/vouchers.schema'
import { namesParty } from '../domain/ledger'

/** A change to one voucher, as the collection's change stream tells it. */
export type VoucherChange = { doc: Voucher; deleted: boolean }

export type ChangeSource = {
  subscribe(next: (change: VoucherChange) => void): { unsubscribe(): void }
}

/** How many parties are kept, and how many vouchers in all, before the least recently used are forgotten. */
export const LIMITS = { parties: 8, vouchers: 40_000 }
/** Changes that come in a burst (a pull of a thousand) reach the screens once, this long after the last. */
const SETTLE_MS = 50

type Entry = {
  docs: Map<string, Voucher>
  sorted: Voucher[] | null
  loaded: boolean
  /** Changes seen while the first read was under way, applied over what it returns. */
  early: VoucherChange[]
  listeners: Set<() => void>
  used: number
  timer?: ReturnType<typeof setTimeout>
}

const lwt = (v: Voucher) => (v as { _meta?: { lwt?: number } })._meta?.lwt ?? 0

const byDateThenId = (a: Voucher, b: Voucher) =>
  a.doc_date < b.doc_date ? -1 : a.doc_date > b.doc_date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

/** The vouchers of a date-ordered list dated up to `to` (the same array when all are). */
export function upTo(sorted: readonly Voucher[], to: string): readonly Voucher[] {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]!.doc_date <= to) lo = mid + 1
    else hi = mid
  }
  return lo === sorted.length ? sorted : sorted.slice(0, lo)
}

export class PartyBook {
  private readonly entries = new Map<string, Entry>()
  private readonly subscription: { unsubscribe(): void }
  private clock = 0

  constructor(
    private readonly read: (partyId: string) => Promise<Voucher[]>,
    changes: ChangeSource,
  ) {
    this.subscription = changes.subscribe((change) => this.apply(change))
  }

  /** The party's vouchers in (date, id) order, or null until they have been read. Stable until they change. */
  peek(partyId: string): readonly Voucher[] | null {
    const entry = this.entries.get(partyId)
    if (!entry?.loaded) return null
    entry.sorted ??= [...entry.docs.values()].sort(byDateThenId)
    return entry.sorted
  }

  /** Calls `onChange` when the party's vouchers have been read or have changed; reads them if need be. */
  subscribe(partyId: string, onChange: () => void): () => void {
    const entry = this.entry(partyId)
    entry.listeners.add(onChange)
    return () => {
      entry.listeners.delete(onChange)
      this.trim()
    }
  }

  /** Reads a party's vouchers ahead of its ledger being opened; resolves when they are in memory. */
  async warm(partyId: string): Promise<void> {
    const entry = this.entry(partyId)
    if (entry.loaded) return
    await new Promise<void>((resolve) => {
      const done = () => {
        entry.listeners.delete(done)
        resolve()
      }
      entry.listeners.add(done)
    })
  }

  /** Forgets a party (the bench's cold read). */
  forget(partyId: string): void {
    const entry = this.entries.get(partyId)
    if (entry && entry.listeners.size === 0) this.entries.delete(partyId)
  }

  close(): void {
    this.subscription.unsubscribe()
    for (const entry of this.entries.values()) clearTimeout(entry.timer)
    this.entries.clear()
  }

  private entry(partyId: string): Entry {
    let entry = this.entries.get(partyId)
    if (!entry) {
      const created: Entry = {
        docs: new Map(),
        sorted: null,
        loaded: false,
        early: [],
        listeners: new Set(),
        used: 0,
      }
      entry = created
      this.entries.set(partyId, created)
      this.read(partyId).then(
        (vouchers) => {
          if (this.entries.get(partyId) !== created) return
          for (const v of vouchers) created.docs.set(v.id, v)
          created.loaded = true
          for (const change of created.early) this.put(created, partyId, change)
          created.early = []
          this.notify(created, true)
          this.trim()
        },
        () => {
          // A failed read is forgotten, so the next screen to ask reads again.
          if (this.entries.get(partyId) === created) this.entries.delete(partyId)
          this.notify(created, true)
        },
      )
    }
    entry.used = ++this.clock
    return entry
  }

  private apply(change: VoucherChange): void {
    for (const [partyId, entry] of this.entries) {
      if (!entry.loaded) {
        entry.early.push(change)
        continue
      }
      if (this.put(entry, partyId, change)) this.notify(entry, false)
    }
  }

  /** One change to one party's vouchers; whether it changed them. An older copy never replaces a newer. */
  private put(entry: Entry, partyId: string, { doc, deleted }: VoucherChange): boolean {
    const held = entry.docs.get(doc.id)
    if (held && lwt(held) > lwt(doc)) return false
    const belongs = !deleted && namesParty(doc, partyId)
    if (!belongs && !held) return false
    if (belongs) entry.docs.set(doc.id, doc)
    else entry.docs.delete(doc.id)
    entry.sorted = null
    return true
  }

  private notify(entry: Entry, now: boolean): void {
    clearTimeout(entry.timer)
    const tell = () => {
      entry.timer = undefined
      for (const listener of [...entry.listeners]) listener()
    }
    if (now) tell()
    else entry.timer = setTimeout(tell, SETTLE_MS)
  }

  /** Forgets the least recently used parties no screen is showing, beyond the limits. */
  private trim(): void {
    const idle = [...this.entries.entries()]
      .filter(([, e]) => e.listeners.size === 0 && e.loaded)
      .sort((a, b) => a[1].used - b[1].used)
    let vouchers = 0
    for (const e of this.entries.values()) vouchers += e.docs.size
    let parties = this.entries.size
    for (const [partyId, entry] of idle) {
      if (parties <= LIMITS.parties && vouchers <= LIMITS.vouchers) break
      this.entries.delete(partyId)
      parties -= 1
      vouchers -= entry.docs.size
    }
  }
}
