-- sync_push, set-based: the whole batch in three statements (conflicts, inserts, updates) instead of a
-- statement per row. Same contract as 0007: a row is written only if the stored rev equals the assumed one;
-- otherwise the stored row comes back as a conflict. 1,000 rows took ~7 s row by row under load.
create or replace function public.sync_push(tbl regclass, rows jsonb) returns jsonb
language plpgsql security invoker set search_path = public as $f$
declare
  cols text;
  conflicts jsonb;
begin
  if tbl::text not in ('parties', 'bookings', 'job_cards') then
    raise exception 'not a replicated table: %', tbl using errcode = '42501';
  end if;
  if jsonb_typeof(rows) is distinct from 'array' then
    raise exception 'rows must be an array' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(rows) r
     where jsonb_typeof(r -> 'new') is distinct from 'object' or coalesce(r -> 'new' ->> 'id', '') = ''
  ) then
    raise exception 'each row needs a document with an id' using errcode = '22023';
  end if;
  select string_agg(quote_ident(attname), ', ' order by attnum) into cols
    from pg_attribute
   where attrelid = tbl and attnum > 0 and not attisdropped and attname not in ('owner', '_modified');

  -- Rows already stored whose rev is not the one this device assumed (or that it thinks are new): conflicts.
  -- FOR UPDATE holds them until the writes below are done.
  execute format($q$
    with input as (
      select r -> 'new' ->> 'id' as id, r -> 'assumed' as assumed from jsonb_array_elements($1) r
    ), cur as (
      select t.id, t.rev, to_jsonb(t) as row from %1$s t where t.id in (select id from input) for update
    )
    select coalesce(jsonb_agg(cur.row - 'owner' - '_modified'), '[]'::jsonb)
      from input join cur using (id)
     where jsonb_typeof(input.assumed) is distinct from 'object'
        or (input.assumed ->> 'rev')::int is distinct from cur.rev
  $q$, tbl) into conflicts using rows;

  -- Accepted updates: the stored rev is the assumed one.
  execute format($q$
    update %1$s t set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, x.doc))
      from (select r -> 'new' as doc, r -> 'assumed' as assumed from jsonb_array_elements($1) r) x
     where t.id = x.doc ->> 'id'
       and jsonb_typeof(x.assumed) = 'object'
       and (x.assumed ->> 'rev')::int = t.rev
  $q$, tbl, cols) using rows;

  -- New rows.
  execute format($q$
    insert into %1$s (%2$s)
    select %2$s from jsonb_populate_recordset(null::%1$s, (
      select coalesce(jsonb_agg(r -> 'new'), '[]'::jsonb) from jsonb_array_elements($1) r
       where not exists (select 1 from %1$s t where t.id = r -> 'new' ->> 'id')
    ))
  $q$, tbl, cols) using rows;

  return conflicts;
end $f$;
