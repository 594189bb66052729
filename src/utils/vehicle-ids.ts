// Vehicle identifiers as a dealership records them: the registration (plate) number, the chassis number
// (VIN) and the engine number. Each is stored in one shape everywhere (capitals, no separators) so a job
// card, a booking's allotted vehicle and a search typed with spaces or dashes all find the same vehicle;
// people copy them from RC books, invoices and stickers that space them out in different ways.
import type { Result } from './result'
import { fail, ok } from './result'

/** Registration number as stored: capitals, no spaces, dots or hyphens ("KA 05 DB-6000" → "KA05DB6000"). */
export function normaliseRegNo(input: string): string {
  return input.replace(/[\s.-]/g, '').toUpperCase()
}

// Regular plates: state(2) + RTO(1–2 digits) + series(0–3 letters) + number(1–4 digits), e.g. DL3CAB1234.
// Bharat series (MoRTH, 2021): year(2) + BH + number(4) + 1–2 letters, e.g. 22BH1234AA.
const REGULAR = /^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{1,4}$/
const BHARAT = /^[0-9]{2}BH[0-9]{4}[A-Z]{1,2}$/

/**
 * Whether a registration number looks like a regular or BH-series plate. Only a hint: old, temporary,
 * diplomatic and military plates follow other layouts, so callers warn rather than refuse.
 */
export function regNoLooksValid(input: string): boolean {
  const regNo = normaliseRegNo(input)
  return REGULAR.test(regNo) || BHARAT.test(regNo)
}

/** Chassis number as stored: capitals without spaces or hyphens ("ma3-ewb 22s…" → "MA3EWB22S…"). */
export function normaliseChassis(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase()
}

/** Engine number as stored: the same shape as a chassis number (both are stamped letters and digits). */
export const normaliseEngineNo = normaliseChassis

/** The stored chassis number's length range (the schemas keep 30 characters). */
export const CHASSIS_MIN_LENGTH = 5
export const CHASSIS_MAX_LENGTH = 30

/**
 * Validates a chassis number: letters and digits only, 5–30 of them once normalised. Pre-VIN and imported
 * vehicles have chassis numbers shorter than 17, so a VIN shape is not required (see looksLikeVin).
 */
export function validateChassis(input: string): Result<string, 'empty' | 'length' | 'format'> {
  const chassis = normaliseChassis(input)
  if (chassis === '') return fail('empty')
  if (!/^[A-Z0-9]+$/.test(chassis)) return fail('format')
  if (chassis.length < CHASSIS_MIN_LENGTH || chassis.length > CHASSIS_MAX_LENGTH) return fail('length')
  return ok(chassis)
}

/** Whether a chassis number has the shape of a VIN: 17 letters and digits without I, O or Q (ISO 3779). */
export function looksLikeVin(input: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(normaliseChassis(input))
}
