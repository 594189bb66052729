// PostgREST URL grammar (the subset postgrest-js 2.119.0 produces), parsed into plain data.
// Pure functions: no SQL here; identifiers are checked against the real columns when SQL is built.
import {
  checkColumnList,
  checkFilterConditions,
  checkFilterDepth,
  checkFilterValue,
  checkInList,
  checkRegex,
} from './request-limits.ts'

export type FilterOp =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'is'
  | 'isdistinct'
  | 'in'
  | 'cs'
  | 'cd'
export const FILTER_OPS: readonly FilterOp[] = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
]

export type Filter = {
  kind: 'filter'
  column: string
  negate: boolean
  op: FilterOp
  value: string
  list?: string[]
}
export type Logic = { kind: 'logic'; op: 'and' | 'or'; negate: boolean; items: Condition[] }
export type Condition = Filter | Logic
export type SelectItem = { star: true } | { star: false; column: string; alias?: string; cast?: string }
export type OrderItem = { column: string; dir: 'asc' | 'desc'; nulls?: 'first' | 'last' }

export type ParsedQuery = {
  select: SelectItem[]
  where: Condition[]
  order: OrderItem[]
  limit?: number
  offset?: number
  onConflict?: string[]
  columns?: string[]
  /** Non-reserved parameters, kept for RPC GET calls where they are function arguments. */
  rest: [string, string][]
}

/** A client mistake in the query string: PostgREST's PGRST100 family, HTTP 400. */
export class QueryParseError extends Error {
  code: string
  details: string | null
  hint: string | null
  constructor(message: string, details: string | null = null, hint: string | null = null, code = 'PGRST100') {
    super(message)
    this.code = code
    this.details = details
    this.hint = hint
  }
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'or',
  'and',
  'not.or',
  'not.and',
])

export function parseQuery(params: URLSearchParams, opts: { filtersAreArgs?: boolean } = {}): ParsedQuery {
  const q: ParsedQuery = { select: [{ star: true }], where: [], order: [], rest: [] }
  for (const [key, value] of params) {
    switch (key) {
      case 'select':
        q.select = parseSelect(value)
        break
      case 'order':
        q.order = parseOrder(value)
        break
      case 'limit':
        q.limit = parseNonNegInt('limit', value)
        break
      case 'offset':
        q.offset = parseNonNegInt('offset', value)
        break
      case 'on_conflict':
        q.onConflict = splitColumns(key, value)
        break
      case 'columns':
        q.columns = splitColumns(key, value)
        break
      default:
        if (RESERVED.has(key)) {
          const negate = key.startsWith('not.')
          q.where.push({
            kind: 'logic',
            op: key.endsWith('or') ? 'or' : 'and',
            negate,
            items: parseLogicList(value),
          })
        } else if (opts.filtersAreArgs) {
          q.rest.push([key, value])
        } else {
          q.where.push(parseFilter(parseColumnName(key), value))
        }
    }
  }
  checkFilterConditions(countConditions(q.where))
  return q
}

/** Leaf conditions of a where list; logic trees are at most LIMITS.filterDepth deep, so recursion is safe. */
export function countConditions(where: readonly Condition[]): number {
  let count = 0
  for (const c of where) count += c.kind === 'logic' ? countConditions(c.items) : 1
  return count
}

function parseNonNegInt(name: string, v: string): number {
  if (!/^\d{1,9}$/.test(v)) {
    throw new QueryParseError(`"${name}" must be a non-negative integer`, `got "${v}"`)
  }
  return Number(v)
}

function splitColumns(param: string, v: string): string[] {
  const parts = splitTopLevel(v, ',')
  checkColumnList(param, parts.length)
  const cols = parts.map((c) => parseColumnName(c.trim()))
  if (cols.length === 0) throw new QueryParseError('Empty column list')
  return cols
}

/** A column reference: bare (letters, digits, _, $) or double-quoted. JSON paths and embeddings are not supported. */
export function parseColumnName(raw: string): string {
  const s = raw.trim()
  if (s.startsWith('"')) {
    if (s.length < 2 || !s.endsWith('"')) throw new QueryParseError(`Unterminated quoted column name ${raw}`)
    const inner = unquote(s)
    if (!inner) throw new QueryParseError('Empty column name')
    return inner
  }
  if (s.includes('->')) throw new QueryParseError(`JSON paths are not supported by this server: ${s}`)
  if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(s)) throw new QueryParseError(`"${s}" is not a valid column name`)
  return s
}

export function parseFilter(column: string, expr: string): Filter {
  let rest = expr
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const opText = dot < 0 ? rest : rest.slice(0, dot)
  if (!(FILTER_OPS as readonly string[]).includes(opText)) {
    throw new QueryParseError(
      `"failed to parse filter (${expr})" (line 1, column 1)`,
      `unknown or unsupported operator "${opText}"`,
      null,
    )
  }
  if (dot < 0) {
    throw new QueryParseError(`"failed to parse filter (${expr})"`, `operator "${opText}" needs a value`)
  }
  const op = opText as FilterOp
  const value = rest.slice(dot + 1)
  if (op === 'is') {
    if (!/^(null|true|false|unknown|not_null)$/i.test(value)) {
      throw new QueryParseError(
        `"failed to parse filter (${expr})"`,
        'is accepts null, not_null, true, false or unknown',
      )
    }
    return { kind: 'filter', column, negate, op, value: value.toLowerCase() }
  }
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw new QueryParseError(`"failed to parse filter (${expr})"`, 'in needs a list like in.(a,b)')
    }
    const inner = value.slice(1, -1)
    const items = inner === '' ? [] : splitTopLevel(inner, ',')
    checkInList(items.length)
    const list = items.map((v) => (v.trim().startsWith('"') ? unquote(v.trim()) : v))
    for (const v of list) checkFilterValue(v)
    return { kind: 'filter', column, negate, op, value, list }
  }
  checkFilterValue(value)
  if (op === 'match' || op === 'imatch') checkRegex(value)
  return { kind: 'filter', column, negate, op, value }
}

/**
 * `(a.eq.1,and(b.gt.2,c.is.null))` — the value of or=/and=, also used for nested and(...)/or(...). `depth`
 * is checked before anything inside is parsed, so hostile nesting never gets deeper than the limit here.
 */
export function parseLogicList(value: string, depth = 1): Condition[] {
  checkFilterDepth(depth)
  const v = value.trim()
  if (!v.startsWith('(') || !v.endsWith(')')) {
    throw new QueryParseError(`"failed to parse logic tree (${value})"`, 'expected a parenthesised list')
  }
  const items = splitTopLevel(v.slice(1, -1), ',')
  if (items.length === 0) throw new QueryParseError(`"failed to parse logic tree (${value})"`, 'empty list')
  return items.map((item) => parseLogicItem(item, depth))
}

function parseLogicItem(raw: string, depth: number): Condition {
  const item = raw.trim()
  const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(item)
  if (m) {
    return {
      kind: 'logic',
      op: m[2] as 'and' | 'or',
      negate: Boolean(m[1]),
      items: parseLogicList(m[3]!, depth + 1),
    }
  }
  // column, then ".", then [not.]op.value; the column may be quoted and contain dots.
  let colEnd: number
  if (item.startsWith('"')) {
    colEnd = findClosingQuote(item, 0) + 1
    if (item[colEnd] !== '.') throw new QueryParseError(`"failed to parse logic tree (${item})"`)
  } else {
    colEnd = item.indexOf('.')
    if (colEnd < 0) {
      throw new QueryParseError(`"failed to parse logic tree (${item})"`, 'expected column.operator.value')
    }
  }
  const column = parseColumnName(item.slice(0, colEnd))
  const f = parseFilter(column, item.slice(colEnd + 1))
  // Inside logic trees a value may be double-quoted to protect commas and parentheses.
  if (
    f.op !== 'in' &&
    f.op !== 'is' &&
    f.value.startsWith('"') &&
    f.value.endsWith('"') &&
    f.value.length >= 2
  ) {
    f.value = unquote(f.value)
  }
  return f
}

export function parseSelect(value: string): SelectItem[] {
  const parts = splitTopLevel(value, ',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
  checkColumnList('select', parts.length)
  if (parts.length === 0) return [{ star: true }]
  return parts.map((p): SelectItem => {
    if (p === '*') return { star: true }
    if (p.includes('(') || p.startsWith('...')) {
      throw new QueryParseError(
        `Embedded resources are not supported by this server: ${p}`,
        null,
        null,
        'PGRST100',
      )
    }
    let alias: string | undefined
    let body = p
    const colon = findAliasColon(p)
    if (colon > 0) {
      alias = parseColumnName(p.slice(0, colon))
      body = p.slice(colon + 1)
    }
    let cast: string | undefined
    const castAt = body.lastIndexOf('::')
    if (castAt > 0 && !body.slice(castAt).includes('"')) {
      cast = body
        .slice(castAt + 2)
        .trim()
        .toLowerCase()
      body = body.slice(0, castAt)
      if (!CASTS.has(cast)) {
        throw new QueryParseError(`Cast to "${cast}" is not supported`, `supported: ${[...CASTS].join(', ')}`)
      }
    }
    return { star: false, column: parseColumnName(body), alias, cast }
  })
}

const CASTS = new Set([
  'text',
  'int',
  'int4',
  'int8',
  'integer',
  'bigint',
  'numeric',
  'float8',
  'double precision',
  'boolean',
  'bool',
  'json',
  'jsonb',
  'date',
  'timestamptz',
  'uuid',
])

function findAliasColon(p: string): number {
  let inQuote = false
  for (let i = 0; i < p.length; i++) {
    const c = p[i]
    if (c === '"') inQuote = !inQuote
    else if (!inQuote && c === ':' && p[i + 1] !== ':' && p[i - 1] !== ':') return i
  }
  return -1
}

export function parseOrder(value: string): OrderItem[] {
  const items = splitTopLevel(value, ',')
  checkColumnList('order', items.length)
  return items.map((raw) => {
    const item = raw.trim()
    let colEnd = item.startsWith('"') ? findClosingQuote(item, 0) + 1 : item.indexOf('.')
    if (colEnd < 0) colEnd = item.length
    const column = parseColumnName(item.slice(0, colEnd))
    const mods = item
      .slice(colEnd)
      .split('.')
      .filter((m) => m !== '')
    const o: OrderItem = { column, dir: 'asc' }
    for (const m of mods) {
      if (m === 'asc' || m === 'desc') o.dir = m
      else if (m === 'nullsfirst') o.nulls = 'first'
      else if (m === 'nullslast') o.nulls = 'last'
      else {
        throw new QueryParseError(
          `"failed to parse order (${value})"`,
          `unexpected "${m}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        )
      }
    }
    return o
  })
}

/** Splits on sep outside parentheses and double quotes (backslash escapes inside quotes). */
export function splitTopLevel(s: string, sep: string): string[] {
  const out: string[] = []
  let depth = 0
  let inQuote = false
  let start = 0
  for (let i = 0; i < s.length; i++) {
    const c = s[i]
    if (inQuote) {
      if (c === '\\') i++
      else if (c === '"') inQuote = false
    } else if (c === '"') inQuote = true
    else if (c === '(') depth++
    else if (c === ')') {
      depth--
      if (depth < 0) throw new QueryParseError(`Unbalanced parentheses in "${s}"`)
    } else if (c === sep && depth === 0) {
      out.push(s.slice(start, i))
      start = i + 1
    }
  }
  if (inQuote) throw new QueryParseError(`Unterminated quote in "${s}"`)
  if (depth !== 0) throw new QueryParseError(`Unbalanced parentheses in "${s}"`)
  if (s.length > 0) out.push(s.slice(start))
  return out
}

function findClosingQuote(s: string, open: number): number {
  for (let i = open + 1; i < s.length; i++) {
    if (s[i] === '\\') i++
    else if (s[i] === '"') return i
  }
  throw new QueryParseError(`Unterminated quote in "${s}"`)
}

function unquote(s: string): string {
  return s.slice(1, -1).replace(/\\(.)/g, '$1')
}

export type Prefer = {
  return: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missingDefault: boolean
}

export function parsePrefer(header: string | string[] | undefined): Prefer {
  const p: Prefer = { return: 'minimal', missingDefault: false }
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '')
  for (const part of raw.split(',')) {
    const [k, v] = part
      .trim()
      .split('=')
      .map((x) => x.trim())
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) p.return = v
    else if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) p.count = v
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) p.resolution = v
    else if (k === 'missing' && v === 'default') p.missingDefault = true
  }
  return p
}

/** `Range: 0-9` (items) → offset/limit. Open-ended `5-` means from 5 on. */
export function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined
  const m = /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(header.trim())
  if (!m) return undefined
  const from = Number(m[1])
  if (m[2] === '') return { offset: from }
  const to = Number(m[2])
  if (to < from) {
    throw new QueryParseError('Requested range not satisfiable', `range ${header}`, null, 'PGRST103')
  }
  return { offset: from, limit: to - from + 1 }
}
