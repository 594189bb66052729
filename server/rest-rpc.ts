import type { IncomingMessage } from 'node:http'
import type { ServerContext } from './context.ts'
import type { FunctionInfo } from './db.ts'
import { withClaims } from './db.ts'
import { restError } from './rest-errors.ts'
import { parseQuery } from './rest-parse.ts'
import { jsonBody } from './rest-body.ts'
import { ident } from './rest-sql.ts'

type Outcome = { status: number; body?: string; headers?: Record<string, string> }

/** POST /rest/v1/rpc/fn with named JSON arguments (or GET with query arguments), invoker's rights as on Supabase. */
export async function handleRpc(
  ctx: ServerContext,
  claims: Record<string, unknown>,
  name: string,
  method: string,
  req: IncomingMessage,
  url: URL,
  single: boolean,
): Promise<Outcome> {
  let args: Record<string, unknown>
  if (method === 'POST') {
    const body = await jsonBody(req)
    if (body === undefined) args = {}
    else if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      args = body as Record<string, unknown>
    } else {
      throw restError(400, 'PGRST102', 'Empty or invalid json', 'RPC arguments must be a JSON object', null)
    }
  } else if (method === 'GET' || method === 'HEAD') {
    args = Object.fromEntries(parseQuery(url.searchParams, { filtersAreArgs: true }).rest)
  } else {
    throw restError(405, 'PGRST101', 'Only GET and POST are allowed for functions', null, null)
  }
  const given = Object.keys(args)
  const fn = (ctx.schema.functions.get(name) ?? []).find(
    (f) =>
      given.every((k) => f.args.some((a) => a.name === k)) &&
      f.args.every((a) => a.hasDefault || given.includes(a.name)),
  )
  if (!fn) {
    throw restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${given.sort().join(', ')}) in the schema cache`,
      null,
      'Check the function name and the argument names.',
    )
  }
  const params: unknown[] = []
  const callArgs = fn.args
    .filter((a) => given.includes(a.name))
    .map((a) => {
      params.push(encodeArg(args[a.name], a.type))
      const p = `$${params.length}`
      // Array arguments arrive as JSON arrays; build the Postgres array from them rather than parsing literals.
      const value = a.type.endsWith('[]')
        ? `(select array_agg(x) from jsonb_array_elements_text(${p}::jsonb) x)::${a.type}`
        : `${p}::${a.type}`
      return `${ident(a.name)} => ${value}`
    })
  const call = `public.${ident(fn.name)}(${callArgs.join(', ')})`
  const sql = sqlFor(fn, call)
  const r = await withClaims(ctx.db, claims, (tx) =>
    tx.query<{ body: string | null; n: number }>(sql, params),
  )
  if (fn.returnsVoid) return { status: 204, body: '' }
  const row = r.rows[0]
  const body = row?.body ?? 'null'
  if (single) {
    const n = fn.returnsSet ? Number(row?.n ?? 0) : 1
    if (n !== 1) {
      throw restError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${n} rows`,
        null,
      )
    }
    return { status: 200, body: fn.returnsSet ? body.trim().slice(1, -1) : body }
  }
  return { status: 200, body }
}

function sqlFor(fn: FunctionInfo, call: string): string {
  if (fn.returnsVoid) return `select ${call} as body, 1 as n`
  if (fn.returnsSet) {
    return `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from ${call} _r`
  }
  return `select to_json(_r)::text as body, 1 as n from ${call} _r`
}

function encodeArg(v: unknown, type: string): string | null {
  if (v === null || v === undefined) return null
  if (type === 'json' || type === 'jsonb' || type.endsWith('[]')) return JSON.stringify(v)
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  return JSON.stringify(v)
}
