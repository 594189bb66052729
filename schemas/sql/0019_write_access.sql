-- The access map and the end of validity hold on the server, not only in the browser (DESIGN.md §4): a write
-- to a module's table needs write on that module (full to delete), and no write at all after
-- app_valid_till. One function decides, used by the row-level-security policies (the enforcement, whatever
-- route a request takes) and by sync_push (which turns a refusal into a per-row reason the app shows instead
-- of failing the whole batch). Runs unchanged on hosted Supabase.

-- Why the signed-in user may not write, or null when they may. `module` is a feature of the access map; null or
-- '' means a record that belongs to no module (the company settings, its logo), which needs only validity.
-- Admins are exempt, as in the app (src/auth/permissions.ts). The validity is counted in India's date, like
-- the trial (0016): the last valid day is app_valid_till itself.
create or replace function public.write_refusal(module text, deleting boolean default false) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when u.id is null then 'no_account'
    when u.role = 'admin' then null
    when u.app_valid_till is not null and u.app_valid_till < (now() at time zone 'Asia/Kolkata')::date
      then 'read_only'
    when coalesce(module, '') = '' then null
    when deleting and coalesce(u.access ->> module, '') <> 'full' then 'no_delete_access'
    when not deleting and coalesce(u.access ->> module, '') not in ('write', 'full') then 'no_write_access'
  end
  from (select auth.uid() as uid) me left join public.users u on u.id = me.uid
$$;

create or replace function public.can_write(module text, deleting boolean default false) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.write_refusal(module, deleting) is null
$$;

revoke execute on function public.write_refusal(text, boolean), public.can_write(text, boolean) from public;
grant execute on function public.write_refusal(text, boolean), public.can_write(text, boolean)
  to anon, authenticated, service_role;

-- The module each replicated table belongs to ('' = none: validity only); null for a table that is not
-- replicated. The policies below name the same modules.
create or replace function public.sync_module(tbl regclass) returns text
language sql stable set search_path = public as $$
  select case tbl
    when 'public.parties'::regclass then 'customers'
    when 'public.bookings'::regclass then 'bookings'
    when 'public.job_cards'::regclass then 'job_cards'
    when 'public.settings'::regclass then ''
  end
$$;

-- Policies: reads stay the owner's; writes also ask can_write. `(select …)` makes each call an init plan,
-- evaluated once per statement rather than once per row of a 1,000-row push. A soft delete (_deleted set by
-- a push or an update) needs what a delete needs.
do $$
declare
  t record;
begin
  for t in select * from (values
      ('parties', 'owner', 'customers'),
      ('bookings', 'owner', 'bookings'),
      ('job_cards', 'owner', 'job_cards'),
      ('settings', 'user_id', '')) v(tbl, col, module)
  loop
    execute format('drop policy if exists %1$s_insert on public.%1$I', t.tbl);
    execute format('drop policy if exists %1$s_update on public.%1$I', t.tbl);
    execute format('drop policy if exists %1$s_delete on public.%1$I', t.tbl);
    execute format($p$create policy %1$s_insert on public.%1$I for insert to authenticated
      with check (%2$I = auth.uid() and (select public.can_write(%3$L))
                  and (not _deleted or (select public.can_write(%3$L, true))))$p$, t.tbl, t.col, t.module);
    execute format($p$create policy %1$s_update on public.%1$I for update to authenticated
      using (%2$I = auth.uid())
      with check (%2$I = auth.uid() and (select public.can_write(%3$L))
                  and (not _deleted or (select public.can_write(%3$L, true))))$p$, t.tbl, t.col, t.module);
    execute format($p$create policy %1$s_delete on public.%1$I for delete to authenticated
      using (%2$I = auth.uid() and (select public.can_write(%3$L, true)))$p$, t.tbl, t.col, t.module);
  end loop;
end $$;

-- Storage: job-card photos and signatures are part of the job card (write on job_cards, also to remove one:
-- removing a photo is an edit of the card); the logo and UPI QR are the company's settings (validity only).
-- SVG is no longer accepted for the logo: an SVG can carry script, and stored files must never run as the app.
update storage.buckets set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp', 'image/gif']
 where id = 'company-assets';

do $$
declare
  b record;
begin
  for b in select * from (values ('job-card-media', 'job_card_media', 'job_cards'), ('company-assets', 'company_assets', ''))
      v(bucket, prefix, module)
  loop
    execute format('drop policy if exists %1$s_insert on storage.objects', b.prefix);
    execute format('drop policy if exists %1$s_update on storage.objects', b.prefix);
    execute format('drop policy if exists %1$s_delete on storage.objects', b.prefix);
    execute format($p$create policy %1$s_insert on storage.objects for insert to authenticated
      with check (bucket_id = %2$L and (storage.foldername(name))[1] = auth.uid()::text
                  and (select public.can_write(%3$L)))$p$, b.prefix, b.bucket, b.module);
    execute format($p$create policy %1$s_update on storage.objects for update to authenticated
      using (bucket_id = %2$L and (storage.foldername(name))[1] = auth.uid()::text)
      with check (bucket_id = %2$L and (storage.foldername(name))[1] = auth.uid()::text
                  and (select public.can_write(%3$L)))$p$, b.prefix, b.bucket, b.module);
    execute format($p$create policy %1$s_delete on storage.objects for delete to authenticated
      using (bucket_id = %2$L and (storage.foldername(name))[1] = auth.uid()::text
             and (select public.can_write(%3$L)))$p$, b.prefix, b.bucket, b.module);
  end loop;
end $$;

-- users.email follows the sign-in e-mail only (0005's trigger on auth.users, which runs as the function's
-- owner). A direct write through the API would let a user show any address in the admin's list.
-- Invoker's rights on purpose: current_user is then the API role of the request.
create or replace function public.users_guard_email() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.email is distinct from old.email and current_user in ('anon', 'authenticated') then
    raise exception 'The e-mail address changes only through the account''s sign-in e-mail'
      using errcode = '42501', hint = 'Change it in the account settings.';
  end if;
  return new;
end $$;
create trigger users_guard_email before update on public.users
  for each row execute function public.users_guard_email();

-- sync_push: rows the user may not write are left alone and come back with the reason, so the app can say
-- "your account is read-only" and keep them waiting rather than retry the batch for ever. The answer becomes
-- { conflicts: [stored rows], refused: [{ id: key value, reason }] }.
--
-- It is also correct on a Postgres with many connections (issue 17). Two pushes of one dealer's table used to
-- run side by side: one stamped row X and was still open while the other stamped Y later and committed; a
-- device woken by Y pulled it and moved its checkpoint past X's stamp, so X, committed last, was never pulled.
-- And two devices pushing the same new key at once (each new device makes the settings row from the
-- defaults) both found it missing: one insert failed the whole batch with 23505, or one version was dropped
-- with no conflict reported. So pushes of one dealer's table are serialised by a transaction-scoped advisory
-- lock taken before anything is read: every stamp of a push is taken after the previous push of that
-- dealer's table committed, so stamps follow commit order for all a pull (one dealer's rows) can see, and a
-- second push of the same new key finds the first one's row and gets it back as a conflict. The lock is per
-- dealer (today the signed-in user, who owns the rows; the company once rows belong to it), so dealers never
-- wait for each other. Cheaper than a sequence-based checkpoint, which would change a column and an index on
-- every table and reset every device's checkpoint. Same rev contract as 0018 otherwise.
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
  -- One push at a time per dealer and table (see above).
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
