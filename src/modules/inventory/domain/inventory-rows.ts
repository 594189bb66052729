// The parts list's rows (research/modules.md §3.6 task 2): each part with what is on hand, its value and
// average from the replay, what open job cards hold back and what is left free; the list's filters; and what
// is held in all.
import { availableQty } from './parts-availability'
import { filterParts, type SearchablePart } from './part-search'
import { partStock, type PartsStockState } from './parts-stock'

export type InventoryPart = SearchablePart & { category?: string; active: boolean }

export type InventoryRow<P extends InventoryPart = InventoryPart> = {
  part: P
  qty: number
  value: number
  /** Paise per unit (unrounded); null for a part that never had a rate. */
  average: number | null
  reserved: number
  available: number
  negative: boolean
  /** How many documents left it below zero. */
  overdrawn: number
}

export function inventoryRows<P extends InventoryPart>(
  parts: readonly P[],
  state: PartsStockState,
  reserved: ReadonlyMap<string, number>,
): InventoryRow<P>[] {
  return parts.map((part) => {
    const s = partStock(state, part.id)
    const held = reserved.get(part.id) ?? 0
    return {
      part,
      qty: s.qty,
      value: s.value,
      average: s.average,
      reserved: held,
      available: availableQty(s.qty, held),
      negative: s.negative,
      overdrawn: s.overdrawn.length,
    }
  })
}

export const SHOW = ['active', 'inactive', 'all'] as const
export type Show = (typeof SHOW)[number]

export type InventoryFilter = { q: string; category: string; show: Show }

/** The rows a search (part number or name), a category ('' for all) and active/inactive let through. */
export function filterInventory<P extends InventoryPart>(
  rows: readonly InventoryRow<P>[],
  f: InventoryFilter,
): InventoryRow<P>[] {
  const kept = rows.filter(
    (r) =>
      (f.show === 'all' || r.part.active === (f.show === 'active')) &&
      (f.category === '' || (r.part.category ?? '') === f.category),
  )
  if (!f.q.trim()) return kept
  const byId = new Map(kept.map((r) => [r.part.id, r]))
  return filterParts(
    kept.map((r) => r.part),
    f.q,
  ).map((p) => byId.get(p.id)!)
}

/** Parts with stock on hand, the value of all stock (below-zero parts count at their carried value), and how
 * many parts are below zero or were overdrawn. */
export function heldTotals(rows: readonly InventoryRow[]): { count: number; value: number; flagged: number } {
  let count = 0
  let value = 0
  let flagged = 0
  for (const r of rows) {
    if (r.qty > 0) count += 1
    value += r.value
    if (r.negative || r.overdrawn > 0) flagged += 1
  }
  return { count, value, flagged }
}

/** The categories the parts use, in order. */
export function categoriesOf(parts: readonly { category?: string }[]): string[] {
  return [...new Set(parts.map((p) => p.category ?? '').filter(Boolean))].sort((a, b) => a.localeCompare(b))
}
