// Indian mobile numbers: the one reading of what people type (a +91, 91 or trunk 0 in front; spaces,
// dashes, brackets or dots between the digits) for every form, import, search box and the contact page, so
// a number accepted in one place is accepted and stored alike in all of them. Stored as the 10-digit
// national number: that is what customers say aloud and what the search boxes match against.
import type { Result } from './result'
import { fail, ok } from './result'

const SEPARATORS = /[\s\-().]/g

export type MobileReason = 'empty' | 'length' | 'format'

/**
 * Validates an Indian mobile number, accepting +91 / 91 / 0 prefixes and spaces, dashes, brackets or dots;
 * returns the 10-digit national number. Mobile numbers start with 6–9 (TRAI national numbering plan).
 */
export function validateIndianMobile(input: string): Result<{ mobile: string; e164: string }, MobileReason> {
  let s = input.replace(SEPARATORS, '')
  if (s === '') return fail('empty')
  if (s.startsWith('+')) {
    if (!s.startsWith('+91')) return fail('format')
    s = s.slice(3)
  } else if (s.length === 12 && s.startsWith('91')) s = s.slice(2)
  else if (s.length === 11 && s.startsWith('0')) s = s.slice(1)
  if (!/^\d+$/.test(s)) return fail('format')
  if (s.length !== 10) return fail('length')
  if (!/^[6-9]/.test(s)) return fail('format')
  return ok({ mobile: s, e164: `+91${s}` })
}

/** The 10-digit national number, or null when `input` is not an Indian mobile number. */
export function normaliseIndianMobile(input: string): string | null {
  const r = validateIndianMobile(input)
  return r.ok ? r.value.mobile : null
}

/**
 * The digits to look for among stored mobile numbers when a search box holds (part of) a phone number, or
 * null when it holds anything else. Stored numbers have no country code or trunk 0, so a typed "+91", a
 * "91" before ten digits or a "0" before ten digits would otherwise find nothing.
 */
export function mobileSearchDigits(query: string): string | null {
  let s = query.trim().replace(SEPARATORS, '')
  if (!/^\+?\d+$/.test(s)) return null
  if (s.startsWith('+')) s = s.replace(/^\+(91)?/, '')
  else if (s.length === 12 && s.startsWith('91')) s = s.slice(2)
  else if (s.length === 11 && s.startsWith('0')) s = s.slice(1)
  return s === '' ? null : s
}
