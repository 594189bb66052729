// The parts stock reports (research/modules.md §3.6–3.10, §3.15): the stock summary of a period (each part's
// opening, inward, outward and closing quantity and value at moving average cost), one part's stock ledger in
// the period, the reorder list and the parts that did not move out. Every figure is read off the inventory's
// own replay (partsStock / ledgerOf of src/modules/inventory, document order, weighted average, negative stock
// re-costed): nothing is valued here. A ledger row's revaluation counts with its move, so opening + inward −
// outward = closing exactly.
import { ledgerOf, type PartLedgerRow, type PartsStockState } from '@/modules/inventory/public'
import type { Month } from './gstr1'

export type PartInfo = { id: string; part_no: string; name: string; uom?: string }

export type PartSummaryRow = {
  part_id: string
  part_no: string
  name: string
  openingQty: number
  openingValue: number
  inQty: number
  inValue: number
  outQty: number
  outValue: number
  closingQty: number
  closingValue: number
  /** Paise per unit on the period's last day (null: no rate yet). */
  average: number | null
  /** The last day stock went out on or before the period's end (null: never). */
  lastOut: string | null
}

const MILLI = 1000
const milli = (q: number) => Math.round(q * MILLI)

/** Rows of a ledger up to and including `day`, by binary search (the ledger is in document order). */
function countUpTo(rows: readonly PartLedgerRow[], day: string): number {
  let lo = 0
  let hi = rows.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (rows[mid]!.doc_date <= day) lo = mid + 1
    else hi = mid
  }
  return lo
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

/** One part's summary for `period` from its ledger. */
export function partSummary(rows: readonly PartLedgerRow[], part: PartInfo, period: Month): PartSummaryRow {
  const start = countUpTo(rows, dayBefore(period.from))
  const end = countUpTo(rows, period.to)
  const before = rows[start - 1]
  const last = rows[end - 1]
  let inQ = 0
  let outQ = 0
  let inValue = 0
  let outValue = 0
  for (let i = start; i < end; i += 1) {
    const r = rows[i]!
    const value = r.value + r.revaluation
    const inward = r.qty > 0 || (r.qty === 0 && value > 0)
    if (inward) {
      inQ += milli(r.qty)
      inValue += value
    } else {
      outQ -= milli(r.qty)
      outValue -= value
    }
  }
  let lastOut: string | null = null
  for (let i = end - 1; i >= 0; i -= 1) {
    if (rows[i]!.qty < 0) {
      lastOut = rows[i]!.doc_date
      break
    }
  }
  return {
    part_id: part.id,
    part_no: part.part_no,
    name: part.name,
    openingQty: before?.qty_after ?? 0,
    openingValue: before?.value_after ?? 0,
    inQty: inQ / MILLI,
    inValue,
    outQty: outQ / MILLI,
    outValue,
    closingQty: last?.qty_after ?? 0,
    closingValue: last?.value_after ?? 0,
    average: last?.average_after ?? null,
    lastOut,
  }
}

/**
 * The stock summary of `period`: every part with stock or a move up to its end (parts never moved and never
 * held are left out), by part number.
 */
export function partsStockSummary(
  state: PartsStockState,
  parts: readonly PartInfo[],
  period: Month,
): PartSummaryRow[] {
  const byId = new Map(parts.map((p) => [p.id, p]))
  const out: PartSummaryRow[] = []
  for (const id of state.books.keys()) {
    const rows = ledgerOf(state, id)
    if (countUpTo(rows, period.to) === 0) continue
    const part = byId.get(id) ?? { id, part_no: id, name: '' }
    out.push(partSummary(rows, part, period))
  }
  return out.sort((a, b) => a.part_no.localeCompare(b.part_no) || a.part_id.localeCompare(b.part_id))
}

/** The non-moving filter: nothing out in the period, or in the last N days up to its end. */
export const NON_MOVING_SPANS = ['period', '30', '90', '180', '365'] as const
export type NonMovingSpan = (typeof NON_MOVING_SPANS)[number]

/** The first day of the span the filter looks back over. */
export function nonMovingSince(span: NonMovingSpan, period: Month): string {
  if (span === 'period') return period.from
  const days = Number(span)
  return new Date(Date.parse(`${period.to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10)
}

/** Parts held at the period's end that sent nothing out since `since`, the longest idle first. */
export function nonMovingParts(rows: readonly PartSummaryRow[], since: string): PartSummaryRow[] {
  return rows
    .filter((r) => r.closingQty > 0 && (r.lastOut === null || r.lastOut < since))
    .sort(
      (a, b) =>
        (a.lastOut ?? '').localeCompare(b.lastOut ?? '') ||
        b.closingValue - a.closingValue ||
        a.part_no.localeCompare(b.part_no),
    )
}

/** One part's ledger in `period`: its moves with running quantity, value and average, and what it opened with. */
export function partLedgerInPeriod(
  state: PartsStockState,
  partId: string,
  period: Month,
): { opening: { qty: number; value: number }; rows: PartLedgerRow[] } {
  const rows = ledgerOf(state, partId)
  const start = countUpTo(rows, dayBefore(period.from))
  const end = countUpTo(rows, period.to)
  const before = rows[start - 1]
  return {
    opening: { qty: before?.qty_after ?? 0, value: before?.value_after ?? 0 },
    rows: rows.slice(start, end),
  }
}

/** What the parts stock report shows: the summary, a part's ledger, the reorder list, the non-moving parts. */
export const PARTS_VIEWS = ['summary', 'ledger', 'reorder', 'nonmoving'] as const
export type PartsView = (typeof PARTS_VIEWS)[number]
