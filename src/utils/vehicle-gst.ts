// The GST rate (and, before GST 2.0, the compensation cess) of a new vehicle from its facts and the document
// date (research/modules.md §2.1, example G10; research/dms.md §c.3). The same six-digit HSN carries 18 % and
// 40 % after 22 Sep 2025, so the rate belongs to the variant, proposed from its fuel, engine, length and
// body; the catalogue shows the reason, the person may override it, and an invoice takes the rate in force
// on its own date, never today's.
//
// From 22 Sep 2025 (Notif. 9/2025-CT(Rate)): electric 5 %; a car with a petrol, CNG, LPG or petrol-hybrid
// engine of at most 1,200 cc, or a diesel or diesel-hybrid one of at most 1,500 cc, and at most 4,000 mm
// long, 18 %; every other car 40 %; motorcycles up to 350 cc 18 %, above 40 %; three-wheelers, buses and
// goods vehicles 18 %; no cess. Before (28 % + cess, Notif. 1/2017-Compensation Cess (Rate) as amended):
// small petrol 1 %, small diesel 3 %, other cars up to 1,500 cc 17 %, above 20 %, SUVs (above 1,500 cc, above
// 4,000 mm and 170 mm or more of ground clearance: all three) 22 %, hybrids that are not small cars 15 %,
// buses for 10 to 13 people 15 %, motorcycles above 350 cc 3 %; electric 5 % without cess.
import { VEHICLE_CESS_BEFORE_2025_09_22 } from './gst-rates'
import { formatPlainDate, parsePlainDate } from './plain-date'

type CessSegment = (typeof VEHICLE_CESS_BEFORE_2025_09_22)[number]['segment']
const cess = (segment: CessSegment): number =>
  VEHICLE_CESS_BEFORE_2025_09_22.find((c) => c.segment === segment)!.cessBp

export type VehicleBody = 'car' | 'motorcycle' | 'three_wheeler' | 'bus' | 'goods'
export type VehicleFuel = 'petrol' | 'cng' | 'lpg' | 'diesel' | 'petrol_hybrid' | 'diesel_hybrid' | 'electric'

/** What the rate depends on; sizes in whole millimetres and cubic centimetres. */
export type VehicleFacts = {
  body: VehicleBody
  fuel: VehicleFuel
  engine_cc?: number | null
  length_mm?: number | null
  ground_clearance_mm?: number | null
  /** Seats including the driver's (a bus's cess depended on it). */
  seating?: number | null
}

/** Why the rate is what it is, for the catalogue to say in the person's language. */
export type RateReason =
  | 'electric'
  | 'small_petrol'
  | 'small_diesel'
  | 'car_not_small'
  | 'mid_car'
  | 'large_car'
  | 'suv'
  | 'hybrid'
  | 'motorcycle_small'
  | 'motorcycle_large'
  | 'three_wheeler'
  | 'bus'
  | 'bus_small'
  | 'goods'

export type VehicleRate = { gst_bp: number; cess_bp: number; reason: RateReason; regime: 'gst2' | 'before' }

export type RateProblem = 'invalid-date' | 'before-gst' | 'missing-facts'

/** The first day of GST 2.0's rates (56th GST Council; cess on vehicles nil from the same day). */
export const GST2_FROM = '2025-09-22'
const GST_FROM = '2017-07-01'

/** The facts a body and fuel need before a rate on a date can be proposed (ground clearance only mattered
 * to the SUV cess before GST 2.0). */
export function factsNeeded(
  facts: Pick<VehicleFacts, 'body' | 'fuel'>,
  gst2: boolean,
): (keyof VehicleFacts)[] {
  if (facts.fuel === 'electric') return []
  if (facts.body === 'car') {
    return gst2 ? ['engine_cc', 'length_mm'] : ['engine_cc', 'length_mm', 'ground_clearance_mm']
  }
  if (facts.body === 'motorcycle') return ['engine_cc']
  if (facts.body === 'bus') return ['seating']
  return []
}

const isDiesel = (f: VehicleFuel) => f === 'diesel' || f === 'diesel_hybrid'
const isHybrid = (f: VehicleFuel) => f === 'petrol_hybrid' || f === 'diesel_hybrid'

/** A small car by both regimes' test: engine within its fuel's limit and at most 4,000 mm long. */
function smallCar(facts: VehicleFacts): boolean {
  const limit = isDiesel(facts.fuel) ? 1500 : 1200
  return (facts.engine_cc ?? Infinity) <= limit && (facts.length_mm ?? Infinity) <= 4000
}

/**
 * The rate a vehicle is sold at on `date` (yyyy-mm-dd), with its reason; missing facts name what the
 * catalogue must ask for.
 */
export function vehicleRate(
  facts: VehicleFacts,
  date: string,
): { ok: true; value: VehicleRate } | { ok: false; problem: RateProblem; missing?: (keyof VehicleFacts)[] } {
  const day = parsePlainDate(date)
  if (!day.ok) return { ok: false, problem: 'invalid-date' }
  const iso = formatPlainDate(day.value)
  if (iso < GST_FROM) return { ok: false, problem: 'before-gst' }
  const gst2 = iso >= GST2_FROM
  const missing = factsNeeded(facts, gst2).filter((k) => {
    const v = facts[k]
    return typeof v !== 'number' || !Number.isFinite(v) || v <= 0
  })
  if (missing.length > 0) return { ok: false, problem: 'missing-facts', missing }
  const rate = (gst_bp: number, cess_bp: number, reason: RateReason): VehicleRate => ({
    gst_bp,
    cess_bp: gst2 ? 0 : cess_bp,
    reason,
    regime: gst2 ? 'gst2' : 'before',
  })
  const cc = facts.engine_cc ?? 0

  if (facts.fuel === 'electric') return { ok: true, value: rate(500, 0, 'electric') }
  switch (facts.body) {
    case 'car': {
      if (smallCar(facts)) {
        return {
          ok: true,
          value: gst2
            ? rate(1800, 0, isDiesel(facts.fuel) ? 'small_diesel' : 'small_petrol')
            : rate(
                2800,
                isDiesel(facts.fuel) ? cess('small-diesel') : cess('small-petrol-cng-lpg'),
                isDiesel(facts.fuel) ? 'small_diesel' : 'small_petrol',
              ),
        }
      }
      if (gst2) return { ok: true, value: rate(4000, 0, 'car_not_small') }
      if (isHybrid(facts.fuel)) return { ok: true, value: rate(2800, cess('hybrid'), 'hybrid') }
      if (cc <= 1500) return { ok: true, value: rate(2800, cess('mid-segment'), 'mid_car') }
      const suv = (facts.length_mm ?? 0) > 4000 && (facts.ground_clearance_mm ?? 0) >= 170
      return {
        ok: true,
        value: suv ? rate(2800, cess('suv'), 'suv') : rate(2800, cess('large'), 'large_car'),
      }
    }
    case 'motorcycle':
      return cc <= 350
        ? { ok: true, value: rate(gst2 ? 1800 : 2800, 0, 'motorcycle_small') }
        : { ok: true, value: rate(gst2 ? 4000 : 2800, cess('motorcycle-above-350cc'), 'motorcycle_large') }
    case 'three_wheeler':
      return { ok: true, value: rate(gst2 ? 1800 : 2800, 0, 'three_wheeler') }
    case 'bus': {
      const small = (facts.seating ?? 0) <= 13
      return {
        ok: true,
        value: rate(gst2 ? 1800 : 2800, small ? cess('bus-10-to-13') : 0, small ? 'bus_small' : 'bus'),
      }
    }
    case 'goods':
      return { ok: true, value: rate(gst2 ? 1800 : 2800, 0, 'goods') }
  }
}
