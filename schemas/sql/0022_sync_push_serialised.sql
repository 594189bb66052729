-- sync_push is correct on a Postgres with many connections (issue 17). Two pushes of one dealer's table used to
-- run side by side: one stamped row X and was still open while the other stamped Y later and committed; a device
-- woken by Y pulled it and moved its checkpoint past X's stamp, so X, committed last, was never pulled. And two
-- devices pushing the same new key at once (each new device makes the settings row from the defaults) both
-- found it missing: one insert failed the whole batch with 23505, or, in the other order, one version was
-- dropped with no conflict reported.
--
-- The choice: pushes of one dealer's table are serialised by a transaction-scoped advisory lock taken before
-- anything is read. The pull checkpoint stays (_modified, id): under the lock every stamp of a push is taken
-- after the previous push of that dealer's table has committed, so stamps follow commit order per dealer and
-- table, which is all a pull (row-level security: one dealer's rows) can see. A second push of the same new
-- key then finds the first one's row and gets it back as a conflict. The lock is per dealer (today the signed-in
-- user, who owns the rows; the company once rows belong to it), so dealers never wait for each other, and a
-- device's pushes are already sequential. Cheaper than a sequence-based checkpoint, which would need a column
-- and an index change on every table and every device's checkpoint reset. Same contract as 0019 otherwise.

create or replace function public.sync_push(tbl regclass, rows jsonb) returns jsonb
language plpgsql security invoker set search_path = public as $f$
declare
  module text := public.sync_module(tbl);
  cols text;
  key text;
  key_type text;
  ids text[];
  conflicts jsonb;
  refused jsonb;
  write_no text;
  delete_no text;
begin
  -- One push at a time per dealer and table (see the header).
  perform pg_advisory_xact_lock(hashtext('sync_push:' || tbl::text || ':' || coalesce(auth.uid()::text, '')));
  if module is null then
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

  write_no := public.write_refusal(module, false);
  delete_no := public.write_refusal(module, true);
  select coalesce(jsonb_agg(jsonb_build_object('id', r -> 'new' ->> key, 'reason',
           case when (r -> 'new' ->> '_deleted')::boolean then delete_no else write_no end)), '[]'::jsonb)
    into refused
    from jsonb_array_elements(rows) r
   where case when (r -> 'new' ->> '_deleted')::boolean then delete_no else write_no end is not null;
  if jsonb_array_length(refused) > 0 then
    select coalesce(jsonb_agg(r), '[]'::jsonb) into rows
      from jsonb_array_elements(rows) r
     where case when (r -> 'new' ->> '_deleted')::boolean then delete_no else write_no end is null;
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

  return jsonb_build_object('conflicts', conflicts, 'refused', refused);
end $f$;
