-- A pushed row equal to the stored one is not a write (issue 18's staff, found in CI).
--
-- RxDB keeps, beside each pulled document, the server state it was pulled at. When replication stops between
-- writing a pulled document and writing that state (the app restarts its sync when the signed-in profile
-- arrives, or a tab is closed), the document looks like a local change and is pushed back unchanged, as if
-- new. For the company's owner that ends in a conflict the merge settles, but a staff member may not write
-- the table (the settings are the owner's): the row was refused and held for ever, the sync badge saying
-- "Changes held" about a change nobody made. Now rows equal to the stored ones, as far as the caller may
-- read them, skip the access check (they write nothing) and go on to the conflict check, which answers the
-- stored row. Who wrote a row (owner, created_by, updated_by: set by the server) and `_modified` are not
-- compared.
--
-- Also for one dealership with staff (0023): the stored row of a unique-key clash is looked up by company,
-- not by the pushing user, so a member sees the number another device of the company took.
--
-- And for the books (issue 19): a table whose rows need different features (0024's registry names the column
-- and the function, as for vouchers by their type) is checked row by row, once per feature; and a row the
-- table's own trigger refuses with AB410 (a posted voucher changes only where the law lets it) comes back as
-- a conflict with the stored row, like a stale edit, instead of failing the batch. The function is written
-- out whole, replacing 0022's and 0023's rewrite of its lock key.
create or replace function public.sync_push(tbl regclass, rows jsonb) returns jsonb
language plpgsql security invoker set search_path = public as $f$
declare
  module text := public.sync_module(tbl);
  module_expr text := public.sync_module_expr(tbl, 'r');
  cols text;
  key text;
  key_type text;
  ids text[];
  conflicts jsonb;
  refused jsonb;
  unchanged text[] := '{}';
  clashes jsonb := '[]'::jsonb;
  write_no text;
  delete_no text;
  update_sql text;
  insert_sql text;
  r jsonb;
  one_id text;
  clash_name text;
  clash_cols text[];
  clash_row jsonb;
begin
  -- One push at a time per dealer and table (0019).
  perform pg_advisory_xact_lock(hashtext('sync_push:' || tbl::text || ':' || coalesce(public.my_company()::text, '')));
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
    select 1 from jsonb_array_elements(rows) x
     where jsonb_typeof(x -> 'new') is distinct from 'object' or coalesce(x -> 'new' ->> key, '') = ''
  ) then
    raise exception 'each row needs a document with its %', key using errcode = '22023';
  end if;

  write_no := public.write_refusal(module, false);
  delete_no := public.write_refusal(module, true);
  if write_no is not null or delete_no is not null or module_expr is not null then
    -- Rows equal to the stored ones (as far as the caller may see them) write nothing, so they need no access.
    execute format($q$
      select coalesce(array_agg(x -> 'new' ->> %2$L), '{}') from jsonb_array_elements($1) x
        join %1$s t on t.%2$I::text = x -> 'new' ->> %2$L
       where to_jsonb(jsonb_populate_record(null::%1$s, x -> 'new')) - %3$L - %4$L - %5$L - %6$L
           = to_jsonb(t) - %3$L - %4$L - %5$L - %6$L
    $q$, tbl, key, 'owner', '_modified', 'created_by', 'updated_by') into unchanged using rows;
  end if;
  if module_expr is null then
    select coalesce(jsonb_agg(jsonb_build_object('id', x -> 'new' ->> key, 'reason',
             case when (x -> 'new' ->> '_deleted')::boolean then delete_no else write_no end)), '[]'::jsonb)
      into refused
      from jsonb_array_elements(rows) x
     where case when (x -> 'new' ->> '_deleted')::boolean then delete_no else write_no end is not null
       and not (x -> 'new' ->> key) = any(unchanged);
  else
    -- Each row needs the feature its own column names (a voucher: by its type), asked once per feature.
    execute format($q$
      with need as (
        select x -> 'new' ->> %2$L as id, %3$s as module,
               coalesce((x -> 'new' ->> '_deleted')::boolean, false) as deleting
          from jsonb_array_elements($1) x
          cross join lateral jsonb_populate_record(null::%1$s, x -> 'new') r
         where not (x -> 'new' ->> %2$L) = any($2)
      ), answer as (
        select module, deleting, public.write_refusal(module, deleting) as reason
          from (select distinct module, deleting from need) d
      )
      select coalesce(jsonb_agg(jsonb_build_object('id', need.id, 'reason', answer.reason)), '[]'::jsonb)
        from need join answer using (module, deleting)
       where answer.reason is not null
    $q$, tbl, key, module_expr) into refused using rows, unchanged;
  end if;
  if jsonb_array_length(refused) > 0 then
    select coalesce(jsonb_agg(x), '[]'::jsonb) into rows
      from jsonb_array_elements(rows) x
     where not (x -> 'new' ->> key) in (select e ->> 'id' from jsonb_array_elements(refused) e);
  end if;

  select string_agg(quote_ident(attname), ', ' order by attnum) into cols
    from pg_attribute
   where attrelid = tbl and attnum > 0 and not attisdropped and attname not in ('owner', '_modified');
  select array_agg(x -> 'new' ->> key) into ids from jsonb_array_elements(rows) x;

  -- Rows already stored whose rev is not the one this device assumed (or that it thinks are new): conflicts.
  -- FOR UPDATE holds them until the writes below are done.
  execute format($q$
    with input as (
      select x -> 'new' ->> %2$L as k, x -> 'assumed' as assumed from jsonb_array_elements($1) x
    ), cur as (
      select t.%3$I::text as k, t.rev, to_jsonb(t) as row from %1$s t where t.%3$I = any($2::%4$s[]) for update
    )
    select coalesce(jsonb_agg(cur.row - 'owner' - '_modified'), '[]'::jsonb)
      from input join cur using (k)
     where jsonb_typeof(input.assumed) is distinct from 'object'
        or (input.assumed ->> 'rev')::int is distinct from cur.rev
  $q$, tbl, key, key, key_type) into conflicts using rows, ids;

  -- Accepted updates: the stored rev is the assumed one (a plain key column, so the join is an index lookup).
  update_sql := format($q$
    with x as materialized (
      select (r -> 'new' ->> %3$L)::%4$s as k, r -> 'new' as doc, (r -> 'assumed' ->> 'rev')::int as assumed_rev
        from jsonb_array_elements($1) r
       where jsonb_typeof(r -> 'assumed') = 'object'
    )
    update %1$s t set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, x.doc))
      from x
     where t.%3$I = x.k and t.rev = x.assumed_rev
  $q$, tbl, cols, key, key_type);
  -- New rows: those whose key is not stored yet (or not visible: row-level security then refuses the insert).
  insert_sql := format($q$
    insert into %1$s (%2$s)
    select %2$s from jsonb_populate_recordset(null::%1$s, (
      select coalesce(jsonb_agg(r -> 'new'), '[]'::jsonb) from jsonb_array_elements($1) r
       where not ((r -> 'new' ->> %3$L)::%4$s = any(array(select t.%3$I from %1$s t where t.%3$I = any($2::%4$s[]))))
    ))
  $q$, tbl, cols, key, key_type);

  begin
    execute update_sql using rows, ids;
    execute insert_sql using rows, ids;
  exception when unique_violation or sqlstate 'AB410' then
    -- Something in the batch clashes, or changes what may not change (a posted voucher): the block's writes are
    -- undone; write row by row.
    for r in select x from jsonb_array_elements(rows) x loop
      one_id := r -> 'new' ->> key;
      begin
        execute update_sql using jsonb_build_array(r), array[one_id];
        execute insert_sql using jsonb_build_array(r), array[one_id];
      exception
      when sqlstate 'AB410' then
        -- The stored row refuses this change (a posted voucher): the device gets it back as a conflict.
        execute format('select coalesce(jsonb_agg(to_jsonb(t) - %L - %L), %L::jsonb) from %s t where t.%I::text = $1',
                       'owner', '_modified', '[]', tbl, key)
          into clash_row using one_id;
        conflicts := conflicts || clash_row;
      when unique_violation then
        get stacked diagnostics clash_name = constraint_name;
        -- The constraint's columns, and the stored row holding the same values (if the caller may see it).
        select array_agg(a.attname::text order by k.ord) into clash_cols
          from pg_constraint c
          join lateral unnest(c.conkey) with ordinality k(attnum, ord) on true
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
         where c.conrelid = tbl and c.conname = clash_name;
        if clash_cols is null then
          -- A unique index that is not a constraint.
          select array_agg(a.attname::text order by k.ord) into clash_cols
            from pg_class ic join pg_index i on i.indexrelid = ic.oid
            join lateral unnest(i.indkey) with ordinality k(attnum, ord) on true
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
           where i.indrelid = tbl and ic.relname = clash_name;
        end if;
        clash_row := null;
        if clash_cols is not null then
          execute format('select to_jsonb(t) - %L - %L from %s t where %s limit 1', 'owner', '_modified', tbl,
            (select string_agg(case when c = 'owner' then format('t.%I = public.my_company()', c)
                                    else format('t.%1$I = (jsonb_populate_record(null::%2$s, $1)).%1$I', c, tbl)
                               end, ' and ')
               from unnest(clash_cols) c))
            into clash_row using r -> 'new';
        end if;
        clashes := clashes || jsonb_build_array(jsonb_build_object(
          'id', one_id, 'constraint', clash_name, 'columns', to_jsonb(coalesce(clash_cols, '{}'::text[])),
          'row', clash_row));
      end;
    end loop;
  end;

  return jsonb_build_object('conflicts', conflicts, 'refused', refused, 'clashes', clashes);
end $f$;
