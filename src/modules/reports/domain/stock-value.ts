// What the dealer's stock was worth on a day, for the profit and loss account's opening and closing stock
// (research/modules.md §3.15 "P&L with derived closing stock"). The books keep purchases as expenses and hold no
// stock account, so the stock comes from the stock books themselves: vehicles at landed cost, each unit held on
// the day (in stock or allotted) at its purchase's value or its opening cost (the stock module's stock book, as
// it stood on that day: only the documents dated up to it); parts at moving weighted average, each part's value
// after every move dated up to the day (the inventory's replay, stockAsOf).
import type { Vehicle } from '@schemas/vehicles.schema'
import { heldValue, stockBook, type StockVoucher } from '@/modules/stock/public'
import { stockAsOf, type PartsStockState } from '@/modules/inventory/public'

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
