-- Two rules of the books that only the server can hold for every device (issue 19, research/modules.md §1.3,
-- §2.5).
--
-- 1. The device slot of vehicle invoice numbers (`RINV-2526/A0001`). Each device numbers its own series so two
--    devices offline at once never issue the same number; the series is named by one character A–Z, 0–9 that
--    the server gives the device when it registers (active_sessions), so 36 devices per company and financial
--    year. The company's staff share the invoice series, so a slot is unique within the company, not the user.
--    A slot once given stays the device's for the whole year even after the device is removed (its invoices
--    keep their numbers, and a new device must not continue them), so the slots given are recorded apart from
--    active_sessions, in private.device_slots, which nothing but the trigger writes. The same device (user and
--    browser) signing in again within the year gets its own slot back: signing out and in must not use up the
--    36. A new year starts the slots afresh: the first registration or heartbeat of a device in a new year
--    gives it a slot of that year (its old letter when still free). A 37th device in one year is refused with
--    AB003; a device cannot choose its slot.
--
-- 2. The period lock. settings.period_lock_date ('' = none, else yyyy-mm-dd): no voucher is posted (created
--    other than as a draft) or cancelled on or before it, and none is posted dated after today in India. The
--    device checks the same rule (src/modules/books/domain/period.ts), but a device that has not pulled the
--    owner's new lock date yet, or one whose clock is wrong, must not get such a voucher into the books. The
--    trigger refuses with AB411 (message `period_locked` or `future_date`). sync_push answers such a row in
--    `refused` with that reason and writes the rest of the batch: unlike AB410 (a change to a posted voucher,
--    answered with the stored row, which wins), the refused row may be new, with no stored row to answer,
--    and the device must keep it and say why (it waits, like a row refused for access, until the owner moves
--    the lock or the row is edited). sync_push is written out whole again, as 0025's with that one addition.

create or replace function private.india_fy(d date) returns text
language sql immutable set search_path = '' as $$
  select to_char(make_date(y, 1, 1), 'YY') || to_char(make_date(y + 1, 1, 1), 'YY')
    from (select extract(year from d)::int - case when extract(month from d) < 4 then 1 else 0 end as y) fy
$$;
revoke execute on function private.india_fy(date) from public;

-- Every slot ever given, per company and financial year; never deleted while the year lasts.
create table private.device_slots (
  company_id uuid not null references auth.users(id) on delete cascade,
  fy text not null check (fy ~ '^[0-9]{4}$'),
  slot text not null check (slot ~ '^[A-Z0-9]$'),
  user_id uuid not null,
  session_id text not null,
  issued_at timestamptz not null default now(),
  primary key (company_id, fy, slot),
  unique (company_id, fy, user_id, session_id)
);

alter table public.active_sessions add column slot text check (slot ~ '^[A-Z0-9]$');
alter table public.active_sessions add column slot_fy text check (slot_fy ~ '^[0-9]{4}$');

create or replace function public.active_sessions_slot() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  this_fy text := private.india_fy((now() at time zone 'Asia/Kolkata')::date);
  company uuid;
  given text;
  prev text;
begin
  -- Whatever the device sent, the slot is the server's.
  if tg_op = 'UPDATE' and old.slot is not null and old.slot_fy = this_fy then
    new.slot := old.slot;
    new.slot_fy := old.slot_fy;
    return new;
  end if;
  if tg_op = 'UPDATE' then
    prev := old.slot;
  end if;
  new.slot := null;
  new.slot_fy := null;
  -- Someone else's row: row-level security refuses it; no slot of theirs may be used up on the way.
  if auth.role() = 'authenticated' and new.user_id is distinct from auth.uid() and not public.is_admin() then
    return new;
  end if;
  select u.company_id into company from public.users u where u.id = new.user_id;
  if company is null then
    return new;
  end if;
  -- Two devices of one company registering at once must not take one slot.
  perform pg_advisory_xact_lock(hashtext('device_slots:' || company::text));
  select s.slot into given from private.device_slots s
   where s.company_id = company and s.fy = this_fy
     and s.user_id = new.user_id and s.session_id = new.session_id;
  if given is null then
    select a.slot into given
      from unnest(string_to_array('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', null)) with ordinality a(slot, ord)
     where not exists (select 1 from private.device_slots s
                        where s.company_id = company and s.fy = this_fy and s.slot = a.slot)
     -- A device of last year keeps its letter when it is still free.
     order by a.slot is distinct from prev, a.ord
     limit 1;
    if given is null then
      raise exception 'device_slots_exhausted'
        using errcode = 'AB003',
              detail = format('All 36 device series of financial year %s are taken: no more devices can be registered until 1 April.', this_fy),
              hint = format('fy=%s', this_fy);
    end if;
    insert into private.device_slots (company_id, fy, slot, user_id, session_id)
      values (company, this_fy, given, new.user_id, new.session_id);
  end if;
  new.slot := given;
  new.slot_fy := this_fy;
  return new;
end $$;
revoke execute on function public.active_sessions_slot() from public;

-- After the device limit (trigger names fire in order), so a refused device uses up no slot.
create trigger active_sessions_slot before insert or update on public.active_sessions
  for each row execute function public.active_sessions_slot();

-- The period lock: the company's settings (the owner's row), written only by the owner like every setting.
-- A date the device's date input gives, or '' for none; an impossible date (2026-02-30) fails its cast.
alter table public.settings add column period_lock_date text not null default ''
  check (case when period_lock_date = '' then true
              when period_lock_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then period_lock_date::date is not null
              else false end);

-- A device still on an older build pushes its settings without the field (jsonb_populate_record makes it
-- null): the stored lock stays, rather than the push failing or an edit of the address lifting the lock.
create or replace function public.settings_keep_lock() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.period_lock_date is null then
    new.period_lock_date := '';
    if tg_op = 'UPDATE' then
      new.period_lock_date := old.period_lock_date;
    end if;
  end if;
  return new;
end $$;
revoke execute on function public.settings_keep_lock() from public;
create trigger settings_keep_lock before insert or update on public.settings
  for each row execute function public.settings_keep_lock();

create or replace function public.voucher_period_lock() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  posting boolean := new.status <> 'draft';
  cancelling boolean := false;
  company uuid := new.owner;
  lock_date date;
begin
  if tg_op = 'UPDATE' then
    posting := posting and old.status = 'draft';
    cancelling := old.status = 'posted' and new.status = 'cancelled';
    company := old.owner;
  end if;
  -- A draft may carry any date until it is posted; the print count, e-invoice and cheque status of a posted
  -- voucher are no posting (and a posted voucher is never re-dated: voucher_guard refuses that first).
  if not (posting or cancelling) then
    return new;
  end if;
  -- The company's own lock (a row another company's user pushes is refused by row-level security anyway).
  select nullif(s.period_lock_date, '')::date into lock_date
    from public.settings s where s.user_id = company;
  if lock_date is not null and new.doc_date <= lock_date then
    raise exception 'period_locked'
      using errcode = 'AB411',
            detail = format('The books are locked up to %s: no voucher is posted or cancelled on or before it.', lock_date),
            hint = format('period_lock_date=%s', lock_date);
  end if;
  if posting and new.doc_date > (now() at time zone 'Asia/Kolkata')::date then
    raise exception 'future_date'
      using errcode = 'AB411',
            detail = format('A voucher dated %s cannot be posted before that day (India).', new.doc_date),
            hint = 'future_date';
  end if;
  return new;
end $$;
revoke execute on function public.voucher_period_lock() from public;

-- After voucher_guard (names in order): a change the law forbids anyway answers as that (AB410).
create trigger vouchers_period_lock before insert or update on public.vouchers
  for each row execute function public.voucher_period_lock();

-- sync_push as 0025 wrote it, with a row in a locked period (AB411) answered in `refused` with its reason.
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
  exception when unique_violation or sqlstate 'AB410' or sqlstate 'AB411' then
    -- Something in the batch clashes, changes what may not change (a posted voucher) or falls in a locked
    -- period: the block's writes are undone; write row by row.
    for r in select x from jsonb_array_elements(rows) x loop
      one_id := r -> 'new' ->> key;
      begin
        execute update_sql using jsonb_build_array(r), array[one_id];
        execute insert_sql using jsonb_build_array(r), array[one_id];
      exception
      when sqlstate 'AB411' then
        -- Posted or cancelled in a locked period, or dated after today (0027): the device keeps the row and
        -- says why; the message is the reason.
        refused := refused || jsonb_build_array(jsonb_build_object('id', one_id, 'reason', sqlerrm));
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
