import { describe, expect, it } from 'vitest'
import { factsNeeded, vehicleRate, type VehicleFacts } from './vehicle-gst'

const AFTER = '2025-09-22'
const BEFORE = '2025-09-21'
const car = (
  fuel: VehicleFacts['fuel'],
  engine_cc: number,
  length_mm: number,
  ground_clearance_mm = 165,
) => ({
  body: 'car' as const,
  fuel,
  engine_cc,
  length_mm,
  ground_clearance_mm,
})
const bike = (engine_cc: number) => ({ body: 'motorcycle' as const, fuel: 'petrol' as const, engine_cc })

function rateOf(facts: VehicleFacts, date: string) {
  const r = vehicleRate(facts, date)
  if (!r.ok) throw new Error(r.problem)
  return [r.value.gst_bp / 100, r.value.cess_bp / 100, r.value.reason]
}

describe('the GST rate of a vehicle on a date (research/modules.md G10)', () => {
  it.each([
    [
      'petrol 1,197 cc, 3,995 mm',
      car('petrol', 1197, 3995),
      [18, 0, 'small_petrol'],
      [28, 1, 'small_petrol'],
    ],
    ['petrol 1,199 cc, 4,010 mm', car('petrol', 1199, 4010), [40, 0, 'car_not_small'], [28, 17, 'mid_car']],
    ['petrol 1,201 cc, 3,990 mm', car('petrol', 1201, 3990), [40, 0, 'car_not_small'], [28, 17, 'mid_car']],
    [
      'diesel 1,497 cc, 3,995 mm',
      car('diesel', 1497, 3995),
      [18, 0, 'small_diesel'],
      [28, 3, 'small_diesel'],
    ],
    [
      'diesel 1,497 cc, 4,300 mm',
      car('diesel', 1497, 4300, 200),
      [40, 0, 'car_not_small'],
      [28, 17, 'mid_car'],
    ],
    [
      'electric car',
      { body: 'car' as const, fuel: 'electric' as const },
      [5, 0, 'electric'],
      [5, 0, 'electric'],
    ],
    ['motorcycle 349 cc', bike(349), [18, 0, 'motorcycle_small'], [28, 0, 'motorcycle_small']],
    ['motorcycle 350 cc', bike(350), [18, 0, 'motorcycle_small'], [28, 0, 'motorcycle_small']],
    ['motorcycle 397 cc', bike(397), [40, 0, 'motorcycle_large'], [28, 3, 'motorcycle_large']],
  ])('%s', (_name, facts, after, before) => {
    expect(rateOf(facts, AFTER)).toEqual(after)
    expect(rateOf(facts, BEFORE)).toEqual(before)
  })

  it('took all three SUV conditions for 22 % cess, and 15 % for hybrids that are not small cars', () => {
    expect(rateOf(car('diesel', 2184, 4662, 205), BEFORE)).toEqual([28, 22, 'suv'])
    // Over 1,500 cc and long, but low: a large car, not an SUV.
    expect(rateOf(car('petrol', 1998, 4700, 160), BEFORE)).toEqual([28, 20, 'large_car'])
    expect(rateOf(car('petrol', 1998, 3990, 200), BEFORE)).toEqual([28, 20, 'large_car'])
    expect(rateOf(car('petrol_hybrid', 1987, 4755, 185), BEFORE)).toEqual([28, 15, 'hybrid'])
    expect(rateOf(car('petrol_hybrid', 1987, 4755, 185), AFTER)).toEqual([40, 0, 'car_not_small'])
    expect(rateOf(car('petrol_hybrid', 1197, 3995), AFTER)).toEqual([18, 0, 'small_petrol'])
  })

  it('taxes three-wheelers, buses and goods vehicles at 18 % from GST 2.0', () => {
    expect(rateOf({ body: 'three_wheeler', fuel: 'cng' }, AFTER)).toEqual([18, 0, 'three_wheeler'])
    expect(rateOf({ body: 'goods', fuel: 'diesel' }, AFTER)).toEqual([18, 0, 'goods'])
    expect(rateOf({ body: 'bus', fuel: 'diesel', seating: 13 }, BEFORE)).toEqual([28, 15, 'bus_small'])
    expect(rateOf({ body: 'bus', fuel: 'diesel', seating: 40 }, BEFORE)).toEqual([28, 0, 'bus'])
    expect(rateOf({ body: 'bus', fuel: 'diesel', seating: 13 }, AFTER)).toEqual([18, 0, 'bus_small'])
  })

  it('asks for the facts it needs, and refuses dates it cannot place', () => {
    expect(vehicleRate({ body: 'car', fuel: 'petrol', engine_cc: 1197 }, AFTER)).toEqual({
      ok: false,
      problem: 'missing-facts',
      missing: ['length_mm'],
    })
    expect(vehicleRate({ body: 'car', fuel: 'petrol', engine_cc: 1197, length_mm: 3995 }, BEFORE)).toEqual({
      ok: false,
      problem: 'missing-facts',
      missing: ['ground_clearance_mm'],
    })
    expect(factsNeeded({ body: 'car', fuel: 'electric' }, true)).toEqual([])
    expect(vehicleRate(bike(150), '2017-06-30')).toEqual({ ok: false, problem: 'before-gst' })
    expect(vehicleRate(bike(150), '2025-02-30')).toEqual({ ok: false, problem: 'invalid-date' })
  })
})
