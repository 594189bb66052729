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

/**
 * One document's net move of one part, and what the replay made of it. Plain numbers, one object per move (the
 * ledger row is built only when asked for): the full replay of 100,000 moves allocates little.
 */
type Entry = {
  doc: PartsDocument
  part: string
  /** Net thousandths of the unit this document moves of the part. */
  qm: number
  /** Net stored value (signed like the quantity). */
  stored: number
  // Computed by the replay:
  value: number
  basis: RateBasis
  revaluation: number
  qmAfter: number
  valueAfter: number
  /** Paise per thousandth of a unit the shortfall is carried at (null: no rate yet). */
  carry: number | null
}

type PartBook = { part_id: string; entries: Entry[] }

/**
 * The derived state: every part's book, and every document in it (its latest version) by id, as its entries (one
 * a part it moves). Owned by its caller: applyDocument changes it in place.
 */
export type PartsStockState = {
  books: Map<string, PartBook>
  docs: Map<string, Entry[]>
}

const MILLI = 1000
const toMilli = (qty: number) => Math.round(qty * MILLI)
/** Round to the paisa, half up on the magnitude (never −0). */
const roundPaise = (x: number) => (x < 0 ? -Math.round(-x) : Math.round(x)) || 0
const TYPES: ReadonlySet<string> = new Set(PARTS_STOCK_TYPES)

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

function counts(doc: PartsDocument): boolean {
  if (doc.status !== 'posted' || !TYPES.has(doc.type)) return false
  for (const m of doc.stock_moves) if (m.kind === 'part') return true
  return false
}

/** The document's entries: its moves netted per part (thousandths and signed stored value). */
function entriesOf(doc: PartsDocument): Entry[] {
  const out: Entry[] = []
  for (const m of doc.stock_moves) {
    if (m.kind !== 'part') continue
    const qm = toMilli(m.qty)
    const stored = qm < 0 ? -Math.abs(m.value) : Math.abs(m.value)
    const had = out.find((e) => e.part === m.item_id)
    if (had) {
      had.qm += qm
      had.stored += stored
      continue
    }
    out.push({
      doc,
      part: m.item_id,
      qm,
      stored,
      value: 0,
      basis: 'own',
      revaluation: 0,
      qmAfter: 0,
      valueAfter: 0,
      carry: null,
    })
  }
  return out
}

/** The original a return refers to, if it moved this part earlier in document order. */
function reference(state: PartsStockState, e: Entry): Entry | null {
  const id = e.doc.against_id
  if (!id) return null
  const ref = state.docs.get(id)?.find((x) => x.part === e.part)
  return ref && documentOrder(ref.doc, e.doc) < 0 ? ref : null
}

/** One document's move of one part, from the state before it (`prev`, or nothing before it). */
function step(state: PartsStockState, e: Entry, prev: Entry | undefined): void {
  const { qm, stored, doc } = e
  const sq = prev ? prev.qmAfter : 0
  const sv = prev ? prev.valueAfter : 0
  const sc = prev ? prev.carry : null
  let basis: RateBasis = 'own'
  let value = 0
  let revaluation = 0
  let q = sq
  let v = sv
  let carry = sc
  if (qm > 0) {
    const avgNow = sq > 0 ? sv / sq : (sc ?? 0)
    if (doc.type === 'wcn') {
      const ref = reference(state, e)
      if (ref && ref.qm < 0) {
        basis = 'out_rate'
        value = roundPaise((qm * Math.abs(ref.value)) / -ref.qm)
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
    q = sq + qm
    if (sq >= 0) {
      v = sv + value
      carry = v / q
    } else {
      // Negative stock coming back: the overdrawn units are re-costed at the incoming rate.
      carry = value / qm
      v = q === 0 ? 0 : roundPaise(q * carry)
      revaluation = v - (sv + value)
    }
  } else if (qm < 0) {
    const out = -qm
    q = sq + qm
    const avgBefore = sq > 0 ? sv / sq : (sc ?? (stored ? -stored / out : 0))
    const ref = doc.type === 'ppret' ? reference(state, e) : null
    if (ref && ref.qm > 0) {
      basis = 'purchase_rate'
      value = -roundPaise((out * ref.value) / ref.qm)
    } else if (doc.type === 'ppret' && stored) {
      basis = 'stored'
      value = stored
    } else basis = 'average'
    if (q > 0) {
      if (basis === 'average') value = -roundPaise((out * sv) / sq)
      v = sv + value
      carry = v / q
    } else {
      v = q === 0 ? 0 : roundPaise(q * avgBefore)
      if (basis === 'average') value = v - sv
      else revaluation = v - (sv + value)
      carry = avgBefore
    }
  } else if (stored && sq > 0) {
    // Nothing moves: a value-only stock journal revalues stock on hand; with none, nothing changes.
    value = stored
    v = sv + stored
    carry = v / sq
  }
  // No −0 in a ledger: a row compares equal however it was reached.
  e.value = value || 0
  e.basis = basis
  e.revaluation = revaluation || 0
  e.qmAfter = q
  e.valueAfter = v || 0
  e.carry = carry
}

function replayFrom(state: PartsStockState, book: PartBook, from: number): void {
  const entries = book.entries
  for (let i = from; i < entries.length; i += 1) step(state, entries[i]!, entries[i - 1])
}

function bookOf(state: PartsStockState, partId: string): PartBook {
  let book = state.books.get(partId)
  if (!book) {
    book = { part_id: partId, entries: [] }
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
  const docs: PartsDocument[] = []
  for (const p of openings) if (p.opening) docs.push(openingDocument(p.id, p.opening))
  for (const d of documents) if (counts(d)) docs.push(d)
  docs.sort(documentOrder)
  for (const doc of docs) {
    const entries = entriesOf(doc)
    if (entries.length === 0) continue
    state.docs.set(doc.id, entries)
    for (const e of entries) bookOf(state, e.part).entries.push(e)
  }
  for (const book of state.books.values()) replayFrom(state, book, 0)
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
    for (const e of old) {
      const book = state.books.get(e.part)
      if (!book) continue
      const i = lowerBound(book.entries, e.doc)
      if (book.entries[i] === e) {
        book.entries.splice(i, 1)
        from.set(e.part, i)
      }
    }
  }
  if (counts(doc)) {
    const entries = entriesOf(doc)
    state.docs.set(doc.id, entries)
    for (const e of entries) {
      const book = bookOf(state, e.part)
      const i = lowerBound(book.entries, doc)
      book.entries.splice(i, 0, e)
      from.set(e.part, Math.min(i, from.get(e.part) ?? i))
    }
  }
  for (const [partId, i] of from) {
    const book = state.books.get(partId)!
    if (book.entries.length === 0) state.books.delete(partId)
    else replayFrom(state, book, i)
  }
  return [...from.keys()]
}

/** A part's opening stock set or changed: the same as applying its opening document. */
export function applyOpening(state: PartsStockState, partId: string, opening: PartOpening | null): string[] {
  const doc = openingDocument(partId, opening ?? { qty: 0, value: 0, as_of: '0000-01-01' })
  return applyDocument(state, opening ? doc : { ...doc, status: 'cancelled' })
}

const averageAfter = ({ qmAfter, valueAfter, carry }: Entry) =>
  qmAfter > 0 ? (valueAfter / qmAfter) * MILLI : carry === null ? null : carry * MILLI

function rowOf(e: Entry): PartLedgerRow {
  const { doc, qm, value, qmAfter, valueAfter } = e
  return {
    doc_id: doc.id,
    type: doc.type,
    doc_date: doc.doc_date,
    qty: qm / MILLI,
    value,
    rate: qm ? (Math.abs(value) / Math.abs(qm)) * MILLI : 0,
    basis: e.basis,
    revaluation: e.revaluation,
    qty_after: qmAfter / MILLI,
    value_after: valueAfter,
    average_after: averageAfter(e),
    below_zero: qm < 0 && qmAfter < 0,
  }
}

/** A part's stock ledger from the state: every document's move with running quantity, value and average. */
export function ledgerOf(state: PartsStockState, partId: string): PartLedgerRow[] {
  return state.books.get(partId)?.entries.map(rowOf) ?? []
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
  const e = state.docs.get(docId)?.find((x) => x.part === partId)
  return e && e.qm ? rowOf(e).rate : null
}

/**
 * What can still be returned of a part against an original document (research/modules.md §3.8, §3.10): against a
 * purchase, its quantity less the purchase returns posted against it, and no more than on hand (a wp-return);
 * against a workshop invoice, its quantity less the sales returns posted against it (a ws-return). Null when
 * the original is not posted here or did not move the part that way.
 */
export function returnableQty(state: PartsStockState, partId: string, originalId: string): number | null {
  const original = state.docs.get(originalId)?.find((x) => x.part === partId)
  if (!original) return null
  const purchase = original.doc.type === 'ppur' && original.qm > 0
  const sale = original.doc.type === 'winv' && original.qm < 0
  if (!purchase && !sale) return null
  let returned = 0
  for (const e of state.books.get(partId)!.entries) {
    if (e.doc.against_id === originalId && e.doc.type === (purchase ? 'ppret' : 'wcn')) {
      returned += Math.abs(e.qm)
    }
  }
  const left = Math.max(0, Math.abs(original.qm) - returned)
  if (sale) return left / MILLI
  const onHand = Math.max(0, state.books.get(partId)!.entries.at(-1)!.qmAfter)
  return Math.min(left, onHand) / MILLI
}

function stockOfBook(book: PartBook): PartStock {
  const last = book.entries[book.entries.length - 1]
  const overdrawn: PartStock['overdrawn'] = []
  for (const e of book.entries) {
    if (e.qm < 0 && e.qmAfter < 0) {
      overdrawn.push({ doc_id: e.doc.id, doc_date: e.doc.doc_date, qty_after: e.qmAfter / MILLI })
    }
  }
  return {
    part_id: book.part_id,
    qty: last ? last.qmAfter / MILLI : 0,
    value: last ? last.valueAfter : 0,
    average: last ? averageAfter(last) : null,
    negative: last ? last.qmAfter < 0 : false,
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
