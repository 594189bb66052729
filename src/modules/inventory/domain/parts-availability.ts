// What is free to sell and what to order (research/modules.md §3.6): reserved = Σ unbilled quantity on open job
// cards' part lines; available = on hand − reserved; the reorder list = parts whose on hand + on order is at or
// below their reorder level. Quantities are added in thousandths of the unit, like the stock replay.
import { partKey } from '@schemas/parts.schema'
import { partStock, type PartsStockState } from './parts-stock'

/** An open job card's part line: by part id, or by part number for lines written before lines named a part. */
export type ReservingLine = {
  part_id?: string
  part_no?: string
  qty: number
  /** Already billed of this line (a part-billed card); the rest stays reserved. */
  billed_qty?: number
}

const MILLI = 1000

/**
 * Reserved quantity per part id from the part lines of the open job cards (the caller picks the open cards).
 * `partIdByKey` maps a part's `part_key` (schemas/parts.schema.ts) to its id. A line naming no known part is
 * left out of the map and returned in `unknown`.
 */
export function reservedQty(
  lines: Iterable<ReservingLine>,
  partIdByKey: ReadonlyMap<string, string> = new Map(),
): { reserved: Map<string, number>; unknown: ReservingLine[] } {
  const milli = new Map<string, number>()
  const unknown: ReservingLine[] = []
  for (const line of lines) {
    const id = line.part_id || (line.part_no ? partIdByKey.get(partKey(line.part_no)) : undefined)
    if (!id) {
      unknown.push(line)
      continue
    }
    const open = Math.max(0, Math.round(line.qty * MILLI) - Math.round((line.billed_qty ?? 0) * MILLI))
    if (open) milli.set(id, (milli.get(id) ?? 0) + open)
  }
  const reserved = new Map<string, number>()
  for (const [id, m] of milli) reserved.set(id, m / MILLI)
  return { reserved, unknown }
}

/** On hand − reserved, in the part's unit (negative when more is promised than held). */
export function availableQty(onHand: number, reserved: number): number {
  return (Math.round(onHand * MILLI) - Math.round(reserved * MILLI)) / MILLI
}

/** What the reorder list reads of a part (a `Part` of schemas/parts.schema.ts is one). */
export type ReorderPart = {
  id: string
  part_no?: string
  name?: string
  reorder_level?: number | null
  reorder_qty?: number | null
  active?: boolean
}

export type ReorderLine = {
  part_id: string
  on_hand: number
  on_order: number
  reorder_level: number
  /** The part's reorder quantity, or what brings it back to its level when it has none. */
  suggested: number
}

/**
 * Parts to order: active parts with a reorder level whose on hand + on order ≤ that level (nothing is on order
 * until purchase orders exist, so by default on hand ≤ level). Lowest cover first, then part number.
 */
export function reorderList(
  parts: Iterable<ReorderPart>,
  state: PartsStockState,
  onOrder: ReadonlyMap<string, number> = new Map(),
): ReorderLine[] {
  const out: (ReorderLine & { no: string })[] = []
  for (const p of parts) {
    if (p.active === false || p.reorder_level == null || p.reorder_level <= 0) continue
    const onHand = partStock(state, p.id).qty
    const ordered = onOrder.get(p.id) ?? 0
    const cover = (Math.round(onHand * MILLI) + Math.round(ordered * MILLI)) / MILLI
    if (cover > p.reorder_level) continue
    const gap = (Math.round(p.reorder_level * MILLI) - Math.round(cover * MILLI)) / MILLI
    out.push({
      part_id: p.id,
      on_hand: onHand,
      on_order: ordered,
      reorder_level: p.reorder_level,
      suggested: p.reorder_qty && p.reorder_qty > 0 ? p.reorder_qty : gap,
      no: p.part_no ?? p.id,
    })
  }
  out.sort(
    (a, b) =>
      a.on_hand + a.on_order - a.reorder_level - (b.on_hand + b.on_order - b.reorder_level) ||
      a.no.localeCompare(b.no),
  )
  return out.map(({ no: _no, ...line }) => line)
}
