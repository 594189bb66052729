// How far a vehicle runs a day, from its own odometer readings (the delivery's and each job card's): the
// kilometres between the first and the last reading over the days between them. With one reading, readings
// too close together to tell, or an odometer that went backwards (a replaced meter), a default stands in.
import { daysFrom } from './dates'
import type { IsoDate } from './types'

export type OdometerReading = { on: IsoDate; km: number }

/** An Indian car or scooter's typical running, ~11,000 km a year. */
export const DEFAULT_KM_PER_DAY = 30
/** Readings closer together than this say nothing reliable about running. */
export const MIN_SPAN_DAYS = 7

export type RunningOptions = { defaultKmPerDay?: number; minSpanDays?: number }

/** Readings oldest first; the same order on every device whatever order they came in. */
export function sortReadings(readings: readonly OdometerReading[]): OdometerReading[] {
  return [...readings].sort((a, b) => (a.on === b.on ? a.km - b.km : a.on < b.on ? -1 : 1))
}

/** Average kilometres a day over the readings, or the default when they cannot tell. */
export function averageKmPerDay(readings: readonly OdometerReading[], options: RunningOptions = {}): number {
  const fallback = options.defaultKmPerDay ?? DEFAULT_KM_PER_DAY
  const minSpan = options.minSpanDays ?? MIN_SPAN_DAYS
  const sorted = sortReadings(readings)
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  if (!first || !last || sorted.length < 2) return fallback
  const days = daysFrom(first.on, last.on)
  const km = last.km - first.km
  if (days < minSpan || km <= 0) return fallback
  return km / days
}

/** Days until an odometer at `km` reaches `targetKm` running `kmPerDay`; at least one. */
export function daysToKm(km: number, targetKm: number, kmPerDay: number): number {
  return Math.max(1, Math.ceil((targetKm - km) / kmPerDay))
}
