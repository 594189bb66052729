import type { IncomingMessage, ServerResponse } from 'node:http'
import { LIMITS } from './request-limits.ts'

export const MAX_BODY_BYTES = LIMITS.restBodyBytes

/** Thrown by handlers; turned into a JSON response by the router. */
export class HttpError extends Error {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(
      typeof body.message === 'string'
        ? body.message
        : typeof body.msg === 'string'
          ? body.msg
          : `HTTP ${status}`,
    )
    this.status = status
    this.body = body
    this.headers = headers
  }
}

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    req.resume()
    throw new BodyTooLargeError()
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      // Keep draining without storing, so the client can still read our 413 answer.
      req.resume()
      throw new BodyTooLargeError()
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendRaw(res, status, body === undefined ? '' : JSON.stringify(body), {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  })
}

export function sendRaw(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) })
  res.end(body)
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization
  if (typeof h === 'string' && /^bearer\s+/i.test(h)) return h.replace(/^bearer\s+/i, '').trim()
  const apikey = req.headers.apikey
  return typeof apikey === 'string' && apikey ? apikey : undefined
}

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD',
  'Access-Control-Allow-Headers':
    'authorization,apikey,content-type,prefer,range,range-unit,accept-profile,content-profile,x-client-info,x-supabase-api-version,x-upsert,cache-control,x-retry-count',
  'Access-Control-Expose-Headers': 'content-range,x-total-count,link,x-supabase-api-version,location',
  'Access-Control-Max-Age': '86400',
}
