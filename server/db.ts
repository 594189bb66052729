import { PGlite } from '@electric-sql/pglite'
import type { JwtClaims } from './jwt.ts'

/** What a query answers on either backend (PGlite's shape; node-postgres' rowCount becomes affectedRows). */
export type QueryResult<T> = { rows: T[]; affectedRows?: number }

export type Queryable = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
}

/** One transaction's connection: bound parameters (query) or several statements without (exec). */
export type Tx = Queryable & { exec(sql: string): Promise<unknown> }

/**
 * The database as the server uses it, implemented by PGlite (one in-process connection) and by node-postgres
 * (server/db-pg.ts: pools on a real PostgreSQL). query/exec/transaction run as the database owner (auth,
 * storage buckets, migrations, seeding); apiTransaction runs on the connection PostgREST would use (the
 * authenticator login), where withClaims switches to the request's role.
 */
export type Db = Tx & {
  kind: 'pglite' | 'postgres'
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  apiTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  /** LISTEN on a channel; resolves to the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** The PGlite backend: the database itself is the owner and the API connection alike. */
export type PgliteDb = Db & { kind: 'pglite'; pglite: PGlite }

export async function openDb(dataDir: string | undefined, template?: Blob): Promise<PgliteDb> {
  const pg = await PGlite.create(dataDir ? { dataDir } : template ? { loadDataDir: template } : {})
  // PostgREST on Supabase answers in UTC; timestamps must look identical from both backends.
  await pg.exec(`set timezone = 'UTC'`)
  const transaction = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => pg.transaction((tx) => fn(tx))
  return {
    kind: 'pglite',
    pglite: pg,
    query: <T>(sql: string, params?: unknown[]) => pg.query<T>(sql, params),
    exec: (sql: string) => pg.exec(sql),
    transaction,
    apiTransaction: transaction,
    listen: async (channel, onPayload) => {
      const stop = await pg.listen(channel, onPayload)
      return () => stop()
    },
    close: () => pg.close(),
  }
}

export type RequestRole = 'anon' | 'authenticated' | 'service_role'

/**
 * Runs fn in one transaction as PostgREST does: a transaction-local role and request.jwt.claims,
 * so row-level security and auth.uid() behave as on Supabase. The role resets when the transaction ends.
 */
export async function withClaims<T>(db: Db, claims: JwtClaims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const role = roleOf(claims)
  return db.apiTransaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify(claims),
    ])
    return fn(tx)
  })
}

export function roleOf(claims: JwtClaims): RequestRole {
  return claims.role === 'service_role'
    ? 'service_role'
    : claims.role === 'authenticated'
      ? 'authenticated'
      : 'anon'
}

export type Column = { name: string; type: string; udt: string; hasDefault: boolean; nullable: boolean }
export type TableInfo = { schema: string; name: string; columns: Map<string, Column>; primaryKey: string[] }
export type FunctionArg = { name: string; type: string; hasDefault: boolean }
export type FunctionInfo = { name: string; args: FunctionArg[]; returnsSet: boolean; returnsVoid: boolean }

/** What PostgREST calls its schema cache: the tables and functions of the exposed schema, read from the catalog. */
export type SchemaCache = { tables: Map<string, TableInfo>; functions: Map<string, FunctionInfo[]> }

export async function loadSchemaCache(db: Queryable, schema = 'public'): Promise<SchemaCache> {
  const cols = await db.query<{
    table_name: string
    column_name: string
    type: string
    udt: string
    has_default: boolean
    nullable: boolean
  }>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
            t.typname as udt, a.atthasdef as has_default, not a.attnotnull as nullable
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [schema],
  )
  const pks = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(i.indkey) with ordinality k(attnum, ord) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where n.nspname = $1 and i.indisprimary order by c.relname, k.ord`,
    [schema],
  )
  const fns = await db.query<{
    name: string
    arg_names: string[] | null
    arg_types: string[] | null
    nargdefaults: number
    retset: boolean
    rettype: string
  }>(
    `select p.proname as name,
            case when p.proargmodes is null then p.proargnames
                 else array(select nm from unnest(p.proargnames, p.proargmodes::text[]) u(nm, md) where md in ('i', 'b', 'v')) end as arg_names,
            array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
            p.pronargdefaults as nargdefaults, p.proretset as retset, format_type(p.prorettype, null) as rettype
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f'`,
    [schema],
  )
  const tables = new Map<string, TableInfo>()
  for (const r of cols.rows) {
    let t = tables.get(r.table_name)
    if (!t) tables.set(r.table_name, (t = { schema, name: r.table_name, columns: new Map(), primaryKey: [] }))
    t.columns.set(r.column_name, {
      name: r.column_name,
      type: r.type,
      udt: r.udt,
      hasDefault: r.has_default,
      nullable: r.nullable,
    })
  }
  for (const r of pks.rows) tables.get(r.table_name)?.primaryKey.push(r.column_name)
  const functions = new Map<string, FunctionInfo[]>()
  for (const f of fns.rows) {
    const types = f.arg_types ?? []
    const args = types.map((type, i) => ({
      name: f.arg_names?.[i] ?? '',
      type,
      hasDefault: i >= types.length - f.nargdefaults,
    }))
    const list = functions.get(f.name) ?? []
    list.push({ name: f.name, args, returnsSet: f.retset, returnsVoid: f.rettype === 'void' })
    functions.set(f.name, list)
  }
  return { tables, functions }
}
