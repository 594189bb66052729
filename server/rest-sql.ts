// Turns a parsed PostgREST request into one parameterised SQL statement. Every identifier is checked against
// the table's real columns and then quoted; every value is a bind parameter. Nothing from the URL is pasted in.
import type { TableInfo } from './db.ts'
import { QueryParseError } from './rest-parse.ts'
import type { Condition, OrderItem, ParsedQuery, SelectItem } from './rest-parse.ts'

export type Sql = { text: string; params: unknown[] }

export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`
export const tableRef = (t: TableInfo): string => `${ident(t.schema)}.${ident(t.name)}`

class Params {
  list: unknown[] = []
  add(v: unknown): string {
    this.list.push(v)
    return `$${this.list.length}`
  }
}

export function checkColumn(t: TableInfo, name: string): string {
  if (!t.columns.has(name)) {
    throw new QueryParseError(`column ${t.name}.${name} does not exist`, null, null, '42703')
  }
  return ident(name)
}

function conditionSql(t: TableInfo, c: Condition, p: Params, q: string): string {
  if (c.kind === 'logic') {
    const parts = c.items.map((i) => conditionSql(t, i, p, q))
    const joined = `(${parts.join(c.op === 'and' ? ' and ' : ' or ')})`
    return c.negate ? `not ${joined}` : joined
  }
  const col = `${q}${checkColumn(t, c.column)}`
  let e: string
  switch (c.op) {
    case 'eq':
      e = `${col} = ${p.add(c.value)}`
      break
    case 'neq':
      e = `${col} <> ${p.add(c.value)}`
      break
    case 'gt':
      e = `${col} > ${p.add(c.value)}`
      break
    case 'gte':
      e = `${col} >= ${p.add(c.value)}`
      break
    case 'lt':
      e = `${col} < ${p.add(c.value)}`
      break
    case 'lte':
      e = `${col} <= ${p.add(c.value)}`
      break
    // PostgREST lets clients write * for % in URLs, where % would need escaping.
    case 'like':
      e = `${col}::text like ${p.add(c.value.replace(/\*/g, '%'))}`
      break
    case 'ilike':
      e = `${col}::text ilike ${p.add(c.value.replace(/\*/g, '%'))}`
      break
    case 'match':
      e = `${col}::text ~ ${p.add(c.value)}`
      break
    case 'imatch':
      e = `${col}::text ~* ${p.add(c.value)}`
      break
    case 'isdistinct':
      e = `${col} is distinct from ${p.add(c.value)}`
      break
    case 'cs':
      e = `${col} @> ${p.add(c.value)}`
      break
    case 'cd':
      e = `${col} <@ ${p.add(c.value)}`
      break
    case 'in':
      e = c.list && c.list.length > 0 ? `${col} in (${c.list.map((v) => p.add(v)).join(', ')})` : 'false'
      break
    case 'is': {
      const kw = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[
        c.value
      ]
      if (!kw) throw new QueryParseError(`invalid is value ${c.value}`)
      e = `${col} is ${kw}`
      break
    }
  }
  return c.negate ? `not (${e})` : e
}

export function whereSql(t: TableInfo, where: Condition[], p: Params, qualifier = ''): string {
  if (where.length === 0) return ''
  return ` where ${where.map((c) => conditionSql(t, c, p, qualifier)).join(' and ')}`
}

export function selectListSql(t: TableInfo, items: SelectItem[], qualifier = ''): string {
  return items
    .map((i) => {
      if (i.star) return `${qualifier}*`
      const col = `${qualifier}${checkColumn(t, i.column)}`
      const expr = i.cast ? `${col}::${i.cast}` : col
      return `${expr} as ${ident(i.alias ?? i.column)}`
    })
    .join(', ')
}

function orderSql(t: TableInfo, order: OrderItem[]): string {
  if (order.length === 0) return ''
  return ` order by ${order.map((o) => `${checkColumn(t, o.column)} ${o.dir}${o.nulls ? ` nulls ${o.nulls}` : ''}`).join(', ')}`
}

const AGG = `coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n`

/** Builds body (JSON array text) and n (row count) in SQL, so values keep Postgres' own JSON form. */
export function buildRead(t: TableInfo, q: ParsedQuery, range: { offset: number; limit?: number }): Sql {
  const p = new Params()
  let text = `select ${selectListSql(t, q.select)} from ${tableRef(t)}${whereSql(t, q.where, p)}${orderSql(t, q.order)}`
  if (range.limit !== undefined) text += ` limit ${p.add(range.limit)}`
  if (range.offset > 0) text += ` offset ${p.add(range.offset)}`
  return { text: `select ${AGG} from (${text}) _r`, params: p.list }
}

export function buildCount(t: TableInfo, q: ParsedQuery): Sql {
  const p = new Params()
  return { text: `select count(*)::int as n from ${tableRef(t)}${whereSql(t, q.where, p)}`, params: p.list }
}

export type WriteOptions = { returning: boolean; select: SelectItem[] }

function wrapReturning(sql: string, t: TableInfo, o: WriteOptions): string {
  if (!o.returning) return sql
  return `with _w as (${sql} returning _t.*) select ${AGG} from (select ${selectListSql(t, o.select)} from _w) _r`
}

export function buildInsert(
  t: TableInfo,
  rows: Record<string, unknown>[],
  columns: string[],
  upsert: { onConflict: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' } | undefined,
  o: WriteOptions,
): Sql {
  const p = new Params()
  const cols = columns.map((c) => checkColumnForWrite(t, c))
  let sql: string
  if (cols.length === 0) {
    if (rows.length !== 1) {
      throw new QueryParseError('Cannot insert several rows with no columns', null, null, 'PGRST102')
    }
    sql = `insert into ${tableRef(t)} as _t default values`
  } else {
    // json_populate_recordset converts each JSON value to the column's own type, as PostgREST does.
    sql = `insert into ${tableRef(t)} as _t (${cols.join(', ')}) select ${cols.join(', ')} from json_populate_recordset(null::${tableRef(t)}, ${p.add(JSON.stringify(rows))}::json)`
  }
  if (upsert) {
    const target = upsert.onConflict.map((c) => checkColumn(t, c)).join(', ')
    const updates = cols.filter((c) => !upsert.onConflict.map(ident).includes(c))
    if (upsert.resolution === 'ignore-duplicates' || updates.length === 0) {
      sql += ` on conflict (${target}) do nothing`
    } else {
      sql += ` on conflict (${target}) do update set ${updates.map((c) => `${c} = excluded.${c}`).join(', ')}`
    }
  }
  return { text: wrapReturning(sql, t, o), params: p.list }
}

export function buildUpdate(
  t: TableInfo,
  patch: Record<string, unknown>,
  where: Condition[],
  o: WriteOptions,
): Sql {
  const p = new Params()
  const cols = Object.keys(patch).map((c) => checkColumnForWrite(t, c))
  const patchParam = p.add(JSON.stringify(patch))
  const sets = cols.map((c) => `${c} = _p.${c}`).join(', ')
  const sql = `update ${tableRef(t)} as _t set ${sets} from json_populate_record(null::${tableRef(t)}, ${patchParam}::json) as _p${whereSql(t, where, p, '_t.')}`
  return { text: wrapReturning(sql, t, o), params: p.list }
}

export function buildDelete(t: TableInfo, where: Condition[], o: WriteOptions): Sql {
  const p = new Params()
  const sql = `delete from ${tableRef(t)} as _t${whereSql(t, where, p, '_t.')}`
  return { text: wrapReturning(sql, t, o), params: p.list }
}

function checkColumnForWrite(t: TableInfo, name: string): string {
  if (!t.columns.has(name)) {
    throw new QueryParseError(
      `Could not find the '${name}' column of '${t.name}' in the schema cache`,
      null,
      null,
      'PGRST204',
    )
  }
  return ident(name)
}
