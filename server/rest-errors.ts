import { HttpError } from './http-util.ts'
import type { RequestRole } from './db.ts'
import { QueryParseError } from './rest-parse.ts'
import { LimitError } from './request-limits.ts'

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  return new HttpError(status, { code, message, details, hint })
}

type PgError = { code?: string; message?: string; detail?: string; hint?: string }

/**
 * PostgREST's SQLSTATE → HTTP status table (docs "Errors"), so supabase-js sees the same statuses as on
 * Supabase — except class 54 "program limit exceeded" (54001 statement too complex, 54011 too many columns,
 * 54023 too many arguments): PostgREST answers 500, but here only the shape of a request can cause it, so it
 * is the client's error, 400.
 */
export function statusForSqlState(code: string, role: RequestRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '42883' || code === '42P01') return 404
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === 'P0001') return 400
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const cls = code.slice(0, 2)
  switch (cls) {
    case '08':
      return 503
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '53':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'XX':
      return 500
    case '0L':
    case '0P':
    case '28':
      return 403
    case '22':
    case '23':
    case '42':
    case '54':
    case 'P0':
      return 400
    default:
      return 400
  }
}

export function toHttpError(e: unknown, role: RequestRole): HttpError {
  if (e instanceof HttpError) return e
  if (e instanceof QueryParseError) {
    const status = e.code === 'PGRST103' ? 416 : 400
    return restError(status, e.code, e.message, e.details, e.hint)
  }
  if (e instanceof LimitError) return restError(400, e.code, e.message, e.details, e.hint)
  if (e instanceof URIError) {
    return restError(400, 'PGRST100', 'Malformed percent-encoding in the URL', e.message, null)
  }
  const pg = e as PgError
  if (pg && typeof pg.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code)) {
    return restError(
      statusForSqlState(pg.code, role),
      pg.code,
      pg.message ?? 'database error',
      pg.detail ?? null,
      pg.hint ?? null,
    )
  }
  return restError(500, 'PGRST000', 'Internal server error', e instanceof Error ? e.message : String(e))
}
