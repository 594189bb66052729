// The vehicle stock register and its ageing (research/modules.md §3.3, §3.15): every unit the dealer held at
// the end of a period — in stock or allotted — with its chassis, engine, model, colour, the day it came in, its
// landed cost and its age on that day in the buckets the floor-plan bank asks for (0–30, 31–60, 61–90, over
// 90 days). The stock book's own rules decide state, cost and age (stockBook of src/modules/stock): this only
// shows the book as it stood on the day, by giving it the documents dated up to then. Whether a held unit is
// allotted is read from today's bookings (a booking keeps no history of its allotment).
import type { Vehicle } from '@schemas/vehicles.schema'
import {
  HELD,
  stockBook,
  type AgeBucket,
  type AllotmentBooking,
  type StockVoucher,
  type VehicleState,
} from '@/modules/stock/public'

export const AGE_BUCKETS: readonly AgeBucket[] = ['0-30', '31-60', '61-90', '90+']

export type VehicleStockRow = {
  id: string
  chassis: string
  engine: string
  model: string
  colour: string
  state: VehicleState
  since: string
  age: number
  bucket: AgeBucket
  cost: number
}

export type AgeingRow = { bucket: AgeBucket; count: number; value: number }

/** The models held on `asOf` (the filter's choices), in order. */
export function heldModels(rows: readonly VehicleStockRow[]): string[] {
  return [...new Set(rows.map((r) => r.model))].sort((a, b) => a.localeCompare(b))
}

/** The units held at the end of `asOf`, oldest first; `model` narrows to one model ('' for every one). */
export function vehicleStockRegister(
  vehicles: readonly Vehicle[],
  vouchers: readonly StockVoucher[],
  bookings: readonly AllotmentBooking[],
  asOf: string,
  model = '',
): VehicleStockRow[] {
  const known = vehicles.filter((v) => v.source !== 'opening' || !v.opening || v.opening.as_of <= asOf)
  const dated = vouchers.filter((v) => v.doc_date <= asOf)
  return stockBook(known, dated, bookings, asOf)
    .filter((u) => HELD.includes(u.state) && u.since !== null && u.since <= asOf)
    .filter((u) => model === '' || u.vehicle.description === model)
    .map((u) => ({
      id: u.vehicle.id,
      chassis: u.vehicle.chassis_no,
      engine: u.vehicle.engine_no,
      model: u.vehicle.description,
      colour: u.vehicle.colour,
      state: u.state,
      since: u.since!,
      age: u.age ?? 0,
      bucket: u.bucket ?? '0-30',
      cost: u.cost,
    }))
    .sort((a, b) => b.age - a.age || a.chassis.localeCompare(b.chassis))
}

/** Count and landed value per age bucket, every bucket present. */
export function stockAgeing(rows: readonly VehicleStockRow[]): AgeingRow[] {
  return AGE_BUCKETS.map((bucket) => {
    const mine = rows.filter((r) => r.bucket === bucket)
    return { bucket, count: mine.length, value: mine.reduce((s, r) => s + r.cost, 0) }
  })
}
