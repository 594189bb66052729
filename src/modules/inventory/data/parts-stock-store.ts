// One parts-stock state per database, shared by every screen that shows stock (the inventory, a bill's
// picker, the job card's billing): the posted ppur, ppret, winv, wcn and stj vouchers and the parts' opening
// stock are read once and replayed once (parts-stock.ts), and from then on each change the collections tell
// of — this tab's writes, other tabs', the replication's — is put in place with applyDocument / applyOpening,
// which replay only the parts it touches from its place in document order. A burst of changes (a pull of a
// thousand) reaches the screens once, a moment after the last.
import type { Part } from '@schemas/parts.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import {
  applyDocument,
  applyOpening,
  PARTS_STOCK_TYPES,
  partsStock,
  type PartOpening,
  type PartsDocument,
  type PartsStockState,
} from '../domain/parts-stock'

/** The voucher types whose part moves make stock. */
export const STOCK_VOUCHER_TYPES = PARTS_STOCK_TYPES.filter((t) => t !== 'opening') as Voucher['type'][]

/** What a screen needs to name a document of the ledger: its number and what hangs on it. */
export type StockDocInfo = Pick<Voucher, 'id' | 'type' | 'number' | 'doc_date'> &
  Partial<Pick<Voucher, 'job_card_id' | 'against_id' | 'narration' | 'party_id'>> & { party_name?: string }

export type PartsStockSnapshot = {
  state: PartsStockState
  /** The documents of the state, by id. */
  docs: ReadonlyMap<string, StockDocInfo>
  /** +1 on every change that reached the screens: what a memo of derived figures depends on. */
  version: number
  loading: boolean
}

export type OpeningPart = Pick<Part, 'id'> & { opening?: PartOpening | null; _deleted?: boolean }
export type VoucherChange = { doc: Voucher; deleted: boolean }
export type PartChange = { part: OpeningPart; deleted: boolean }

export type StockSources = {
  /** The posted and cancelled vouchers of the stock types, and every part (its opening). */
  read(): Promise<{ vouchers: readonly Voucher[]; parts: readonly OpeningPart[] }>
  vouchers(next: (change: VoucherChange) => void): { unsubscribe(): void }
  parts(next: (change: PartChange) => void): { unsubscribe(): void }
}

const SETTLE_MS = 30
const TYPES: ReadonlySet<string> = new Set(STOCK_VOUCHER_TYPES)
const lwt = (doc: unknown) => (doc as { _meta?: { lwt?: number } })._meta?.lwt ?? 0

/** The voucher as the replay holds it: its part moves only, so 100,000 moves keep little in memory. */
export function partsDocumentOf(v: Voucher, deleted = false): PartsDocument {
  return {
    id: v.id,
    type: v.type,
    status: deleted ? 'cancelled' : v.status,
    doc_date: v.doc_date,
    ...(v.posted_at === undefined ? {} : { posted_at: v.posted_at }),
    created_at: v.created_at,
    ...(v.against_id ? { against_id: v.against_id } : {}),
    stock_moves: v.stock_moves.filter((m) => m.kind === 'part'),
  }
}

function infoOf(v: Voucher): StockDocInfo {
  return {
    id: v.id,
    type: v.type,
    number: v.number,
    doc_date: v.doc_date,
    ...(v.job_card_id ? { job_card_id: v.job_card_id } : {}),
    ...(v.against_id ? { against_id: v.against_id } : {}),
    ...(v.narration ? { narration: v.narration } : {}),
    ...(v.party_id ? { party_id: v.party_id } : {}),
    ...(v.party?.name ? { party_name: v.party.name } : {}),
  }
}

const movesParts = (v: Voucher) => TYPES.has(v.type) && v.stock_moves.some((m) => m.kind === 'part')

const openingKey = (o: PartOpening | null | undefined) => (o ? `${o.qty}|${o.value}|${o.as_of}` : '')

export class PartsStockStore {
  private state: PartsStockState = { books: new Map(), docs: new Map() }
  private readonly docs = new Map<string, StockDocInfo>()
  private readonly voucherLwt = new Map<string, number>()
  private readonly openings = new Map<string, string>()
  private loaded = false
  private early: (VoucherChange | PartChange)[] = []
  private snapshot: PartsStockSnapshot
  private readonly listeners = new Set<() => void>()
  private readonly subscriptions: { unsubscribe(): void }[]
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly done: Promise<void>

  constructor(sources: StockSources) {
    this.snapshot = { state: this.state, docs: this.docs, version: 0, loading: true }
    // Subscribed before the read, so nothing written while it runs is missed (it is applied over the read).
    this.subscriptions = [
      sources.vouchers((c) => (this.loaded ? this.voucher(c) && this.changed() : this.early.push(c))),
      sources.parts((c) => (this.loaded ? this.part(c) && this.changed() : this.early.push(c))),
    ]
    this.done = sources.read().then(
      ({ vouchers, parts }) => this.load(vouchers, parts),
      (error: unknown) => {
        console.error('Parts stock could not be read', error)
        this.load([], [])
      },
    )
  }

  /** The current state; the same object until a change reaches the screens. */
  getSnapshot = (): PartsStockSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Resolves once the first read has been replayed. */
  ready(): Promise<void> {
    return this.done
  }

  /** Hands pending changes to the screens now (tests, and a screen that must read what it just posted). */
  flush(): void {
    if (this.timer === undefined) return
    clearTimeout(this.timer)
    this.publish()
  }

  close(): void {
    for (const s of this.subscriptions) s.unsubscribe()
    clearTimeout(this.timer)
    this.listeners.clear()
  }

  private load(vouchers: readonly Voucher[], parts: readonly OpeningPart[]): void {
    const docs: PartsDocument[] = []
    for (const v of vouchers) {
      if (!movesParts(v)) continue
      this.voucherLwt.set(v.id, lwt(v))
      this.docs.set(v.id, infoOf(v))
      docs.push(partsDocumentOf(v))
    }
    const openings: { id: string; opening: PartOpening }[] = []
    for (const p of parts) {
      if (!p.opening || p._deleted) continue
      this.openings.set(p.id, openingKey(p.opening))
      openings.push({ id: p.id, opening: p.opening })
    }
    this.state = partsStock(docs, openings)
    this.loaded = true
    for (const c of this.early) {
      if ('doc' in c) this.voucher(c)
      else this.part(c)
    }
    this.early = []
    this.publish()
  }

  /** One voucher change into the state; whether it changed anything. An older copy never replaces a newer. */
  private voucher({ doc, deleted }: VoucherChange): boolean {
    if (!TYPES.has(doc.type)) return false
    const held = this.voucherLwt.get(doc.id)
    const counts = !deleted && doc.status === 'posted' && movesParts(doc)
    if (held === undefined && !counts) return false
    if (held !== undefined && held > lwt(doc)) return false
    applyDocument(this.state, partsDocumentOf(doc, !counts))
    // Kept after a removal too, so a late copy of the posted version does not bring it back.
    this.voucherLwt.set(doc.id, lwt(doc))
    if (counts) this.docs.set(doc.id, infoOf(doc))
    else this.docs.delete(doc.id)
    return true
  }

  private part({ part, deleted }: PartChange): boolean {
    const opening = deleted || part._deleted ? null : (part.opening ?? null)
    const key = openingKey(opening)
    if ((this.openings.get(part.id) ?? '') === key) return false
    if (key) this.openings.set(part.id, key)
    else this.openings.delete(part.id)
    applyOpening(this.state, part.id, opening)
    return true
  }

  private changed(): true {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.publish(), SETTLE_MS)
    return true
  }

  private publish(): void {
    this.timer = undefined
    this.snapshot = {
      state: this.state,
      docs: this.docs,
      version: this.snapshot.version + 1,
      loading: !this.loaded,
    }
    for (const listener of [...this.listeners]) listener()
  }
}
