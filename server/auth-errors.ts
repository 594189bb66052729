import { HttpError } from './http-util.ts'

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
