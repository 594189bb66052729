// Parts stock over a busy workshop's year (issue 21): 10,000 parts and 100,000 part moves — openings, purchases of
// ten lines, job-card invoices of three, sales and purchase returns against them, stock journals — made of the
// same pure rules the inventory screens will run, with the named baselines the bench compares them to.
import {
  applyDocument,
  ledgerOf,
  partLedger,
  partsStock,
  partStock,
  stockSummary,
  type PartOpening,
  type PartsDocument,
  type PartsStockState,
} from '@/modules/inventory/domain/parts-stock'

export type World = {
  parts: { id: string; opening: PartOpening }[]
  docs: PartsDocument[]
  /** The part with the most moves: a ledger's worst case. */
  hot: string
}

/** A small deterministic generator, so every run measures the same world. */
function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const day = (n: number) =>
  new Date(Date.UTC(2025, 3, 1) + Math.min(n, 364) * 86_400_000).toISOString().slice(0, 10)

export function world(partCount: number, moveCount: number): World {
  const r = rng(21)
  // A tenth of the parts (filters, oil, brake pads) take most of the moves.
  const pick = () =>
    r() < 0.6 ? `part-${Math.floor(r() * partCount * 0.1)}` : `part-${Math.floor(r() * partCount)}`
  const parts = Array.from({ length: partCount }, (_, i) => ({
    id: `part-${i}`,
    opening: { qty: 5 + (i % 20), value: (5 + (i % 20)) * (100_00 + (i % 500) * 10_00), as_of: '2025-04-01' },
  }))
  const docs: PartsDocument[] = []
  let moves = partCount
  let t = 1_750_000_000_000
  const post = (
    type: PartsDocument['type'],
    n: number,
    lines: [string, number, number][],
    against?: string,
  ) => {
    t += 1_000
    const id = `${type}-${docs.length}`
    docs.push({
      id,
      type,
      status: 'posted',
      doc_date: day(n),
      posted_at: t,
      created_at: t,
      ...(against ? { against_id: against } : {}),
      stock_moves: lines.map(([item_id, qty, value]) => ({ kind: 'part' as const, item_id, qty, value })),
    })
    moves += lines.length
    return docs.at(-1)!
  }
  const purchases: PartsDocument[] = []
  const invoices: PartsDocument[] = []
  for (let n = 0; moves < moveCount; n += 1) {
    const d = Math.floor((n / moveCount) * 365 * 3.2)
    const k = r()
    if (k < 0.12) {
      const lines: [string, number, number][] = []
      for (let j = 0; j < 10; j += 1) {
        const q = 5 + Math.floor(r() * 40)
        lines.push([pick(), q, q * (90_00 + Math.floor(r() * 2_000_00))])
      }
      purchases.push(post('ppur', d, lines))
    } else if (k < 0.94) {
      const lines: [string, number, number][] = []
      for (let j = 0; j < 3; j += 1) lines.push([pick(), -(j === 1 ? 3.5 : 1 + Math.floor(r() * 3)), 0])
      invoices.push(post('winv', d, lines))
    } else if (k < 0.96 && invoices.length) {
      const inv = invoices[Math.floor(r() * invoices.length)]!
      const m = inv.stock_moves[0]!
      post('wcn', d + 3, [[m.item_id, 1, 0]], inv.id)
    } else if (k < 0.98 && purchases.length) {
      const pur = purchases[Math.floor(r() * purchases.length)]!
      const m = pur.stock_moves[0]!
      post('ppret', d + 2, [[m.item_id, -1, Math.round(m.value / m.qty)]], pur.id)
    } else post('stj', d, [[pick(), r() < 0.5 ? -1 : 1, 0]])
  }
  // Arrival order is not document order: devices sync late.
  for (let i = docs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r() * (i + 1))
    ;[docs[i], docs[j]] = [docs[j]!, docs[i]!]
  }
  const count = new Map<string, number>()
  for (const d of docs) for (const m of d.stock_moves) count.set(m.item_id, (count.get(m.item_id) ?? 0) + 1)
  const hot = [...count].sort((a, b) => b[1] - a[1])[0]![0]
  return { parts, docs, hot }
}

export const moveTotal = (w: World) => w.parts.length + w.docs.reduce((s, d) => s + d.stock_moves.length, 0)

/** Stock on hand and valuation of every part: the full replay and its summary. */
export function full(w: World): { state: PartsStockState; value: number; flagged: number } {
  const state = partsStock(w.docs, w.parts)
  const s = stockSummary(state)
  return { state, value: s.value, flagged: s.flagged.length }
}

/** Baseline "floor": one unordered pass adding each part's quantity and stored value — no order, no average. */
export function floor(w: World): number {
  const qty = new Map<string, number>()
  const value = new Map<string, number>()
  for (const p of w.parts) {
    qty.set(p.id, p.opening.qty)
    value.set(p.id, p.opening.value)
  }
  for (const d of w.docs) {
    if (d.status !== 'posted') continue
    for (const m of d.stock_moves) {
      qty.set(m.item_id, (qty.get(m.item_id) ?? 0) + m.qty)
      value.set(m.item_id, (value.get(m.item_id) ?? 0) + (m.qty < 0 ? -m.value : m.value))
    }
  }
  let total = 0
  for (const v of value.values()) total += v
  return total
}

/** One new job-card bill of three parts (the hot part among them), dated `date`, posted now. */
export function newBill(w: World, date: string, n: number): PartsDocument {
  return {
    id: `winv-new-${n}`,
    type: 'winv',
    status: 'posted',
    doc_date: date,
    posted_at: 1_900_000_000_000 + n,
    created_at: 1_900_000_000_000 + n,
    stock_moves: [
      { kind: 'part', item_id: w.hot, qty: -1, value: 0 },
      { kind: 'part', item_id: 'part-7', qty: -2, value: 0 },
      { kind: 'part', item_id: 'part-4321', qty: -3.5, value: 0 },
    ],
  }
}

/** The bill into the kept state (incremental) and the touched parts' new stock, as a screen would read them. */
export function incremental(state: PartsStockState, bill: PartsDocument): number {
  let value = 0
  for (const id of applyDocument(state, bill)) value += partStock(state, id).value
  return value
}

export function undo(state: PartsStockState, bill: PartsDocument): void {
  applyDocument(state, { ...bill, status: 'cancelled' })
}

/** Baseline "naive": the full replay of every document with the bill among them, as if per keystroke. */
export function naive(w: World, bill: PartsDocument): number {
  return partsStock([...w.docs, bill], w.parts).books.size
}

/** One part's ledger straight from the documents (its own moves only). */
export function ledger(w: World, partId: string): number {
  const p = w.parts.find((x) => x.id === partId)
  return partLedger(w.docs, partId, p?.opening).length
}

/** Baseline "full replay": every part replayed to read one part's ledger. */
export function ledgerNaive(w: World, partId: string): number {
  return ledgerOf(partsStock(w.docs, w.parts), partId).length
}

export { ledgerOf }
