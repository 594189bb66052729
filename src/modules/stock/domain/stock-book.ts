// The vehicle stock book (research/modules.md §3.3): every unit of stock with where it stands, what it cost
// and how long it has waited, and the summary by model, variant, colour and state. Derived from the vehicle
// documents, the posted vouchers that move them and the bookings that allot them, never stored. The vouchers
// are indexed by vehicle once, so the book over 5,000 units and 20,000 vouchers is one pass over each.
import type { Vehicle } from '@schemas/vehicles.schema'
import { isoDaysBetween } from '@/utils/plain-date'
import {
  vehicleState,
  type AllotmentBooking,
  type StockVoucher,
  type VehicleFlag,
  type VehicleState,
} from './vehicle-state'

export type AgeBucket = '0-30' | '31-60' | '61-90' | '90+'

export type StockUnit = {
  vehicle: Vehicle
  state: VehicleState
  flags: VehicleFlag[]
  /** Landed cost in paise: the posted purchase's +1 move, or the opening cost; 0 while unknown. */
  cost: number
  /** The date it came into stock (GRN or opening), or null while pending. */
  since: string | null
  /** Days in stock on the as-of date (for units still held), else null. */
  age: number | null
  bucket: AgeBucket | null
  /** The booking that allots it. */
  allottedTo: string | null
  /** The documents that moved it, in book order. */
  moves: StockVoucher[]
}

export type StockSummaryRow = {
  key: string
  description: string
  colour: string
  state: VehicleState
  count: number
  value: number
}

/** Units the dealer holds: in stock or allotted (what the floor-plan bank finances). */
export const HELD: readonly VehicleState[] = ['in_stock', 'allotted']

function bucketOf(age: number): AgeBucket {
  return age <= 30 ? '0-30' : age <= 60 ? '31-60' : age <= 90 ? '61-90' : '90+'
}

const days = (from: string, to: string) => isoDaysBetween(from, to) ?? 0

/** The posted vouchers that moved each vehicle, by vehicle id. */
export function movesByVehicle(vouchers: readonly StockVoucher[]): Map<string, StockVoucher[]> {
  const out = new Map<string, StockVoucher[]>()
  for (const v of vouchers) {
    if (v.status !== 'posted') continue
    for (const m of v.stock_moves) {
      if (m.kind !== 'vehicle') continue
      const list = out.get(m.item_id)
      if (!list) out.set(m.item_id, [v])
      else if (list.at(-1) !== v) list.push(v)
    }
  }
  return out
}

/** One unit's place in the book, from its own moves. */
export function stockUnit(
  vehicle: Vehicle,
  moves: readonly StockVoucher[],
  bookings: readonly AllotmentBooking[],
  asOf: string,
): StockUnit {
  const facts = vehicleState(vehicle, moves, bookings)
  const purchase = moves
    .filter((v) => v.type === 'vpur')
    .sort((a, b) => a.doc_date.localeCompare(b.doc_date))[0]
  const inMove = purchase?.stock_moves.find(
    (m) => m.kind === 'vehicle' && m.item_id === vehicle.id && m.qty > 0,
  )
  const cost = inMove ? inMove.value : (vehicle.opening?.cost ?? 0)
  const since = purchase ? purchase.doc_date : (vehicle.opening?.as_of ?? null)
  const held = HELD.includes(facts.state)
  const age = held && since ? Math.max(0, days(since, asOf)) : null
  return {
    vehicle,
    state: facts.state,
    flags: facts.flags,
    cost,
    since,
    age,
    bucket: age === null ? null : bucketOf(age),
    allottedTo:
      bookings.find((b) => b.status === 'allotted' && b.allotted_chassis_no === vehicle.chassis_no)?.id ??
      null,
    moves: [...moves].sort((a, b) => a.doc_date.localeCompare(b.doc_date) || a.id.localeCompare(b.id)),
  }
}

/** Every unit of stock (customers' vehicles left out) with its state, cost and age on `asOf`. */
export function stockBook(
  vehicles: readonly Vehicle[],
  vouchers: readonly StockVoucher[],
  bookings: readonly AllotmentBooking[],
  asOf: string,
): StockUnit[] {
  const moves = movesByVehicle(vouchers)
  const allotting = bookings.filter((b) => b.status === 'allotted' && b.allotted_chassis_no)
  return vehicles
    .filter((v) => v.source !== 'service')
    .map((v) =>
      stockUnit(
        v,
        moves.get(v.id) ?? [],
        allotting.filter((b) => b.allotted_chassis_no === v.chassis_no),
        asOf,
      ),
    )
}

/** The book by model and variant (the description), colour and state, with counts and landed value. */
export function stockSummary(units: readonly StockUnit[]): StockSummaryRow[] {
  const rows = new Map<string, StockSummaryRow>()
  for (const u of units) {
    const key = `${u.vehicle.description}|${u.vehicle.colour}|${u.state}`
    const row = rows.get(key)
    if (row) {
      row.count += 1
      row.value += u.cost
    } else {
      rows.set(key, {
        key,
        description: u.vehicle.description,
        colour: u.vehicle.colour,
        state: u.state,
        count: 1,
        value: u.cost,
      })
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.description.localeCompare(b.description) ||
      a.colour.localeCompare(b.colour) ||
      a.state.localeCompare(b.state),
  )
}

/** What the dealer holds at landed cost: the stock statement's total. */
export function heldValue(units: readonly StockUnit[]): { count: number; value: number } {
  const held = units.filter((u) => HELD.includes(u.state))
  return { count: held.length, value: held.reduce((s, u) => s + u.cost, 0) }
}
