// Identifier validators for Indian business documents. Each returns a reason code, never a sentence, so
// the UI can word it in English or Hindi.
import { gstStateByCode } from './gst-states'
import type { Result } from './result'
import { fail, ok } from './result'

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

// Regular taxpayer layout: state(2) + PAN(10) + entity number(1–9, A–Z) + 'Z' + check character.
// UIN/NRI/TDS/TCS registrations use other layouts (india-compliance GSTIN_FORMATS); the checksum is the same.
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/
const GSTIN_REGULAR = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
const PAN_FORMAT = /^[A-Z]{5}[0-9]{4}[A-Z]$/

const clean = (s: string) => s.replace(/[\s-]/g, '').toUpperCase()

/**
 * GSTIN check character: for the first 14 characters, value = base-36 index, factor alternates 1, 2;
 * sum floor(v·f / 36) + (v·f mod 36); check = (36 − sum mod 36) mod 36 (GSTN algorithm as ported in
 * ERPNext/india-compliance validate_gstin_check_digit — research/dms.md Appendix B).
 */
export function gstinCheckCharacter(first14: string): string | undefined {
  const s = first14.toUpperCase()
  if (!/^[0-9A-Z]{14}$/.test(s)) return undefined
  let total = 0
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(s.charAt(i)) * (i % 2 === 0 ? 1 : 2)
    total += Math.floor(product / 36) + (product % 36)
  }
  return BASE36.charAt((36 - (total % 36)) % 36)
}

export type GstinReason = 'empty' | 'length' | 'format' | 'state-code' | 'checksum'

export type GstinInfo = {
  gstin: string
  stateCode: string
  pan: string
  entityNumber: string
  regular: boolean
}

/** Validates a GSTIN (format, state code, checksum) and returns its parts. */
export function validateGstin(input: string): Result<GstinInfo, GstinReason> {
  const g = clean(input)
  if (g === '') return fail('empty')
  if (g.length !== 15) return fail('length')
  if (!GSTIN_FORMAT.test(g)) return fail('format')
  const stateCode = g.slice(0, 2)
  // 96/97/99 appear on special registrations (other territory, OIDAR, centre jurisdiction).
  if (!gstStateByCode(stateCode) && stateCode !== '99' && stateCode !== '96') return fail('state-code')
  if (gstinCheckCharacter(g.slice(0, 14)) !== g.charAt(14)) return fail('checksum')
  return ok({
    gstin: g,
    stateCode,
    pan: g.slice(2, 12),
    entityNumber: g.charAt(12),
    regular: GSTIN_REGULAR.test(g),
  })
}

/** Validates a GSTIN and checks that its first two digits are the chosen state's code. */
export function validateGstinForState(
  input: string,
  stateCode: string,
): Result<GstinInfo, GstinReason | 'state-mismatch'> {
  const r = validateGstin(input)
  if (!r.ok) return r
  const chosen = gstStateByCode(stateCode)
  return chosen && chosen.code === r.value.stateCode ? r : fail('state-mismatch')
}

export type PanReason = 'empty' | 'length' | 'format'

/** Fourth PAN character → holder type (Income-tax Department PAN structure). */
export const PAN_HOLDER_TYPES = {
  P: 'individual',
  C: 'company',
  H: 'huf',
  F: 'firm',
  A: 'aop',
  T: 'trust',
  B: 'boi',
  L: 'local-authority',
  J: 'artificial-juridical-person',
  G: 'government',
} as const

export type PanHolderType = (typeof PAN_HOLDER_TYPES)[keyof typeof PAN_HOLDER_TYPES]

/** Validates a PAN (AAAAA9999A, fourth letter a known holder type). */
export function validatePan(input: string): Result<{ pan: string; holderType: PanHolderType }, PanReason> {
  const p = clean(input)
  if (p === '') return fail('empty')
  if (p.length !== 10) return fail('length')
  if (!PAN_FORMAT.test(p)) return fail('format')
  const holderType = PAN_HOLDER_TYPES[p.charAt(3) as keyof typeof PAN_HOLDER_TYPES]
  return holderType ? ok({ pan: p, holderType }) : fail('format')
}

/** Checks that a GSTIN embeds the given PAN (characters 3–12). */
export function gstinMatchesPan(gstin: string, pan: string): boolean {
  const g = validateGstin(gstin)
  return g.ok && g.value.pan === clean(pan)
}

/** Validates an IFSC: 4 bank letters, a zero, 6 branch characters (RBI format). */
export function validateIfsc(
  input: string,
): Result<{ ifsc: string; bankCode: string; branchCode: string }, 'empty' | 'length' | 'format'> {
  const s = clean(input)
  if (s === '') return fail('empty')
  if (s.length !== 11) return fail('length')
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(s)) return fail('format')
  return ok({ ifsc: s, bankCode: s.slice(0, 4), branchCode: s.slice(5) })
}

/** Validates a 6-digit PIN code; the first digit is the postal zone (1–8, 9 = Army Postal Service). */
export function validatePincode(
  input: string,
): Result<{ pincode: string; zone: number }, 'empty' | 'length' | 'format'> {
  const s = input.replace(/\s/g, '')
  if (s === '') return fail('empty')
  if (!/^\d+$/.test(s)) return fail('format')
  if (s.length !== 6) return fail('length')
  if (s.startsWith('0')) return fail('format')
  return ok({ pincode: s, zone: Number(s.charAt(0)) })
}
