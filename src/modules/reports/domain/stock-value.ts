// What the dealer's stock was worth on a day, for the profit and loss account's opening and closing stock
// (research/modules.md §3.15 "P&L with derived closing stock"). The books keep purchases as expenses and hold no
// stock account, so the stock comes from the stock books themselves: vehicles at landed cost, each unit held on
// the day (in stock or allotted) at its purchase's value or its opening cost (the stock module's stock book, as
// it stood on that day: only the documents dated up to it); parts at moving weighted average, each part's value
// after every move dated up to the day (the inventory's replay, stockAsOf).
//
// Stock the dealer brought into the app as opening stock is not bought: it is part of where the books began.
// When it was taken over within a period, it counts with the period's opening stock (stockTakenOver), not as
// a gain on the closing day, so a dealer who started mid-year sees no profit that is only the shelf they had.
import type { Vehicle } from '@schemas/vehicles.schema'
import { heldValue, stockBook, type StockVoucher } from '@/modules/stock/public'
import { ledgerOf, stockAsOf, type PartsStockState } from '@/modules/inventory/public'
import type { StockValue } from './profit-loss'

/** The vehicles held at the end of `day`, and their landed cost. */
export function vehicleStockOn(
  vehicles: readonly Vehicle[],
  vouchers: readonly StockVoucher[],
  day: string,
): { count: number; value: number } {
  // Opening stock counts from the day it was taken over; a purchase's unit from its posted purchase on.
  const there = vehicles.filter((v) => v.source !== 'opening' || (v.opening?.as_of ?? '') <= day)
  const dated = vouchers.filter((v) => v.doc_date <= day)
  return heldValue(stockBook(there, dated, [], day))
}

/** The parts on hand at the end of `day` at their moving weighted average value. */
export function partsStockOn(state: PartsStockState, day: string): number {
  let value = 0
  for (const partId of state.books.keys()) value += stockAsOf(state, partId, day).value
  return value
}

/** The day before a yyyy-mm-dd: a period's opening stock is the stock at the end of the day before it. */
export function dayBefore(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`) - 86_400_000
  return new Date(t).toISOString().slice(0, 10)
}

/** Opening stock (vehicles at their opening cost, parts at their opening value) taken over from `from` to `to`. */
export function stockTakenOver(
  vehicles: readonly Vehicle[],
  parts: PartsStockState,
  period: { from: string; to: string },
): StockValue {
  const within = (d: string | undefined) => !!d && d >= period.from && d <= period.to
  let vehicleValue = 0
  for (const v of vehicles) {
    if (v.source === 'opening' && within(v.opening?.as_of)) vehicleValue += v.opening?.cost ?? 0
  }
  let partsValue = 0
  for (const partId of parts.books.keys()) {
    for (const row of ledgerOf(parts, partId)) {
      if (row.type === 'opening' && within(row.doc_date)) partsValue += row.value
    }
  }
  return { vehicles: vehicleValue, parts: partsValue }
}
