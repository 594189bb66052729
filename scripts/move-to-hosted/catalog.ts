// What the move reads of a database's catalog, the same queries on the embedded server's PGlite and on the
// hosted project's PostgreSQL: the tables of `public`, their columns and keys, the foreign keys between them,
// and the sequences of identity columns.

/** The part of a database connection the move uses: PGlite, node-postgres or a transaction of either. */
export type Sql = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

export type TableDef = {
  name: string
  /** Columns that take a value (generated columns are left out), in column order. */
  columns: string[]
  /** Column name → type as format_type writes it. */
  types: Map<string, string>
  primaryKey: string[]
  /** Tables of `public` this one references (its foreign keys). */
  references: string[]
}

export type Catalog = Map<string, TableDef>

export async function readCatalog(db: Sql, schema = 'public'): Promise<Catalog> {
  const cols = await db.query<{ table: string; name: string; type: string; generated: boolean }>(
    `select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attgenerated <> '' as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [schema],
  )
  const keys = await db.query<{ table: string; column: string }>(
    `select c.relname as "table", a.attname as "column"
       from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(i.indkey) with ordinality k(attnum, ord) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where n.nspname = $1 and i.indisprimary order by c.relname, k.ord`,
    [schema],
  )
  const fks = await db.query<{ table: string; ref: string }>(
    `select distinct c.relname as "table", r.relname as ref
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
    [schema],
  )
  const tables: Catalog = new Map()
  for (const c of cols.rows) {
    let t = tables.get(c.table)
    if (!t) {
      t = { name: c.table, columns: [], types: new Map(), primaryKey: [], references: [] }
      tables.set(c.table, t)
    }
    t.types.set(c.name, c.type)
    if (!c.generated) t.columns.push(c.name)
  }
  for (const k of keys.rows) tables.get(k.table)?.primaryKey.push(k.column)
  for (const f of fks.rows) if (f.ref !== f.table) tables.get(f.table)?.references.push(f.ref)
  return tables
}

/**
 * The tables in an order that satisfies their foreign keys: every table after the ones it references
 * (references to tables outside `names` are ignored; a cycle is broken by name order). Pure.
 */
export function copyOrder(tables: Pick<TableDef, 'name' | 'references'>[]): string[] {
  const byName = new Map(tables.map((t) => [t.name, t]))
  const done = new Set<string>()
  const visiting = new Set<string>()
  const order: string[] = []
  const visit = (name: string) => {
    if (done.has(name) || visiting.has(name)) return
    visiting.add(name)
    for (const ref of [...(byName.get(name)?.references ?? [])].sort()) if (byName.has(ref)) visit(ref)
    visiting.delete(name)
    done.add(name)
    order.push(name)
  }
  for (const name of [...byName.keys()].sort()) visit(name)
  return order
}

/** A quoted identifier. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`
