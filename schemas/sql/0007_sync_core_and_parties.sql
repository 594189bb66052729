-- Replication core (DESIGN.md §3) and the parties table. Runs unchanged on hosted Supabase.
--
-- Every replicated table: id text primary key, owner (the signed-in user), rev (chosen by the client, +1 on
-- every local write), _modified (set only by the trigger below: the pull checkpoint), _deleted (soft delete).
-- The other columns mirror the RxDB document field for field, so the server never changes a document value.

-- clock_timestamp(), not now(): the checkpoint must follow commit order even inside one transaction.
create or replace function public.sync_touch() returns trigger language plpgsql as $$
begin
  new._modified := clock_timestamp();
  if tg_op = 'UPDATE' then
    new.owner := old.owner;
  end if;
  return new;
end $$;

-- One push call per batch: rows = [{ "new": doc, "assumed": master state this device last saw, or null }].
-- A row is written only if the stored rev equals the assumed one; otherwise the current row is returned as a
-- conflict for the client to merge. Invoker's rights, so row-level security and auth.uid() apply.
create or replace function public.sync_push(tbl regclass, rows jsonb) returns jsonb
language plpgsql security invoker set search_path = public as $f$
declare
  r jsonb;
  n jsonb;
  a jsonb;
  cur jsonb;
  cols text;
  conflicts jsonb := '[]'::jsonb;
begin
  if tbl::text not in ('parties', 'bookings', 'job_cards') then
    raise exception 'not a replicated table: %', tbl using errcode = '42501';
  end if;
  if jsonb_typeof(rows) is distinct from 'array' then
    raise exception 'rows must be an array' using errcode = '22023';
  end if;
  select string_agg(quote_ident(attname), ', ' order by attnum) into cols
    from pg_attribute
   where attrelid = tbl and attnum > 0 and not attisdropped and attname not in ('owner', '_modified');
  for r in select value from jsonb_array_elements(rows) loop
    n := r -> 'new';
    a := r -> 'assumed';
    if jsonb_typeof(n) is distinct from 'object' or coalesce(n ->> 'id', '') = '' then
      raise exception 'each row needs a document with an id' using errcode = '22023';
    end if;
    execute format('select to_jsonb(t) from %s t where id = $1 for update', tbl) into cur using n ->> 'id';
    if cur is null then
      execute format('insert into %s (%s) select %s from jsonb_populate_record(null::%s, $1)', tbl, cols, cols, tbl)
        using n;
    elsif jsonb_typeof(a) is distinct from 'object' or (a ->> 'rev')::int is distinct from (cur ->> 'rev')::int then
      conflicts := conflicts || jsonb_build_array(cur - 'owner' - '_modified');
    else
      execute format('update %s set (%s) = (select %s from jsonb_populate_record(null::%s, $1)) where id = $2',
        tbl, cols, cols, tbl) using n, n ->> 'id';
    end if;
  end loop;
  return conflicts;
end $f$;

-- Tombstones are purged after the retention window; a device offline longer than that does a full resync.
create or replace function public.sync_purge_deleted(days int default 90) returns int
language plpgsql security invoker set search_path = public as $f$
declare
  t text;
  n int;
  total int := 0;
begin
  if days < 30 then
    raise exception 'retention must be at least 30 days' using errcode = '22023';
  end if;
  foreach t in array array['parties', 'bookings', 'job_cards'] loop
    if to_regclass('public.' || t) is not null then
      execute format('delete from public.%I where _deleted and _modified < clock_timestamp() - make_interval(days => $1)', t)
        using days;
      get diagnostics n = row_count;
      total := total + n;
    end if;
  end loop;
  return total;
end $f$;

create table public.parties (
  id text primary key check (length(id) between 1 and 40),
  owner uuid not null default auth.uid() references auth.users(id) on delete cascade,
  rev int not null,
  created_at bigint not null,
  updated_at bigint not null,
  kind text not null check (kind in ('customer', 'supplier', 'financier', 'insurer')),
  name text not null,
  name_key text not null,
  mobile text,
  email text,
  address text,
  state_code text,
  gstin text,
  pan text,
  opening_balance bigint not null default 0,
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);
create index parties_pull on public.parties (owner, _modified, id);
create index parties_gstin on public.parties (owner, gstin) where gstin is not null;

create or replace function public.push_parties(rows jsonb) returns jsonb
language sql security invoker set search_path = public as $$ select public.sync_push('public.parties', rows) $$;

create trigger parties_touch before insert or update on public.parties
  for each row execute function public.sync_touch();

alter table public.parties enable row level security;
create policy parties_select on public.parties for select to authenticated using (owner = auth.uid());
create policy parties_insert on public.parties for insert to authenticated with check (owner = auth.uid());
create policy parties_update on public.parties for update to authenticated
  using (owner = auth.uid()) with check (owner = auth.uid());
create policy parties_delete on public.parties for delete to authenticated using (owner = auth.uid());

alter publication supabase_realtime add table public.parties;
