-- The company settings replicate like every other record, and the users row is pulled by checkpoint as the
-- device's offline copy of the profile (DESIGN.md §3: collections `settings` and `profile`). Runs unchanged on
-- hosted Supabase.

-- Sets only the pull checkpoint. sync_touch (0007) also pins `owner`, which neither table has: settings is
-- keyed by user_id, which row-level security already keeps to the signed-in user.
create or replace function public.sync_touch_modified() returns trigger language plpgsql as $$
begin
  new._modified := clock_timestamp();
  return new;
end $$;

-- settings: the RxDB document's fields plus _modified and _deleted. updated_at becomes the device's epoch
-- milliseconds like every replicated table's: the server never changes a document field, or every push after
-- a pull would be a false conflict. The column defaults (0003) stay the spec's defaults for rows made over REST.
drop trigger settings_touch_updated_at on public.settings;
alter table public.settings alter column updated_at drop default;
alter table public.settings alter column updated_at type bigint
  using (extract(epoch from updated_at) * 1000)::bigint;
alter table public.settings alter column updated_at set default (extract(epoch from clock_timestamp()) * 1000)::bigint;
alter table public.settings add column rev int not null default 1;
alter table public.settings add column created_at bigint not null default (extract(epoch from clock_timestamp()) * 1000)::bigint;
alter table public.settings add column _modified timestamptz not null default clock_timestamp();
alter table public.settings add column _deleted boolean not null default false;
create index settings_pull on public.settings (_modified, user_id);
create trigger settings_touch before insert or update on public.settings
  for each row execute function public.sync_touch_modified();

-- users: a checkpoint column, so an admin's change of access or validity reaches the user's pull (and Realtime,
-- which already publishes users since 0002, wakes it).
alter table public.users add column _modified timestamptz not null default clock_timestamp();
create index users_pull on public.users (_modified, id);
create trigger users_touch before insert or update on public.users
  for each row execute function public.sync_touch_modified();

-- sync_push learns the key column from the table's primary key instead of assuming `id`, so settings (keyed
-- by user_id) is pushed by the same function and the same rev rule as parties, bookings and job cards: one
-- place for the contract and its fixes (0011, 0015). The key's own type is used for the lookups (a uuid
-- compared as text would miss the primary key index). Same contract as 0015 otherwise.
create or replace function public.sync_push(tbl regclass, rows jsonb) returns jsonb
language plpgsql security invoker set search_path = public as $f$
declare
  cols text;
  key text;
  key_type text;
  ids text[];
  conflicts jsonb;
begin
  if tbl::text not in ('parties', 'bookings', 'job_cards', 'settings') then
    raise exception 'not a replicated table: %', tbl using errcode = '42501';
  end if;
  if jsonb_typeof(rows) is distinct from 'array' then
    raise exception 'rows must be an array' using errcode = '22023';
  end if;
  select a.attname, format_type(a.atttypid, a.atttypmod) into key, key_type
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
   where i.indrelid = tbl and i.indisprimary;
  if exists (
    select 1 from jsonb_array_elements(rows) r
     where jsonb_typeof(r -> 'new') is distinct from 'object' or coalesce(r -> 'new' ->> key, '') = ''
  ) then
    raise exception 'each row needs a document with its %', key using errcode = '22023';
  end if;
  select string_agg(quote_ident(attname), ', ' order by attnum) into cols
    from pg_attribute
   where attrelid = tbl and attnum > 0 and not attisdropped and attname not in ('owner', '_modified');
  select array_agg(r -> 'new' ->> key) into ids from jsonb_array_elements(rows) r;

  -- Rows already stored whose rev is not the one this device assumed (or that it thinks are new): conflicts.
  -- FOR UPDATE holds them until the writes below are done.
  execute format($q$
    with input as (
      select r -> 'new' ->> %2$L as k, r -> 'assumed' as assumed from jsonb_array_elements($1) r
    ), cur as (
      select t.%3$I::text as k, t.rev, to_jsonb(t) as row from %1$s t where t.%3$I = any($2::%4$s[]) for update
    )
    select coalesce(jsonb_agg(cur.row - 'owner' - '_modified'), '[]'::jsonb)
      from input join cur using (k)
     where jsonb_typeof(input.assumed) is distinct from 'object'
        or (input.assumed ->> 'rev')::int is distinct from cur.rev
  $q$, tbl, key, key, key_type) into conflicts using rows, ids;

  -- Accepted updates: the stored rev is the assumed one (a plain key column, so the join is an index lookup).
  execute format($q$
    with x as materialized (
      select (r -> 'new' ->> %3$L)::%4$s as k, r -> 'new' as doc, (r -> 'assumed' ->> 'rev')::int as assumed_rev
        from jsonb_array_elements($1) r
       where jsonb_typeof(r -> 'assumed') = 'object'
    )
    update %1$s t set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, x.doc))
      from x
     where t.%5$I = x.k and t.rev = x.assumed_rev
  $q$, tbl, cols, key, key_type, key) using rows, ids;

  -- New rows: those whose key is not stored yet (or not visible: row-level security then refuses the insert).
  execute format($q$
    insert into %1$s (%2$s)
    select %2$s from jsonb_populate_recordset(null::%1$s, (
      select coalesce(jsonb_agg(r -> 'new'), '[]'::jsonb) from jsonb_array_elements($1) r
       where not ((r -> 'new' ->> %3$L)::%4$s = any(array(select t.%5$I from %1$s t where t.%5$I = any($2::%4$s[]))))
    ))
  $q$, tbl, cols, key, key_type, key) using rows, ids;

  return conflicts;
end $f$;

create or replace function public.push_settings(rows jsonb) returns jsonb
language sql security invoker set search_path = public as $$ select public.sync_push('public.settings', rows) $$;
