-- One call enables a replicated business table (issue 19: collections defined once). Every such table repeats
-- the same eight things: its module in the access map, the pull index, push_<table>, the touch trigger,
-- row-level security by company and access, the grants, the Realtime publication and the owner default.
-- private.sync_enable_table(table, module) does them all, checks the table has the columns replication needs,
-- and may run again on an enabled table (everything is replaced, not added twice). The new collections of the
-- books, sales and workshop issues are enabled by it; 0024 runs it on parties, bookings and job cards too, so
-- the one definition is what holds for every table.
--
-- The module of each table moves from sync_module's hard-coded list to private.sync_tables, which
-- sync_module reads. `private` is never exposed by the API (PostgREST serves `public` only), so the registry
-- and the enabling function need no grants and are no target for a dealer's request.

create schema if not exists private;
revoke all on schema private from public;

create table private.sync_tables (
  tbl regclass primary key,
  -- The access-map feature a write needs; '' = none, validity only (settings, logo).
  module text not null,
  -- A table whose rows need different features (vouchers: a receipt, an invoice…): the function that maps the
  -- value of this column to the feature. Null: every row needs `module`.
  module_column text,
  module_fn regproc
);

create or replace function public.sync_module(tbl regclass) returns text
language sql stable security definer set search_path = '' as $$
  select s.module from private.sync_tables s where s.tbl = sync_module.tbl
$$;

-- The feature a row of `tbl` needs, as an SQL expression over the row under the alias `alias`; null when the
-- table has one module for every row (sync_module).
create or replace function public.sync_module_expr(tbl regclass, alias text) returns text
language sql stable security definer set search_path = '' as $$
  select format('%s(%I.%I)', s.module_fn::text, alias, s.module_column)
    from private.sync_tables s where s.tbl = sync_module_expr.tbl and s.module_fn is not null
$$;
revoke execute on function public.sync_module_expr(regclass, text) from public;
grant execute on function public.sync_module_expr(regclass, text) to authenticated, service_role;

insert into private.sync_tables (tbl, module) values ('public.settings', '');

create or replace function private.sync_enable_table(
  tbl regclass,
  module text,
  module_column text default null,
  module_fn regproc default null
) returns void
language plpgsql set search_path = '' as $$
declare
  name text := (select c.relname from pg_class c where c.oid = tbl);
  missing text;
  -- What a write and a delete of a row need: one call per statement for a table of one module, per row when
  -- the row's own column decides.
  may_write text := case when module_fn is null then format('(select public.can_write(%L))', module)
                         else format('public.can_write(%s(%I))', module_fn::text, module_column) end;
  may_delete text := case when module_fn is null then format('(select public.can_write(%L, true))', module)
                          else format('public.can_write(%s(%I), true)', module_fn::text, module_column) end;
begin
  if (select n.nspname from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = tbl) <> 'public'
  then
    raise exception 'sync_enable_table: % is not in schema public', tbl;
  end if;
  -- What replication and the company rule read and write; a table without one of them cannot be enabled.
  select string_agg(format('%s %s', r.col, r.typ), ', ' order by r.ord) into missing
    from (values (1, 'id', 'text'), (2, 'owner', 'uuid'), (3, 'rev', 'integer'), (4, 'created_at', 'bigint'),
                 (5, 'updated_at', 'bigint'), (6, 'created_by', 'uuid'), (7, 'updated_by', 'uuid'),
                 (8, '_modified', 'timestamp with time zone'), (9, '_deleted', 'boolean')) r(ord, col, typ)
   where not exists (select 1 from pg_attribute a
                      where a.attrelid = tbl and a.attname = r.col and not a.attisdropped
                        and format_type(a.atttypid, null) = r.typ);
  if missing is not null then
    raise exception 'sync_enable_table: % lacks %', tbl, missing;
  end if;
  if not exists (select 1 from pg_constraint k
                  where k.conrelid = tbl and k.contype = 'f' and k.confrelid = 'auth.users'::regclass
                    and k.conkey = array[(select a.attnum from pg_attribute a
                                           where a.attrelid = tbl and a.attname = 'owner')]) then
    raise exception 'sync_enable_table: %.owner must reference auth.users', tbl;
  end if;
  if module is null or (module <> '' and module !~ '^[a-z_]+$') then
    raise exception 'sync_enable_table: bad module %', module;
  end if;
  if (module_fn is null) <> (module_column is null) then
    raise exception 'sync_enable_table: a module function needs its column, and the column its function';
  end if;

  insert into private.sync_tables as s (tbl, module, module_column, module_fn)
    values (tbl, module, module_column, module_fn)
    on conflict on constraint sync_tables_pkey do update
      set module = excluded.module, module_column = excluded.module_column, module_fn = excluded.module_fn;

  execute format('alter table %s alter column owner set default public.my_company()', tbl);
  -- A pull reads one company's rows from its checkpoint in (_modified, id) order.
  execute format('create index if not exists %I on %s (owner, _modified, id)', name || '_pull', tbl);

  execute format($f$create or replace function public.%I(rows jsonb) returns jsonb
    language sql security invoker set search_path = public as $b$ select public.sync_push(%L, rows) $b$ $f$,
    'push_' || name, tbl::text);
  execute format('revoke execute on function public.%I(jsonb) from public', 'push_' || name);
  execute format('grant execute on function public.%I(jsonb) to authenticated, service_role', 'push_' || name);

  execute format('drop trigger if exists %I on %s', name || '_touch', tbl);
  execute format('create trigger %I before insert or update on %s for each row execute function public.sync_touch()',
                 name || '_touch', tbl);

  -- The company's rows for every member; writes also ask can_write (0023's shape). `(select …)` makes each
  -- call an init plan, evaluated once per statement rather than once per row of a 1,000-row push.
  execute format('alter table %s enable row level security', tbl);
  execute format('drop policy if exists %I on %s', name || '_select', tbl);
  execute format('drop policy if exists %I on %s', name || '_insert', tbl);
  execute format('drop policy if exists %I on %s', name || '_update', tbl);
  execute format('drop policy if exists %I on %s', name || '_delete', tbl);
  execute format($p$create policy %I on %s for select to authenticated
    using (owner = (select public.my_company()))$p$, name || '_select', tbl);
  execute format($p$create policy %I on %s for insert to authenticated
    with check (owner = (select public.my_company()) and %s and (not _deleted or %s))$p$,
    name || '_insert', tbl, may_write, may_delete);
  execute format($p$create policy %I on %s for update to authenticated
    using (owner = (select public.my_company()))
    with check (owner = (select public.my_company()) and %s and (not _deleted or %s))$p$,
    name || '_update', tbl, may_write, may_delete);
  execute format($p$create policy %I on %s for delete to authenticated
    using (owner = (select public.my_company()) and %s)$p$, name || '_delete', tbl, may_delete);

  execute format('grant select, insert, update, delete on table %s to authenticated', tbl);
  execute format('grant all on table %s to service_role', tbl);

  if not exists (select 1 from pg_publication_tables p
                  where p.pubname = 'supabase_realtime' and p.schemaname = 'public' and p.tablename = name) then
    execute format('alter publication supabase_realtime add table %s', tbl);
  end if;
end $$;

revoke execute on function private.sync_enable_table(regclass, text, text, regproc) from public;

select private.sync_enable_table('public.parties', 'customers');
select private.sync_enable_table('public.bookings', 'bookings');
select private.sync_enable_table('public.job_cards', 'job_cards');
