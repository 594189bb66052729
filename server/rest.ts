import type { IncomingMessage, ServerResponse } from 'node:http'
import { requestClaims } from './claims.ts'
import type { ServerContext } from './context.ts'
import type { TableInfo, Tx } from './db.ts'
import { roleOf, withClaims } from './db.ts'
import { BodyTooLargeError, MAX_BODY_BYTES, sendRaw } from './http-util.ts'
import { jsonBody } from './rest-body.ts'
import { restError, toHttpError } from './rest-errors.ts'
import { parsePrefer, parseQuery, parseRange } from './rest-parse.ts'
import type { ParsedQuery, Prefer } from './rest-parse.ts'
import { handleRpc } from './rest-rpc.ts'
import { buildCount, buildDelete, buildInsert, buildRead, buildUpdate } from './rest-sql.ts'
import { checkUrlLength } from './request-limits.ts'
import type { Sql } from './rest-sql.ts'

const OBJECT_MEDIA = 'application/vnd.pgrst.object+json'
const JSON_TYPE = 'application/json; charset=utf-8'

type Outcome = { status: number; body?: string; headers?: Record<string, string> }

export async function handleRest(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  let role = roleOf({})
  try {
    checkUrlLength(req.url ?? '')
    const claims = requestClaims(ctx, req)
    role = roleOf(claims)
    const profile = req.headers['accept-profile'] ?? req.headers['content-profile']
    if (profile !== undefined && profile !== 'public') {
      throw restError(406, 'PGRST106', 'The schema must be one of the following: public', null, null)
    }
    const path = decodeURIComponent(url.pathname.replace(/^\/rest\/v1\/?/, '')).replace(/\/+$/, '')
    const method = req.method ?? 'GET'
    const single = (req.headers.accept ?? '').includes(OBJECT_MEDIA)
    let out: Outcome
    if (path === '') {
      out = {
        status: 200,
        body: JSON.stringify({
          info: { title: 'AutoBahi local PostgREST subset' },
          tables: [...ctx.schema.tables.keys()],
        }),
      }
    } else if (path.startsWith('rpc/')) {
      out = await handleRpc(ctx, claims, path.slice(4), method, req, url, single)
    } else {
      const table = ctx.schema.tables.get(path)
      if (!table || path.includes('/')) {
        throw restError(
          404,
          'PGRST205',
          `Could not find the table 'public.${path}' in the schema cache`,
          null,
          null,
        )
      }
      const q = parseQuery(url.searchParams)
      const prefer = parsePrefer(req.headers.prefer)
      out = await tableRequest(ctx, claims, table, method, q, prefer, req, single)
    }
    const headers: Record<string, string> = {
      'Content-Type': single ? `${OBJECT_MEDIA}; charset=utf-8` : JSON_TYPE,
      ...out.headers,
    }
    sendRaw(res, out.status, method === 'HEAD' ? '' : (out.body ?? ''), headers)
  } catch (e) {
    const err =
      e instanceof BodyTooLargeError
        ? restError(
            413,
            'PGRST413',
            'Payload Too Large',
            `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
            'Send smaller batches.',
          )
        : toHttpError(e, role)
    if (err.status >= 500) console.error('rest error', e)
    sendRaw(res, err.status, JSON.stringify(err.body), { 'Content-Type': JSON_TYPE, ...err.headers })
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

async function tableRequest(
  ctx: ServerContext,
  claims: Record<string, unknown>,
  t: TableInfo,
  method: string,
  q: ParsedQuery,
  prefer: Prefer,
  req: IncomingMessage,
  single: boolean,
): Promise<Outcome> {
  if (method === 'GET' || method === 'HEAD') {
    const range = parseRange(typeof req.headers.range === 'string' ? req.headers.range : undefined) ?? {
      offset: 0,
    }
    const offset = (q.offset ?? 0) + range.offset
    const limit =
      q.limit !== undefined && range.limit !== undefined
        ? Math.min(q.limit, range.limit)
        : (q.limit ?? range.limit)
    const read = buildRead(t, q, { offset, limit })
    const count = prefer.count ? buildCount(t, q) : undefined
    const { body, n, total } = await withClaims(ctx.db, claims, async (tx) => {
      const r = await run(tx, read)
      const c = count
        ? Number((await tx.query<{ n: number }>(count.text, count.params)).rows[0]?.n ?? 0)
        : undefined
      return { ...r, total: c }
    })
    if (single) return singleOutcome(200, body, n)
    const contentRange = `${n > 0 ? `${offset}-${offset + n - 1}` : '*'}/${total ?? '*'}`
    const partial = total !== undefined && n < total
    return { status: partial ? 206 : 200, body, headers: { 'Content-Range': contentRange } }
  }
  if (q.limit !== undefined || q.offset !== undefined) {
    throw restError(
      400,
      'PGRST100',
      'limit and offset are only supported on reads by this server',
      null,
      null,
    )
  }
  const returning = prefer.return === 'representation' || single
  const opts = { returning, select: q.select }
  let sql: Sql
  let status: number
  if (method === 'POST') {
    const body = await jsonBody(req)
    const rows = Array.isArray(body) ? body : [body]
    if (rows.length === 0) {
      return {
        status: returning ? 201 : 201,
        body: returning ? '[]' : '',
        headers: { 'Content-Range': '*/0' },
      }
    }
    if (!rows.every(isObject)) {
      throw restError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Expected a JSON object or an array of objects',
        null,
      )
    }
    const columns = q.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))]
    const upsert = prefer.resolution
      ? { onConflict: q.onConflict ?? t.primaryKey, resolution: prefer.resolution }
      : undefined
    if (upsert && upsert.onConflict.length === 0) {
      throw restError(400, 'PGRST100', `Table ${t.name} has no primary key; pass on_conflict`, null, null)
    }
    sql = buildInsert(t, rows, columns, upsert, opts)
    status = 201
  } else if (method === 'PATCH') {
    const body = await jsonBody(req)
    if (!isObject(body)) {
      throw restError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object', null)
    }
    requireFilter(q, 'UPDATE')
    if (Object.keys(body).length === 0) return { status: returning ? 200 : 204, body: returning ? '[]' : '' }
    sql = buildUpdate(t, body, q.where, opts)
    status = returning ? 200 : 204
  } else if (method === 'DELETE') {
    requireFilter(q, 'DELETE')
    sql = buildDelete(t, q.where, opts)
    status = returning ? 200 : 204
  } else {
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null, null)
  }
  const { body, n } = await withClaims(ctx.db, claims, async (tx) => {
    const r = await run(tx, sql, !returning)
    // A single-object write that touched 0 or 2+ rows is undone, as PostgREST does.
    if (single && r.n !== 1) throw singleError(r.n)
    return r
  })
  if (single) return singleOutcome(status === 204 ? 200 : status, body, n)
  return { status, body: returning ? body : '', headers: { 'Content-Range': `*/${n}` } }
}

/** Supabase runs pg_safeupdate: a write without a WHERE clause is refused rather than touching every row. */
function requireFilter(q: ParsedQuery, verb: string): void {
  if (q.where.length === 0) {
    throw restError(400, '21000', `${verb} requires a WHERE clause`, null, 'Add a filter such as id=eq.<id>.')
  }
}

async function run(tx: Tx, sql: Sql, minimal = false): Promise<{ body: string; n: number }> {
  const r = await tx.query<{ body: string; n: number }>(sql.text, sql.params)
  if (minimal) return { body: '', n: r.affectedRows ?? 0 }
  const row = r.rows[0]
  return { body: row?.body ?? '[]', n: Number(row?.n ?? 0) }
}

function singleError(n: number) {
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
    null,
  )
}

function singleOutcome(status: number, body: string, n: number): Outcome {
  if (n !== 1) throw singleError(n)
  // body is a one-element JSON array built by json_agg: strip the brackets to get the object itself.
  return { status, body: body.trim().slice(1, -1) }
}
