// Parts stock on hand and its value at moving weighted average (research/modules.md §3.6–3.10), derived and
// never stored: replayed from the part moves (`stock_moves` of kind 'part') of posted ppur, ppret, winv, wcn and
// stj vouchers and each part's opening stock, in document order — doc_date, then posted time, then id —
// because offline devices insert back-dated documents: the order is the documents' dates, not their arrival.
//
// Rules (one part at a time; one ledger row per document per part, its moves of that part netted):
// - Quantities are counted in thousandths of the unit (3.5 L = 3500), so fractional UOMs add up exactly.
// - Values are integer paise. Each row's value is rounded once, to the paisa, half up on its magnitude; the
//   running value is the exact sum of the rows (less any revaluation shown on a row), so a ledger adds up.
//   The average is value ÷ quantity, unrounded (a screen shows it to the paisa: 1,572.857… → 1,572.86).
// - In: a purchase and opening stock come in at their own value (a purchase line's taxable value); a sales
//   return (wcn) at the rate its invoice's issue of this part went out at in this replay (so a back-dated
//   purchase that changes the sale's cost changes the return too); a stock journal in at its own value, or at
//   the running average when it carries none. An inward move changes the average.
// - Out: a sale (winv) and a stock journal out go out at the running average of the moment; a purchase return
//   (ppret) at its purchase's incoming rate for this part (G7: 2 at 1,650.00 while the average is 1,590.00).
//   A quantity q out of Q on hand with value V takes round(q × V ÷ Q); the last unit takes exactly what is left.
// - A reference (the invoice of a wcn, the purchase of a ppret) counts only if it comes earlier in document
//   order and moved this part; else the return's own stored value is used (or the average when it has none).
// - Negative stock (two offline devices can overdraw; the screen decides whether to refuse beforehand): every
//   issue that leaves a part below zero is flagged with its document. While below zero, the shortfall is
//   carried at the last known average (the carry rate: the average just before it went to zero or below; for
//   a part that never had a rate, the issuing document's own stored rate), so value = qty × carry rate.
//   When stock comes back in while below zero, the overdrawn units are re-costed at the incoming rate: after
//   the move the average is the incoming rate (value = new qty × incoming rate), and the difference is shown
//   on that row as `revaluation` (the cost the earlier issues should have had). A fixed-rate issue (ppret)
//   that leaves zero or less also snaps the value to qty × carry rate, its difference a revaluation; at zero
//   on hand the value is always exactly 0. G7 does not cover negative stock; the tests here do.
import type { StockMove, Voucher } from '@schemas/vouchers.schema'

/** The voucher types that move parts; 'opening' is a part's opening stock as a document (openingDocument). */
export const PARTS_STOCK_TYPES = ['ppur', 'ppret', 'winv', 'wcn', 'stj', 'opening'] as const
export type PartsStockType = (typeof PARTS_STOCK_TYPES)[number]

export type PartsDocument = Pick<
  Voucher,
  'id' | 'status' | 'doc_date' | 'posted_at' | 'created_at' | 'against_id'
> & {
  type: Voucher['type'] | 'opening'
  stock_moves: readonly StockMove[]
}

export type PartOpening = { qty: number; value: number; as_of: string }

/** How a row's rate was chosen. */
export type RateBasis =
  | 'own' // the document's own value (purchase, opening, a stock journal with a value)
  | 'average' // the running average of the moment
  | 'out_rate' // a sales return: the rate its invoice's issue went out at
  | 'purchase_rate' // a purchase return: its purchase's incoming rate
  | 'stored' // a return whose original was not found earlier in document order: its own stored value

export type PartLedgerRow = {
  doc_id: string
  type: PartsDocument['type']
  doc_date: string
  /** Signed quantity in the part's unit (+ in, − out). */
  qty: number
  /** Signed value in paise (+ in, − out). */
  value: number
  /** Paise per unit the move was valued at, unrounded (|value| ÷ |qty|; 0 for a value-only row). */
  rate: number
  basis: RateBasis
  /** Paise added to (+) or taken from (−) the stock value beside the move: re-costing when negative stock
   * comes back, or snapping to qty × carry rate when a fixed-rate issue leaves zero or less. */
  revaluation: number
  qty_after: number
  value_after: number
  /** Paise per unit after the move: value ÷ qty while above zero, else the carry rate (null: none yet). */
  average_after: number | null
  /** This move issued stock and left the part below zero. */
  below_zero: boolean
}

export type PartStock = {
  part_id: string
  qty: number
  value: number
  average: number | null
  negative: boolean
  /** Every document whose issue left the part below zero, in document order. */
  overdrawn: { doc_id: string; doc_date: string; qty_after: number }[]
}

type After = { qm: number; value: number; /** paise per thousandth of a unit */ carry: number | null }

type Entry = {
  doc: PartsDocument
  /** Net thousandths of the unit this document moves of the part. */
  qm: number
  /** Net stored value (signed like the quantity). */
  stored: number
  row: PartLedgerRow
  after: After
}

type PartBook = { part_id: string; entries: Entry[]; byDoc: Map<string, Entry> }

/** The derived state: every part's book, and the documents in it (their latest version). Owned by its caller. */
export type PartsStockState = {
  books: Map<string, PartBook>
  docs: Map<string, PartsDocument>
}

const ZERO: After = { qm: 0, value: 0, carry: null }
const MILLI = 1000
const toMilli = (qty: number) => Math.round(qty * MILLI)
/** Round to the paisa, half up on the magnitude (never −0). */
const roundPaise = (x: number) => (x < 0 ? -Math.round(-x) : Math.round(x)) || 0
const isPartsType = (t: string): t is PartsStockType => (PARTS_STOCK_TYPES as readonly string[]).includes(t)

/** Document order: doc_date, then posted time, then id. */
export function documentOrder(a: PartsDocument, b: PartsDocument): number {
  if (a.doc_date !== b.doc_date) return a.doc_date < b.doc_date ? -1 : 1
  const ta = a.posted_at ?? a.created_at
  const tb = b.posted_at ?? b.created_at
  if (ta !== tb) return ta - tb
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** A part's opening stock as a document dated `as_of`, before anything posted that day. */
export function openingDocument(partId: string, opening: PartOpening): PartsDocument {
  return {
    id: `opening:${partId}`,
    type: 'opening',
    status: 'posted',
    doc_date: opening.as_of,
    posted_at: 0,
    created_at: 0,
    stock_moves: [
      {
        kind: 'part',
        item_id: partId,
        qty: opening.qty,
        value: opening.value,
        rate: opening.qty ? Math.round(opening.value / opening.qty) : 0,
      },
    ],
  }
}

const counts = (doc: PartsDocument) =>
  doc.status === 'posted' && isPartsType(doc.type) && doc.stock_moves.some((m) => m.kind === 'part')

/** The document's net moves per part: thousandths and signed stored value. */
function netMoves(doc: PartsDocument): Map<string, { qm: number; stored: number }> {
  const out = new Map<string, { qm: number; stored: number }>()
  for (const m of doc.stock_moves) {
    if (m.kind !== 'part') continue
    const qm = toMilli(m.qty)
    const stored = qm < 0 ? -Math.abs(m.value) : Math.abs(m.value)
    const had = out.get(m.item_id)
    if (had) {
      had.qm += qm
      had.stored += stored
    } else out.set(m.item_id, { qm, stored })
  }
  return out
}

const placeholder = (doc: PartsDocument): PartLedgerRow => ({
  doc_id: doc.id,
  type: doc.type,
  doc_date: doc.doc_date,
  qty: 0,
  value: 0,
  rate: 0,
  basis: 'own',
  revaluation: 0,
  qty_after: 0,
  value_after: 0,
  average_after: null,
  below_zero: false,
})

/** The original a return refers to, if it moved this part earlier in document order. */
function reference(book: PartBook, e: Entry): Entry | null {
  const id = e.doc.against_id
  if (!id) return null
  const ref = book.byDoc.get(id)
  return ref && documentOrder(ref.doc, e.doc) < 0 ? ref : null
}

/** One document's move of one part, from the state before it. */
function step(book: PartBook, e: Entry, s: After): void {
  const { qm, stored, doc } = e
  let basis: RateBasis = 'own'
  let value = 0
  let revaluation = 0
  let next: After
  if (qm > 0) {
    const avgNow = s.qm > 0 ? s.value / s.qm : (s.carry ?? 0)
    if (doc.type === 'wcn') {
      const ref = reference(book, e)
      if (ref && ref.qm < 0) {
        basis = 'out_rate'
        value = roundPaise((qm * Math.abs(ref.row.value)) / -ref.qm)
      } else if (stored) {
        basis = 'stored'
        value = stored
      } else {
        basis = 'average'
        value = roundPaise(qm * avgNow)
      }
    } else if (stored || doc.type === 'ppur' || doc.type === 'opening') value = stored
    else {
      basis = 'average'
      value = roundPaise(qm * avgNow)
    }
    const q = s.qm + qm
    if (s.qm >= 0) next = { qm: q, value: s.value + value, carry: (s.value + value) / q }
    else {
      // Negative stock coming back: the overdrawn units are re-costed at the incoming rate.
      const rate = value / qm
      const after = q === 0 ? 0 : roundPaise(q * rate)
      revaluation = after - (s.value + value)
      next = { qm: q, value: after, carry: rate }
    }
  } else if (qm < 0) {
    const q = -qm
    const left = s.qm + qm
    const avgBefore = s.qm > 0 ? s.value / s.qm : (s.carry ?? (stored ? -stored / q : 0))
    const ref = doc.type === 'ppret' ? reference(book, e) : null
    if (ref && ref.qm > 0) {
      basis = 'purchase_rate'
      value = -roundPaise((q * ref.row.value) / ref.qm)
    } else if (doc.type === 'ppret' && stored) {
      basis = 'stored'
      value = stored
    } else basis = 'average'
    if (left > 0) {
      if (basis === 'average') value = -roundPaise((q * s.value) / s.qm)
      const v = s.value + value
      next = { qm: left, value: v, carry: v / left }
    } else {
      const after = left === 0 ? 0 : roundPaise(left * avgBefore)
      if (basis === 'average') value = after - s.value
      else revaluation = after - (s.value + value)
      next = { qm: left, value: after, carry: avgBefore }
    }
  } else {
    // Nothing moves: a value-only stock journal revalues stock on hand; with none, nothing changes.
    if (stored && s.qm > 0) {
      value = stored
      next = { qm: s.qm, value: s.value + stored, carry: (s.value + stored) / s.qm }
    } else next = s
  }
  // No −0 in a ledger: a row compares equal however it was reached.
  value ||= 0
  revaluation ||= 0
  if (Object.is(next.value, -0)) next = { ...next, value: 0 }
  e.after = next
  e.row = {
    doc_id: doc.id,
    type: doc.type,
    doc_date: doc.doc_date,
    qty: qm / MILLI,
    value,
    rate: qm ? (Math.abs(value) / Math.abs(qm)) * MILLI : 0,
    basis,
    revaluation,
    qty_after: next.qm / MILLI,
    value_after: next.value,
    average_after:
      next.qm > 0 ? (next.value / next.qm) * MILLI : next.carry === null ? null : next.carry * MILLI,
    below_zero: qm < 0 && next.qm < 0,
  }
}

function replayFrom(book: PartBook, from: number): void {
  let s = from > 0 ? book.entries[from - 1]!.after : ZERO
  for (let i = from; i < book.entries.length; i += 1) {
    const e = book.entries[i]!
    step(book, e, s)
    s = e.after
  }
}

function bookOf(state: PartsStockState, partId: string): PartBook {
  let book = state.books.get(partId)
  if (!book) {
    book = { part_id: partId, entries: [], byDoc: new Map() }
    state.books.set(partId, book)
  }
  return book
}

/** First index whose document comes at or after `doc` in document order. */
function lowerBound(entries: readonly Entry[], doc: PartsDocument): number {
  let lo = 0
  let hi = entries.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (documentOrder(entries[mid]!.doc, doc) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The full replay: every part's book from the documents (any status and type: only posted parts documents
 * count) and the parts' opening stock.
 */
export function partsStock(
  documents: Iterable<PartsDocument>,
  openings: Iterable<{ id: string; opening?: PartOpening | null }> = [],
): PartsStockState {
  const state: PartsStockState = { books: new Map(), docs: new Map() }
  const all: PartsDocument[] = []
  for (const p of openings) if (p.opening) all.push(openingDocument(p.id, p.opening))
  for (const d of documents) all.push(d)
  const docs = all.filter(counts).sort(documentOrder)
  for (const doc of docs) {
    state.docs.set(doc.id, doc)
    for (const [partId, n] of netMoves(doc)) {
      const book = bookOf(state, partId)
      const e: Entry = { doc, qm: n.qm, stored: n.stored, row: placeholder(doc), after: ZERO }
      book.entries.push(e)
      book.byDoc.set(doc.id, e)
    }
  }
  for (const book of state.books.values()) replayFrom(book, 0)
  return state
}

/**
 * One new (or changed: cancelled, replaced) document into the state, in place: only the parts it touches, each
 * replayed from the document's place in document order (a back-dated document replays that part from there).
 * The result is exactly the full replay's. Returns the ids of the parts it touched.
 */
export function applyDocument(state: PartsStockState, doc: PartsDocument): string[] {
  const from = new Map<string, number>()
  const old = state.docs.get(doc.id)
  if (old) {
    state.docs.delete(doc.id)
    for (const partId of netMoves(old).keys()) {
      const book = state.books.get(partId)
      if (!book) continue
      const i = lowerBound(book.entries, old)
      if (book.entries[i]?.doc.id === doc.id) {
        book.entries.splice(i, 1)
        book.byDoc.delete(doc.id)
        from.set(partId, i)
      }
    }
  }
  if (counts(doc)) {
    state.docs.set(doc.id, doc)
    for (const [partId, n] of netMoves(doc)) {
      const book = bookOf(state, partId)
      const i = lowerBound(book.entries, doc)
      const e: Entry = { doc, qm: n.qm, stored: n.stored, row: placeholder(doc), after: ZERO }
      book.entries.splice(i, 0, e)
      book.byDoc.set(doc.id, e)
      from.set(partId, Math.min(i, from.get(partId) ?? i))
    }
  }
  for (const [partId, i] of from) {
    const book = state.books.get(partId)!
    if (book.entries.length === 0) state.books.delete(partId)
    else replayFrom(book, i)
  }
  return [...from.keys()]
}

/** A part's opening stock set or changed: the same as applying its opening document. */
export function applyOpening(state: PartsStockState, partId: string, opening: PartOpening | null): string[] {
  const doc = openingDocument(partId, opening ?? { qty: 0, value: 0, as_of: '0000-01-01' })
  return applyDocument(state, opening ? doc : { ...doc, status: 'cancelled' })
}

/** A part's stock ledger from the state: every document's move with running quantity, value and average. */
export function ledgerOf(state: PartsStockState, partId: string): PartLedgerRow[] {
  return state.books.get(partId)?.entries.map((e) => e.row) ?? []
}

/** A part's stock ledger straight from the documents (its own moves only: references stay within a part). */
export function partLedger(
  documents: Iterable<PartsDocument>,
  partId: string,
  opening?: PartOpening | null,
): PartLedgerRow[] {
  const mine: PartsDocument[] = []
  for (const d of documents) {
    if (d.stock_moves.some((m) => m.kind === 'part' && m.item_id === partId)) mine.push(d)
  }
  return ledgerOf(partsStock(mine, opening ? [{ id: partId, opening }] : []), partId)
}

/** The rate (paise per unit) a document's move of a part went out or came in at in this replay, or null. */
export function moveRate(state: PartsStockState, partId: string, docId: string): number | null {
  const e = state.books.get(partId)?.byDoc.get(docId)
  return e && e.qm ? e.row.rate : null
}

function stockOfBook(book: PartBook): PartStock {
  const last = book.entries.at(-1)
  const after = last?.after ?? ZERO
  const overdrawn: PartStock['overdrawn'] = []
  for (const e of book.entries) {
    if (e.row.below_zero) {
      overdrawn.push({ doc_id: e.doc.id, doc_date: e.doc.doc_date, qty_after: e.row.qty_after })
    }
  }
  return {
    part_id: book.part_id,
    qty: after.qm / MILLI,
    value: after.value,
    average: last ? last.row.average_after : null,
    negative: after.qm < 0,
    overdrawn,
  }
}

/** One part's stock on hand, value and average (a part with no moves: zero). */
export function partStock(state: PartsStockState, partId: string): PartStock {
  const book = state.books.get(partId)
  return book
    ? stockOfBook(book)
    : { part_id: partId, qty: 0, value: 0, average: null, negative: false, overdrawn: [] }
}

/** Every part with moves: on hand, value and average; the total value; the parts below zero now or overdrawn
 * at some point (the inbox's list: two offline devices overdrew, or negative stock was allowed). */
export function stockSummary(state: PartsStockState): {
  parts: PartStock[]
  value: number
  flagged: PartStock[]
} {
  const parts: PartStock[] = []
  let value = 0
  const flagged: PartStock[] = []
  for (const book of state.books.values()) {
    const s = stockOfBook(book)
    parts.push(s)
    value += s.value
    if (s.negative || s.overdrawn.length) flagged.push(s)
  }
  return { parts, value, flagged }
}
