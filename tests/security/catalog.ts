// What the security suite attacks, read from the database's own catalog, so a table, function or bucket added
// by a later migration is attacked without anyone editing the suite.
import type { Queryable } from '../../server/db.ts'

export type Column = { name: string; type: string; nullable: boolean; hasDefault: boolean }

export type Table = {
  name: string
  rls: boolean
  columns: Column[]
  primaryKey: string[]
  /** The column naming whose row it is (a uuid referencing auth.users), or null for shared tables. */
  tenant: string | null
  /** Roles that have a select policy at all (a table without one must answer them with no rows). */
  readableBy: Set<string>
  /** The module of the access map its writes need ('' = validity only), for replicated tables. */
  module: string | null
  published: boolean
}

export type Rpc = {
  name: string
  args: { name: string; type: string }[]
  anon: boolean
  authenticated: boolean
}

export type Bucket = { id: string; public: boolean; mimeTypes: string[] | null }

export type Catalog = { tables: Table[]; rpcs: Rpc[]; buckets: Bucket[] }

export async function readCatalog(db: Queryable): Promise<Catalog> {
  const tables = (
    await db.query<{ name: string; rls: boolean; published: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls,
              exists (select 1 from pg_publication_tables p
                       where p.pubname = 'supabase_realtime' and p.schemaname = 'public' and p.tablename = c.relname)
                as published
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    )
  ).rows
  const columns = (
    await db.query<Column & { table: string }>(
      `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
              not a.attnotnull as nullable, a.atthasdef or a.attidentity <> '' as "hasDefault"
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
    )
  ).rows
  const keys = (
    await db.query<{ table: string; column: string }>(
      `select c.relname as table, a.attname as column
         from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
         join lateral unnest(i.indkey) with ordinality k(attnum, ord) on true
         join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = 'public' and i.indisprimary order by c.relname, k.ord`,
    )
  ).rows
  const tenants = (
    await db.query<{ table: string; column: string }>(
      `select c.relname as table, a.attname as column
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
        where n.nspname = 'public' and k.contype = 'f' and k.confrelid = 'auth.users'::regclass
          and array_length(k.conkey, 1) = 1`,
    )
  ).rows
  const policies = (
    await db.query<{ table: string; roles: string[] }>(
      `select tablename as table, roles from pg_policies where schemaname = 'public' and cmd in ('SELECT', 'ALL')`,
    )
  ).rows
  // The module a replicated table's writes need (0019's sync_module); a table with a push function on a
  // database without it is taken to need a module, so the suite still expects its writes to be guarded.
  const hasModules =
    (
      await db.query(
        `select 1 from pg_proc where proname = 'sync_module' and pronamespace = 'public'::regnamespace`,
      )
    ).rows.length > 0
  const modules = new Map<string, string | null>()
  for (const t of tables) {
    if (hasModules) {
      const r = await db.query<{ module: string | null }>(
        `select public.sync_module($1::regclass) as module`,
        [`public.${t.name}`],
      )
      modules.set(t.name, r.rows[0]?.module ?? null)
    } else {
      const push = await db.query(
        `select 1 from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace`,
        [`push_${t.name}`],
      )
      modules.set(t.name, push.rows.length > 0 ? 'unknown' : null)
    }
  }
  const rpcs = (
    await db.query<{
      name: string
      names: string[] | null
      types: string[]
      anon: boolean
      authenticated: boolean
    }>(
      `select p.proname as name, p.proargnames as names,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as types,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
        order by p.proname`,
    )
  ).rows
  const buckets = (
    await db.query<{ id: string; public: boolean; mimeTypes: string[] | null }>(
      `select id, public, allowed_mime_types as "mimeTypes" from storage.buckets order by id`,
    )
  ).rows
  return {
    tables: tables.map((t) => {
      // One column per foreign key to auth.users; a table with several (none today) is owned by the first.
      const tenant = tenants.find((k) => k.table === t.name)?.column ?? null
      return {
        name: t.name,
        rls: t.rls,
        published: t.published,
        columns: columns.filter((c) => c.table === t.name).map(({ table: _t, ...c }) => c),
        primaryKey: keys.filter((k) => k.table === t.name).map((k) => k.column),
        tenant,
        readableBy: new Set(policies.filter((p) => p.table === t.name).flatMap((p) => p.roles)),
        module: modules.get(t.name) ?? null,
      }
    }),
    rpcs: rpcs.map((r) => ({
      name: r.name,
      args: r.types.map((type, i) => ({ name: r.names?.[i] ?? '', type })),
      anon: r.anon,
      authenticated: r.authenticated,
    })),
    buckets,
  }
}
