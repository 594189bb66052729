// The vehicle on a job card: matching earlier job cards by registration or chassis number (both stored
// normalised by src/utils/vehicle-ids), the odometer rule and what earlier job cards of the same vehicle
// fill in.

/** What the odometer rule and the vehicle fill-in read of an earlier job card. */
export type VehicleHistoryCard = {
  id: string
  job_no: string
  opened_at: number
  reg_no: string
  chassis_no: string
  engine_no?: string
  make_model?: string
  party_id?: string
  customer_name: string
  mobile?: string
  odometer: number
}

/** Whether `card` is of the vehicle with this registration or chassis number (either matching is enough). */
export function sameVehicle(
  card: Pick<VehicleHistoryCard, 'reg_no' | 'chassis_no'>,
  regNo: string,
  chassis: string,
) {
  return (regNo !== '' && card.reg_no === regNo) || (chassis !== '' && card.chassis_no === chassis)
}

export type LastReading = { odometer: number; job_no: string; opened_at: number }

/**
 * The highest odometer reading recorded for the vehicle on other job cards opened before `openedAt`
 * (all of them for a new card), or null when the vehicle has none.
 */
export function lastReading(
  history: readonly VehicleHistoryCard[],
  vehicle: { regNo: string; chassis: string },
  self: { id?: string; openedAt?: number } = {},
): LastReading | null {
  let best: LastReading | null = null
  for (const c of history) {
    if (c.id === self.id) continue
    if (self.openedAt !== undefined && c.opened_at >= self.openedAt) continue
    if (!sameVehicle(c, vehicle.regNo, vehicle.chassis)) continue
    if (!best || c.odometer > best.odometer) {
      best = { odometer: c.odometer, job_no: c.job_no, opened_at: c.opened_at }
    }
  }
  return best
}

export type OdometerProblem =
  { reason: 'required' | 'not-whole' | 'too-large' } | { reason: 'not-above-last'; last: LastReading }

export const MAX_ODOMETER = 10_000_000

/** Parses a typed reading (Indian commas allowed) and checks it exceeds the vehicle's last one. */
export function checkOdometer(
  input: string,
  last: LastReading | null,
): { ok: true; value: number } | { ok: false; problem: OdometerProblem } {
  const text = input.replace(/[\s,]/g, '')
  if (text === '') return { ok: false, problem: { reason: 'required' } }
  if (!/^\d+$/.test(text)) return { ok: false, problem: { reason: 'not-whole' } }
  const value = Number(text)
  if (value > MAX_ODOMETER) return { ok: false, problem: { reason: 'too-large' } }
  if (last && value <= last.odometer) return { ok: false, problem: { reason: 'not-above-last', last } }
  return { ok: true, value }
}

export type VehicleFill = Pick<
  VehicleHistoryCard,
  'reg_no' | 'chassis_no' | 'engine_no' | 'make_model' | 'party_id' | 'customer_name' | 'mobile'
>

/** The vehicle and customer details of the latest earlier job card of the vehicle, or null. */
export function fillFromHistory(
  history: readonly VehicleHistoryCard[],
  vehicle: { regNo: string; chassis: string },
): VehicleFill | null {
  const latest = history
    .filter((c) => sameVehicle(c, vehicle.regNo, vehicle.chassis))
    .sort((a, b) => b.opened_at - a.opened_at)[0]
  if (!latest) return null
  return {
    reg_no: latest.reg_no,
    chassis_no: latest.chassis_no,
    engine_no: latest.engine_no,
    make_model: latest.make_model,
    party_id: latest.party_id,
    customer_name: latest.customer_name,
    mobile: latest.mobile,
  }
}
