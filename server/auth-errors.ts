import { HttpError } from './http-util.ts'
import { MAX_PASSWORD_BYTES } from './passwords.ts'
import type { LimitError } from './request-limits.ts'

// GoTrue answers with this header; supabase-js then reads `code` as the machine-readable error code.
export const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' }

export function authError(
  status: number,
  code: string,
  msg: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, { code, error_code: code, msg, ...extra }, API_VERSION)
}

/** GoTrue's answer to a password over bcrypt's 72 bytes (checked before any other password rule). */
export const passwordTooLongError = (): HttpError =>
  authError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)

/** A request over one of the server's limits, in GoTrue's shape: 400 validation_failed. */
export function authLimitError(e: LimitError): HttpError {
  return authError(400, 'validation_failed', `${e.message}: ${e.details}`)
}
