// Change capture for Realtime. PGlite has no logical replication (wal_level = replica), so an AFTER ROW
// trigger on every table of the supabase_realtime publication NOTIFYs the primary key of the changed row,
// and the row itself as it was committed when the notice stays under NOTIFY's 8000-byte cap. Each subscriber
// then re-reads the row under its own JWT, so row-level security decides what it may see; the event carries
// the committed row (on a real PostgreSQL the re-read can come after a later change of the same row), or
// the re-read one when the row was too large to travel. Installed at every start, never in
// schemas/sql: hosted Supabase captures changes from the WAL and must not get these triggers.
import type { Db, SchemaCache } from './db.ts'
import { ident } from './rest-sql.ts'

export const CHANGE_CHANNEL = 'autobahi_realtime'

export type ChangeNotice = {
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  pk: Record<string, unknown>
  /** The owning user of the row (user_id, owner, or users.id), used to route DELETE events. */
  owner: string | null
  ts: string
  /** The row as this change committed it (to_json, as the re-read gives it); absent for DELETE or a large row. */
  row?: Record<string, unknown> | null
}

const FUNCTION_SQL = `
create or replace function _autobahi.capture_change() returns trigger language plpgsql as $f$
declare
  rec jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  pk jsonb := '{}'::jsonb;
  k text;
  notice json;
  payload text;
begin
  foreach k in array string_to_array(tg_argv[0], ',') loop
    pk := pk || jsonb_build_object(k, rec -> k);
  end loop;
  notice := json_build_object(
    'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op, 'pk', pk,
    'owner', case when tg_argv[1] = '' then null else rec ->> tg_argv[1] end,
    'ts', to_json(clock_timestamp()));
  payload := case when tg_op = 'DELETE' then notice::text
    else left(notice::text, -1) || ',"row":' || to_json(new)::text || '}' end;
  if octet_length(payload) > 7900 then payload := notice::text; end if;
  perform pg_notify('${CHANGE_CHANNEL}', payload);
  return null;
end $f$;`

/** Tables of the publication that the capture triggers cover. */
export async function installCapture(db: Db, schema: SchemaCache): Promise<Set<string>> {
  await db.exec(`create schema if not exists _autobahi; ${FUNCTION_SQL}`)
  const pub = await db.query<{ tablename: string }>(
    `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
  )
  const tables = new Set<string>()
  for (const { tablename } of pub.rows) {
    const t = schema.tables.get(tablename)
    if (!t || t.primaryKey.length === 0) continue
    const owner = t.columns.has('user_id')
      ? 'user_id'
      : t.columns.has('owner')
        ? 'owner'
        : tablename === 'users'
          ? 'id'
          : ''
    const args = [t.primaryKey.join(','), owner].map((a) => `'${a.replace(/'/g, "''")}'`).join(', ')
    await db.exec(`drop trigger if exists _autobahi_realtime on public.${ident(tablename)};
      create trigger _autobahi_realtime after insert or update or delete on public.${ident(tablename)}
      for each row execute function _autobahi.capture_change(${args});`)
    tables.add(tablename)
  }
  return tables
}
